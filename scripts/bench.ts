/**
 * npm run bench: the performance benchmark and budget check.
 *
 * Builds dist/ when it is stale, serves a snapshot of it (gzip, as a CDN would), and runs Lighthouse 13 (mobile
 * preset, devtools throttling, every external host blocked) on every route the content defines. For each route it
 * also measures the no-script floor: the same pre-rendered HTML without scripts or modulepreloads, served the same
 * way. Then it times the content pipeline (lint and build) for the real site and for the site plus 1,000 generated
 * articles. It prints the tables, checks every budget in scripts/bench/budgets.ts and exits 1 listing each miss.
 *
 * Options:
 *   --routes /,/about   only these routes (comma-separated)
 *   --runs N            Lighthouse runs per page (default 1); the median run counts (Lighthouse's own pick:
 *                       closest to the median FCP and TTI; the floor: median LCP). Steadier, N times slower.
 *   --no-floor          skip the no-script floor runs (and the LCP/floor budget)
 *   --no-pipeline       skip the lint/build timings and the image pipeline figures (scripts/bench/media.ts)
 *   --articles N        generated articles for the pipeline figures (default 1000)
 *   --build             rebuild dist/ even when it is fresh
 *   --json FILE         also write every measurement as JSON
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { budgets } from './bench/budgets.ts'
import { locateLcp } from './bench/lcp.ts'
import { CHROME_FLAGS, launchChrome, measure, measureFloor } from './bench/lighthouse.ts'
import { pipelineCost, type PipelineCost } from './bench/pipeline.ts'
import { mediaCost, mediaTable } from './bench/media.ts'
import { budgetMisses, lcpTable, pipelineTable, routeTable, type RouteResult } from './bench/report.ts'
import { initialChunks, readManifest } from './bench/chunks.ts'
import { checkFloor, contentRoutes, ensureBuilt, externalHosts, makeFloor, serve, snapshot } from './bench/site.ts'
import { htmlFileFor } from './prerender.ts'

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string' },
    'no-floor': { type: 'boolean', default: false },
    'no-pipeline': { type: 'boolean', default: false },
    articles: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '1' },
    build: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
})

const root = process.cwd()
const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`
const log = (s: string) => console.error(`[${elapsed()}] ${s}`)

// The same hosts the brief names, plus every host the built files mention (scanned below).
const ALWAYS_BLOCKED = [
  'images.unsplash.com',
  'cdn.simpleicons.org',
  'upload.wikimedia.org',
  'www.google.com',
  'maps.google.com',
  'www.linkedin.com',
  'fonts.googleapis.com',
  'fonts.gstatic.com',
]

const sectionsByRoute = contentRoutes(root)
const allRoutes = [...sectionsByRoute.keys()]
let routes = allRoutes
if (args.routes) {
  routes = args.routes
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => (r.length > 1 ? r.replace(/\/+$/, '') : r))
  const unknown = routes.filter((r) => !allRoutes.includes(r))
  if (unknown.length || !routes.length) {
    console.error(`unknown route(s): ${unknown.join(', ')}\nroutes: ${allRoutes.join(', ')}`)
    process.exit(2)
  }
}
const runs = Number(args.runs)
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number from 1')
  process.exit(2)
}
const articles = Number(args.articles)
if (!Number.isInteger(articles) || articles < 0) {
  console.error('--articles takes a whole number')
  process.exit(2)
}

const scratch = mkdtempSync(join(tmpdir(), 'bench-'))
const cleanup = () => rmSync(scratch, { recursive: true, force: true })
process.on('SIGINT', () => {
  cleanup()
  process.exit(130)
})

let exitCode = 0
try {
  log(
    `${routes.length} of ${allRoutes.length} routes; dist/ ${ensureBuilt(root, allRoutes, args.build) === 'built' ? 'rebuilt' : 'is fresh'}`,
  )
  const siteDir = join(scratch, 'site')
  const floorDir = join(scratch, 'floor')
  await snapshot(join(root, 'dist'), siteDir, allRoutes)
  await snapshot(siteDir, floorDir, allRoutes)
  makeFloor(floorDir)

  const hosts = [...new Set([...ALWAYS_BLOCKED, ...externalHosts(siteDir)])].sort()
  const blocked = hosts.map((h) => `*://${h}/*`)
  log(`blocking ${hosts.length} external hosts: ${hosts.join(', ')}`)

  const manifest = readManifest(siteDir)
  if (!manifest) log('no build manifest (dist/.vite/manifest.json): initial JS counts every script the page loads')

  const site = await serve(siteDir)
  const floor = await serve(floorDir)
  for (const route of routes) await checkFloor(floor.origin, route)
  const chrome = await launchChrome()
  const results: RouteResult[] = []
  try {
    // A throw-away run first, so the first route is not measured on a cold browser.
    log('warming up Chromium…')
    await measureFloor(chrome, floor.origin + routes[0], { origin: floor.origin, dir: floorDir, blocked }).catch(
      () => undefined,
    )
    for (const [i, route] of routes.entries()) {
      const result: RouteResult = { route }
      results.push(result)
      // Real page and floor back to back, so both see the same machine load.
      try {
        log(`${i + 1}/${routes.length} ${route}: Lighthouse…`)
        const initial = manifest ? await initialChunks(manifest, route, sectionsByRoute.get(route)!) : undefined
        result.real = await measure(
          chrome,
          site.origin + route,
          { origin: site.origin, dir: siteDir, blocked, ...(initial ? { initial } : {}) },
          runs,
        )
        if (result.real.lcpElement)
          result.place = locateLcp(
            readFileSync(join(siteDir, htmlFileFor(route)), 'utf8'),
            result.real.lcpElement,
            budgets.lcpNotInside,
          )
        if (!args['no-floor']) {
          log(`${i + 1}/${routes.length} ${route}: floor…`)
          result.floor = await measureFloor(
            chrome,
            floor.origin + route,
            { origin: floor.origin, dir: floorDir, blocked },
            runs,
          )
        }
        const m = result.real
        log(
          `${i + 1}/${routes.length} ${route}: perf ${m.scores.performance}, LCP ${(m.lcpMs / 1000).toFixed(2)} s${result.floor ? ` (floor ${(result.floor.lcpMs / 1000).toFixed(2)} s)` : ''}, TBT ${Math.round(m.tbtMs)} ms`,
        )
      } catch (e) {
        result.error = (e as Error).message.split('\n')[0]
        log(`${i + 1}/${routes.length} ${route}: ${result.error}`)
      }
    }
  } finally {
    await chrome.kill()
    await Promise.all([site.close(), floor.close()])
  }

  let pipeline: PipelineCost[] = []
  if (!args['no-pipeline']) pipeline = pipelineCost(root, join(scratch, 'pipeline'), articles, log)
  const media = args['no-pipeline'] ? undefined : await mediaCost(root, join(scratch, 'media'), log)

  const out: string[] = []
  out.push(
    `Lighthouse 13 · mobile preset · throttlingMethod devtools · ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page · ${CHROME_FLAGS.join(' ')}`,
  )
  out.push(
    manifest
      ? 'JS: gzip bytes of the chunks the route needs to render and hydrate (entry, page data, its sections, their static imports; from the build manifest); JS all: every script loaded during the run.'
      : 'JS: gzip bytes of every script the route loads during the run (no build manifest to tell initial chunks from later ones).',
    'CSS: gzip bytes of the stylesheets loaded. Files in brackets; 1 kB = 1000 bytes.',
  )
  out.push(`floor: LCP of the same HTML with every script (except JSON-LD) and modulepreload removed.`)
  out.push('', routeTable(results))
  for (const r of results.filter((x) => x.error)) out.push(`${r.route}: Lighthouse failed: ${r.error}`)
  const deferred = [...new Set(results.flatMap((r) => r.real?.deferred ?? []))]
  if (deferred.length)
    out.push(
      `Loaded after hydration (in "JS all", not initial): ${deferred.map((d) => d.replace(/^\/assets\//, '')).join(', ')}`,
    )
  out.push('', 'LCP element per route (area: where it sits in the pre-rendered page):', lcpTable(results))
  if (pipeline.length)
    out.push(
      '',
      'Content pipeline (lint: median of 3 in-process runs; build: wall time of scripts/build.ts in a scratch copy; entry JS: gzip size of the chunk every route loads):',
      pipelineTable(pipeline),
    )
  if (media)
    out.push(
      '',
      'Local images (pages/_media/): bytes before and after, processing with a cold and a warm cache:',
      mediaTable(media),
    )
  const misses = budgetMisses(results, budgets)
  const measured = results.filter((r) => r.real).length
  out.push(
    '',
    misses.length
      ? `✖ ${misses.length} budget miss(es):\n${misses.map((m) => [`  - ${m.text}`, ...m.detail.map((d) => `      ${d}`)].join('\n')).join('\n')}`
      : `✔ every budget holds on ${measured} route(s)`,
  )
  out.push(`(bench took ${elapsed().trim()})`)
  console.log(out.join('\n'))

  if (args.json)
    writeFileSync(args.json, JSON.stringify({ budgets, blockedHosts: hosts, results, pipeline, media }, null, 2))
  if (misses.length) exitCode = 1
} catch (e) {
  console.error(`bench failed: ${(e as Error).stack ?? e}`)
  exitCode = 2
} finally {
  cleanup()
}
process.exit(exitCode)
