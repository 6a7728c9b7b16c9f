import { deepEqual } from '../../lib/deep-equal.ts'
import { fieldHashes, originalPath } from '../../content/translate/field-hashes.ts'
import { byId, matchIndex, TRANSLATION_KEYS } from '../../content/translate/merge-translation.ts'
import { childSchema, isText, resolveSchema, type Schema } from '../../content/translate/schema-at.ts'
import { CHECKED } from './checked-key.ts'

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * The translation a form saves (see translationToForm): only its text that differs from the original's, or that
 * `current` already says (objects by key, lists of objects by position, or by id when their items have one, a list
 * of words whole), its address (`slug`) when `withSlug`, and `translatedFrom`: for each field it holds, the hash of
 * the original's value there (fieldHashes). A field whose text did not change since `current` (the translation this
 * form started from) keeps the hash recorded then, so a translation stays stale until its field is translated again
 * or checked (CHECKED).
 * What is not text is never written (every language shows the original's). What `current` holds that the original
 * has no place for is kept, and a section's repeated `type`, so nothing typed by hand is lost.
 */
export function formToTranslation(
  original: unknown,
  form: unknown,
  current: unknown,
  schema: unknown,
  withSlug: boolean,
): Record<string, unknown> {
  const root = schema as Schema
  const text = (reduce(original, form, current, root) ?? {}) as Record<string, unknown>
  const slug =
    withSlug && isObject(form) && typeof form.slug === 'string' && form.slug.trim() ? form.slug.trim() : undefined
  const out: Record<string, unknown> = { ...(slug !== undefined ? { slug } : {}), ...text }
  const checked = new Set(
    isObject(form) && Array.isArray(form[CHECKED]) ? form[CHECKED].filter((p) => typeof p === 'string') : [],
  )
  const hashes = recorded(original, out, current, checked)
  if (Object.keys(hashes).length) out.translatedFrom = hashes
  return out
}

/** What the translation writes of the value at one place: undefined when nothing (the original's shows). */
function reduce(o: unknown, f: unknown, cur: unknown, raw: Schema | undefined): unknown {
  const s = resolveSchema(raw, o)
  if (isObject(o)) {
    const form = isObject(f) ? f : {}
    const own = isObject(cur) ? cur : {}
    const out: Record<string, unknown> = {}
    // A section's type, repeated by hand: kept where it was, since it must equal the original's.
    if (typeof own.type === 'string' && own.type === o.type) out.type = own.type
    for (const key of Object.keys(o)) {
      if (key === 'type' || key === 'id') continue
      const v = reduce(o[key], form[key], own[key], childSchema(s, key))
      if (v !== undefined) out[key] = v
    }
    for (const [key, v] of Object.entries(own))
      if (!(key in o) && !(TRANSLATION_KEYS as readonly string[]).includes(key) && key !== 'type') out[key] = v
    return Object.keys(out).some((k) => k !== 'type') ? out : undefined
  }
  if (Array.isArray(o)) {
    const items = childSchema(s, 0)
    if (!o.some(isObject)) {
      if (!isText(s) || !Array.isArray(f)) return undefined
      const words = f.filter((w): w is string => typeof w === 'string' && w.trim() !== '')
      return words.length && (!deepEqual(words, o) || deepEqual(words, cur)) ? words : undefined
    }
    const form = Array.isArray(f) ? f : []
    const own = Array.isArray(cur) ? cur : []
    if (byId(o)) {
      const idOf = (x: unknown) => (isObject(x) ? x.id : undefined)
      const out = o.flatMap((item) => {
        const id = idOf(item)
        const v = reduce(
          item,
          form.find((x) => idOf(x) === id),
          own.find((x) => idOf(x) === id),
          resolveSchema(items, item),
        )
        return v === undefined ? [] : [{ id, ...(v as object) }]
      })
      return out.length ? out : undefined
    }
    // The translation's items where the original has them now (a section the original moved is matched by its
    // type, as the site lays it: matchIndex); one of a section the original removed has no place, and goes.
    const ownAt: unknown[] = []
    own.forEach((x, i) => {
      const j = matchIndex(o, own, i)
      if (j >= 0 && j < o.length && ownAt[j] === undefined) ownAt[j] = x
    })
    // Sections are written with their type, so that the translation follows the original's when it moves or loses
    // one (matchIndex); a section with nothing translated keeps its place as its type alone.
    const sections = items?.discriminator?.propertyName === 'type'
    const out = o.map((item, i) => {
      const mine = ownAt[i]
      const v = reduce(item, form[i], mine, resolveSchema(items, item))
      const type = isObject(item) ? item.type : undefined
      if (sections && typeof type === 'string') return { type, ...(v as object | undefined) }
      return v ?? (isObject(mine) && mine.type === type ? { type } : {})
    })
    while (out.length && Object.keys(out.at(-1)!).every((k) => k === 'type')) out.pop()
    return out.length ? out : undefined
  }
  if (!isText(s)) return undefined
  if (typeof f !== 'string' || f.trim() === '') return undefined
  // The original's words are not written again, unless the translation says them itself ("SAP BASIS" in Spanish).
  return f !== o || f === cur ? f : undefined
}

/**
 * The hashes to record for the fields of `translation`: the one `current` recorded for a field whose text is what
 * it was, else the original's value's now.
 */
function recorded(
  original: unknown,
  translation: unknown,
  current: unknown,
  checked: ReadonlySet<string>,
): Record<string, string> {
  const fresh = fieldHashes(original, translation)
  const before = isObject(current) && isObject(current.translatedFrom) ? current.translatedFrom : {}
  const was = new Map<string, { value: unknown; hash: unknown }>()
  for (const path of Object.keys(fieldHashes(original, current)))
    was.set(originalPath(original, current, path).at.join('.'), { value: at(current, path), hash: before[path] })
  const out: Record<string, string> = {}
  for (const [path, hash] of Object.entries(fresh)) {
    const place = originalPath(original, translation, path).at.join('.')
    const old = checked.has(place) ? undefined : was.get(place)
    out[path] = old && typeof old.hash === 'string' && deepEqual(old.value, at(translation, path)) ? old.hash : hash
  }
  return out
}

/** The value at a path in dots (`sections.0.heading`). */
function at(data: unknown, path: string): unknown {
  let v = data
  for (const part of path.split('.')) v = Array.isArray(v) ? v[Number(part)] : isObject(v) ? v[part] : undefined
  return v
}
