import { blockColumns } from './block-columns.ts'
import { blockScalarLines } from './block-scalar-lines.ts'
import type { CstToken } from './cst-tokens.ts'
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

const SPECIAL_START = /^[@`%*&|>!{[]/
const KEY_WORD = /^([a-z][A-Za-z0-9]*)(?=[ \t]|$)/

/** Every fix worth trying for the slips that could have caused a syntax error between `first` and `last`. */
export function repairCandidates(lines: string[], first: number, last: number, tokens: CstToken[]): Candidate[] {
  const parsed = lines.map(sourceLine)
  const blocks = blockScalarLines(lines)
  const out: Candidate[] = []
  const from = Math.max(1, first - 1)
  const to = Math.min(lines.length, Math.max(last, first) + 1, from + 7)
  unclosedQuotes(lines, tokens, from, to, out)
  // The slip can sit above a block of text that hides it: also try the line that starts the block the error is in.
  const lead = parsed[first - 1]?.lead.length ?? 0
  let start = first - 1
  while (start > 1 && (parsed[start - 1]!.blank || parsed[start - 1]!.comment || parsed[start - 1]!.lead.length > lead))
    start--
  const candidates = new Set([start, start + 1, ...Array.from({ length: to - from + 1 }, (_, k) => from + k)])
  for (const n of [...candidates].filter((k) => k >= 1 && k <= lines.length).sort((a, b) => a - b)) {
    const line = parsed[n - 1]!
    if (line.blank || line.comment || blocks.has(n)) continue
    const at = (col: number) => ({ line: n, col: col + 1 })
    const value = line.value

    // A quoted value that a quote inside it ends early.
    if (value.startsWith("'") && value.length > 1) {
      const inner = value.slice(1, value.endsWith("'") ? -1 : undefined)
      const lone = [...inner.matchAll(/'+/g)].filter((m) => m[0].length % 2 === 1)
      const m = lone[0]
      if (m && /\p{L}'\p{L}/u.test(inner.slice(Math.max(0, m.index - 1), m.index + 2))) {
        const doubled = `'${inner.replace(/'+/g, (s) => (s.length % 2 ? `${s}'` : s))}'`
        const before = /[\p{L}']*$/u.exec(inner.slice(0, m.index))![0]
        const word = before + /^'[\p{L}]*/u.exec(inner.slice(m.index))![0]
        const short = value.length <= 40
        out.push({
          rank: 2,
          line: n,
          distance: 0,
          edits: [{ line: n, col: line.valueCol + 1, remove: value.length, insert: doubled }],
          problem: yamlProblem(
            'yaml-apostrophe-in-quotes',
            {
              word,
              doubled: short ? doubled : word.replace(/'/, "''"),
              ...(short ? { double: `"${inner.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` } : {}),
            },
            at(line.valueCol + 1 + m.index),
          ),
        })
      }
    }

    // Curly quotes typed where YAML needs straight ones.
    const curly = /^([“‘„])(.*?)([”’“]?)$/.exec(value)
    if (curly) {
      const [, open, inner, close] = curly as unknown as [string, string, string, string]
      const straight = `"${inner.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
      out.push({
        rank: 3,
        line: n,
        distance: 0,
        edits: [{ line: n, col: line.valueCol + 1, remove: value.length, insert: straight }],
        problem: yamlProblem(
          'yaml-smart-quotes',
          { quotes: `${open} and ${close || (open === '‘' ? '’' : '”')}`, fixed: excerpt(withValue(line, straight)) },
          at(line.valueCol),
        ),
      })
    }

    const content = line.text.slice(line.contentCol)
    // A name without its colon.
    const word = line.key ? undefined : KEY_WORD.exec(content)?.[1]
    if (word) {
      const col = line.contentCol + word.length
      const fixed = `${word}:${content.slice(word.length)}`
      out.push({
        rank: 4,
        line: n,
        distance: 0,
        edits: [{ line: n, col: col + 1, remove: 0, insert: ':' }],
        problem: yamlProblem('yaml-missing-colon', { key: word, fixed: excerpt(lineWith(line, fixed)) }, at(col)),
      })
    }
    const glued = line.key ? undefined : /^([a-z][A-Za-z0-9]*):(?=[^\s/])/.exec(content)
    if (glued) {
      const col = line.contentCol + glued[0].length
      out.push({
        rank: 4,
        line: n,
        distance: 0,
        edits: [{ line: n, col: col + 1, remove: 0, insert: ' ' }],
        problem: yamlProblem(
          'yaml-colon-needs-space',
          { fixed: excerpt(lineWith(line, `${glued[0]} ${content.slice(glued[0].length)}`)) },
          at(col - 1),
        ),
      })
    }
    if (/^-[^\s\d-]/.test(content) && hasSiblingItem(parsed, n, line.contentCol)) {
      out.push({
        rank: 4,
        line: n,
        distance: 0,
        edits: [{ line: n, col: line.contentCol + 2, remove: 0, insert: ' ' }],
        problem: yamlProblem(
          'yaml-dash-needs-space',
          { fixed: excerpt(lineWith(line, `- ${content.slice(1)}`)) },
          at(line.contentCol),
        ),
      })
    }

    const dash = missingDash(parsed, n)
    if (dash) out.push(dash)

    // A value that needs quotes: it contains ": ", or starts with a character YAML reserves.
    if (
      (line.key || line.dashes.length) &&
      value &&
      !/^["'“‘„]/.test(value) &&
      !/^[|>][1-9+-]{0,2}(\s|$)/.test(value)
    ) {
      const open = /^[{[]/.exec(value)?.[0]
      const close = open === '{' ? '}' : ']'
      if (open && count(value, open) > count(value, close)) {
        const fixed = `${value}${value.endsWith(' ') ? '' : ' '}${close.repeat(count(value, open) - count(value, close))}`
        out.push({
          rank: 5,
          line: n,
          distance: 0,
          edits: [{ line: n, col: line.valueCol + value.length + 1, remove: 0, insert: fixed.slice(value.length) }],
          problem: yamlProblem(
            'yaml-unclosed-bracket',
            { open, close, fixed: excerpt(withValue(line, fixed)) },
            at(line.valueCol),
          ),
        })
      }
      const special = SPECIAL_START.exec(value)?.[0]
      if (special || /:\s/.test(value)) {
        const quoted = `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
        const fixed = excerpt(withValue(line, quoted))
        out.push({
          rank: 6,
          line: n,
          distance: 0,
          edits: [{ line: n, col: line.valueCol + 1, remove: value.length, insert: quoted }],
          problem: special
            ? yamlProblem('yaml-special-start', { char: special, fixed }, at(line.valueCol))
            : yamlProblem('yaml-unquoted-colon', { fixed }, at(line.valueCol)),
        })
      }
    }

    // Text after a closing quote.
    const quoted = /^(["'])((?:\\.|(?!\1).)*)\1(?=\s*[^\s#])/.exec(value)
    if (quoted && !(quoted[1] === "'" && value[quoted[0].length] === "'")) {
      const whole = value.includes("'") ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : `'${value}'`
      out.push({
        rank: 6,
        line: n,
        distance: 0,
        edits: [{ line: n, col: line.valueCol + 1, remove: value.length, insert: whole }],
        problem: yamlProblem(
          'yaml-text-after-quote',
          { quote: quoted[1]!, fixed: excerpt(withValue(line, whole)) },
          at(line.valueCol + quoted[0].length + /^\s*/.exec(value.slice(quoted[0].length))![0].length),
        ),
      })
    }

    reindent(parsed, blocks, n, out)
  }
  return out
}

function unclosedQuotes(lines: string[], tokens: CstToken[], from: number, to: number, out: Candidate[]) {
  let offset = 0
  const starts = lines.map((l) => {
    const s = offset
    offset += l.length + 1
    return s
  })
  const lineOf = (o: number) => {
    let n = 0
    while (n + 1 < starts.length && starts[n + 1]! <= o) n++
    return n + 1
  }
  for (const t of tokens) {
    if (t.type !== 'double-quoted-scalar' && t.type !== 'single-quoted-scalar') continue
    const quote = t.source[0]!
    const closed = t.source.length > 1 && t.source.endsWith(quote) && !t.source.includes('\n')
    const first = lineOf(t.offset)
    const last = lineOf(t.offset + t.source.length)
    if (closed || last < from || first > to) continue
    const text = lines[first - 1]!.replace(/\r$/, '')
    const end = text.trimEnd().length
    out.push({
      rank: 1,
      line: first,
      distance: 0,
      edits: [{ line: first, col: end + 1, remove: 0, insert: quote }],
      problem: yamlProblem('yaml-unclosed-quote', { quote }, { line: first, col: t.offset - starts[first - 1]! + 1 }),
    })
  }
}

/**
 * A line that should start a list item but has no `- `: lined up with the dashes of the items above or below (a list
 * of texts), or with their text (the first line of a mapping item, which then starts with the same name).
 */
function missingDash(parsed: SourceLine[], n: number): Candidate | undefined {
  const line = parsed[n - 1]!
  if (line.dashes.length || line.lead.length !== line.contentCol || line.lead !== ' '.repeat(line.lead.length))
    return undefined
  const col = line.contentCol
  const item = (step: -1 | 1) => {
    for (let p = n + step; p >= 1 && p <= parsed.length; p += step) {
      const other = parsed[p - 1]!
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
  const next = parsed.slice(n).find((l) => !l.blank && !l.comment)
  const shaped = !!line.key && line.value !== '' && !!next?.key && next.lead === `${line.lead}  `
  if (!sibling && !shaped) return undefined
  const content = line.text.slice(col)
  const under = !sibling || sibling.dashes[0] === col
  const edits = under
    ? [{ line: n, col: col + 1, remove: 0, insert: '- ' }]
    : [{ line: n, col: col - 1, remove: 2, insert: '- ' }]
  return {
    rank: 5,
    line: n,
    distance: 0,
    edits,
    problem: yamlProblem(
      'yaml-missing-dash',
      {
        item: line.key?.name ?? excerpt(content, 30),
        fixed: excerpt(`- ${content}`),
        ...(above ? {} : sibling ? { below: true } : { shaped: true }),
      },
      { line: n, col: col + 1 },
    ),
  }
}

/** Moves line `n` (alone, or with the lines under it) to the column of a block it could belong to. */
function reindent(parsed: SourceLine[], blocks: Set<number>, n: number, out: Candidate[]) {
  const line = parsed[n - 1]!
  if (line.lead !== ' '.repeat(line.lead.length)) return
  const indent = line.lead.length
  const columns = blockColumns(parsed, n, blocks).filter((c) => c.kind !== 'child')
  const children: number[] = []
  for (let c = n + 1; c <= parsed.length; c++) {
    const below = parsed[c - 1]!
    if (below.blank || below.comment) continue
    if (below.lead.length <= indent || below.lead !== ' '.repeat(below.lead.length)) break
    children.push(c)
  }
  for (const target of columns) {
    if (target.col === indent) continue
    const delta = target.col - indent
    // Lined up with the text of the line below: name the text of this item, not its dash.
    const byText = target.kind === 'below-text'
    const item = line.dashes.length > 0 && !byText
    const what = item ? '-' : (line.key?.name ?? firstWord(line))
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
    out.push({ rank: 7, line: n, distance: Math.abs(delta), edits: [shift(n)], problem })
    if (children.length)
      out.push({ rank: 8, line: n, distance: Math.abs(delta), edits: [n, ...children].map(shift), problem })
  }
}

function hasSiblingItem(parsed: SourceLine[], n: number, col: number): boolean {
  return [parsed[n - 2], parsed[n]].some((l) => l?.dashes[0] === col)
}

function firstWord(line: SourceLine): string {
  return excerpt(/^\S+/.exec(line.text.slice(line.contentCol))?.[0] ?? '', 24)
}

function count(s: string, c: string): number {
  return s.split(c).length - 1
}

/** The line with its value replaced, without indentation. */
function withValue(line: SourceLine, value: string): string {
  return (line.text.slice(0, line.valueCol) + value).trimStart()
}

/** The line with its content (after indentation and dashes) replaced, without indentation. */
function lineWith(line: SourceLine, content: string): string {
  return (line.text.slice(0, line.contentCol) + content).trimStart()
}
