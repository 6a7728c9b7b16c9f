import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node, type Pair } from 'yaml'

export type Segment = string | number
export interface Position {
  line: number
  col: number
}

/** Converts an Ajv instancePath (/sections/2/items/0) into segments. */
export function pointerToSegments(pointer: string): Segment[] {
  if (!pointer) return []
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
}

/** The value at `segments` in parsed data, or undefined where the path does not exist. */
export function valueAt(data: unknown, segments: Segment[]): unknown {
  let v: unknown = data
  for (const s of segments) v = v == null ? undefined : (v as Record<string, unknown>)[s]
  return v
}

/** Segments as an editor reads them: sections[2].items[0]. */
export function segmentsToPath(segments: Segment[]): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('')
}

/** Each mapping's pairs by name, built once: a file with 10,000 problems locates each in constant time. */
const pairsByName = new WeakMap<object, Map<string, Pair>>()

function pairOf(node: unknown, key: Segment): Pair | undefined {
  if (!isMap(node)) return undefined
  let pairs = pairsByName.get(node)
  if (!pairs) {
    pairs = new Map()
    for (const p of node.items)
      if (isPair(p) && isScalar(p.key) && !pairs.has(String(p.key.value))) pairs.set(String(p.key.value), p as Pair)
    pairsByName.set(node, pairs)
  }
  return pairs.get(String(key))
}

/**
 * Finds where `segments` is written in the YAML syntax tree. When the path does not exist (a missing property),
 * the deepest existing parent is used. `at: 'key'` points at a mapping key instead of its value.
 */
export function locate(
  doc: Document,
  lineCounter: LineCounter,
  segments: Segment[],
  at: 'value' | 'key' = 'value',
): Position {
  let node: unknown = doc.contents
  let offset = (doc.contents as Node | null)?.range?.[0] ?? 0
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!
    const last = i === segments.length - 1
    if (isSeq(node) && typeof seg === 'number' && node.items[seg]) {
      node = node.items[seg]
      offset = (node as Node).range?.[0] ?? offset
      continue
    }
    const pair = pairOf(node, seg)
    if (!pair) break
    const keyStart = (pair.key as Node).range?.[0] ?? offset
    if (last && at === 'key') {
      offset = keyStart
      break
    }
    const value = pair.value as Node | null
    // An empty value (`title:`) has no useful range of its own: point at the key.
    if (!value || !value.range || (isScalar(value) && value.value === null)) {
      offset = keyStart
      node = value
      if (!value) break
      continue
    }
    node = value
    offset = value.range[0]
  }
  const { line, col } = lineCounter.linePos(offset)
  return { line, col }
}
