import { fieldLabel } from '../../lib/field-label.ts'
import type { FieldOf } from '../collection.ts'
import type { ContentIndex } from './index-content.ts'
import type { Reporter } from './parsed-file.ts'

type Schema = { title?: unknown; properties?: Record<string, Schema> }

/** The fields of an entry's schema by their path, named by their label (the last key's). */
function fieldsOf(item: Schema): FieldOf {
  return (...path) => {
    let s: Schema | undefined = item
    for (const key of path) s = s?.properties?.[key]
    const key = path.at(-1) ?? ''
    return { key, label: fieldLabel(key, s) }
  }
}

/**
 * Phase 5b: each collection's own check of its valid entries (CollectionDef.check), reported where the entry says
 * it: what is required as an error, what is recommended as a warning.
 */
export function checkEntries(index: ContentIndex, report: Reporter): void {
  const site = index.site?.data
  if (!site) return
  for (const [name, c] of index.collections) {
    const def = index.registry[name]
    if (!def?.check) continue
    const field = fieldsOf(def.item)
    for (const e of c.entries) {
      if (!e.p.valid) continue
      for (const problem of def.check(e.data, site, field))
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
