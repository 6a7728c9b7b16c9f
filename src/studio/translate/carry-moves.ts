import type { Segment } from '../../content/locate.ts'
import { byId, matchIndex } from '../../content/translate/merge-translation.ts'
import { deepEqual } from '../../lib/deep-equal.ts'

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** Where each item of a list was before a save (by index) is now: its new index, or undefined when it was removed. */
type Moves = { at: Segment[]; to: Map<number, number | undefined> }

/**
 * The translation `translation` with the items its original moved, removed or inserted between `before` and `after`
 * moved, removed or given an empty place too, in the lists matched by position (a section's cards, a FAQ's
 * questions, the sections themselves), with its `translatedFrom:` fingerprints moved along; and the places in the old
 * translation of the items that moved or went. Undefined when it needs no change. Without this, a FAQ whose English
 * questions were reordered in the studio would pair each Spanish item with another English one: a card's Spanish
 * title shown with another card's link and icon, every field reported stale.
 *
 * Only a change that is nothing but moves, nothing but removals or nothing but insertions counts: the list after is a
 * reordering of the one before (each item equal to one before), or one is the other with items left out. An item edited
 * in the same save keeps its place, and its translation is stale as usual. Lists matched by id are left to
 * carryIdRenames.
 */
export function carryMoves(
  before: unknown,
  after: unknown,
  translation: unknown,
): { data: unknown; moved: Segment[][] } | undefined {
  const moves: Moves[] = []
  const moved: Segment[][] = []
  const walk = (b: unknown, a: unknown, t: unknown, at: Segment[]): unknown => {
    if (isObject(t)) {
      let out = t
      for (const [key, value] of Object.entries(t)) {
        if (!at.length && key === 'translatedFrom') continue
        const next = walk(isObject(b) ? b[key] : undefined, isObject(a) ? a[key] : undefined, value, [...at, key])
        if (next !== value) out = { ...out, [key]: next }
      }
      return out
    }
    if (!Array.isArray(t) || !Array.isArray(a) || !Array.isArray(b) || byId(a) || byId(b)) return t
    const to = t.every(isObject) && a.every(isObject) && b.every(isObject) ? newPlaces(b, a) : undefined
    if (!to) {
      const items = t.map((item, i) => walk(b[matchIndex(b, t, i)], a[matchIndex(a, t, i)], item, [...at, i]))
      return items.some((item, i) => item !== t[i]) ? items : t
    }
    // Each translated item to the new place of the original's item it translates; a new item's place stays empty.
    const items: unknown[] = Array.from({ length: Math.max(0, ...[...to.values()].map((j) => (j ?? -1) + 1)) })
    const byTranslation = new Map<number, number | undefined>()
    // Before the walk into the items: a path is moved in its outer list first.
    moves.push({ at, to: byTranslation })
    t.forEach((item, i) => {
      const k = matchIndex(b, t, i)
      const j = k < 0 ? undefined : to.get(k)
      byTranslation.set(i, j)
      if (j !== i) moved.push([...at, i])
      if (j !== undefined) items[j] = walk(b[k], a[j], item, [...at, j])
    })
    const filled = items.map((item) => item ?? {})
    while (filled.length > t.length && deepEqual(filled.at(-1), {})) filled.pop()
    return filled
  }
  const data = walk(before, after, translation, [])
  if (!moved.length) return undefined
  if (!isObject(data) || !isObject(data.translatedFrom)) return { data, moved }
  const translatedFrom: Record<string, unknown> = {}
  for (const [path, hash] of Object.entries(data.translatedFrom)) {
    const place = movedPath(path, moves)
    if (place !== undefined) translatedFrom[place] = hash
  }
  return { data: { ...data, translatedFrom }, moved }
}

/**
 * Whether a list of `translation` matched by position changed between `before` and `after` in a way carryMoves cannot
 * follow: items moved or counted differently in the same save as items were edited (or duplicated). Its translated
 * items then sit at their old places, beside other items of the original: the save says so, so that the editor checks
 * them. Edits in place (the same items at the same places, some changed) are not that: their translations are stale.
 */
export function unfollowedLists(before: unknown, after: unknown, translation: unknown): boolean {
  const walk = (b: unknown, a: unknown, t: unknown, top: boolean): boolean => {
    if (isObject(t))
      return Object.entries(t).some(
        ([key, value]) =>
          !(top && key === 'translatedFrom') &&
          walk(isObject(b) ? b[key] : undefined, isObject(a) ? a[key] : undefined, value, false),
      )
    if (!Array.isArray(t) || !Array.isArray(a) || !Array.isArray(b) || byId(a) || byId(b)) return false
    const objects = t.every(isObject) && a.every(isObject) && b.every(isObject)
    if (objects && newPlaces(b, a)) return false
    const reshaped =
      b.length !== a.length || a.some((item, j) => !deepEqual(b[j], item) && b.some((x) => deepEqual(x, item)))
    if (objects && reshaped) return true
    return t.some((item, i) => walk(b[matchIndex(b, t, i)], a[matchIndex(a, t, i)], item, false))
  }
  return walk(before, after, translation, true)
}

/**
 * The new index of each item of `before` in `after` when `after` is `before` reordered, or `before` with items left
 * out, or `before` with items added; undefined when the list changed otherwise, or not at all.
 */
function newPlaces(before: unknown[], after: unknown[]): Map<number, number | undefined> | undefined {
  const to = new Map<number, number | undefined>()
  if (before.length === after.length) {
    const taken = new Set<number>()
    for (const [j, item] of after.entries()) {
      const k = before.findIndex((x, i) => !taken.has(i) && deepEqual(x, item))
      if (k < 0) return undefined
      taken.add(k)
      to.set(k, j)
    }
  } else {
    // The shorter list as a subsequence of the longer: items removed, or items inserted.
    const [short, long] = before.length < after.length ? [before, after] : [after, before]
    let j = 0
    const place: number[] = []
    for (const item of short) {
      while (j < long.length && !deepEqual(long[j], item)) j++
      if (j === long.length) return undefined
      place.push(j++)
    }
    if (before.length < after.length) place.forEach((j, k) => to.set(k, j))
    else before.forEach((_, k) => to.set(k, place.includes(k) ? place.indexOf(k) : undefined))
  }
  return [...to].every(([k, j]) => k === j) && before.length === after.length ? undefined : to
}

/** A `translatedFrom:` path after the moves, in the order they were found (outer lists first); undefined: removed. */
function movedPath(path: string, moves: Moves[]): string | undefined {
  let parts: string[] = path.split('.')
  for (const { at, to } of moves) {
    const prefix = at.map(String)
    if (parts.length <= prefix.length || !prefix.every((p, i) => parts[i] === p)) continue
    const j = to.get(Number(parts[prefix.length]))
    if (j === undefined) return undefined
    parts = [...prefix, String(j), ...parts.slice(prefix.length + 1)]
  }
  return parts.join('.')
}
