/** Tables and the budget check of the benchmark. */
import type { Budgets } from './budgets.ts'
import type { LcpPlace } from './lcp.ts'
import type { FloorMeasurement, Measurement } from './lighthouse.ts'
import type { PipelineCost } from './pipeline.ts'

export interface RouteResult {
  route: string
  real?: Measurement
  floor?: FloorMeasurement
  place?: LcpPlace
  /** Set when a Lighthouse run failed. */
  error?: string
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1)
const sec = (ms: number) => (ms / 1000).toFixed(2)
const ratio = (r: RouteResult) => (r.real && r.floor ? r.real.lcpMs / r.floor.lcpMs : undefined)

export function table(headers: string[], rows: string[][], right: boolean[] = []): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

export function routeTable(results: RouteResult[]): string {
  const headers = [
    'route',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP s',
    'LCP s',
    'floor s',
    'LCP/floor',
    'TBT ms',
    'CLS',
    'JS kB',
    'JS all kB',
    'JS sent kB',
    'CSS kB',
    'SI s',
  ]
  const rows = results.map((r) => {
    const m = r.real
    if (!m) return [r.route, ...headers.slice(1).map(() => '-')]
    const q = ratio(r)
    return [
      r.route,
      String(m.scores.performance),
      String(m.scores.accessibility ?? '-'),
      String(m.scores.bestPractices ?? '-'),
      String(m.scores.seo ?? '-'),
      sec(m.fcpMs),
      sec(m.lcpMs),
      r.floor ? sec(r.floor.lcpMs) : '-',
      q === undefined ? '-' : q.toFixed(2),
      String(Math.round(m.tbtMs)),
      m.cls.toFixed(3),
      `${kB(m.js.bytes)} (${m.js.files})`,
      `${kB(m.jsLoaded.bytes)} (${m.jsLoaded.files})`,
      `${kB(m.jsTransferred.bytes)} (${m.jsTransferred.files})`,
      `${kB(m.css.bytes)} (${m.css.files})`,
      sec(m.speedIndexMs),
    ]
  })
  return table(
    headers,
    rows,
    headers.map((_, i) => i > 0),
  )
}

export function lcpTable(results: RouteResult[]): string {
  const rows = results
    .filter((r) => r.real)
    .map((r) => {
      const el = r.real!.lcpElement
      const parts = Object.entries(r.real!.lcpParts)
        .map(
          ([k, v]) =>
            `${k
              .replace(/^timeToFirstByte$/, 'ttfb')
              .replace(/^element/, '')
              .replace(/^resource/, '')} ${v}`,
        )
        .join(', ')
      return [
        r.route,
        r.place?.area ?? '?',
        el ? el.selector : '(none)',
        el ? `"${el.label.slice(0, 60)}"` : '',
        parts,
        r.floor?.lcpElement
          ? r.floor.lcpElement.selector === el?.selector
            ? 'same'
            : r.floor.lcpElement.selector
          : '-',
      ]
    })
  return table(['route', 'area', 'LCP element', 'text / alt', 'LCP parts (ms)', 'floor LCP element'], rows)
}

/** Each build beyond the first (the real site): what every page it adds costs. */
export const msPerAddedPage = (p: PipelineCost, base: PipelineCost, ms: 'buildMs' | 'cpuMs' = 'buildMs') =>
  p.pages > base.pages ? (p[ms] - base[ms]) / (p.pages - base.pages) : undefined

export function pipelineTable(rows: PipelineCost[]): string {
  const base = rows[0]!
  const MB = (bytes: number) => (bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)
  const body = rows.map((p) => {
    const added = msPerAddedPage(p, base)
    const cpu = msPerAddedPage(p, base, 'cpuMs')
    return [
      p.label,
      p.pages.toLocaleString('en-US'),
      sec(p.lintMs),
      p.buildRunsMs.length > 1
        ? `${sec(p.buildMs)} (${sec(Math.min(...p.buildRunsMs))}–${sec(Math.max(...p.buildRunsMs))})`
        : sec(p.buildMs),
      p.incremental
        ? `${sec(p.incremental.ms)} (${p.incremental.reused.toLocaleString('en-US')} reused)${p.incremental.next ? `, then ${sec(p.incremental.next.ms)} (${p.incremental.next.reused.toLocaleString('en-US')} reused)` : ''}`
        : '-',
      added === undefined ? '-' : added.toFixed(2),
      sec(p.cpuMs),
      cpu === undefined ? '-' : cpu.toFixed(2),
      MB(p.diskBytes),
      p.files.toLocaleString('en-US'),
      kB(p.articleBytes),
      MB(p.peakBytes),
      p.groupPeakBytes === undefined ? '-' : MB(p.groupPeakBytes),
      p.entryBytes === undefined ? '-' : kB(p.entryBytes),
    ]
  })
  const headers = [
    'content',
    'pages',
    'lint s',
    'build s',
    'edit+add+delete s',
    'ms/added page',
    'CPU s',
    'CPU ms/added page',
    'MB on disk',
    'files',
    'kB/article',
    'peak MB',
    'group peak MB',
  ]
  return table([...headers, 'entry JS kB'], body, headers.map((_, i) => i > 0).concat(true))
}

/** Where each build's time went, step by step (seconds of wall time). */
export function stepTable(rows: PipelineCost[]): string {
  const steps = [...new Set(rows.flatMap((p) => p.steps.map((s) => s.step)))]
  const body = rows.map((p) => [p.label, ...steps.map((name) => sec(p.steps.find((s) => s.step === name)?.ms ?? 0))])
  return table(['content', ...steps], body, [false, ...steps.map(() => true)])
}

export interface Miss {
  text: string
  /** What Lighthouse blames for a lost score point: elements, URLs. */
  detail: string[]
}

/** Every budget each measured route and build misses, one entry each. */
export function budgetMisses(results: RouteResult[], b: Budgets, pipeline: PipelineCost[] = []): Miss[] {
  const misses: Miss[] = []
  for (const p of pipeline) {
    const miss = (what: string) => misses.push({ text: `build of ${p.label}: ${what}`, detail: [] })
    const added = msPerAddedPage(p, pipeline[0]!)
    if (added !== undefined && p.added >= b.build.msPerAddedPageFrom && added > b.build.msPerAddedPage)
      miss(`${added.toFixed(2)} ms per added page > ${b.build.msPerAddedPage} ms`)
    if (p.incremental && p.incremental.ms > b.build.incrementalMs)
      miss(`the incremental build took ${(p.incremental.ms / 1000).toFixed(1)} s > ${b.build.incrementalMs / 1000} s`)
    if (p.incremental?.next && p.incremental.next.ms > b.build.incrementalMs)
      miss(
        `the incremental build after it took ${(p.incremental.next.ms / 1000).toFixed(1)} s > ${b.build.incrementalMs / 1000} s`,
      )
    if (p.peakBytes > b.build.peakBytes)
      miss(`peak memory ${(p.peakBytes / 1e6).toFixed(0)} MB > ${(b.build.peakBytes / 1e6).toFixed(0)} MB`)
    if (p.groupPeakBytes !== undefined && p.groupPeakBytes > b.build.groupPeakBytes)
      miss(
        `peak memory with Pagefind's ${(p.groupPeakBytes / 1e6).toFixed(0)} MB > ${(b.build.groupPeakBytes / 1e6).toFixed(0)} MB`,
      )
    // The size budget is for a large site: a small one inlines the stylesheet in its articles (src/build/prerender.ts).
    if (added !== undefined && p.articleBytes > b.build.articleBytes)
      miss(`an article page takes ${kB(p.articleBytes)} kB on disk > ${kB(b.build.articleBytes)} kB`)
  }
  for (const r of results) {
    const miss = (what: string, detail: string[] = []) => misses.push({ text: `${r.route}: ${what}`, detail })
    if (r.error) miss(`Lighthouse run failed: ${r.error}`)
    const m = r.real
    if (!m) continue
    const scores: [keyof Budgets['scores'], string][] = [
      ['performance', 'performance'],
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best-practices'],
      ['seo', 'SEO'],
    ]
    for (const [key, name] of scores) {
      const got = m.scores[key]
      if (got !== undefined && got < b.scores[key]) {
        const lost = m.failing
          .filter((f) => f.category === (key === 'bestPractices' ? 'best-practices' : key))
          .map((f) => `${f.id}${f.value ? ` (${f.value})` : ''}`)
        const blamed =
          key === 'performance'
            ? []
            : m.failing
                .filter((f) => f.category === (key === 'bestPractices' ? 'best-practices' : key))
                .flatMap((f) => f.items.map((item) => `${f.id}: ${item}`))
        miss(`${name} ${got} < ${b.scores[key]}${lost.length ? ` — ${lost.slice(0, 6).join(', ')}` : ''}`, blamed)
      }
    }
    if (m.lcpMs > b.lcpMs) miss(`LCP ${Math.round(m.lcpMs)} ms > ${b.lcpMs} ms`)
    const q = ratio(r)
    if (q !== undefined && q > b.lcpOverFloor)
      miss(
        `LCP ${Math.round(m.lcpMs)} ms is ${q.toFixed(2)} × the no-script floor (${Math.round(r.floor!.lcpMs)} ms) > ${b.lcpOverFloor}`,
      )
    if (m.cls > b.cls) miss(`CLS ${m.cls.toFixed(3)} > ${b.cls}`)
    if (m.tbtMs > b.tbtMs) miss(`TBT ${Math.round(m.tbtMs)} ms > ${b.tbtMs} ms`)
    if (m.jsTransferred.bytes > b.jsTransferredBytes)
      miss(`JS transferred ${kB(m.jsTransferred.bytes)} kB > ${kB(b.jsTransferredBytes)} kB`)
    if (m.notLoaded.length)
      miss(`initial chunks per the build manifest that the page did not load: ${m.notLoaded.join(', ')}`)
    if (m.css.bytes > b.cssBytes) miss(`CSS ${kB(m.css.bytes)} kB gzip > ${kB(b.cssBytes)} kB`)
    if (r.place?.inside.length) miss(`LCP element ${m.lcpElement?.selector} is inside ${r.place.inside.join(', ')}`)
    const unblocked = [...m.unblocked, ...(r.floor?.unblocked ?? [])]
    if (unblocked.length) miss(`external requests not blocked: ${unblocked.slice(0, 3).join(', ')}`)
  }
  return misses
}
