import type { ContentIndex } from './index-content.ts'
import type { Reporter } from './parsed-file.ts'

/**
 * Phase 5b: each collection's own check of its valid entries (CollectionDef.check), reported where the entry says
 * it: what is required as an error, what is recommended as a warning.
 */
export function checkEntries(index: ContentIndex, report: Reporter): void {
  const site = index.site?.data
  if (!site) return
  for (const [name, c] of index.collections) {
    const check = index.registry[name]?.check
    if (!check) continue
    for (const e of c.entries) {
      if (!e.p.valid) continue
      for (const problem of check(e.data, site))
        report.at(
          e.p,
          [...e.at, ...problem.at],
          problem.severity === 'required' ? 'entry-required' : 'entry-recommended',
          {
            message: problem.message,
            hint: problem.hint,
          },
        )
    }
  }
}
