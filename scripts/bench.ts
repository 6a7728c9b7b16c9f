/**
 * npm run bench: the performance benchmark and budget check.
 *
 * Builds dist/ when it is stale, serves a snapshot of it and runs Lighthouse 13 (mobile preset, devtools
 * throttling, every external host blocked) on every route the content defines, with the no-script floor of each
 * (the same pre-rendered HTML without scripts). Then it times the content pipeline: lint and build of the real site
 * and of the site plus generated articles (lint s, build s, ms per added page, disk, kB per article page, peak
 * memory, and where each build's time went), and the image pipeline. It prints the tables, checks every budget in
 * scripts/bench/budgets.ts and exits 1 listing each miss.
 *
 * Options:
 *   --routes /,/about   only these routes (comma-separated)
 *   --runs N            Lighthouse runs per page (default 1); the median run counts. Steadier, N times slower.
 *   --no-floor          skip the no-script floor runs (and the LCP/floor budget)
 *   --no-lighthouse     skip Lighthouse: only the pipeline figures
 *   --no-pipeline       skip the lint/build timings and the image pipeline figures (scripts/bench/media.ts)
 *   --articles N        generated articles of the default pipeline row (default 1000)
 *   --jobs N            generated jobs of the careers board measured too (/careers and /careers/page/2; default
 *                       500; with --routes, only when given)
 *   --scale N           one more pipeline row with N generated articles (--full: 10000), and the dev server
 *                       measured at that size (first page, save → page data, memory); several minutes
 *   --build             rebuild dist/ even when it is fresh
 *   --json FILE         also write every measurement as JSON
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { budgets } from './bench/budgets.ts'
import { devCost, devTable, median, type DevCost } from './bench/dev-cost.ts'
import { lintScalingTable, type LintScalingRow } from './bench/lint-scaling.ts'
import { CHROMIUM_ARGS } from '../tests/helpers/chromium.ts'
import { mediaCost, mediaTable } from './bench/media.ts'
import { pipelineCost, type PipelineCost } from './bench/pipeline.ts'
import { budgetMisses, lcpTable, pipelineTable, routeTable, stepTable } from './bench/report.ts'
import { measureRoutes, type RouteRuns } from './bench/routes.ts'
import { contentRoutes, ensureBuilt } from './bench/site.ts'
import { jobBoardProject } from '../tests/helpers/job-board.ts'

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
  let lighthouse: RouteRuns | undefined
  if (!args['no-lighthouse']) {
    const fresh = ensureBuilt(root, allRoutes, args.build) === 'fresh'
    log(`${routes.length} of ${allRoutes.length} routes; dist/ ${fresh ? 'is fresh' : 'rebuilt'}`)
    lighthouse = await measureRoutes(root, join(scratch, 'lighthouse'), sectionsByRoute, routes, {
      runs,
      floor: !args['no-floor'],
      log,
    })
    // The careers board at a staffing firm's size: /careers and its second page with N generated jobs.
    if (!args.routes || args.jobs) {
      const jobs = count(args.jobs ?? '500', '--jobs', 1)
      log(`building a copy with ${jobs} generated jobs`)
      const board = jobBoardProject(jobs, root)
      try {
        execFileSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts'], {
          cwd: board.root,
          env: { ...process.env, NODE_ENV: 'production' },
          stdio: 'ignore',
        })
        const boardRoutes = contentRoutes(board.root)
        const measured = await measureRoutes(
          board.root,
          join(scratch, 'board'),
          boardRoutes,
          ['/careers', '/careers/page/2'].filter((r) => boardRoutes.has(r)),
          { runs, floor: !args['no-floor'], log },
        )
        for (const r of measured.results) lighthouse.results.push({ ...r, route: `${r.route} (${jobs} jobs)` })
      } finally {
        board.remove()
      }
    }
  }
  let pipeline: PipelineCost[] = []
  if (!args['no-pipeline']) pipeline = await pipelineCost(root, join(scratch, 'pipeline'), extras, log)
  const media = args['no-pipeline'] ? undefined : await mediaCost(root, join(scratch, 'media'), log)
  // The dev server at the largest size (--full, --scale): first page, save latency, memory.
  const dev: DevCost[] = []
  if (!args['no-pipeline'] && extras.length > 1) {
    log(`dev server: real + ${extras.at(-1)} articles…`)
    dev.push(...devCost(root, join(scratch, 'dev'), extras.at(-1)!))
  }
  if (!args['no-pipeline']) log('lint of one page with 50,000 / 100,000 / 200,000 unknown names')
  const scaling: LintScalingRow[] = args['no-pipeline']
    ? []
    : JSON.parse(
        execFileSync(
          process.execPath,
          ['--import', 'tsx', 'scripts/bench/lint-scaling-run.ts', root, '3', '50000', '100000', '200000'],
          { cwd: root, encoding: 'utf8' },
        ),
      )

  const out: string[] = []
  const results = lighthouse?.results ?? []
  if (lighthouse) {
    out.push(
      `Lighthouse 13 · mobile preset · throttlingMethod devtools · ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page · ${CHROMIUM_ARGS.join(' ')}`,
      lighthouse.manifest
        ? 'JS: gzip bytes of the chunks the route needs to render and hydrate (entry, its sections, their static imports; from the build manifest); JS all: every script loaded during the run.'
        : 'JS: gzip bytes of every script the route loads during the run (no build manifest to tell initial chunks from later ones).',
      'JS sent: what Lighthouse counts as transferred: the bytes of every script loaded during the run as the server sent them (brotli), headers included.',
      'CSS: gzip bytes of the stylesheets loaded. Files in brackets; 1 kB = 1000 bytes.',
      'floor: LCP of the same HTML with every script (except JSON-LD) and modulepreload removed.',
      '',
      routeTable(results),
    )
    for (const r of results.filter((x) => x.error)) out.push(`${r.route}: Lighthouse failed: ${r.error}`)
    const deferred = [...new Set(results.flatMap((r) => r.real?.deferred ?? []))]
    if (deferred.length)
      out.push(
        `Loaded after hydration (in "JS all", not initial): ${deferred.map((d) => d.replace(/^\/assets\//, '')).join(', ')}`,
      )
    out.push('', 'LCP element per route (area: where it sits in the pre-rendered page):', lcpTable(results))
  }
  if (pipeline.length)
    out.push(
      '',
      "Content pipeline (lint: median of 3 in-process runs; build: the median wall time of 3 fresh builds in a scratch copy, one after the other (each from an empty dist/ and .cache/ but the images), with the fastest and slowest in brackets; edit+add+delete: the next build after one article edited, one added and one deleted (largest row), with the pages it kept, then the median of the same three times more (each finds the tree of the build before the last to change in place, as every later build does); ms/added page: (build − real site's) ÷ pages added, medians both; CPU: the build process's user + system time, all threads (steadier than wall time on a busy machine); kB/article: HTML + data file + their .br/.gz; files: in dist/; peak: the build process's max RSS, worker threads included (the highest of the 3 builds, as the group peak); group peak: the build process and its children (Pagefind) summed, sampled every 100 ms (Linux); entry JS: gzip):",
      pipelineTable(pipeline),
      '',
      "Where each build's time went (s of wall time per step, in the median build):",
      stepTable(pipeline),
    )
  if (dev.length)
    out.push(
      '',
      "`npm run dev` (its own process, in a project never built, started again there (its first start kept what it read), then after `npm run build` there; a save: one article written until the page data the browser asks for shows it; peak: the server's max RSS):",
      devTable(dev),
    )
  if (media)
    out.push(
      '',
      'Local images (pages/_media/): bytes before and after, processing with a cold and a warm cache:',
      mediaTable(media),
    )
  if (scaling.length)
    out.push(
      '',
      'Lint time as one page gains unknown names (in a process of its own, best of 3; each name is a problem with a position and a suggestion):',
      lintScalingTable(scaling),
    )
  const misses = budgetMisses(results, budgets, pipeline)
  for (const d of dev) {
    const b = budgets.dev
    const at = `dev server at +${d.added.toLocaleString('en-US')} articles${d.after === 'nothing' ? '' : ` after ${d.after}`}:`
    if (d.firstPageMs > b.firstPageMs)
      misses.push({ text: `${at} first page in ${d.firstPageMs.toFixed(0)} ms (budget ${b.firstPageMs})`, detail: [] })
    if (median(d.saveMs) > b.saveMs)
      misses.push({ text: `${at} a save shows in ${median(d.saveMs).toFixed(0)} ms (budget ${b.saveMs})`, detail: [] })
    if (d.peakBytes > b.peakBytes)
      misses.push({ text: `${at} peak ${(d.peakBytes / 1e9).toFixed(2)} GB (budget ${b.peakBytes / 1e9})`, detail: [] })
  }
  for (const row of scaling)
    if (row.growth !== undefined && row.growth > budgets.lintGrowthPerDoubling)
      misses.push({
        text: `lint time grew ×${row.growth.toFixed(2)} from ${row.keys / 2} to ${row.keys} names (budget ×${budgets.lintGrowthPerDoubling})`,
        detail: [],
      })
  out.push(
    '',
    misses.length
      ? `✖ ${misses.length} budget miss(es):\n${misses.map((m) => [`  - ${m.text}`, ...m.detail.map((d) => `      ${d}`)].join('\n')).join('\n')}`
      : `✔ every budget holds on ${results.filter((r) => r.real).length} route(s) and ${pipeline.length} build(s)`,
    `(bench took ${elapsed().trim()})`,
  )
  console.log(out.join('\n'))

  if (args.json)
    writeFileSync(
      args.json,
      JSON.stringify({ budgets, blockedHosts: lighthouse?.blockedHosts, results, pipeline, dev, media }, null, 2),
    )
  if (misses.length) exitCode = 1
} catch (e) {
  console.error(`bench failed: ${(e as Error).stack ?? e}`)
  exitCode = 2
} finally {
  cleanup()
}
process.exit(exitCode)
