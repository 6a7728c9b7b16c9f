import type { Path } from './field-props.ts'

/** The value at `path` in `data`, or undefined when a step is missing. */
export function getAt(data: unknown, path: Path): unknown {
  let at = data
  for (const step of path) {
    if (at === null || typeof at !== 'object') return undefined
    at = (at as Record<string | number, unknown>)[step]
  }
  return at
}
