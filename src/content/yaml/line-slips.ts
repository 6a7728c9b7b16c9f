import { candidate, type Candidate } from './candidate.ts'
import { doubleQuoted } from './double-quoted.ts'
import { excerpt } from './excerpt.ts'
import type { SourceLine } from './source-line.ts'
import { yamlProblem } from './yaml-problem.ts'

/** One kind of slip on line `n`: the candidate fix, if the line shows that slip. */
type Slip = (line: SourceLine, n: number, lines: SourceLine[]) => Candidate | undefined

const SPECIAL_START = /^[@`%*&|>!{[]/
const KEY_WORD = /^([a-z][A-Za-z0-9]*)(?=[ \t]|$)/
const BLOCK_HEADER = /^[|>][1-9+-]{0,2}(\s|$)/

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

/** The slips a single line can show, each tried on every line near a syntax error. */
export const LINE_SLIPS: Slip[] = [
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
