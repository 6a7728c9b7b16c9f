import { blockColumns } from './block-columns.ts'
import { blockScalarLines } from './block-scalar-lines.ts'
import type { CstToken } from './cst-tokens.ts'
import { doubleQuoted } from './double-quoted.ts'
import type { LineEdit } from './draft.ts'
import { excerpt } from './excerpt.ts'
import type { ParseProblem } from './parse-problem.ts'
import { sourceLine, type SourceLine } from './source-line.ts'
import { yamlProblem } from './yaml-problem.ts'

/** A likely slip near a syntax error: the fix it names and the edits that make it, to be tried by parsing. */
export interface Candidate {
  /** Lower is more likely when two fixes work equally well. */
  rank: number
  /** 1-based line of the slip. */
  line: number
  /** How far the fix moves text, to prefer the smallest change. */
  distance: number
  edits: LineEdit[]
  problem: ParseProblem
}

/** One kind of slip on line `n`: the candidate fix, if the line shows that slip. */
type Slip = (line: SourceLine, n: number, lines: SourceLine[]) => Candidate | undefined

const SPECIAL_START = /^[@`%*&|>!{[]/
const KEY_WORD = /^([a-z][A-Za-z0-9]*)(?=[ \t]|$)/
const BLOCK_HEADER = /^[|>][1-9+-]{0,2}(\s|$)/

/** Every fix worth trying for the slips that could have caused a syntax error between lines `first` and `last`. */
export function repairCandidates(lines: string[], first: number, last: number, tokens: CstToken[]): Candidate[] {
  const parsed = lines.map(sourceLine)
  const blocks = blockScalarLines(lines)
  const from = Math.max(1, first - 1)
  const to = Math.min(lines.length, Math.max(last, first) + 1, from + 7)
  const out = unclosedQuotes(lines, tokens, from, to)
  // The slip can sit above a block of text that hides it: also try the lines that start the block the error is in.
  const lead = parsed[first - 1]?.lead.length ?? 0
  let start = first - 1
  while (start > 1 && (parsed[start - 1]!.blank || parsed[start - 1]!.comment || parsed[start - 1]!.lead.length > lead))
    start--
  const numbers = new Set([start, start + 1, ...Array.from({ length: to - from + 1 }, (_, k) => from + k)])
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const line = parsed[n - 1]
    if (!line || line.blank || line.comment || blocks.has(n)) continue
    for (const slip of SLIPS) {
      const c = slip(line, n, parsed)
      if (c) out.push(c)
    }
    out.push(...reindent(parsed, blocks, n))
  }
  return out
}

const candidate = (rank: number, n: number, edits: Omit<LineEdit, 'line'>[], problem: ParseProblem): Candidate => ({
  rank,
  line: n,
  distance: 0,
  edits: edits.map((e) => ({ ...e, line: n })),
  problem,
})

/** `'We're hiring'`: an apostrophe inside single quotes ends them. */
const apostrophe: Slip = (line, n) => {
  const value = line.value
  if (!value.startsWith("'") || value.length < 2) return undefined
  const inner = value.slice(1, value.endsWith("'") ? -1 : undefined)
  const m = [...inner.matchAll(/'+/g)].find((q) => q[0].length % 2 === 1)
  if (!m || !/\p{L}'\p{L}/u.test(inner.slice(Math.max(0, m.index - 1), m.index + 2))) return undefined
  const doubled = `'${inner.replace(/'+/g, (s) => (s.length % 2 ? `${s}'` : s))}'`
  const word = /[\p{L}']*$/u.exec(inner.slice(0, m.index))![0] + /^'\p{L}*/u.exec(inner.slice(m.index))![0]
  const short = value.length <= 40
  return candidate(
    2,
    n,
    [{ col: line.valueCol + 1, remove: value.length, insert: doubled }],
    yamlProblem(
      'yaml-apostrophe-in-quotes',
      { word, doubled: short ? doubled : word.replace(/'/, "''"), ...(short ? { double: doubleQuoted(inner) } : {}) },
      { line: n, col: line.valueCol + 2 + m.index },
    ),
  )
}

/** “Text”: curly quotes typed where YAML needs straight ones. */
const curlyQuotes: Slip = (line, n) => {
  const curly = /^([“‘„])(.*?)([”’“]?)$/.exec(line.value)
  if (!curly) return undefined
  const [, open, inner, close] = curly as unknown as [string, string, string, string]
  const straight = doubleQuoted(inner)
  return candidate(
    3,
    n,
    [{ col: line.valueCol + 1, remove: line.value.length, insert: straight }],
    yamlProblem(
      'yaml-smart-quotes',
      { quotes: `${open} and ${close || (open === '‘' ? '’' : '”')}`, fixed: excerpt(withValue(line, straight)) },
      { line: n, col: line.valueCol + 1 },
    ),
  )
}

/** `intro Text`: a name without its colon. */
const missingColon: Slip = (line, n) => {
  const content = line.text.slice(line.contentCol)
  const word = line.key ? undefined : KEY_WORD.exec(content)?.[1]
  if (!word) return undefined
  const col = line.contentCol + word.length
  return candidate(
    4,
    n,
    [{ col: col + 1, remove: 0, insert: ':' }],
    yamlProblem(
      'yaml-missing-colon',
      { key: word, fixed: excerpt(withContent(line, `${word}:${content.slice(word.length)}`)) },
      { line: n, col: col + 1 },
    ),
  )
}

/** `columns:3`: no space after a name's colon. */
const gluedColon: Slip = (line, n) => {
  const content = line.text.slice(line.contentCol)
  const glued = line.key ? undefined : /^[a-z][A-Za-z0-9]*:(?=[^\s/])/.exec(content)?.[0]
  if (!glued) return undefined
  const col = line.contentCol + glued.length
  return candidate(
    4,
    n,
    [{ col: col + 1, remove: 0, insert: ' ' }],
    yamlProblem(
      'yaml-colon-needs-space',
      { fixed: excerpt(withContent(line, `${glued} ${content.slice(glued.length)}`)) },
      { line: n, col },
    ),
  )
}

/** `-technology jobs`: no space after a list dash, next to items that have one. */
const gluedDash: Slip = (line, n, lines) => {
  const content = line.text.slice(line.contentCol)
  const siblings = [lines[n - 2], lines[n]].some((l) => l?.dashes[0] === line.contentCol)
  if (!/^-[^\s\d-]/.test(content) || !siblings) return undefined
  return candidate(
    4,
    n,
    [{ col: line.contentCol + 2, remove: 0, insert: ' ' }],
    yamlProblem(
      'yaml-dash-needs-space',
      { fixed: excerpt(withContent(line, `- ${content.slice(1)}`)) },
      { line: n, col: line.contentCol + 1 },
    ),
  )
}

/**
 * A line that should start a list item but has no `- `: lined up with the dashes of the items above or below (a list
 * of texts), or with their text (the first line of a mapping item, which then starts with the same name).
 */
const missingDash: Slip = (line, n, lines) => {
  if (line.dashes.length || line.lead.length !== line.contentCol || line.lead !== ' '.repeat(line.lead.length))
    return undefined
  const col = line.contentCol
  const item = (step: -1 | 1) => {
    for (let p = n + step; p >= 1 && p <= lines.length; p += step) {
      const other = lines[p - 1]!
      if (other.blank || other.comment || (other.lead.length > col && !other.dashes.length)) continue
      const dash = other.dashes[0]
      if (dash === col || (dash !== undefined && other.contentCol === col && col >= 2)) return other
      if (other.lead.length < col || other.contentCol < col) return undefined
    }
    return undefined
  }
  const above = item(-1)
  const sibling = above ?? item(1)
  // A mapping item starts with the name the other items start with; another name is more likely misplaced.
  if (sibling && line.key && sibling.key && line.key.name !== sibling.key.name) return undefined
  // With no other item in sight, the layout tells: `name: text` with the next names two columns further in.
  const next = lines.slice(n).find((l) => !l.blank && !l.comment)
  const shaped = !!line.key && line.value !== '' && !!next?.key && next.lead === `${line.lead}  `
  if (!sibling && !shaped) return undefined
  const content = line.text.slice(col)
  const under = !sibling || sibling.dashes[0] === col
  return candidate(
    5,
    n,
    [under ? { col: col + 1, remove: 0, insert: '- ' } : { col: col - 1, remove: 2, insert: '- ' }],
    yamlProblem(
      'yaml-missing-dash',
      {
        item: line.key?.name ?? excerpt(content, 30),
        fixed: excerpt(`- ${content}`),
        ...(above ? {} : sibling ? { below: true } : { shaped: true }),
      },
      { line: n, col: col + 1 },
    ),
  )
}

/** `{ label: About, to: /about`: a bracket never closed. */
const unclosedBracket: Slip = (line, n) => {
  const value = line.value
  const open = /^[{[]/.exec(value)?.[0]
  if (!open || !(line.key || line.dashes.length)) return undefined
  const close = open === '{' ? '}' : ']'
  const missing = count(value, open) - count(value, close)
  if (missing <= 0) return undefined
  const insert = `${value.endsWith(' ') ? '' : ' '}${close.repeat(missing)}`
  return candidate(
    5,
    n,
    [{ col: line.valueCol + value.length + 1, remove: 0, insert }],
    yamlProblem(
      'yaml-unclosed-bracket',
      { open, close, fixed: excerpt(withValue(line, value + insert)) },
      { line: n, col: line.valueCol + 1 },
    ),
  )
}

/** A value that needs quotes: it contains `: `, or starts with a character YAML reserves. */
const needsQuotes: Slip = (line, n) => {
  const value = line.value
  if (!(line.key || line.dashes.length) || !value || /^["'“‘„]/.test(value) || BLOCK_HEADER.test(value))
    return undefined
  const special = SPECIAL_START.exec(value)?.[0]
  if (!special && !/:\s/.test(value)) return undefined
  const quoted = doubleQuoted(value)
  const fixed = excerpt(withValue(line, quoted))
  const at = { line: n, col: line.valueCol + 1 }
  return candidate(
    6,
    n,
    [{ col: line.valueCol + 1, remove: value.length, insert: quoted }],
    special
      ? yamlProblem('yaml-special-start', { char: special, fixed }, at)
      : yamlProblem('yaml-unquoted-colon', { fixed }, at),
  )
}

/** `"Why" Join Us`: text after the closing quote. */
const textAfterQuote: Slip = (line, n) => {
  const value = line.value
  const quoted = /^(["'])((?:\\.|(?!\1).)*)\1(?=\s*[^\s#])/.exec(value)
  if (!quoted || (quoted[1] === "'" && value[quoted[0].length] === "'")) return undefined
  const whole = value.includes("'") ? doubleQuoted(value) : `'${value}'`
  const after = quoted[0].length + /^\s*/.exec(value.slice(quoted[0].length))![0].length
  return candidate(
    6,
    n,
    [{ col: line.valueCol + 1, remove: value.length, insert: whole }],
    yamlProblem(
      'yaml-text-after-quote',
      { quote: quoted[1]!, fixed: excerpt(withValue(line, whole)) },
      { line: n, col: line.valueCol + after + 1 },
    ),
  )
}

const SLIPS: Slip[] = [
  apostrophe,
  curlyQuotes,
  missingColon,
  gluedColon,
  gluedDash,
  missingDash,
  unclosedBracket,
  needsQuotes,
  textAfterQuote,
]

/** A quote never closed near the error: closed at the end of the line it opens on. */
function unclosedQuotes(lines: string[], tokens: CstToken[], from: number, to: number): Candidate[] {
  const starts: number[] = []
  lines.reduce((offset, l) => (starts.push(offset), offset + l.length + 1), 0)
  const lineOf = (offset: number) => {
    let n = 0
    while (n + 1 < starts.length && starts[n + 1]! <= offset) n++
    return n + 1
  }
  return tokens.flatMap((t) => {
    if (t.type !== 'double-quoted-scalar' && t.type !== 'single-quoted-scalar') return []
    const quote = t.source[0]!
    const closed = t.source.length > 1 && t.source.endsWith(quote) && !t.source.includes('\n')
    const first = lineOf(t.offset)
    if (closed || lineOf(t.offset + t.source.length) < from || first > to) return []
    const end = lines[first - 1]!.replace(/\r$/, '').trimEnd().length
    return [
      candidate(
        1,
        first,
        [{ col: end + 1, remove: 0, insert: quote }],
        yamlProblem('yaml-unclosed-quote', { quote }, { line: first, col: t.offset - starts[first - 1]! + 1 }),
      ),
    ]
  })
}

/** Line `n` moved (alone, or with the lines under it) to the column of a block it could belong to. */
function reindent(lines: SourceLine[], blocks: Set<number>, n: number): Candidate[] {
  const line = lines[n - 1]!
  if (line.lead !== ' '.repeat(line.lead.length)) return []
  const indent = line.lead.length
  const children: number[] = []
  for (let c = n + 1; c <= lines.length; c++) {
    const below = lines[c - 1]!
    if (below.blank || below.comment) continue
    if (below.lead.length <= indent || below.lead !== ' '.repeat(below.lead.length)) break
    children.push(c)
  }
  return blockColumns(lines, n, blocks).flatMap((target) => {
    if (target.col === indent || target.kind === 'child') return []
    const delta = target.col - indent
    // Lined up with the text of the line below: name the text of this item, not its dash.
    const byText = target.kind === 'below-text'
    const item = line.dashes.length > 0 && !byText
    const what = item ? '-' : (line.key?.name ?? excerpt(/^\S*/.exec(line.text.slice(line.contentCol))![0], 24))
    const from = byText ? line.contentCol : indent
    const shift = (k: number): LineEdit =>
      delta > 0
        ? { line: k, col: 1, remove: 0, insert: ' '.repeat(delta) }
        : { line: k, col: 1, remove: -delta, insert: '' }
    const problem = yamlProblem(
      'yaml-bad-indent',
      { what, col: from + 1, expected: from + delta + 1, sibling: target.word, siblingLine: target.line, item },
      { line: n, col: from + 1 },
    )
    const alone = { rank: 7, line: n, distance: Math.abs(delta), edits: [shift(n)], problem }
    return children.length ? [alone, { ...alone, rank: 8, edits: [n, ...children].map(shift) }] : [alone]
  })
}

function count(s: string, c: string): number {
  return s.split(c).length - 1
}

/** The line with its value replaced, without indentation. */
function withValue(line: SourceLine, value: string): string {
  return (line.text.slice(0, line.valueCol) + value).trimStart()
}

/** The line with its content (after indentation and dashes) replaced, without indentation. */
function withContent(line: SourceLine, content: string): string {
  return (line.text.slice(0, line.contentCol) + content).trimStart()
}
