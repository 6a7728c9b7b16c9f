import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createStudioApi, type StudioApiOptions } from '../../src/studio/studio-api.ts'

/** The people of the team studio's API tests, by the x-person header of a request (as the team server's session gives it). */
export const PEOPLE: Record<string, { name: string; email: string }> = {
  dana: { name: 'Dana Editor', email: 'dana@cedarridge.example' },
  erin: { name: 'Erin Editor', email: 'erin@cedarridge.example' },
  pat: { name: 'Pat Publisher', email: 'pat@cedarridge.example' },
  sam: { name: 'Sam Publisher', email: 'sam@cedarridge.example' },
}
export const personOf = (req: IncomingMessage) => PEOPLE[String(req.headers['x-person'])]!

/** git in `cwd` as the one who seeded the repository (never the machine's identity); its output, trimmed. */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim()

/** What the team server tells the API of each request: the x-person's name; Sam publishes, the others propose. */
export const TEAM_HOOKS = {
  authorOf: personOf,
  reviewOnly: (req: IncomingMessage) => personOf(req).name !== 'Sam Publisher',
  done: () => undefined,
}

/**
 * A `prepare` for startStudioSite: the copy's pages/ committed by Seed and pushed to a bare repository beside it, its
 * origin (`dir/remote.git`, returned).
 */
export function sharedRemote(dir: string, root: string): string {
  const remote = join(dir, 'remote.git')
  git(dir, 'init', '-q', '--bare', '-b', 'main', remote)
  git(root, 'init', '-q', '-b', 'main')
  writeFileSync(join(root, '.gitignore'), '.studio/\n')
  git(root, 'add', 'pages', '.gitignore')
  git(root, 'commit', '-q', '-m', 'The site')
  git(root, 'remote', 'add', 'origin', remote)
  git(root, 'push', '-q', '-u', 'origin', 'main')
  return remote
}

/**
 * Asks the API of `site` as `who` (their x-person): a GET, or a POST of `body` as JSON (or JSON already made); the
 * status and the answer.
 */
export async function callAs(
  site: StudioSite,
  who: string,
  name: string,
  body?: object | string,
): Promise<{ status: number; body: Record<string, any> }> {
  const res = await fetch(site.base + name, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', 'x-person': who },
    ...(body ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

export interface StudioSite {
  /** The temporary folder; the project is its `site/`. */
  dir: string
  root: string
  /** http://127.0.0.1:<port>/_studio/api/ */
  base: string
  token: string
  close: () => Promise<void>
}

/**
 * The studio API on 127.0.0.1 over a temporary copy of pages/ (schema/ and public/ linked), for tests that write.
 * `prepare` runs on the copy before the API starts; `other` answers requests outside the API first.
 */
export async function startStudioSite(
  name: string,
  {
    options = {},
    prepare,
    other,
  }: {
    options?: Omit<StudioApiOptions, 'root'>
    prepare?: (dir: string, root: string) => void
    other?: (req: IncomingMessage, res: ServerResponse) => boolean
  } = {},
): Promise<StudioSite> {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`))
  const root = join(dir, 'site')
  cpSync('pages', join(root, 'pages'), { recursive: true })
  for (const d of ['schema', 'public']) symlinkSync(resolve(d), join(root, d), 'dir')
  prepare?.(dir, root)
  const api = createStudioApi({ root, ...options })
  const server = createServer((req, res) => {
    if (other?.(req, res)) return
    api.handle(req, res, () => ((res.statusCode = 404), res.end()))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    dir,
    root,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/_studio/api/`,
    token: api.token,
    close: async () => {
      await new Promise((r) => server.close(r))
      api.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
