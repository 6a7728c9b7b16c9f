import type { Segment } from '../../content/locate.ts'
import { byId, matchIndex } from '../../content/translate/merge-translation.ts'
import { deepEqual } from '../../lib/deep-equal.ts'

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * The translation `translation` with the ids its original renamed from `before` to `after` renamed too, and the places
 * of the items renamed in it; undefined when it needs no change. Items of lists matched by id (services, industries,
 * partners) are translated by their id: without this, renaming an item's reference name in the original would leave
 * its translation an item the original lacks, and the item untranslated.
 *
 * An item is renamed when it keeps its place in the list and nothing but its id changed (a text that held the old id,
 * such as its `path`, may hold the new one instead): an item deleted and another added in its place are not a rename,
 * and the old item's translation must not be shown for the new one. Nor is a rename to an id the translation already
 * holds.
 */
export function carryIdRenames(
  before: unknown,
  after: unknown,
  translation: unknown,
): { data: unknown; renamed: Segment[][] } | undefined {
  const renamedAt: Segment[][] = []
  const walk = (b: unknown, a: unknown, t: unknown, at: Segment[]): unknown => {
    if (isObject(t)) {
      let out = t
      for (const [key, value] of Object.entries(t)) {
        const next = walk(isObject(b) ? b[key] : undefined, isObject(a) ? a[key] : undefined, value, [...at, key])
        if (next !== value) out = { ...out, [key]: next }
      }
      return out
    }
    if (!Array.isArray(t) || !Array.isArray(a)) return t
    const was = Array.isArray(b) ? b : []
    if (byId(a) && byId(was)) {
      const renames = renamed(was as Record<string, unknown>[], a as Record<string, unknown>[])
      const held = new Set(t.map((item) => (isObject(item) ? item.id : undefined)))
      const items = t.map((item, i) => {
        if (!isObject(item) || typeof item.id !== 'string') return item
        const to = renames.get(item.id)
        const id = to !== undefined && !held.has(to) ? to : item.id
        const inner = walk(
          was.find((x) => isObject(x) && x.id === item.id),
          a.find((x) => isObject(x) && x.id === id),
          item,
          [...at, i],
        )
        if (id === item.id) return inner
        renamedAt.push([...at, i])
        return { ...(inner as Record<string, unknown>), id }
      })
      return items.some((item, i) => item !== t[i]) ? items : t
    }
    const items = t.map((item, i) =>
      walk(Array.isArray(b) ? b[matchIndex(b, t, i)] : undefined, a[matchIndex(a, t, i)], item, [...at, i]),
    )
    return items.some((item, i) => item !== t[i]) ? items : t
  }
  const data = walk(before, after, translation, [])
  return renamedAt.length ? { data, renamed: renamedAt } : undefined
}

/** The ids renamed between two lists matched by id, old to new (see carryIdRenames). */
function renamed(before: Record<string, unknown>[], after: Record<string, unknown>[]): Map<string, string> {
  const out = new Map<string, string>()
  const kept = new Set(after.map((item) => item.id))
  const had = new Set(before.map((item) => item.id))
  after.forEach((item, i) => {
    const old = before[i]
    if (!old || had.has(item.id) || kept.has(old.id)) return
    const from = old.id as string
    const to = item.id as string
    const same = Object.keys({ ...old, ...item }).every(
      (key) =>
        key === 'id' ||
        deepEqual(old[key], item[key]) ||
        (typeof old[key] === 'string' && old[key].includes(from) && old[key].replaceAll(from, to) === item[key]),
    )
    if (same) out.set(from, to)
  })
  return out
}
