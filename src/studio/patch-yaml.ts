import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  stringify,
  visit,
  type Node,
  type Pair,
  type Scalar,
} from 'yaml'
import { deepEqual } from '../lib/deep-equal.ts'
import { readDocument } from './read-data.ts'

interface Splice {
  from: number
  to: number
  insert: string
}

/** Width the studio wraps new folded text and generated blocks at, like the hand-written files (about 100-110). */
const WIDTH = 100

/**
 * The YAML `text` changed so that it reads as `next`, touching only what differs: comments, key order, quoting,
 * blank lines and every untouched line stay byte for byte. Edits are spliced into the source at the ranges of the
 * syntax tree's nodes; `Document.toString()` is not used because it re-folds long folded scalars (it would
 * rewrite 38 of the site's 40 files on any save).
 * @throws when `text` does not parse (the studio edits only files that do).
 */
export function patchYaml(text: string, next: unknown): string {
  const doc = readDocument(text)
  const src = text.endsWith('\n') || text === '' ? text : text + '\n'
  let out: string
  if (!doc.contents || !sameKind(doc.contents, next)) out = block(next, 0)
  else out = apply(src, patchNode(src, doc.contents as Node, next, 0))
  // Names are unique by construction (they come from an object); yaml's own check would take the square of their count.
  if (!deepEqual(parseDocument(out, { uniqueKeys: false }).toJSON(), next))
    throw new Error('the change could not be written safely')
  return src === text ? out : out.replace(/\n$/, '')
}

/**
 * The splices applied from the end of the text. Two insertions at one place (a key added to the last item of a list
 * that ends the file, and a key added after that list) keep the order they were made in: the one made later is
 * applied first, so it ends up after the other.
 */
function apply(text: string, splices: Splice[]): string {
  let out = text
  const order = splices.map((s, i) => ({ s, i })).sort((a, b) => b.s.from - a.s.from || b.i - a.i)
  for (const { s } of order) out = out.slice(0, s.from) + s.insert + out.slice(s.to)
  return out
}

function sameKind(node: Node, value: unknown): boolean {
  if (isMap(node)) return isPlainObject(value) && !node.flow
  if (isSeq(node)) return Array.isArray(value) && !node.flow && value.length > 0
  return isScalar(node) && !isPlainObject(value) && !Array.isArray(value)
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** Splices turning `node` (of the same kind as `value`) into `value`; `indent` is the column its lines start at. */
function patchNode(src: string, node: Node, value: unknown, indent: number): Splice[] {
  if (deepEqual(node.toJSON(), value)) return []
  if (isScalar(node)) return [patchScalar(src, node, value, indent)]
  if (isMap(node)) return patchMap(src, node.items as Pair<Node, Node | null>[], value as Record<string, unknown>)
  if (isSeq(node)) return patchSeq(src, node.items as Node[], value as unknown[])
  return []
}

function patchMap(src: string, pairs: Pair<Node, Node | null>[], value: Record<string, unknown>): Splice[] {
  const splices: Splice[] = []
  const column = columnOf(src, pairs[0]!.key.range![0])
  const keyOf = (p: Pair<Node, Node | null>) => String((p.key as Scalar).value)
  for (const pair of pairs) {
    const key = keyOf(pair)
    const start = lineStart(src, pair.key.range![0])
    const end = contentEnd(src, pairEnd(pair))
    if (!(key in value)) splices.push({ from: start, to: end, insert: '' })
    else if (pair.value && sameKind(pair.value, value[key]))
      splices.push(...patchNode(src, pair.value, value[key], column + 2))
    else if (!deepEqual(pair.value?.toJSON() ?? null, value[key]))
      splices.push({ from: start, to: end, insert: block({ [key]: value[key] }, column) })
  }
  const known = new Set(pairs.map(keyOf))
  const added = Object.keys(value).filter((k) => !known.has(k))
  if (added.length) {
    const at = contentEnd(src, pairEnd(pairs[pairs.length - 1]!))
    splices.push({ from: at, to: at, insert: block(Object.fromEntries(added.map((k) => [k, value[k]])), column) })
  }
  return splices
}

function pairEnd(pair: Pair<Node, Node | null>): number {
  return pair.value?.range?.[1] ?? pair.key.range![1]
}

/**
 * Items kept unchanged travel with their own lines (and the comments above them); an item changed in place is
 * patched; a new one is written. Blank lines between items stay where they were.
 */
function patchSeq(src: string, items: Node[], value: unknown[]): Splice[] {
  const old = items.map((item) => item.toJSON() as unknown)
  const inPlace = (v: unknown, i: number) =>
    deepEqual(old[i], v) || (sameKind(items[i]!, v) && !old.some((o) => deepEqual(o, v)))
  if (items.length === value.length && value.every(inPlace))
    return items.flatMap((item, i) => patchNode(src, item, value[i], columnOf(src, item.range![0])))
  const column = columnOf(src, items[0]!.range![0])
  const dash = column - 2
  const start = lineStart(src, items[0]!.range![0])
  const chunks = items.map((item, i) => {
    const from = i === 0 ? start : contentEnd(src, items[i - 1]!.range![1])
    const to = contentEnd(src, item.range![1])
    const text = src.slice(from, to)
    const body = text.replace(/^(?:[ \t]*\n)*/, '')
    return { item, from, to, separator: text.slice(0, text.length - body.length), body }
  })
  const used = new Set<number>()
  const pieces = value.map((v) => {
    const same = chunks.findIndex((_, j) => !used.has(j) && deepEqual(old[j], v))
    if (same >= 0) return (used.add(same), chunks[same]!.body)
    return undefined
  })
  // A duplicate copies the lines of the item it copies.
  pieces.forEach((piece, i) => {
    const copy = old.findIndex((o) => deepEqual(o, value[i]))
    if (piece === undefined && copy >= 0) pieces[i] = chunks[copy]!.body
  })
  const bodies = pieces.map((piece, i) => {
    if (piece !== undefined) return piece
    // Changed in place: the old item at this position (or of the same section type) that nothing else took.
    const v = value[i]
    const typeOf = (x: unknown) => (isPlainObject(x) ? x.type : undefined)
    const j = [i, ...chunks.keys()].find(
      (k) => chunks[k] && !used.has(k) && sameKind(chunks[k]!.item, v) && (k === i || typeOf(old[k]) === typeOf(v)),
    )
    if (j === undefined) return block([v], dash)
    used.add(j)
    const c = chunks[j]!
    const offset = c.from + c.separator.length
    const inner = patchNode(src, c.item, v, column).map((s) => ({ ...s, from: s.from - offset, to: s.to - offset }))
    return apply(c.body, inner)
  })
  const separator = (i: number) => (i === 0 ? '' : (chunks[Math.min(i, chunks.length - 1)]!.separator ?? ''))
  const text = bodies.map((b, i) => separator(i) + b).join('')
  return [{ from: start, to: chunks[chunks.length - 1]!.to, insert: text }]
}

function patchScalar(src: string, node: Scalar, value: unknown, indent: number): Splice {
  const [from, to] = node.range!
  const wasBlock = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED'
  const contentIndent = wasBlock ? (blockIndent(src, from) ?? indent) : indent
  let insert: string
  if (typeof value === 'string' && (value.includes('\n') || (wasBlock && value.length > 0)))
    insert = blockScalar(value, node.type === 'BLOCK_FOLDED' && !value.trimEnd().includes('\n'), contentIndent)
  else insert = flowScalar(value, node.type)
  // A block scalar's range ends after its last line break; a flow scalar's at its last character.
  if (wasBlock && !insert.endsWith('\n')) insert += '\n'
  if (!wasBlock && insert.endsWith('\n')) insert = insert.slice(0, -1)
  return { from, to, insert }
}

function blockIndent(src: string, headerAt: number): number | undefined {
  const rest = src.slice(src.indexOf('\n', headerAt) + 1)
  const line = rest.split('\n').find((l) => l.trim() !== '')
  return line === undefined ? undefined : line.length - line.trimStart().length
}

function blockScalar(value: string, folded: boolean, indent: number): string {
  const pad = ' '.repeat(indent)
  if (/^\s/.test(value)) return flowScalar(value, 'QUOTE_DOUBLE') + '\n'
  const chomp = value.endsWith('\n') ? (value.endsWith('\n\n') ? '+' : '') : '-'
  const body = value.replace(/\n+$/, '')
  const lines = folded ? wrap(body, WIDTH - indent) : body.split('\n')
  return `${folded ? '>' : '|'}${chomp}\n${lines.map((l) => (l ? pad + l : '')).join('\n')}\n`
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width && word) {
      lines.push(line)
      line = word
    } else line = line ? line + ' ' + word : word
  }
  return [...lines, line]
}

/**
 * Whether a one-line text must be quoted although YAML reads it the same unquoted: text starting or ending with a
 * curly quote (`“Let’s talk”`) is what the lint warns about in hand-written files (check-curly-quotes.ts, meant for
 * quotes typed in a word processor), so the studio writes it in straight double quotes and the lint stays quiet.
 */
const needsQuotes = (value: unknown): value is string =>
  typeof value === 'string' && !value.includes('\n') && /^[“”‘’]|[“”‘’]$/.test(value)

function flowScalar(value: unknown, type: Scalar['type']): string {
  const kept = type === 'QUOTE_SINGLE' || type === 'QUOTE_DOUBLE' ? type : 'PLAIN'
  const stringType = kept === 'PLAIN' && needsQuotes(value) ? 'QUOTE_DOUBLE' : kept
  return stringify(value, { defaultStringType: stringType, lineWidth: 0 }).replace(/\n$/, '')
}

/** `value` written as block YAML whose lines start at `column` (a mapping's pairs or a sequence's items). */
function block(value: unknown, column: number): string {
  const doc = new Document(value)
  visit(doc, {
    Scalar(key, node) {
      if (key !== 'key' && needsQuotes(node.value)) node.type = 'QUOTE_DOUBLE'
    },
  })
  const text = doc.toString({ lineWidth: WIDTH - column, indentSeq: true })
  const pad = ' '.repeat(column)
  return text
    .split('\n')
    .map((l, i, all) => (l === '' && i === all.length - 1 ? '' : l ? pad + l : ''))
    .join('\n')
}

function lineStart(src: string, at: number): number {
  return src.lastIndexOf('\n', at - 1) + 1
}

function columnOf(src: string, at: number): number {
  return at - lineStart(src, at)
}

/** The start of the line after the last non-blank character before `end`. */
function contentEnd(src: string, end: number): number {
  let i = end
  while (i > 0 && /\s/.test(src[i - 1]!)) i--
  const nl = src.indexOf('\n', i)
  return nl < 0 ? src.length : nl + 1
}
