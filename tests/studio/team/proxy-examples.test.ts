import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostNameArgs } from '../../../src/studio/team/host-names.ts'
import { singleSignOnArgs } from '../../../src/studio/team/single-sign-on.ts'
import { docExample, nginxForTest, startNginx } from '../../helpers/doc-examples.ts'
import { freePort } from '../../helpers/free-port.ts'
import { PASSWORD, teamFixture } from './team-fixture.ts'

// The deployment examples of docs/team-studio.md, read out of it by their markers, are the ones tested here: their
// text, their commands through the studio's own argument parsers, and both nginx blocks run (Debian's nginx) in front
// of the team server, with a stand-in for oauth2-proxy's /oauth2/auth.

/** The fenced block right after `<!-- example: NAME -->` in docs/team-studio.md. */
const example = (name: string) => docExample('docs/team-studio.md', name)

/** The words after `npm run studio --` of a command line (systemd's ExecStart or a shell line). */
const studioArgs = (line: string) => line.split(/\s+/).slice(line.split(/\s+/).indexOf('--') + 1)

const DANA = 'dana@cedarridge.example'

describe("the team studio doc's proxy examples", () => {
  it('never pass on a client’s X-Forwarded-Email, and set Host, the scheme and the address the proxy saw', () => {
    for (const name of ['team-studio nginx', 'team-studio nginx oauth2-proxy']) {
      const studio = /location \/ \{[\s\S]*?\n {4}\}/.exec(example(name))![0]
      expect(studio).toContain('proxy_pass http://127.0.0.1:4174;')
      expect(studio).toMatch(/proxy_set_header X-Forwarded-Email (""|\$email);/)
      for (const line of [
        'proxy_set_header Host $host;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
        'proxy_set_header X-Forwarded-For $remote_addr;',
      ])
        expect(studio).toContain(line)
    }
    const caddy = example('team-studio caddy oauth2-proxy')
    // Dropped at the top of the site, before forward_auth copies oauth2-proxy's answer in.
    expect(caddy).toMatch(/^studio\.example\.com \{\n\trequest_header -X-Forwarded-Email\n/)
    expect(caddy).toContain('copy_headers X-Auth-Request-Email>X-Forwarded-Email')
    expect(caddy).toContain('reverse_proxy 127.0.0.1:4174')
  })

  it('start the studio with flags it accepts: its host name, and the sign-on header only with its proxy and the promise', () => {
    const service = example('team-studio systemd')
    expect(service).toContain('Environment=HOST=127.0.0.1 PORT=4174 TRUST_PROXY=1')
    const exec = studioArgs(/^ExecStart=(.*)$/m.exec(service)![1]!)
    expect(exec).toEqual(['--team', '--host-name', 'studio.example.com'])
    expect(hostNameArgs(exec)).toEqual(['studio.example.com'])
    expect(singleSignOnArgs(exec)).toBeUndefined()
    const command = example('team-studio sign-on command')
    expect(command).toMatch(/^TRUST_PROXY=1 npm run studio -- /)
    expect(singleSignOnArgs(studioArgs(command))).toEqual({ header: 'X-Forwarded-Email', from: ['127.0.0.1'] })
    expect(hostNameArgs(studioArgs(command))).toEqual(['studio.example.com'])
  })
})

describe("the team studio doc's nginx blocks in front of the team server", () => {
  let fixture: Awaited<ReturnType<typeof teamFixture>>
  let oauth: Server
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined
  const ports = { plain: 0, sso: 0 }

  beforeAll(async () => {
    // The studio as the doc's sign-on command starts it.
    const args = studioArgs(example('team-studio sign-on command'))
    fixture = await teamFixture({
      trustProxy: true,
      hostNames: hostNameArgs(args),
      singleSignOn: singleSignOnArgs(args)!,
    })
    // oauth2-proxy with --set-xauthrequest, in small: its session cookie names dana, else 401.
    oauth = createServer((req, res) => {
      if (req.url === '/oauth2/auth') {
        if (req.headers.cookie === '_oauth2_proxy=dana') res.writeHead(202, { 'X-Auth-Request-Email': DANA })
        else res.writeHead(401)
        return res.end()
      }
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('oauth2-proxy sign-in page')
    })
    await new Promise<void>((r) => oauth.listen(0, '127.0.0.1', r))
    const oauthPort = (oauth.address() as AddressInfo).port
    ;[ports.plain, ports.sso] = await Promise.all([freePort(), freePort()])

    const upstreams = { 4174: fixture.port, 4180: oauthPort }
    const servers = [
      nginxForTest(example('team-studio nginx'), ports.plain, upstreams),
      nginxForTest(example('team-studio nginx oauth2-proxy'), ports.sso, upstreams),
    ]
    for (const server of servers) expect(server).toContain(`proxy_pass http://127.0.0.1:${fixture.port};`)
    nginx = await startNginx(join(fixture.dir, 'nginx'), servers, [ports.plain, ports.sso])
  }, 30_000)

  afterAll(async () => {
    await nginx?.stop()
    await new Promise((r) => oauth?.close(r))
    await fixture?.close()
  })

  /** A request to nginx on `port`, as a client sends it (any Host, any headers). */
  const viaNginx = (port: number, path: string, headers: Record<string, string | string[]> = {}, body?: string) =>
    new Promise<{ status: number; location?: string; cookie?: string[]; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: body ? 'POST' : 'GET',
          headers: { Host: 'studio.example.com', ...headers },
        },
        (res) => {
          let text = ''
          res.on('data', (d: Buffer) => (text += d))
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              ...(res.headers.location ? { location: res.headers.location } : {}),
              ...(res.headers['set-cookie'] ? { cookie: res.headers['set-cookie'] } : {}),
              body: text,
            }),
          )
        },
      )
      req.on('error', reject)
      req.end(body)
    })

  it('the studio believes the header from nginx’s address: what reaches it is what nginx decided', async () => {
    // Straight to the studio from 127.0.0.1, with the studio's own name as Host: believed (so the tests below show
    // nginx removing the header, not the studio ignoring it).
    const direct = await fixture.call('GET', '/_studio', { Host: 'studio.example.com', 'X-Forwarded-Email': DANA })
    expect(direct.status).toBe(200)
    expect(direct.body).toContain('<meta name="studio-user" content="dana"')
  })

  it('password sign-in block: a client’s forged X-Forwarded-Email, in any case or twice, signs no one in', async () => {
    const variants: Record<string, string | string[]>[] = [
      { 'X-Forwarded-Email': DANA },
      { 'x-forwarded-email': DANA },
      { 'X-Forwarded-Email': [DANA, DANA] },
    ]
    for (const forged of variants) {
      const answer = await viaNginx(ports.plain, '/_studio', forged)
      expect([answer.status, answer.location, answer.cookie]).toEqual([303, '/_studio/login', undefined])
    }
    // The password still works through it, and the address counted is the one nginx saw, not the client's claim.
    const signedIn = await viaNginx(
      ports.plain,
      '/_studio/login',
      {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://studio.example.com',
        'X-Forwarded-For': '6.6.6.6',
      },
      new URLSearchParams({ name: 'pat', password: PASSWORD }).toString(),
    )
    expect([signedIn.status, signedIn.location]).toEqual([303, '/_studio'])
    expect(fixture.auditLines().at(-1)).toMatchObject({ event: 'login', user: 'pat', address: '127.0.0.1' })
  })

  it('password sign-in block: a forged Host reaches the studio and is refused', async () => {
    for (const host of ['evil.example', `evil.example:${ports.plain}`, '127.0.0.1']) {
      const answer = await viaNginx(ports.plain, '/_studio/login', { Host: host })
      expect([host, answer.status, answer.body]).toEqual([host, 421, 'This studio does not answer at that address.\n'])
    }
    expect((await viaNginx(ports.plain, '/_studio/login')).status).toBe(200)
  })

  it('oauth2-proxy block: the person is who oauth2-proxy says, never who the client says', async () => {
    // Not signed in with oauth2-proxy, the header forged: oauth2-proxy's sign-in page, the studio never asked.
    const stranger = await viaNginx(ports.sso, '/_studio', { 'X-Forwarded-Email': 'pat@cedarridge.example' })
    expect([stranger.status, stranger.body, stranger.cookie]).toEqual([200, 'oauth2-proxy sign-in page', undefined])
    // Signed in as dana, claiming to be pat: dana.
    const dana = await viaNginx(ports.sso, '/_studio', {
      Cookie: '_oauth2_proxy=dana',
      'X-Forwarded-Email': 'pat@cedarridge.example',
    })
    expect(dana.status).toBe(200)
    expect(dana.body).toContain('<meta name="studio-user" content="dana" data-role="editor" />')
    // And a forged Host is refused there too.
    const rebound = await viaNginx(ports.sso, '/_studio', { Cookie: '_oauth2_proxy=dana', Host: 'evil.example' })
    expect(rebound.status).toBe(421)
  })
})
