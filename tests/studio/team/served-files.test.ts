import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_HEADERS } from '../../../src/media/media-headers.ts'
import { AuditLog } from '../../../src/studio/team/audit-log.ts'
import { createTeamServer } from '../../../src/studio/team/team-server.ts'
import { Users } from '../../../src/studio/team/users.ts'

// The built studio's own files (scripts, styles, the public folder's drawings) as the team server hands them out to a
// signed-in person (signed in through a trusted proxy's header, the shortest way in).
const dir = mkdtempSync(join(tmpdir(), 'team-files-'))
let server: Server
let origin: string
beforeAll(async () => {
  mkdirSync(join(dir, 'built/assets'), { recursive: true })
  writeFileSync(
    join(dir, 'built/favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/_studio")</script></svg>',
  )
  writeFileSync(join(dir, 'built/assets/studio.js'), 'console.log(1)')
  const users = new Users(join(dir, 'users.json'), { cost: { N: 2 ** 10, r: 8, p: 1 } })
  users.add({ name: 'dana', email: 'dana@cedarridge.example', role: 'editor' }, 'a long password')
  const page = '<!doctype html><title>Studio</title>'
  server = createTeamServer({
    root: dir,
    built: { dir: join(dir, 'built'), studio: page, preview: page },
    users,
    audit: new AuditLog(join(dir, 'audit.log')),
    singleSignOn: { header: 'X-Forwarded-Email', from: ['::ffff:127.0.0.1', '127.0.0.1'] },
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((r) => (server.closeAllConnections(), server.close(r)))
  rmSync(dir, { recursive: true, force: true })
})

const get = (path: string) => fetch(origin + path, { headers: { 'X-Forwarded-Email': 'dana@cedarridge.example' } })

describe("the team studio's built files", () => {
  it('serves a drawing in a sandbox that runs nothing, like every other server of the site', async () => {
    const res = await get('/favicon.svg')
    expect(res.status).toBe(200)
    for (const [name, value] of MEDIA_HEADERS) expect(res.headers.get(name)).toBe(value)
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
  })

  it('serves its scripts without the sandbox (they are the studio), never sniffed', async () => {
    const res = await get('/assets/studio.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toBeNull()
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
