import { blockColumns } from './block-columns.ts'
import { blockScalarLines } from './block-scalar-lines.ts'
import { candidate, type Candidate } from './candidate.ts'
import type { CstToken } from './cst-tokens.ts'
import type { LineEdit } from './draft.ts'
import { excerpt } from './excerpt.ts'
import { LINE_SLIPS } from './line-slips.ts'
import { sourceLine, type SourceLine } from './source-line.ts'
import { yamlProblem } from './yaml-problem.ts'

export type { Candidate } from './candidate.ts'

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
    for (const slip of LINE_SLIPS) {
      const c = slip(line, n, parsed)
      if (c) out.push(c)
    }
    out.push(...reindent(parsed, blocks, n))
  }
  return out
}

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
