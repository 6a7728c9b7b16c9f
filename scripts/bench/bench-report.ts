/**
 * The benchmark's printout: its tables, each under a one-line title, and the budgets it misses.
 *
 * - Lighthouse 13, mobile preset, devtools throttling, the median run per page. JS: gzip bytes of the chunks the route
 *   needs to render and hydrate (entry, its sections, their static imports, from the build manifest; without one,
 *   every script loaded); JS all: every script loaded during the run; JS sent: what Lighthouse counts as transferred
 *   (every script as the server sent it, brotli, headers included). CSS: gzip bytes of the stylesheets. Files in
 *   brackets; 1 kB = 1000 bytes. floor: LCP of the same HTML with every script (but JSON-LD) and modulepreload removed.
 * - Content pipeline: lint, median of 3 in-process runs; build, the median wall time of 3 fresh builds in a scratch
 *   copy (each from an empty dist/ and .cache/ but the images), fastest and slowest in brackets; edit+add+delete: the
 *   next build after one article edited, one added and one deleted (largest row), with the pages it reused, then the
 *   median of the same three times more (each reuses the output of the build before the last); ms/added page: (build
 *   − real site's) ÷ pages added, medians both; CPU: the build process's user + system time, all threads; kB/article:
 *   HTML + data file + their .br/.gz; files: in dist/; peak: the build process's max RSS, worker threads included
 *   (the highest of the 3 builds); group peak: the build process and its children (Pagefind) summed, sampled every
 *   100 ms (Linux); entry JS: gzip.
 * - Publish → live: the live server (src/live/live-server.ts) on a scratch clone whose origin is a bare repository;
 *   first build: its first, full build in its own checkout; then three publishes one after the other, each from the
 *   commit pushed and the build asked for (as the studio does) until the public port serves the new text, and until
 *   the build ended (the studio shows Live); the median of the three counts.
 * - `npm run dev`: its own process, in a project never built, started again there (its first start cached what it
 *   parsed), then after `npm run build` there; a save: one article written until the page data the browser asks for
 *   shows it; peak: the server's max RSS.
 * - Local images (pages/_media/): bytes before and after, processing with a cold and a warm cache.
 * - Lint time as one page gains unknown names (in a process of its own, best of 3).
 */
import { CHROMIUM_ARGS } from '../../tests/helpers/chromium.ts'
import { budgets } from './budgets.ts'
import { devTable, median } from './dev-cost.ts'
import { lintScalingTable } from './lint-scaling.ts'
import { mediaTable } from './media.ts'
import { publishLiveTable, servedMedian } from './publish-live-cost.ts'
import { budgetMisses, lcpTable, pipelineTable, routeTable, stepTable, type Miss } from './report.ts'
import type { BenchResult } from './run-bench.ts'

/** The tables of `result` and the budgets it misses. */
export function benchReport(
  { lighthouse, pipeline, media, dev, live, scaling }: BenchResult,
  runs: number,
): {
  text: string
  misses: Miss[]
} {
  const out: string[] = []
  const results = lighthouse?.results ?? []
  if (lighthouse) {
    const jsFrom = lighthouse.manifest ? 'JS: chunks needed (build manifest)' : 'JS: every script loaded'
    out.push(
      `Lighthouse 13 · mobile · devtools throttling · median of ${runs} · ${jsFrom} · ${CHROMIUM_ARGS.join(' ')}`,
      '',
      routeTable(results),
    )
    for (const r of results.filter((x) => x.error)) out.push(`${r.route}: Lighthouse failed: ${r.error}`)
    const deferred = [...new Set(results.flatMap((r) => r.real?.deferred ?? []))]
    if (deferred.length)
      out.push(`Loaded after hydration: ${deferred.map((d) => d.replace(/^\/assets\//, '')).join(', ')}`)
    out.push('', 'LCP element per route:', lcpTable(results))
  }
  if (pipeline.length)
    out.push(
      '',
      'Content pipeline:',
      pipelineTable(pipeline),
      '',
      'Build steps (s, median build):',
      stepTable(pipeline),
    )
  if (live.length) out.push('', 'Publish → live (npm run live):', publishLiveTable(live))
  if (dev.length) out.push('', 'Dev server:', devTable(dev))
  if (media) out.push('', 'Local images:', mediaTable(media))
  if (scaling.length) out.push('', 'Lint time by unknown names:', lintScalingTable(scaling))
  const misses = [...budgetMisses(results, budgets, pipeline), ...devMisses(dev), ...liveMisses(live)]
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
  )
  return { text: out.join('\n'), misses }
}

/** The dev server's budget misses: first page, a save, peak memory. */
function devMisses(dev: BenchResult['dev']): Miss[] {
  const misses: Miss[] = []
  const b = budgets.dev
  for (const d of dev) {
    const at = `dev server at +${d.added.toLocaleString('en-US')} articles${d.after === 'nothing' ? '' : ` after ${d.after}`}:`
    if (d.firstPageMs > b.firstPageMs)
      misses.push({ text: `${at} first page in ${d.firstPageMs.toFixed(0)} ms (budget ${b.firstPageMs})`, detail: [] })
    if (median(d.saveMs) > b.saveMs)
      misses.push({ text: `${at} a save shows in ${median(d.saveMs).toFixed(0)} ms (budget ${b.saveMs})`, detail: [] })
    if (d.peakBytes > b.peakBytes)
      misses.push({ text: `${at} peak ${(d.peakBytes / 1e9).toFixed(2)} GB (budget ${b.peakBytes / 1e9})`, detail: [] })
  }
  return misses
}

/**
 * Publish → live's misses: the median over its budget, a build that failed or whose text was never served, a request
 * for the page that failed.
 */
function liveMisses(live: BenchResult['live']): Miss[] {
  const misses: Miss[] = []
  for (const l of live) {
    const budget = l.added ? budgets.publishLive.addedMs : budgets.publishLive.realMs
    const served = servedMedian(l)
    if (served !== undefined && served > budget)
      misses.push({
        text: `publish → live on ${l.label}: ${(served / 1000).toFixed(2)} s (budget ${budget / 1000} s)`,
        detail: [],
      })
    for (const [i, p] of l.publishes.entries()) {
      const at = `publish → live on ${l.label}: publish ${i + 1}`
      if (p.state !== 'live' || p.servedMs === undefined)
        misses.push({
          text: `${at} ${p.state === 'live' ? 'was never served' : `build ${p.state}`}`,
          detail: p.problems,
        })
      if (p.failedRequests)
        misses.push({ text: `${at}: ${p.failedRequests} request(s) for the page failed`, detail: [] })
    }
  }
  return misses
}
