import { mkdtempSync, rmSync } from 'node:fs'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AuditLog } from '../../../src/studio/team/audit-log.ts'
import { HashQueue } from '../../../src/studio/team/hash-queue.ts'
import { Sessions } from '../../../src/studio/team/sessions.ts'
import { TOKEN_PLACEHOLDER } from '../../../src/studio/team/studio-build.ts'
import { createTeamServer, type TeamServerOptions } from '../../../src/studio/team/team-server.ts'
import { Users } from '../../../src/studio/team/users.ts'

export const PASSWORD = 'a long password'

/** A queue that counts the password checks it runs: how many of a burst were really checked. */
export class CountingQueue extends HashQueue {
  runs = 0
  override run<T>(job: () => Promise<T>, opts?: { known?: boolean }): Promise<T> {
    this.runs++
    return super.run(job, opts)
  }
}

/** An answer as the test reads it. */
export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  /** The `name=value` of each Set-Cookie. */
  cookies: Record<string, string>
}

/**
 * The team server over real HTTP on 127.0.0.1, with dana (editor) and pat (publisher) at a cheap password cost, its
 * password checks counted (unless given another queue), and stand-in studio pages (what is checked is who gets in). `call` sends a request with
 * any headers (a forged Host too) from any loopback address (127.0.0.x: another machine, as the server sees it).
 */
export async function teamFixture(options: Partial<TeamServerOptions> = {}, queue?: HashQueue) {
  const dir = mkdtempSync(join(tmpdir(), 'team-server-'))
  const hashes = queue ?? new CountingQueue()
  const users = new Users(join(dir, '.studio/users.json'), { cost: { N: 2 ** 10, r: 8, p: 1 }, hashes })
  users.add({ name: 'dana', email: 'dana@cedarridge.example', role: 'editor' }, PASSWORD)
  users.add({ name: 'pat', email: 'pat@cedarridge.example', role: 'publisher' }, PASSWORD)
  const sessions = new Sessions()
  const audit = new AuditLog(join(dir, '.studio/audit.log'))
  const page = `<!doctype html><html><head><meta name="studio-token" content="${TOKEN_PLACEHOLDER}" /><title>Studio</title></head><body></body></html>`
  const server: Server = createTeamServer({
    root: dir,
    built: { dir: join(dir, 'built'), studio: page, preview: page },
    users,
    sessions,
    audit,
    ...options,
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as AddressInfo).port
  const host = `127.0.0.1:${port}`
  const origin = `http://${host}`

  function call(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
    from = '127.0.0.1',
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          localAddress: from,
          headers: { Host: host, ...headers },
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const cookies: Record<string, string> = {}
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';')
              const eq = pair.indexOf('=')
              cookies[pair.slice(0, eq)] = pair.slice(eq + 1)
            }
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString(), cookies })
          })
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  }

  /** A sign-in with the form, from `from`, with the browser's cookies when given. */
  const login = (name: string, password: string, from = '127.0.0.1', cookie?: string) =>
    call(
      'POST',
      '/_studio/login',
      {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: origin,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      new URLSearchParams({ name, password }).toString(),
      from,
    )

  const auditLines = () => audit.recent(100_000).reverse()

  async function close() {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
    rmSync(dir, { recursive: true, force: true })
  }

  return {
    server,
    dir,
    users,
    hashes: hashes as CountingQueue,
    sessions,
    audit,
    port,
    host,
    origin,
    call,
    login,
    auditLines,
    close,
  }
}
