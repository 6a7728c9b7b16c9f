import type { Path } from './fields/field-props.ts'
import { pathText } from './schema-tools.ts'

/** Whether the data path `path` ("items[2].question") is `prefix` or inside it ("" holds everything). */
export const within = (path: string, prefix: string) =>
  prefix === '' || path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`)

/** The value at `path` in `data`, if there is one. */
function valueAt(data: unknown, path: Path): unknown {
  let v = data
  for (const step of path) {
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Record<string | number, unknown>)[step]
  }
  return v
}

/**
 * Whether the problems at the data path `path` wait: it is inside an item added since the file was saved (`fresh`,
 * not in `saved`: an undo or a discard can put an older item where a new one was) and the editor has not changed
 * it yet (`touched` holds the paths changed).
 */
export function problemsWait(path: string, fresh: readonly Path[], touched: ReadonlySet<string>, saved: unknown) {
  if (touched.has(path)) return false
  return fresh.some((item) => within(path, pathText(item)) && valueAt(saved, item) === undefined)
}
