import type { CST } from 'yaml'

/**
 * Nesting deeper than this is refused before anything walks the document. Content nests about eight levels
 * (page → sections → section → items → item → list → …); hundreds of levels only come from damage or an attack,
 * and every walker after the parser (validation, positions, references) would pay for them or run out of stack.
 */
export const MAX_NESTING = 200

const COLLECTIONS = new Set(['block-map', 'block-seq', 'flow-collection'])

/**
 * The offset of the first list or mapping nested more than `max` levels deep in a syntax tree, or undefined when
 * none is. Iterative: a tree of any depth is measured without recursion.
 */
export function tooDeepAt(cst: CST.Token[], max = MAX_NESTING): number | undefined {
  const stack: { node: unknown; depth: number }[] = cst.map((node) => ({ node, depth: 0 }))
  while (stack.length) {
    const { node, depth } = stack.pop()!
    if (!node || typeof node !== 'object') continue
    const t = node as Record<string, unknown>
    let inner = depth
    if (typeof t.type === 'string' && COLLECTIONS.has(t.type)) {
      inner = depth + 1
      if (inner > max) return typeof t.offset === 'number' ? t.offset : 0
    }
    for (const key of ['key', 'value', 'items']) {
      const child = t[key]
      if (Array.isArray(child)) for (const c of child) stack.push({ node: c, depth: inner })
      else if (child && typeof child === 'object') stack.push({ node: child, depth: inner })
    }
  }
  return undefined
}

/** A line that starts an item (`- `) or a name (`name:`), which opens a block level at its indentation. */
const STRUCTURAL = /^(?:-(?:\s|$)|[^\s#'"[{][^:#]*:(?:\s|$)|["'][^"']*["']\s*:(?:\s|$))/
/** What comes before a flow collection opened as a line's value: dashes, and a name. */
const FLOW_VALUE = /^(?:-\s+)*(?:[^\s#'"[{][^:#]*:\s+|["'][^"']*["']\s*:\s+)?(?=[[{])/

/**
 * The offset of the first place where the text nests lists or blocks more than `max` levels deep, read from the text
 * alone, before the YAML parser (whose reader recurses once per block level and runs out of stack near 10,000
 * levels): block levels (deeper indentations of lines that start a name or an item, and each further `- ` on a
 * line) plus brackets and braces opened as a value and not yet closed. One pass; it never counts fewer levels than
 * the parser would find.
 */
export function tooDeepInText(text: string, max = MAX_NESTING): number | undefined {
  return tooFewToNest(text, max) ? undefined : tooDeepLineByLine(text, max)
}

/** tooDeepInText without its shortcut: each line read (exported for the test that holds the two to the same). */
export function tooDeepLineByLine(text: string, max: number): number | undefined {
  const indents: number[] = []
  let pos = 0
  while (pos < text.length) {
    const end = lineEnd(text, pos)
    const line = text.slice(pos, end)
    const rest = line.trimStart()
    const indent = line.length - rest.length
    let next = end + 1
    if (rest && !rest.startsWith('#')) {
      if (STRUCTURAL.test(rest)) {
        while (indents.length && indents.at(-1)! >= indent) indents.pop()
        indents.push(indent)
        const dashes = /^(?:-\s+)+/.exec(rest)?.[0].split('-').length ?? 1
        if (indents.length + dashes - 2 > max) return pos + indent
      }
      const value = FLOW_VALUE.exec(rest)
      if (value) {
        const flow = scanFlow(text, pos + indent + value[0].length, max - indents.length)
        if (flow.tooDeep !== undefined) return flow.tooDeep
        next = lineEnd(text, flow.end) + 1
      }
    }
    pos = next
  }
  return undefined
}

/** What each level counted by tooDeepInText takes one of (see tooFewToNest). */
const NESTING_MARKS = ['\n', '-', '[', '{']

/**
 * Whether `text` has at most `max` lines, dashes, brackets and braces together: each level tooDeepInText counts takes
 * one of them (a line for a deeper block, a dash for each further item on a line, a bracket or brace for a flow
 * collection), so such a text nests no deeper than `max`: most files are told so by a count, without being read line
 * by line.
 */
function tooFewToNest(text: string, max: number): boolean {
  let count = 1
  for (const mark of NESTING_MARKS)
    for (let at = text.indexOf(mark); at !== -1; at = text.indexOf(mark, at + 1)) if (++count > max) return false
  return true
}

function lineEnd(text: string, from: number): number {
  const at = text.indexOf('\n', from)
  return at === -1 ? text.length : at
}

/** Reads a flow collection from its opening bracket at `open` to where it closes (or the text ends). */
function scanFlow(text: string, open: number, budget: number): { tooDeep?: number; end: number } {
  let depth = 0
  let quote = ''
  for (let i = open; i < text.length; i++) {
    const c = text[i]
    if (quote) {
      if (c === '\\' && quote === '"') i++
      else if (c === quote) {
        if (quote === "'" && text[i + 1] === "'") i++
        else quote = ''
      }
    } else if (c === '"' || c === "'") quote = c
    else if (c === '[' || c === '{') {
      if (++depth > budget) return { tooDeep: i, end: i }
    } else if (c === ']' || c === '}') {
      if (--depth === 0) return { end: i }
    } else if (c === '#' && /\s/.test(text[i - 1] ?? '')) i = lineEnd(text, i) - 1
  }
  return { end: text.length }
}
