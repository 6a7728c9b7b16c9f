/**
 * Values of the pages' data that the build need not write out in full to tell whether a page changed
 * (src/build/page-digest.ts): a value known by a key that names everything it is built from (a Markdown tree, by the
 * parsed file it comes from: see ParsedFileCache), and a value many pages share (the organisation's structured data,
 * an article's card), whose JSON is hashed once. On a large site they are most of the pages' JSON.
 *
 * A value marked here is never changed afterwards: the dev server freezes every parsed file's data (LoadCache), so code
 * that wrote into one would throw there.
 */
export interface ValueKey {
  key: string
  /** The https addresses of the images inside the value (httpsSources), for the site's Content-Security-Policy. */
  sources: readonly string[]
}

const keys = new WeakMap<object, ValueKey>()
const shared = new WeakSet<object>()

/** Marks `value` as made from exactly what `key` names: two values with the same key are the same. */
export function keyValue<T extends object>(value: T, key: ValueKey): T {
  keys.set(value, key)
  return value
}

/** The key `value` was marked with (keyValue), if any. */
export function valueKey(value: object): ValueKey | undefined {
  return keys.get(value)
}

/** Marks `value` as one object shared by many pages' data, never changed. */
export function sharedValue<T extends object>(value: T): T {
  shared.add(value)
  return value
}

/** Whether `value` was marked as shared (sharedValue). */
export function isShared(value: object): boolean {
  return shared.has(value)
}
