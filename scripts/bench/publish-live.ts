/**
 * Publish → live, under load: the live server (src/live/live-server.ts) on a scratch clone of this site whose origin
 * is a bare repository; visitors request its pages at a fixed concurrency while a publish (a commit pushed, then
 * `builds.request` as the studio calls it) changes the About page's heading every few seconds. Prints, for each
 * publish, the time until the public port served the new heading, and the visitors' requests, failures and rate.
 * Exits 1 on a failed request or a build that did not go live. Figures only: no budget here.
 *
 *   npx tsx scripts/bench/publish-live.ts [--publishes 5] [--every 3] [--concurrency 20]
 *
 * At +10,000 articles: `BENCH_ARTICLES=10000` adds them to the scratch copy first, as tests/helpers/article-project.ts
 * does for `npm run bench -- --full` (the first build then takes minutes).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startLive } from '../../src/live/live-server.ts'
import { git, liveProject, publishHeading } from '../../tests/live/live-project.ts'

const { values } = parseArgs({
  options: { publishes: { type: 'string' }, every: { type: 'string' }, concurrency: { type: 'string' } },
})
const publishes = Number(values.publishes ?? 5)
const every = Number(values.every ?? 3) * 1000
const concurrency = Number(values.concurrency ?? 20)

const dir = mkdtempSync(join(tmpdir(), 'publish-live-'))
const { root } = liveProject(dir)
if (process.env.BENCH_ARTICLES) {
  // As tests/helpers/article-project.ts makes them: copies of the real articles under new titles and dates.
  const articles = join(root, 'pages/_collections/articles')
  const real = readdirSync(articles).map((f) => readFileSync(join(articles, f), 'utf8'))
  for (let k = 1; k <= Number(process.env.BENCH_ARTICLES); k++)
    writeFileSync(
      join(articles, `generated-insight-${k}.yaml`),
      real[k % real.length]!.replace(/^title: .*$/m, `title: Generated Insight ${k}`).replace(
        /^date: .*$/m,
        `date: ${new Date(Date.UTC(2024, 0, k)).toISOString().slice(0, 10)}`,
      ),
    )
  git(root, 'add', '-A')
  git(root, 'commit', '-qm', 'Articles')
  git(root, 'push', '-q')
}
const live = await startLive({
  root,
  host: '127.0.0.1',
  port: 0,
  studioPort: 0,
  pullEveryMs: 0,
  log: () => {},
  teamServer: () => createServer((_, res) => res.end()),
})
const first = live.builds.list()[0]!
const firstStart = performance.now()
while (!['live', 'failed'].includes(live.builds.get(first.id)!.state)) await sleep(50)
console.log(`first build (no cache): ${((performance.now() - firstStart) / 1000).toFixed(1)} s`)

const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
const paths = ['/', '/about', '/services', '/careers', '/insights', '/contact', '/no-such-page', '/sitemap.xml']
let requests = 0
let failed = 0
let stop = false
const visitor = async (n: number) => {
  for (let i = n; !stop; i++) {
    const path = paths[i % paths.length]!
    const status = await get(path).catch(() => 0)
    requests++
    if (status !== (path === '/no-such-page' ? 404 : 200)) failed++
  }
}
const started = performance.now()
const visitors = Array.from({ length: concurrency }, (_, n) => visitor(n))
const times: number[] = []
let notLive = 0
for (let n = 1; n <= publishes; n++) {
  const heading = `About the Firm, version ${n}`
  const clicked = performance.now()
  publishHeading(root, heading)
  const build = live.builds.request({ kind: 'publish', who: 'bench', what: 'About' })
  while (!(await text('/about')).includes(heading)) {
    if (live.builds.get(build.id)!.state === 'failed') break
    await sleep(20)
  }
  times.push(performance.now() - clicked)
  // The studio shows "Live" once the build's process has ended.
  while (['queued', 'building'].includes(live.builds.get(build.id)!.state)) await sleep(10)
  const state = live.builds.get(build.id)!.state
  if (state !== 'live') notLive++
  const shown = performance.now() - clicked
  console.log(
    `publish ${n}: new text served in ${(times.at(-1)! / 1000).toFixed(2)} s, build ${state} in ${(shown / 1000).toFixed(2)} s`,
  )
  await sleep(Math.max(0, every - (performance.now() - clicked)))
}
stop = true
await Promise.all(visitors)
const seconds = (performance.now() - started) / 1000
times.sort((a, b) => a - b)
console.log(
  `publish → live: median ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(2)} s, max ${(times.at(-1)! / 1000).toFixed(2)} s over ${publishes} publishes`,
)
console.log(
  `visitors: ${requests} requests in ${seconds.toFixed(1)} s (${(requests / seconds).toFixed(0)}/s at concurrency ${concurrency}), ${failed} failed; builds not live: ${notLive}`,
)
agent.destroy()
await live.close()
rmSync(dir, { recursive: true, force: true })
process.exit(failed || notLive ? 1 : 0)

function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${live.siteOrigin}${path}`, { agent, headers: { 'Accept-Encoding': 'br' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode!))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

async function text(path: string): Promise<string> {
  const answer = await fetch(`${live.siteOrigin}${path}`)
  return answer.text()
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms))
}
