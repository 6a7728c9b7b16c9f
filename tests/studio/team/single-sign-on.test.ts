import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuditLog } from '../../../src/studio/team/audit-log.ts'
import { singleSignOnArgs } from '../../../src/studio/team/single-sign-on.ts'
import { TOKEN_PLACEHOLDER } from '../../../src/studio/team/studio-build.ts'
import { createTeamServer } from '../../../src/studio/team/team-server.ts'
import { Users } from '../../../src/studio/team/users.ts'

// The team server with a single-sign-on proxy in front (oauth2-proxy's X-Forwarded-Email). The studio's pages are
// stand-ins: what is checked is who the server lets in.
const dir = mkdtempSync(join(tmpdir(), 'team-sso-'))
const page = `<!doctype html><html><head><meta name="studio-token" content="${TOKEN_PLACEHOLDER}" /><title>Studio</title></head><body></body></html>`
const audit = new AuditLog(join(dir, 'audit.log'))
let servers: Server[] = []

async function serve(from: string[]): Promise<string> {
  const users = new Users(join(dir, 'users.json'), { cost: { N: 2 ** 10, r: 8, p: 1 } })
  if (!users.get('dana'))
    users.add({ name: 'dana', email: 'Dana@CedarRidge.example', role: 'editor' }, 'a long password')
  if (!users.get('pat'))
    users.add({ name: 'pat', email: 'pat@cedarridge.example', role: 'publisher' }, 'a long password')
  const server = createTeamServer({
    root: dir,
    built: { dir: join(dir, 'built'), studio: page, preview: page },
    users,
    audit,
    singleSignOn: { header: 'X-Forwarded-Email', from },
  })
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

let trusted: string
let untrusted: string
beforeAll(async () => {
  trusted = await serve(['::ffff:127.0.0.1'])
  untrusted = await serve(['10.0.0.7'])
})
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => (s.closeAllConnections(), s.close(r)))))
  servers = []
  rmSync(dir, { recursive: true, force: true })
})

const studio = (origin: string, headers: Record<string, string>) =>
  fetch(`${origin}/_studio`, { redirect: 'manual', headers })

describe('single sign-on through a trusted proxy (--trust-header)', () => {
  it('signs in the person whose address the proxy vouches for: their name in the page, a session cookie', async () => {
    const res = await studio(trusted, { 'X-Forwarded-Email': 'dana@cedarridge.example' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<meta name="studio-user" content="dana" data-role="editor" />')
    const cookie = res.headers.get('set-cookie')!
    expect(cookie).toMatch(/^studio_session=[\w-]+; .*HttpOnly.*SameSite=Strict/)
    // The cookie alone carries the session on.
    const again = await studio(trusted, { Cookie: cookie.split(';')[0]! })
    expect(again.status).toBe(200)
    expect(readFileSync(join(dir, 'audit.log'), 'utf8')).toMatch(/"event":"login","user":"dana".*"single sign-on"/)
  })

  it('switches to the person the proxy now names, ending the other session', async () => {
    const first = await studio(trusted, { 'X-Forwarded-Email': 'dana@cedarridge.example' })
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!
    const other = await studio(trusted, { Cookie: cookie, 'X-Forwarded-Email': 'pat@cedarridge.example' })
    expect(await other.text()).toContain('content="pat" data-role="publisher"')
    expect((await studio(trusted, { Cookie: cookie })).status).toBe(303)
  })

  it('refuses an address no account has, in words, and believes no header from anywhere but the proxy', async () => {
    const unknown = await studio(trusted, { 'X-Forwarded-Email': 'mallory@elsewhere.example' })
    expect(unknown.status).toBe(403)
    expect(await unknown.text()).toContain('No studio account has the address mallory@elsewhere.example.')
    // Two addresses in one header: not believed, so the sign-in page.
    const listed = await studio(trusted, { 'X-Forwarded-Email': 'dana@cedarridge.example, pat@cedarridge.example' })
    expect(listed.headers.get('location')).toBe('/_studio/login')
    // This request does not come from the proxy's address: its header is anyone's to write.
    const direct = await studio(untrusted, { 'X-Forwarded-Email': 'pat@cedarridge.example' })
    expect([direct.status, direct.headers.get('location'), direct.headers.get('set-cookie')]).toEqual([
      303,
      '/_studio/login',
      null,
    ])
  })

  it('reads its settings from the command line, and starts only when told the proxy’s addresses and that it strips the header', () => {
    expect(singleSignOnArgs(['--team'])).toBeUndefined()
    const strips = ['--proxy-strips-header']
    expect(
      singleSignOnArgs(['--team', '--trust-header', 'X-Forwarded-Email', '--trust-from', '::1', ...strips]),
    ).toEqual({ header: 'X-Forwarded-Email', from: ['::1'] })
    expect(
      singleSignOnArgs(['--trust-header', 'X-Auth-Request-Email', '--trust-from', '10.0.0.2, 10.0.0.3', ...strips]),
    ).toEqual({ header: 'X-Auth-Request-Email', from: ['10.0.0.2', '10.0.0.3'] })
    expect(() => singleSignOnArgs(['--trust-header', 'X: y'])).toThrow(
      '--trust-header X: y: give a header name such as X-Forwarded-Email.',
    )
    // No address is assumed: loopback is not the proxy's address when the proxy runs elsewhere, or is not the only one.
    expect(() => singleSignOnArgs(['--trust-header', 'X-Forwarded-Email', ...strips])).toThrow(
      "--trust-header X-Forwarded-Email needs --trust-from with the sign-on proxy's own addresses (for example --trust-from 127.0.0.1): the header is believed on requests from those addresses only.",
    )
    expect(() => singleSignOnArgs(['--trust-header', 'X-Forwarded-Email', '--trust-from', '127.0.0.1'])).toThrow(
      '--trust-header X-Forwarded-Email: make the proxy remove X-Forwarded-Email from every request a client sends (the nginx and Caddy examples of docs/team-studio.md do), then start with --proxy-strips-header as well.',
    )
  })
})
