/**
 * The load test of the site's server (npm run loadtest, tests/helpers/load-test.ts): serves dist/ with `npm start`'s server
 * on 127.0.0.1 and sends it a bounded mix of requests (every route, assets, page data, compressed variants, HEAD,
 * 404s, hidden files, a POST) at a fixed concurrency WHILE `npm run build` rebuilds dist/ and swaps it in. Every
 * answer is checked against the files of dist/: status, Content-Encoding, the exact bytes, and the security headers
 * of HTML pages.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { startServer } from './start-server.ts'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface LoadTestOptions {
  /** Project whose dist/ is served and rebuilt. @default process.cwd() */
  root?: string
  /** Requests to send at least; the loop also runs until the rebuild has finished. @default 10000 */
  requests?: number
  /** Requests in flight at once. @default 50 */
  concurrency?: number
  /** Rebuild dist/ (swap included) while the requests run. @default true */
  rebuild?: boolean
  /** Origin of a server already serving root's dist/; by default one is started on a free port of 127.0.0.1. */
  url?: string
  /** Hard bound on the loop's duration. @default 180000 */
  timeLimitMs?: number
  log?: (line: string) => void
}

export interface LoadTestResult {
  requests: number
  failed: number
  /** The first distinct failures, for people. */
  failures: string[]
  /** Requests answered while the rebuild ran. */
  duringRebuild: number
  seconds: number
  perSecond: number
  p50: number
  p99: number
  max: number
  /** Wall time of the rebuild, when there was one. */
  rebuildSeconds?: number
  /** Whether the rebuild replaced dist/ (a new folder took its place) while the requests ran. */
  swapped: boolean
}

interface Target {
  method: 'GET' | 'HEAD' | 'POST'
  path: string
  acceptEncoding?: string
  status: number
  encoding?: string
  body: Buffer
  html: boolean
  /** Content-Length a HEAD must announce. */
  length?: number
}

/** The project's command-line scripts (the build the load test runs again). */
const SCRIPTS = fileURLToPath(new URL('../../scripts/', import.meta.url))

/** Runs the load test; see the top of this file. */
export async function loadTest(options: LoadTestOptions = {}): Promise<LoadTestResult> {
  const root = resolve(options.root ?? process.cwd())
  const want = options.requests ?? 10_000
  const concurrency = options.concurrency ?? 50
  const timeLimit = options.timeLimitMs ?? 180_000
  const log = options.log ?? (() => {})
  const dist = join(root, 'dist')

  const server = options.url ? undefined : await startServer(root, log)
  try {
    const origin = options.url?.replace(/\/+$/, '') ?? server!.origin
    const targets = targetsOf(dist)
    log(`${targets.length} distinct requests against ${origin}, ${want} at least, ${concurrency} at a time`)
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
    const latencies: number[] = []
    const failures = new Map<string, number>()
    let failed = 0
    let next = 0
    let duringRebuild = 0
    let afterRebuild = 0

    const inode = statSync(dist).ino
    let rebuild: { running: boolean; seconds?: number; error?: string } | undefined
    let rebuilding: Promise<void> = Promise.resolve()
    if (options.rebuild ?? true) {
      rebuild = { running: true }
      const state = rebuild
      const started = performance.now()
      rebuilding = run(process.execPath, [join(SCRIPTS, 'run-bundled.mjs'), join(SCRIPTS, 'build.ts')], root).then(
        (result) => {
          state.running = false
          state.seconds = (performance.now() - started) / 1000
          if (result.code !== 0)
            state.error = `the rebuild failed (exit ${result.code}):\n${result.output.slice(-2000)}`
          log(`rebuild finished in ${state.seconds.toFixed(1)} s`)
        },
      )
    }

    const started = performance.now()
    // Enough answers after the swap to show the new files are served, then stop; never past the time limit.
    const done = () =>
      performance.now() - started > timeLimit ||
      (next >= want && !rebuild?.running && (!rebuild || afterRebuild >= concurrency * 10))
    const worker = async () => {
      while (!done()) {
        const target = targets[next++ % targets.length]!
        const during = rebuild?.running ?? false
        const t0 = performance.now()
        const problem = await check(agent, origin, target)
        latencies.push(performance.now() - t0)
        if (during) duringRebuild++
        else if (rebuild) afterRebuild++
        if (problem) {
          failed++
          failures.set(problem, (failures.get(problem) ?? 0) + 1)
        }
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    const seconds = (performance.now() - started) / 1000
    await rebuilding
    agent.destroy()
    if (rebuild?.error) throw new Error(rebuild.error)
    if (rebuild?.running !== false && rebuild) throw new Error('the rebuild did not finish within the time limit')

    latencies.sort((a, b) => a - b)
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
    return {
      requests: latencies.length,
      failed,
      failures: [...failures].slice(0, 10).map(([text, count]) => `${count} × ${text}`),
      duringRebuild,
      seconds,
      perSecond: latencies.length / seconds,
      p50: at(0.5),
      p99: at(0.99),
      max: latencies.at(-1) ?? 0,
      ...(rebuild?.seconds === undefined ? {} : { rebuildSeconds: rebuild.seconds }),
      swapped: statSync(dist).ino !== inode,
    }
  } finally {
    await server?.stop()
  }
}

/** What a correct server answers: each file of dist/ with each encoding, HEAD, 404s, hidden files, a POST. */
function targetsOf(dist: string): Target[] {
  const files = (readdirSync(dist, { recursive: true }) as string[]).filter(
    (f) => !/(?:^|\/)\.|\.(?:br|gz)$|^_(?:headers|redirects)$/.test(f) && statSync(join(dist, f)).isFile(),
  )
  const read = (f: string) => readFileSync(join(dist, f))
  const has = (f: string) => files.includes(f)
  const variants = (path: string, file: string, status: number): Target[] => {
    const html = file.endsWith('.html')
    const plain = { method: 'GET' as const, path, status, html, body: read(file) }
    const out: Target[] = [plain]
    for (const [accept, encoding, suffix] of [
      ['br', 'br', '.br'],
      ['gzip, deflate', 'gzip', '.gz'],
      ['gzip, deflate, br', 'br', '.br'],
    ] as const) {
      const packed = statSafe(join(dist, file + suffix))
      out.push({ ...plain, acceptEncoding: accept, ...(packed ? { encoding, body: read(file + suffix) } : {}) })
    }
    return out
  }
  const targets: Target[] = []
  for (const file of files) {
    if (file === '404.html') continue
    const path = file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`
    targets.push(...variants(path, file, 200))
  }
  if (has('about/index.html')) {
    const body = read('about/index.html')
    targets.push({
      method: 'HEAD',
      path: '/about',
      status: 200,
      html: true,
      body: Buffer.alloc(0),
      length: body.length,
    })
    targets.push({ method: 'GET', path: '/about/', status: 200, html: true, body })
  }
  if (has('404.html'))
    for (const path of [
      '/no-such-page',
      '/assets/no-such-file.js',
      '/_headers',
      '/_redirects',
      '/robots.txt.br',
      '/.vite/manifest.json',
    ])
      targets.push(...variants(path, '404.html', 404).slice(0, 2))
  targets.push({ method: 'POST', path: '/', status: 405, html: false, body: Buffer.alloc(0) })
  return targets
}

/** Sends one request; returns what was wrong with the answer, or undefined when it was right. */
function check(agent: Agent, origin: string, target: Target): Promise<string | undefined> {
  const what = `${target.method} ${target.path}${target.acceptEncoding ? ` (${target.acceptEncoding})` : ''}`
  return new Promise((done) => {
    const req = request(
      `${origin}${target.path}`,
      {
        agent,
        method: target.method,
        headers: target.acceptEncoding ? { 'accept-encoding': target.acceptEncoding } : {},
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', (e) => done(`${what}: connection error ${(e as NodeJS.ErrnoException).code ?? e.message}`))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          const status = res.statusCode ?? 0
          if (status !== target.status) return done(`${what}: status ${status}, expected ${target.status}`)
          if (target.status === 405) return done(undefined)
          if ((res.headers['content-encoding'] ?? undefined) !== target.encoding)
            return done(`${what}: Content-Encoding ${res.headers['content-encoding']}, expected ${target.encoding}`)
          if (target.html && !res.headers['content-security-policy'])
            return done(`${what}: no Content-Security-Policy (the _headers rules were not applied)`)
          if (target.method === 'HEAD' && (body.length || Number(res.headers['content-length']) !== target.length))
            return done(`${what}: wrong Content-Length ${res.headers['content-length']} or a body`)
          done(body.equals(target.body) ? undefined : `${what}: wrong body (${body.length} bytes)`)
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s')))
    req.on('error', (e) => done(`${what}: connection error ${(e as NodeJS.ErrnoException).code ?? e.message}`))
    req.end()
  })
}

function statSafe(path: string) {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child: ChildProcess = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout!.on('data', (c: Buffer) => (output += c))
    child.stderr!.on('data', (c: Buffer) => (output += c))
    child.once('exit', (code) => done({ code, output }))
  })
}

/** One line of figures for people. */
export function describeLoadTest(r: LoadTestResult, concurrency: number): string {
  const rebuild =
    r.rebuildSeconds === undefined
      ? 'no rebuild'
      : `${r.duringRebuild} of them during a ${r.rebuildSeconds.toFixed(1)} s rebuild (${r.swapped ? 'dist/ swapped' : 'dist/ NOT swapped'})`
  return (
    `${r.requests} requests at concurrency ${concurrency} in ${r.seconds.toFixed(1)} s (${Math.round(r.perSecond)}/s), ` +
    `${rebuild}: ${r.failed} failed; latency p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`
  )
}
