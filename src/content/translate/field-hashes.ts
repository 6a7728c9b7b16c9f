import { createHash } from 'node:crypto'
import type { Segment } from '../locate.ts'
import { matchIndex, TRANSLATION_KEYS } from './merge-translation.ts'

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** What a translation records of its original's value: the first 16 hex digits of the SHA-256 of its JSON. */
export function valueHash(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('hex')
    .slice(0, 16)
}

/**
 * Each field the translation sets, by its path in dots in the translation (`sections.0.heading`, `items.2.title`),
 * with the hash of the original's value there (found by position, or by id in lists whose items have one): what the
 * studio writes into `translatedFrom:` when it saves a translation. A list of words is one field. The translation's
 * own keys, item ids and section types are not fields.
 */
export function fieldHashes(original: unknown, translation: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  const visit = (o: unknown, t: unknown, at: Segment[]) => {
    if (isObject(t)) {
      for (const [key, value] of Object.entries(t)) {
        if (!at.length && (TRANSLATION_KEYS as readonly string[]).includes(key)) continue
        if (key === 'id' || key === 'type') continue
        visit(isObject(o) ? o[key] : undefined, value, [...at, key])
      }
    } else if (Array.isArray(t) && t.some((x) => isObject(x))) {
      t.forEach((item, i) => visit(itemOf(o, t, i), item, [...at, i]))
    } else if (t !== undefined && t !== null) out[at.join('.')] = valueHash(o)
  }
  visit(original, translation, [])
  return out
}

/**
 * The fields of `translation` whose original changed since its `translatedFrom:` was recorded: their paths (as
 * fieldHashes names them), in the order recorded. A translation that records nothing is not stale.
 */
export function staleFields(original: unknown, translation: unknown): string[] {
  const recorded = isObject(translation) ? translation.translatedFrom : undefined
  if (!isObject(recorded)) return []
  return Object.entries(recorded)
    .filter(([path, hash]) => {
      const { at, value } = originalPath(original, translation, path)
      // A field of a section the original no longer has is not stale: the section is left out (a warning says so).
      return !at.includes(-1) && valueHash(value) !== hash
    })
    .map(([path]) => path)
}

/** The path in the original of a path of the translation, and the original's value there. */
export function originalPath(original: unknown, translation: unknown, path: string): { at: Segment[]; value: unknown } {
  let o = original
  let t = translation
  const at: Segment[] = []
  for (const part of path.split('.')) {
    if (Array.isArray(t) || Array.isArray(o)) {
      const i = Number(part)
      const j = Array.isArray(o) && Array.isArray(t) ? matchIndex(o, t, i) : i
      at.push(j)
      o = Array.isArray(o) ? o[j] : undefined
      t = Array.isArray(t) ? t[i] : undefined
    } else {
      at.push(part)
      o = isObject(o) ? o[part] : undefined
      t = isObject(t) ? t[part] : undefined
    }
  }
  return { at, value: o }
}

function itemOf(o: unknown, t: unknown[], i: number): unknown {
  if (!Array.isArray(o)) return undefined
  return o[matchIndex(o, t, i)]
}
