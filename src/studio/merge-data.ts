import { deepEqual } from '../lib/deep-equal.ts'

/** A place in a file's data: ["sections", 0, "heading"]. */
export type DataPath = (string | number)[]

/**
 * One place both sides changed, each differently: the person chooses. `undefined` is a field or item removed. The
 * merged data holds `mine` there, except a list item one side removed and the other edited, which stays in the list
 * (edited) so that `path` names it; choosing the removal removes it.
 */
export interface MergeConflict {
  path: DataPath
  theirs?: unknown
  mine?: unknown
}

export interface Merged {
  data: unknown
  conflicts: MergeConflict[]
}

/** The version a person started from, when it is no longer known: every difference between the two sides asks. */
export const UNKNOWN_BASE: unique symbol = Symbol('unknown base')
type Base = unknown

/**
 * Beyond this many pairs of items, two lists' unchanged items are found by position only, and beyond the second their
 * changed items are paired by position (see matchItems): a request's time stays bounded whatever its lists.
 */
const MAX_PAIRS = 1_000_000
const MAX_LIKENESS_PAIRS = 10_000

/**
 * The three-way merge of a file's data: what changed from `base` to `theirs` (the version on disk) and from `base`
 * to `mine` (the form's data), by field and, in lists, by item. A side that left a place as it was takes the
 * other's; both changing it alike is no conflict; both changing it differently is one (`conflicts`), including a
 * field or item removed on one side and edited on the other. Objects merge key by key; lists as in mergeLists.
 */
export function mergeData(base: Base, theirs: unknown, mine: unknown): Merged {
  const conflicts: MergeConflict[] = []
  const data = merge(base, theirs, mine, [], conflicts)
  return { data, conflicts }
}

function merge(base: Base, theirs: unknown, mine: unknown, path: DataPath, conflicts: MergeConflict[]): unknown {
  if (deepEqual(theirs, mine)) return theirs
  if (base !== UNKNOWN_BASE && deepEqual(base, theirs)) return mine
  if (base !== UNKNOWN_BASE && deepEqual(base, mine)) return theirs
  if (isObject(theirs) && isObject(mine) && (base === UNKNOWN_BASE || isObject(base)))
    return mergeObjects(base, theirs, mine, path, conflicts)
  if (Array.isArray(theirs) && Array.isArray(mine) && (base === UNKNOWN_BASE || Array.isArray(base)))
    return mergeLists(base as unknown[] | typeof UNKNOWN_BASE, theirs, mine, path, conflicts)
  conflicts.push(side(path, theirs, mine))
  return mine
}

function mergeObjects(
  base: Base,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
  path: DataPath,
  conflicts: MergeConflict[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  // Their key order first (the file's), then the keys only mine has.
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    const b = base === UNKNOWN_BASE ? UNKNOWN_BASE : (base as Record<string, unknown>)[key]
    const value = merge(b, theirs[key], mine[key], [...path, key], conflicts)
    if (value !== undefined) out[key] = value
  }
  return out
}

/** An entry of a merged list: an item of the base (by index) or one a side inserted. */
type Entry = { base: number } | { insert: unknown; from: 'p' | 'o' }

/**
 * Lists merge by item. Each side's items are matched to the base's (matchItems): unchanged items wherever they are
 * (so a moved item is still the same item), and, between those, changed items in order by likeness (same section
 * type, most fields alike), so with lengths unchanged and nothing moved items match by index. Then, per base item:
 * removed on a side and unchanged on the other is removed; removed and edited is a conflict; kept on both merges
 * recursively. Items inserted on a side go after the item they follow on that side (theirs before mine at one
 * place; an item inserted alike on both sides once). The order is the side's that reordered the items both kept;
 * two different reorders are a conflict of the whole list. With the base unknown, lists of one length merge by
 * index and others are a conflict.
 */
function mergeLists(
  base: unknown[] | typeof UNKNOWN_BASE,
  theirs: unknown[],
  mine: unknown[],
  path: DataPath,
  conflicts: MergeConflict[],
): unknown[] {
  if (base === UNKNOWN_BASE) {
    if (theirs.length !== mine.length) {
      conflicts.push(side(path, theirs, mine))
      return mine
    }
    return theirs.map((t, i) => merge(UNKNOWN_BASE, t, mine[i], [...path, i], conflicts))
  }
  const t = matchItems(base, theirs)
  const m = matchItems(base, mine)
  const inBoth = base.map((_, i) => i).filter((i) => t[i] !== undefined && m[i] !== undefined)
  const orderIn = (match: (number | undefined)[]) => [...inBoth].sort((a, b) => match[a]! - match[b]!)
  const tOrder = orderIn(t)
  const mOrder = orderIn(m)
  const theirsMoved = !deepEqual(tOrder, inBoth)
  const mineMoved = !deepEqual(mOrder, inBoth)
  if (theirsMoved && mineMoved && !deepEqual(tOrder, mOrder)) {
    conflicts.push(side(path, theirs, mine))
    return mine
  }
  // The side whose order is kept (p), and the other (o).
  const [p, pMatch, o, oMatch] = mineMoved && !theirsMoved ? [mine, m, theirs, t] : [theirs, t, mine, m]
  const kept = (i: number) => {
    const [ti, mi] = [t[i], m[i]]
    if (ti === undefined && mi === undefined) return false
    if (ti === undefined) return !deepEqual(base[i], mine[mi!])
    if (mi === undefined) return !deepEqual(base[i], theirs[ti])
    return true
  }
  const baseOf = (match: (number | undefined)[]) => {
    const inverse = new Map<number, number>()
    match.forEach((j, i) => j !== undefined && inverse.set(j, i))
    return inverse
  }
  const pBase = baseOf(pMatch)
  const oBase = baseOf(oMatch)
  const entries: Entry[] = []
  p.forEach((item, j) => {
    const i = pBase.get(j)
    if (i === undefined) entries.push({ insert: item, from: 'p' })
    else if (kept(i)) entries.push({ base: i })
  })
  // An item inserted alike on both sides is inserted once: p's new items by their text, each claimed once by o.
  const inserted = new Map<string, Entry[]>()
  for (const e of entries)
    if ('insert' in e) inserted.set(canonical(e.insert), [...(inserted.get(canonical(e.insert)) ?? []), e])
  const placed = new Map<number, Entry>()
  for (const e of entries) if ('base' in e) placed.set(e.base, e)
  let at = -1
  o.forEach((item, j) => {
    const i = oBase.get(j)
    if (i !== undefined) {
      const there = placed.get(i)
      if (there) return void (at = entries.indexOf(there))
      if (!kept(i)) return
    } else if (inserted.get(canonical(item))?.shift()) return
    while (entries[at + 1] && 'insert' in entries[at + 1]! && (entries[at + 1] as { from: string }).from === 'p') at++
    const entry: Entry = i === undefined ? { insert: item, from: 'o' } : { base: i }
    entries.splice(++at, 0, entry)
    if (i !== undefined) placed.set(i, entry)
  })
  return entries.map((e, k) => {
    if ('insert' in e) return e.insert
    const [ti, mi] = [t[e.base], m[e.base]]
    const here = [...path, k]
    if (ti !== undefined && mi !== undefined) return merge(base[e.base], theirs[ti], mine[mi], here, conflicts)
    const left = ti === undefined ? mine[mi!] : theirs[ti]
    conflicts.push(side(here, ti === undefined ? undefined : left, mi === undefined ? undefined : left))
    return left
  })
}

/**
 * For each item of `base`, the index of the same item in `side` (undefined: removed there). Unchanged items are
 * matched first, in order (a longest common subsequence), then anywhere (moved); the items left between two
 * unchanged ones are paired in order by likeness (see likeness), the rest being removed or inserted.
 */
export function matchItems(base: unknown[], side: unknown[]): (number | undefined)[] {
  const match: (number | undefined)[] = base.map(() => undefined)
  // Each distinct item as a number, so that comparing two is one step whatever their size.
  const ids = new Map<string, number>()
  const idOf = (item: unknown) => {
    const key = canonical(item)
    let id = ids.get(key)
    if (id === undefined) ids.set(key, (id = ids.size))
    return id
  }
  const a = base.map(idOf)
  const b = side.map(idOf)
  const anchors: [number, number][] = [[-1, -1], ...commonItems(a, b), [base.length, side.length]]
  for (const [i, j] of anchors.slice(1, -1)) match[i] = j
  const taken = new Set(match.filter((j) => j !== undefined))
  const free = new Map<number, number[]>()
  b.forEach((id, j) => !taken.has(j) && free.set(id, [...(free.get(id) ?? []), j]))
  a.forEach((id, i) => {
    const j = match[i] === undefined ? free.get(id)?.shift() : undefined
    if (j === undefined) return
    match[i] = j
    taken.add(j)
  })
  for (let k = 1; k < anchors.length; k++) {
    const [b0, s0] = anchors[k - 1]!
    const [b1, s1] = anchors[k]!
    const bs = range(b0 + 1, b1).filter((i) => match[i] === undefined)
    const ss = range(s0 + 1, s1).filter((j) => !taken.has(j))
    for (const [x, y] of pairByLikeness(
      bs.map((i) => base[i]),
      ss.map((j) => side[j]),
    ))
      match[bs[x]!] = ss[y]!
  }
  return match
}

/** The pairs [i, j] of a longest run of equal numbers in `a` and `b`, in order (by position past MAX_PAIRS). */
function commonItems(a: number[], b: number[]): [number, number][] {
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  const pairs: [number, number][] = range(0, start).map((i) => [i, i])
  const [x, y] = [a.slice(start, a.length - end), b.slice(start, b.length - end)]
  const middle =
    x.length * y.length > MAX_PAIRS
      ? range(0, Math.min(x.length, y.length)).flatMap((i): [number, number][] => (x[i] === y[i] ? [[i, i]] : []))
      : bestPairs(x.length, y.length, (i, j) => (x[i] === y[j] ? 1 : 0))
  pairs.push(...middle.map(([i, j]): [number, number] => [i + start, j + start]))
  for (let k = end; k > 0; k--) pairs.push([a.length - k, b.length - k])
  return pairs
}

/** Changed items paired by likeness, in order; past MAX_LIKENESS_PAIRS, by position (when alike at all). */
function pairByLikeness(a: unknown[], b: unknown[]): [number, number][] {
  if (a.length * b.length > MAX_LIKENESS_PAIRS)
    return range(0, Math.min(a.length, b.length)).flatMap((i): [number, number][] =>
      likeness(a[i], b[i]) > 0 ? [[i, i]] : [],
    )
  return bestPairs(a.length, b.length, (i, j) => likeness(a[i], b[j]))
}

/** The pairs [i, j] of an n by m table, in order both ways, whose scores (each above 0) add up to the most. */
function bestPairs(n: number, m: number, score: (i: number, j: number) => number): [number, number][] {
  if (!n || !m) return []
  const scores = new Float64Array(n * m)
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) scores[i * m + j] = score(i, j)
  const w = m + 1
  const best = new Float64Array((n + 1) * w)
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) {
      const s = scores[i * m + j]!
      best[i * w + j] = Math.max(
        best[(i + 1) * w + j]!,
        best[i * w + j + 1]!,
        s > 0 ? s + best[(i + 1) * w + j + 1]! : 0,
      )
    }
  const pairs: [number, number][] = []
  for (let i = 0, j = 0; i < n && j < m;) {
    const s = scores[i * m + j]!
    if (s > 0 && best[i * w + j] === s + best[(i + 1) * w + j + 1]!) pairs.push([i++, j++])
    else if (best[i * w + j] === best[(i + 1) * w + j]) i++
    else j++
  }
  return pairs
}

/** JSON text of `value` with each object's keys sorted: equal for values deepEqual holds equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  )
}

/**
 * How alike two items are, above 0 when one may be the other edited: objects of one section type (`type`) by the
 * share of their fields that are equal, texts by their common start and end, other values of one kind a little.
 */
function likeness(x: unknown, y: unknown): number {
  if (isObject(x) && isObject(y)) {
    if ('type' in x && 'type' in y && x.type !== y.type) return 0
    const keys = new Set([...Object.keys(x), ...Object.keys(y)])
    const same = [...keys].filter((k) => deepEqual(x[k], y[k])).length
    return 0.1 + same / Math.max(1, keys.size)
  }
  if (typeof x === 'string' && typeof y === 'string') {
    let s = 0
    while (s < x.length && s < y.length && x[s] === y[s]) s++
    let e = 0
    while (e < x.length - s && e < y.length - s && x[x.length - 1 - e] === y[y.length - 1 - e]) e++
    return 0.1 + (s + e) / Math.max(1, x.length, y.length)
  }
  if (Array.isArray(x) && Array.isArray(y)) return 0.1
  return typeof x === typeof y && !isObject(x) && !isObject(y) ? 0.1 : 0
}

/**
 * `data` with each conflict settled by `values` (its chosen value, at the same index; undefined removes the field
 * or item). Items are removed last, the later ones first, so the paths of the others still hold.
 */
export function settleConflicts(data: unknown, conflicts: MergeConflict[], values: unknown[]): unknown {
  let out = data
  const removals: DataPath[] = []
  conflicts.forEach((c, k) => {
    const value = values[k]
    if (value === undefined && typeof c.path.at(-1) === 'number') removals.push(c.path)
    else out = setPath(out, c.path, value)
  })
  removals.sort(comparePaths).reverse()
  for (const path of removals) out = setPath(out, path, undefined)
  return out
}

function comparePaths(a: DataPath, b: DataPath): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue
    return typeof a[i] === 'number' && typeof b[i] === 'number'
      ? (a[i] as number) - (b[i] as number)
      : String(a[i]).localeCompare(String(b[i]))
  }
  return a.length - b.length
}

/** `data` with the value at `path` replaced, copying on the way; undefined removes a key, or a list's item. */
function setPath(data: unknown, path: DataPath, value: unknown): unknown {
  if (!path.length) return value
  const [key, ...rest] = path
  if (typeof key === 'number') {
    const list = Array.isArray(data) ? [...data] : []
    const next = setPath(list[key], rest, value)
    if (next === undefined) list.splice(key, 1)
    else list[key] = next
    return list
  }
  const obj = { ...(isObject(data) ? data : {}) }
  const next = setPath(obj[key!], rest, value)
  if (next === undefined) delete obj[key!]
  else obj[key!] = next
  return obj
}

/** The places where `before` and `after` differ, as deep as both keep the same shape (for "Dana changed Heading"). */
export function changedPaths(before: unknown, after: unknown, path: DataPath = []): DataPath[] {
  if (deepEqual(before, after)) return []
  if (isObject(before) && isObject(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((k) =>
      changedPaths(before[k], after[k], [...path, k]),
    )
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((b, i) => changedPaths(b, after[i], [...path, i]))
  return [path]
}

function side(path: DataPath, theirs: unknown, mine: unknown): MergeConflict {
  return { path, ...(theirs === undefined ? {} : { theirs }), ...(mine === undefined ? {} : { mine }) }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k)
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
