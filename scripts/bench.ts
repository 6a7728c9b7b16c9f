/**
 * npm run bench: the performance benchmark and budget check (scripts/bench/run-bench.ts measures,
 * scripts/bench/bench-report.ts prints). Lighthouse on every route the content defines, with the no-script floor of
 * each; lint and build of the real site and of the site plus generated articles; the image pipeline. Prints the
 * tables, checks every budget in scripts/bench/budgets.ts and exits 1 listing each miss.
 * Publish → live on the live server (`npm run live`): the real site, and the largest row with --full or --scale.
 *
 * Options:
 *   --routes /,/about   only these routes (comma-separated)
 *   --runs N            Lighthouse runs per page (default 1); the median run counts
 *   --no-floor          skip the no-script floor runs (and the LCP/floor budget)
 *   --no-lighthouse     skip Lighthouse: only the pipeline figures
 *   --no-pipeline       skip the lint/build timings, the image pipeline and publish → live
 *   --articles N        generated articles of the default pipeline row (default 1000)
 *   --jobs N            generated jobs of the careers board measured too (default 500; with --routes, only when given)
 *   --scale N           one more pipeline row with N generated articles (--full: 10000), and the dev and live servers there
 *   --build             rebuild dist/ even when it is fresh
 *   --json FILE         also write every measurement as JSON
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { benchReport } from './bench/bench-report.ts'
import { budgets } from './bench/budgets.ts'
import { runBench } from './bench/run-bench.ts'
import { contentRoutes } from './bench/site.ts'

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string' },
    'no-floor': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-pipeline': { type: 'boolean', default: false },
    articles: { type: 'string', default: '1000' },
    jobs: { type: 'string' },
    scale: { type: 'string' },
    full: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    build: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
})

const root = process.cwd()
const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`
const log = (s: string) => console.error(`[${elapsed()}] ${s}`)
const fail = (message: string) => {
  console.error(message)
  process.exit(2)
}
const count = (value: string | undefined, option: string, min: number) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < min) fail(`${option} takes a whole number from ${min}`)
  return n
}

const sectionsByRoute = contentRoutes(root)
const allRoutes = [...sectionsByRoute.keys()]
const routes = args.routes
  ? args.routes
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => (r.length > 1 ? r.replace(/\/+$/, '') : r))
  : allRoutes
const unknown = routes.filter((r) => !allRoutes.includes(r))
if (unknown.length || !routes.length) fail(`unknown route(s): ${unknown.join(', ')}\nroutes: ${allRoutes.join(', ')}`)
const runs = count(args.runs, '--runs', 1)
const extras = [count(args.articles, '--articles', 1)]
if (args.scale ?? args.full) extras.push(count(args.scale ?? '10000', '--scale', 1))

const scratch = mkdtempSync(join(tmpdir(), 'bench-'))
const cleanup = () => rmSync(scratch, { recursive: true, force: true })
process.on('SIGINT', () => {
  cleanup()
  process.exit(130)
})

let exitCode = 0
try {
  const result = await runBench(
    root,
    scratch,
    {
      routes,
      allRoutes,
      sectionsByRoute,
      routesGiven: args.routes !== undefined,
      runs,
      floor: !args['no-floor'],
      lighthouse: !args['no-lighthouse'],
      pipeline: !args['no-pipeline'],
      jobs: args.jobs === undefined ? undefined : count(args.jobs, '--jobs', 1),
      extras,
      build: args.build,
    },
    log,
  )
  const { text, misses } = benchReport(result, runs)
  console.log(text)
  log('done')
  if (args.json) {
    const { lighthouse, pipeline, dev, live, media } = result
    const json = { budgets, blockedHosts: lighthouse?.blockedHosts, results: lighthouse?.results ?? [] }
    writeFileSync(args.json, JSON.stringify({ ...json, pipeline, dev, live, media }, null, 2))
  }
  if (misses.length) exitCode = 1
} catch (e) {
  console.error(`bench failed: ${(e as Error).stack ?? e}`)
  exitCode = 2
} finally {
  cleanup()
}
process.exit(exitCode)
