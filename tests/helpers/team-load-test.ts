/**
 * npm run loadtest -- --team: the team studio under a team's load. People sign in (20 by default), open an article
 * each and save it every second (60 s by default), while a publisher saves a page and publishes it to the shared
 * repository part-way through. It runs on a scratch clone of the site whose origin is a local bare repository, with
 * the team server's API as it runs (the studio's built page is not needed for this and is left out).
 * Checks: no answer 5xx, every save answered 200, each article on disk as its last answered save, the publish pushed
 * the publisher's page alone (the others' saves stay theirs). Prints saves, their latency and the publish's time.
 *
 *   npm run loadtest -- --team                          20 people, 60 s
 *   npm run loadtest -- --team --sessions 5 --seconds 10
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { TOKEN_PLACEHOLDER } from '../../src/studio/team/studio-build.ts'
import { createTeamServer } from '../../src/studio/team/team-server.ts'
import { Users } from '../../src/studio/team/users.ts'
import { scratchProject } from './scratch-project.ts'

export interface TeamLoadOptions {
  /** People saving at once. @default 20 */
  sessions?: number
  /** How long each saves every second. @default 60 */
  seconds?: number
  /**
   * Instead of `seconds`: how many saves each person makes, about a second apart however long each takes (a count
   * that does not depend on the machine's speed); the publish starts after `rounds / 2` seconds.
   */
  rounds?: number
  log?: (line: string) => void
}

export interface TeamLoadResult {
  saves: number
  /** Answers that were not 200, by status, with the first message of each. */
  refused: Record<string, string>
  /** Answers 500 or above. */
  serverErrors: number
  /** Articles whose text on disk is not their last answered save. */
  lost: string[]
  /** What the publish answered, its time, and the files of the commit it pushed. */
  publish: { kind: string; seconds: number; files: string[]; author: string }
  p50: number
  p95: number
  max: number
  seconds: number
}

const PASSWORD = 'load test password'
const ARTICLE = 'pages/_collections/articles/the-future-of-remote-work-in-tech.yaml'

/** Runs the load test; see the top of this file. */
export async function teamLoadTest(options: TeamLoadOptions = {}): Promise<TeamLoadResult> {
  const { sessions = 20, rounds, log = () => {} } = options
  const seconds = rounds ?? options.seconds ?? 60
  const dir = mkdtempSync(join(tmpdir(), 'team-load-'))
  // No identity of this machine's: every commit names its person through the team server, the setup its own.
  const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', ...args], {
      cwd,
      env,
      encoding: 'utf8',
    }).trim()
  // The team server runs git with this process's environment: no global or system config for its commits either.
  const before = {
    GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL,
    GIT_CONFIG_NOSYSTEM: process.env.GIT_CONFIG_NOSYSTEM,
  }
  Object.assign(process.env, { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' })
  try {
    return await run()
  } finally {
    for (const [key, value] of Object.entries(before))
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    rmSync(dir, { recursive: true, force: true })
  }

  async function run(): Promise<TeamLoadResult> {
    const server = await (async () => {
      const remote = join(dir, 'shared.git')
      git(dir, 'init', '-q', '--bare', '-b', 'main', remote)
      const root = scratchProject(process.cwd(), join(dir, 'site'))
      symlinkSync(join(process.cwd(), 'schema'), join(root, 'schema'), 'dir')
      // The clone holds the content; the code is linked from this project.
      writeFileSync(join(root, '.gitignore'), 'node_modules\ndist\n.cache\nschema\nsrc\npublic\nscripts\n')
      const article = readFileSync(join(root, ARTICLE), 'utf8')
      for (let i = 1; i <= sessions; i++)
        writeFileSync(
          join(root, `pages/_collections/articles/load-${i}.yaml`),
          article.replace(/^title: .*$/m, `title: Load test article ${i}`),
        )
      git(root, 'init', '-q', '-b', 'main')
      git(root, 'add', '-A')
      git(root, 'commit', '-q', '-m', 'The site')
      git(root, 'remote', 'add', 'origin', remote)
      git(root, 'push', '-q', '-u', 'origin', 'main')

      // A cheaper password hash than the studio's own: this measures saving, not signing in.
      const users = new Users(join(root, '.studio/users.json'), { cost: { N: 2 ** 10, r: 8, p: 1 } })
      for (let i = 1; i <= sessions; i++)
        users.add({ name: `editor${i}`, email: `editor${i}@cedarridge.example`, role: 'editor' }, PASSWORD)
      users.add({ name: 'publisher', email: 'publisher@cedarridge.example', role: 'publisher' }, PASSWORD)
      const page = `<!doctype html><meta name="studio-token" content="${TOKEN_PLACEHOLDER}"><title>Studio</title>`
      const s = createTeamServer({ root, built: { dir: join(dir, 'none'), studio: page, preview: page }, users })
      await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
      return { s, root, remote, origin: `http://127.0.0.1:${(s.address() as AddressInfo).port}` }
    })()
    const { origin, root, remote } = server

    const latencies: number[] = []
    const refused: Record<string, string> = {}
    let serverErrors = 0
    let saves = 0
    const answer = (status: number, body: { message?: string }) => {
      if (status >= 500) serverErrors++
      if (status !== 200) refused[String(status)] ??= body.message ?? ''
    }

    async function signIn(name: string) {
      const res = await fetch(`${origin}/_studio/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({ name, password: PASSWORD }).toString(),
      })
      const cookie = res.headers.get('set-cookie')?.split(';')[0]
      if (res.status !== 303 || !cookie) throw new Error(`${name} could not sign in (${res.status})`)
      const html = await (await fetch(`${origin}/_studio`, { headers: { Cookie: cookie } })).text()
      const token = /name="studio-token" content="([^"]+)"/.exec(html)![1]!
      const headers = { Cookie: cookie, Origin: origin, 'x-studio-token': token, 'Content-Type': 'application/json' }
      const call = async (name: string, body?: object) => {
        const res = await fetch(`${origin}/_studio/api/${name}`, {
          method: body ? 'POST' : 'GET',
          headers,
          ...(body ? { body: JSON.stringify(body) } : {}),
        })
        const json = (await res.json()) as Record<string, unknown> & { message?: string }
        answer(res.status, json)
        return { status: res.status, body: json }
      }
      return call
    }

    const people = await Promise.all(Array.from({ length: sessions }, (_, i) => signIn(`editor${i + 1}`)))
    const publisher = await signIn('publisher')
    log(
      `${sessions} people signed in; each saves their article every second ` +
        (rounds ? `${rounds} times` : `for ${seconds} s`),
    )
    const lastSaved = new Map<string, string>()
    const started = performance.now()
    const end = started + seconds * 1000

    const editing = people.map(async (call, i) => {
      const file = `pages/_collections/articles/load-${i + 1}.yaml`
      const opened = await call(`file?path=${encodeURIComponent(file)}`)
      let hash = opened.body.hash as string
      const data = opened.body.data as { title: string }
      // Spread over the first second, as people do not press Save in step.
      await new Promise((r) => setTimeout(r, (1000 * i) / sessions))
      for (let n = 1; rounds ? n <= rounds : performance.now() < end; n++) {
        const tick = performance.now()
        data.title = `Load test article ${i + 1}, version ${n}`
        const res = await call('save', { file, data, hash })
        latencies.push(performance.now() - tick)
        saves++
        if (res.status === 200) {
          hash = res.body.hash as string
          lastSaved.set(file, data.title)
        }
        await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - tick))))
      }
    })

    const publishing = (async () => {
      await new Promise((r) => setTimeout(r, (seconds * 1000) / 2))
      const about = await publisher('file?path=pages%2Fabout.yaml')
      const data = about.body.data as { title: string }
      data.title = 'About Cedar Ridge (published during the load test)'
      await publisher('save', { file: 'pages/about.yaml', data, hash: about.body.hash })
      log('publishing while the others save…')
      const t = performance.now()
      const res = await publisher('publish', { message: 'About page, during the load test' })
      return { kind: String(res.body.kind ?? res.body.message), seconds: (performance.now() - t) / 1000 }
    })()

    const [published] = await Promise.all([publishing, ...editing])
    const total = (performance.now() - started) / 1000
    const lost = [...lastSaved].filter(
      ([file, title]) => (parse(readFileSync(join(root, file), 'utf8')) as { title: string }).title !== title,
    )
    const files = git(remote, 'diff-tree', '--no-commit-id', '--name-only', '-r', 'main').split('\n').filter(Boolean)
    const author = git(remote, 'log', '-1', '--format=%an', 'main')
    server.s.closeAllConnections()
    await new Promise((r) => server.s.close(r))

    const sorted = [...latencies].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
    return {
      saves,
      refused,
      serverErrors,
      lost: lost.map(([file]) => file),
      publish: { ...published!, files, author },
      p50: at(0.5),
      p95: at(0.95),
      max: sorted.at(-1) ?? 0,
      seconds: total,
    }
  }
}

export function describeTeamLoadTest(r: TeamLoadResult, sessions: number): string {
  return (
    `${sessions} people, ${r.saves} saves in ${r.seconds.toFixed(1)} s: ${r.serverErrors} answers 5xx, ` +
    `${Object.keys(r.refused).length ? `refused ${JSON.stringify(r.refused)}` : 'none refused'}, ${r.lost.length} lost; ` +
    `save latency p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms; ` +
    `the publish: ${r.publish.kind} in ${r.publish.seconds.toFixed(1)} s (${r.publish.files.join(', ')} by ${r.publish.author})`
  )
}
