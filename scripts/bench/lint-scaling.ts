import { readContentDir } from '../../src/content/read-content-dir.ts'
import { loadSite } from '../../src/site/load-site.ts'

export interface LintScalingRow {
  /** Unknown names added to one page. */
  keys: number
  /** Best of `runs` in-process lints of the whole site with that page, milliseconds. */
  ms: number
  /** ms ÷ the previous row's ms (keys double from row to row); undefined for the first. */
  growth?: number
}

/**
 * The content lint of the real site with `keys` unknown names added to pages/about.yaml (each an error with its
 * suggestion and position), for each size: how its time grows as the names double (it must not grow with the
 * square of the count).
 */
export function lintScaling(root: string, sizes: number[], runs = 2): LintScalingRow[] {
  const files = readContentDir(root)
  const about = files.find((f) => f.file === 'pages/about.yaml')!
  const rows: LintScalingRow[] = []
  for (const keys of sizes) {
    const text = about.text.replace(/\n?$/, '\n') + Array.from({ length: keys }, (_, i) => `extra${i}: ${i}`).join('\n')
    const page = { ...about, text }
    let best = Infinity
    for (let run = 0; run < runs; run++) {
      const started = performance.now()
      const result = loadSite(files.map((f) => (f === about ? page : f)))
      best = Math.min(best, performance.now() - started)
      if (result.diagnostics.length < keys)
        throw new Error(`expected ${keys} problems, got ${result.diagnostics.length}`)
    }
    const previous = rows.at(-1)
    rows.push({ keys, ms: best, ...(previous ? { growth: best / previous.ms } : {}) })
  }
  return rows
}

export function lintScalingTable(rows: LintScalingRow[]): string {
  return rows
    .map(
      (r) =>
        `  ${r.keys.toLocaleString('en-US').padStart(8)} names  ${(r.ms / 1000).toFixed(2).padStart(6)} s` +
        (r.growth ? `  ×${r.growth.toFixed(2)} for twice the names` : ''),
    )
    .join('\n')
}
