import { fieldLabel } from '../../lib/field-label.ts'
import type { EntryProblem, FieldOf } from '../collection.ts'
import { segmentsToPath, type Segment } from '../locate.ts'
import type { ContentIndex } from './index-content.ts'
import type { ParsedFile, Reporter } from './parsed-file.ts'
import { errorPaths, touches } from './refused-paths.ts'

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
  const say = (p: ParsedFile, at: Segment[], problem: EntryProblem) =>
    report.at(p, at, problem.severity === 'required' ? 'entry-required' : 'entry-recommended', {
      message: problem.message,
      hint: problem.hint,
    })
  for (const [name, c] of index.collections) {
    const def = index.registry[name]
    if (!def?.check) continue
    const field = fieldsOf(def.item)
    for (const e of c.entries) {
      if (!e.p.valid) continue
      for (const problem of def.check(e.data, site, field)) say(e.p, [...e.at, ...problem.at], problem)
    }
  }
  // An entry file with schema errors is checked too, so that a save shows every problem at once; what its check says
  // of a field the schema refused is left out (the schema's words are the ones to fix first), and a check that
  // cannot read the data as it is says nothing.
  for (const p of index.files) {
    if (p.valid || p.role.role !== 'entry' || !p.data || typeof p.data !== 'object') continue
    const def = index.registry[p.role.collection]
    if (!def?.check) continue
    const refused = errorPaths(report, p.file)
    let problems: EntryProblem[]
    try {
      problems = def.check(p.data as Record<string, unknown>, site, fieldsOf(def.item))
    } catch {
      continue
    }
    for (const problem of problems) if (!touches(refused, segmentsToPath(problem.at))) say(p, problem.at, problem)
  }
}
