/**
 * Publish → live under visitor load (the bench measures it without: scripts/bench/publish-live-cost.ts): the live
 * server on a scratch clone of this site (scripts/bench/live-site.ts); visitors request its pages at a fixed
 * concurrency while a publish changes the About page's heading every few seconds. Prints, for each publish, the time
 * until the public port served the new heading, and the visitors' requests, failures and rate. Exits 1 on a failed
 * request or a build that did not go live. Figures only: the budget is the bench's (scripts/bench/budgets.ts).
 *
 *   npx tsx scripts/bench/publish-live.ts [--publishes 5] [--every 3] [--concurrency 20]
 *
 * At +10,000 articles: `BENCH_ARTICLES=10000` adds them first, as `npm run bench -- --full` does (the server's first
 * build then takes minutes).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { median } from './dev-cost.ts'
import { startLiveSite } from './live-site.ts'

const { values } = parseArgs({
  options: { publishes: { type: 'string' }, every: { type: 'string' }, concurrency: { type: 'string' } },
})
const publishes = Number(values.publishes ?? 5)
const every = Number(values.every ?? 3) * 1000
const concurrency = Number(values.concurrency ?? 20)

const dir = mkdtempSync(join(tmpdir(), 'publish-live-'))
const site = await startLiveSite(dir, Number(process.env.BENCH_ARTICLES ?? 0))
console.log(`first build (no cache): ${(site.firstBuildMs / 1000).toFixed(1)} s`)

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
  const published = await site.publish(`About the Firm, version ${n}`)
  if (published.servedMs !== undefined) times.push(published.servedMs)
  failed += published.failedRequests
  if (published.state !== 'live' || published.servedMs === undefined) notLive++
  const served = published.servedMs === undefined ? 'never' : `in ${(published.servedMs / 1000).toFixed(2)} s`
  console.log(
    `publish ${n}: new text served ${served}, build ${published.state} in ${(published.endedMs / 1000).toFixed(2)} s`,
  )
  for (const problem of published.problems) console.log(`  ${problem}`)
  await sleep(Math.max(0, every - published.endedMs))
}
stop = true
await Promise.all(visitors)
const seconds = (performance.now() - started) / 1000
if (times.length)
  console.log(
    `publish → live: median ${(median(times) / 1000).toFixed(2)} s, max ${(Math.max(...times) / 1000).toFixed(2)} s over ${times.length} publishes`,
  )
console.log(
  `visitors: ${requests} requests in ${seconds.toFixed(1)} s (${(requests / seconds).toFixed(0)}/s at concurrency ${concurrency}), ${failed} failed; builds not live: ${notLive}`,
)
agent.destroy()
await site.close()
rmSync(dir, { recursive: true, force: true })
process.exit(failed || notLive ? 1 : 0)

function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.origin}${path}`, { agent, headers: { 'Accept-Encoding': 'br' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode!))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms))
}
