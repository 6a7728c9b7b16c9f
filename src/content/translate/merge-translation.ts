import type { Segment } from '../locate.ts'
import { childSchema, isText, labelAt, resolveSchema, type Schema } from './schema-at.ts'

/** What a translation holds besides its text: its own address and what its original said when it was saved. */
export const TRANSLATION_KEYS = ['slug', 'translatedFrom'] as const

/** A problem found laying a translation over its original, at its place in the translation. */
export type MergeProblem =
  | { code: 'translation-not-text'; at: Segment[]; label: string }
  | { code: 'translation-extra-item'; at: Segment[]; item: string }
  | { code: 'translation-section-type'; at: Segment[]; index: number; type: string; original: string }

export interface Merged {
  data: unknown
  problems: MergeProblem[]
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** Whether a list is matched by id: every item of the original is an object with a text `id`. */
export function byId(list: unknown[]): boolean {
  return list.length > 0 && list.every((item) => isObject(item) && typeof item.id === 'string')
}

/**
 * The index in the original list `o` of the translation's item `t[i]`: by id where every item of the original has one;
 * else by position, unless the item names a `type` (a section) other than the original's there: then the original's
 * section of that type in the same turn (the second hero for the second hero), so a translation follows sections the
 * original moved or removed. -1 for an id the original has not, and for a section whose type the original has not in
 * that turn (a section removed from the original).
 */
export function matchIndex(o: unknown[], t: unknown[], i: number): number {
  const item = t[i]
  if (byId(o)) return isObject(item) ? o.findIndex((x) => isObject(x) && x.id === item.id) : -1
  const type = isObject(item) ? item.type : undefined
  if (typeof type !== 'string' || (isObject(o[i]) && o[i].type === type)) return i
  const turn = t.slice(0, i).filter((x) => isObject(x) && x.type === type).length
  const found = o.map((x, j) => (isObject(x) && x.type === type ? j : -1)).filter((j) => j >= 0)[turn]
  return found ?? -1
}

/**
 * `translation` laid over `original` (neither is changed): objects by key, lists of objects by position (by `id` when
 * every item of the original has one), a list of words replaced whole. What is not text (by `schema`) stays the
 * original's, with a problem; a section is matched by its `type` where it names one (matchIndex), and one whose type
 * the original has not in that turn stays the original's, with a problem. The
 * translation's own keys (slug, translatedFrom) are left out.
 */
export function mergeTranslation(original: unknown, translation: unknown, schema: Schema | undefined): Merged {
  const problems: MergeProblem[] = []
  const root = resolveSchema(schema, original)
  const strip = isObject(translation)
    ? Object.fromEntries(
        Object.entries(translation).filter(([k]) => !(TRANSLATION_KEYS as readonly string[]).includes(k)),
      )
    : translation
  const data = merge(original, strip, root, [], [])
  return { data, problems }

  function merge(o: unknown, t: unknown, s: Schema | undefined, at: Segment[], origAt: Segment[]): unknown {
    if (t === undefined || t === null) return o
    if (isObject(t)) {
      if (o !== undefined && !isObject(o)) return t
      const base = (o ?? {}) as Record<string, unknown>
      const own = resolveSchema(s, base)
      const out: Record<string, unknown> = { ...base }
      // A section (an item chosen by its type): the translation may repeat the type, never change it.
      const discriminator = s?.discriminator?.propertyName as string | undefined
      if (discriminator && t[discriminator] !== undefined && t[discriminator] !== base[discriminator]) {
        problems.push({
          code: 'translation-section-type',
          at: [...at, discriminator],
          index: Number(at.at(-1)),
          type: String(t[discriminator]),
          original: String(base[discriminator]),
        })
        return o
      }
      for (const [key, value] of Object.entries(t)) {
        if (key === discriminator) continue
        out[key] = merge(
          base[key],
          value,
          resolveSchema(childSchema(own, key), base[key]),
          [...at, key],
          [...origAt, key],
        )
      }
      return out
    }
    if (Array.isArray(t)) {
      if (!Array.isArray(o)) return leaf(o, t, s, at, origAt)
      const items = childSchema(s, 0)
      if (byId(o)) {
        const out = o.slice()
        t.forEach((item, i) => {
          const j = matchIndex(o, t, i)
          if (j < 0) {
            const id = isObject(item) && typeof item.id === 'string' ? `"${item.id}"` : `item ${i + 1}`
            problems.push({ code: 'translation-extra-item', at: [...at, i], item: id })
          } else out[j] = merge(o[j], item, resolveSchema(items, o[j]), [...at, i], [...origAt, j])
        })
        return out
      }
      if (o.some(isObject)) {
        const out = o.slice()
        t.forEach((item, i) => {
          const j = matchIndex(o, t, i)
          if (j < 0 || j >= o.length)
            problems.push({ code: 'translation-extra-item', at: [...at, i], item: `item ${i + 1}` })
          else out[j] = merge(o[j], item, resolveSchema(items, o[j]), [...at, i], [...origAt, j])
        })
        return out
      }
      return leaf(o, t, s, at, origAt)
    }
    return leaf(o, t, s, at, origAt)
  }

  /** A value (or a list of values) the translation gives whole: its own when it is text, else the original's. */
  function leaf(o: unknown, t: unknown, s: Schema | undefined, at: Segment[], origAt: Segment[]): unknown {
    if (isText(s)) return t
    // An item's id, repeated to say which item is translated.
    if (at.at(-1) === 'id' && o === t) return o
    problems.push({ code: 'translation-not-text', at, label: labelAt(schema, original, origAt) })
    return o
  }
}
