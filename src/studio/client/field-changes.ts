import { itemSummary } from './fields/item-summary.ts'
import { humanize, itemNoun, labelOf, resolveSchema } from './schema-tools.ts'
import type { JsonSchema } from './studio-client.ts'
import type { FieldChange } from '../field-change.ts'

export type { FieldChange } from '../field-change.ts'

/** Longest value shown whole; a longer text shows only the stretch that changed, with a few words around it. */
const SHORT = 80
const CONTEXT_WORDS = 4

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v)
const same = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b)

/**
 * The fields that differ between `before` and `after` (two parsed versions of one content file), in the order of
 * the form, labelled from `schema` as the form labels them. Lists are compared item by item after matching the
 * items that stayed the same, so an item added at the top is one "added", not every item "changed". Either side
 * undefined: the whole file is new (every filled field added) or gone (one "removed").
 */
export function fieldChanges(schema: JsonSchema | undefined, before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = []
  if (before === undefined && after === undefined) return out
  if (before === undefined && isObj(after)) {
    walk(schema ?? {}, {}, after, [], out)
    return out
  }
  if (after === undefined) return [{ label: 'This file', kind: 'removed' }]
  walk(schema ?? {}, before, after, [], out)
  return out
}

function walk(schema: JsonSchema, a: unknown, b: unknown, place: string[], out: FieldChange[]): void {
  if (same(a, b)) return
  const label = place.join(' › ') || 'This file'
  if (a === undefined || a === null || a === '') {
    if (isEmpty(b)) return
    out.push({ label, kind: 'added', after: shown(b) })
    return
  }
  if (b === undefined || b === null || b === '') {
    if (isEmpty(a)) return
    out.push({ label, kind: 'removed', before: shown(a) })
    return
  }
  if (isObj(a) && isObj(b)) {
    const s = resolveSchema(schema, b)
    // A section whose type changed is another section: the form shows it as one.
    const tag = schema.discriminator?.propertyName ?? s.discriminator?.propertyName
    if (tag && a[tag] !== b[tag]) {
      out.push({ label, kind: 'changed', before: shown(a), after: shown(b) })
      return
    }
    const known = Object.keys(s.properties ?? {})
    const keys = [...new Set([...known, ...Object.keys(a), ...Object.keys(b)])]
    for (const key of keys) {
      const field = s.properties?.[key] ?? {}
      const resolved = resolveSchema(field, b[key] ?? a[key])
      walk(field, a[key], b[key], [...place, labelOf(key, resolved)], out)
    }
    return
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    list(schema, a, b, place, out)
    return
  }
  out.push({ label, kind: 'changed', ...textChange(shown(a), shown(b), a, b) })
}

/** A list: the items that stayed matched first (longest common run), the rest paired in order or added/removed. */
function list(schema: JsonSchema, a: unknown[], b: unknown[], place: string[], out: FieldChange[]): void {
  const s = resolveSchema(schema, b)
  const item = s.items ?? {}
  const listLabel = place.at(-1) ?? ''
  const parent = place.slice(0, -1)
  const name = (v: unknown, i: number, all: unknown[]) => {
    const noun = itemNoun(listLabel, item, v)
    const alike = all.filter((x) => itemNoun(listLabel, item, x) === noun)
    // A number only where the list holds more than one of its kind: "Question 3", but one FAQ section is "FAQ".
    const n = alike.length > 1 ? ` ${alike.indexOf(all[i]) + 1}` : ''
    return [...parent, `${noun}${n}`]
  }
  const pairs = matchItems(a, b)
  let i = 0
  let j = 0
  for (const [mi, mj] of [...pairs, [a.length, b.length] as const]) {
    const removed = a.slice(i, mi)
    const added = b.slice(j, mj)
    const both = Math.min(removed.length, added.length)
    for (let k = 0; k < both; k++) walk(item, a[i + k], b[j + k], name(b[j + k], j + k, b), out)
    for (let k = both; k < removed.length; k++)
      out.push({ label: name(a[i + k], i + k, a).join(' › '), kind: 'removed', before: shown(a[i + k]) })
    for (let k = both; k < added.length; k++)
      if (!isEmpty(b[j + k]))
        out.push({ label: name(b[j + k], j + k, b).join(' › '), kind: 'added', after: shown(b[j + k]) })
      else out.push({ label: name(b[j + k], j + k, b).join(' › '), kind: 'added' })
    i = mi + 1
    j = mj + 1
  }
}

/** Index pairs of equal items in order (a longest common subsequence). */
function matchItems(a: unknown[], b: unknown[]): [number, number][] {
  const ka = a.map((v) => JSON.stringify(v))
  const kb = b.map((v) => JSON.stringify(v))
  const n = a.length
  const m = b.length
  const len: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
  for (let x = n - 1; x >= 0; x--)
    for (let y = m - 1; y >= 0; y--)
      len[x]![y] = ka[x] === kb[y] ? len[x + 1]![y + 1]! + 1 : Math.max(len[x + 1]![y]!, len[x]![y + 1]!)
  const pairs: [number, number][] = []
  let x = 0
  let y = 0
  while (x < n && y < m) {
    if (ka[x] === kb[y]) {
      pairs.push([x, y])
      x++
      y++
    } else if (len[x + 1]![y]! >= len[x]![y + 1]!) x++
    else y++
  }
  return pairs
}

function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true
  if (Array.isArray(v)) return v.every(isEmpty)
  if (isObj(v)) return Object.values(v).every(isEmpty)
  return false
}

/** A value in plain words: a text as it is (on one line), yes/no, an item by its title, a list by its count. */
function shown(v: unknown): string {
  if (typeof v === 'string') return v.replace(/\s+/g, ' ').trim()
  if (typeof v === 'boolean') return v ? 'yes' : 'no'
  if (typeof v === 'number') return String(v)
  if (Array.isArray(v)) return v.length === 1 ? '1 item' : `${v.length} items`
  if (isObj(v)) {
    // An image by what it shows (its description), else by its file's name: never its field's name ("Src").
    if (typeof v.src === 'string')
      return typeof v.alt === 'string' && v.alt.trim()
        ? shown(v.alt)
        : v.src
            .replace(/[?#].*$/, '')
            .split('/')
            .filter(Boolean)
            .pop() || v.src
    const summary = itemSummary(v, '')
    return summary.startsWith(': ') ? summary.slice(2) : humanize(String(Object.keys(v)[0] ?? 'item'))
  }
  return String(v)
}

/** Two texts, each cut to the stretch of words that differs when either is long. */
function textChange(before: string, after: string, a: unknown, b: unknown): { before: string; after: string } {
  if (typeof a !== 'string' || typeof b !== 'string' || (before.length <= SHORT && after.length <= SHORT))
    return { before, after }
  const wa = before.split(' ')
  const wb = after.split(' ')
  let head = 0
  while (head < wa.length && head < wb.length && wa[head] === wb[head]) head++
  let tail = 0
  while (tail < wa.length - head && tail < wb.length - head && wa[wa.length - 1 - tail] === wb[wb.length - 1 - tail])
    tail++
  const from = Math.max(0, head - CONTEXT_WORDS)
  const cut = (words: string[]) => {
    const to = Math.min(words.length, words.length - tail + CONTEXT_WORDS)
    return `${from > 0 ? '… ' : ''}${words.slice(from, to).join(' ')}${to < words.length ? ' …' : ''}`
  }
  return { before: cut(wa), after: cut(wb) }
}

/** A change in one line: "Heading: A → B", "FAQ › Question 3: added “Why us?”", "Image: removed". */
export function fieldChangeText(c: FieldChange): string {
  if (c.kind === 'changed') return `${c.label}: ${c.before ?? ''} → ${c.after ?? ''}`
  const value = c.kind === 'added' ? c.after : c.before
  return `${c.label}: ${c.kind}${value ? ` “${value}”` : ''}`
}
