import type { Path } from './field-props.ts'

/**
 * `data` with the value at `path` replaced, copying only the objects and lists on the way; `undefined` removes an
 * object's key. Missing steps are made (a list for a number, an object for a name).
 */
export function setAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value
  const [key, ...rest] = path as [string | number, ...Path]
  if (typeof key === 'number') {
    const list = Array.isArray(data) ? [...data] : []
    list[key] = setAt(list[key], rest, value)
    return list
  }
  const obj = { ...(data && typeof data === 'object' && !Array.isArray(data) ? data : {}) } as Record<string, unknown>
  const next = setAt(obj[key], rest, value)
  if (next === undefined) delete obj[key]
  else obj[key] = next
  return obj
}
