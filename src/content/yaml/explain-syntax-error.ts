import type { CST } from 'yaml'
import { cstTokens } from './cst-tokens.ts'
import type { Draft, LineEdit } from './draft.ts'
import type { ParseProblem } from './parse-problem.ts'
import { readYaml, type SyntaxErrorAt } from './read-yaml.ts'
import { repairCandidates, type Candidate } from './repair-candidates.ts'
import { sourceLine } from './source-line.ts'
import { yamlProblem } from './yaml-problem.ts'

/**
 * The slip behind the first syntax error of the draft as read (`errors` and its syntax tree `cst`), in the draft's
 * coordinates, with the edits that fix it when one is known: the fix that makes the parser's complaint go away
 * without a new one at or before the slip, preferring the most likely kind of slip. Without a fix, the remaining
 * errors are follow-ons nobody can act on, and reading stops.
 */
export function explainSyntaxError(
  draft: Draft,
  { errors, cst }: { errors: SyntaxErrorAt[]; cst: CST.Token[] },
): { problem: ParseProblem; edits?: LineEdit[] } {
  const first = errors[0]!
  const lines = draft.lines
  const at = { line: first.line, col: first.col }

  if (first.code === 'MULTIPLE_DOCS') return { problem: yamlProblem('yaml-second-document', {}, at) }
  if (first.code === 'BAD_DQ_ESCAPE') {
    const escape = draft.text.slice(first.offset, first.offset + 2)
    return {
      problem: yamlProblem('yaml-bad-escape', { escape }, at),
      edits: [{ line: first.line, col: first.col, remove: 1, insert: '\\\\' }],
    }
  }
  if (first.code === 'DUPLICATE_KEY') return duplicateKey(draft, errors)

  const { tokens } = cstTokens(cst)
  const best = bestCandidate(draft, errors, repairCandidates(lines, first.line, first.endLine, tokens))
  if (best) return { problem: best.problem, edits: best.edits }

  const open = tokens.find(
    (t) =>
      (t.type === 'double-quoted-scalar' || t.type === 'single-quoted-scalar') &&
      t.offset <= first.offset &&
      first.offset <= t.offset + t.source.length &&
      !(t.source.length > 1 && t.source.endsWith(t.source[0]!)),
  )
  if (open) {
    const lc = readYaml(draft.text).lineCounter.linePos(open.offset)
    return { problem: yamlProblem('yaml-unclosed-quote', { quote: open.source[0]! }, lc) }
  }
  if (first.code === 'TAB_AS_INDENT') return { problem: yamlProblem('yaml-tab-indent', { more: 0 }, at) }
  const reason =
    first.code === 'BAD_INDENT'
      ? 'indent'
      : ['MISSING_CHAR', 'MULTILINE_IMPLICIT_KEY', 'BLOCK_AS_IMPLICIT_KEY'].includes(first.code)
        ? 'structure'
        : 'other'
  return { problem: yamlProblem('yaml-syntax', { reason }, at) }
}

function bestCandidate(draft: Draft, errors: SyntaxErrorAt[], candidates: Candidate[]): Candidate | undefined {
  const first = errors[0]!
  const tried = new Set<string>()
  let best: { c: Candidate; left: number } | undefined
  const ordered = [...candidates].sort(
    (a, b) =>
      a.rank - b.rank || Math.abs(a.line - first.line) - Math.abs(b.line - first.line) || a.distance - b.distance,
  )
  for (const c of ordered) {
    const key = JSON.stringify(c.edits)
    if (tried.has(key)) continue
    tried.add(key)
    const after = readYaml(draft.preview(c.edits)).errors
    const slipEnd = Math.max(first.line, ...c.edits.map((e) => e.line))
    if (after.length >= errors.length || (after[0] && after[0].line <= slipEnd)) continue
    if (!best || after.length < best.left) best = { c, left: after.length }
    // Nothing left near the slip: what remains is another slip, and a less likely fix cannot do better here.
    if (after.length === 0 || after[0]!.line > slipEnd + 2) break
  }
  return best?.c
}

/**
 * A name written twice in one block. When it repeats the first name of the list item it is in (or starts a run of
 * repeated names), the line is the start of a new item whose `- ` is missing.
 */
function duplicateKey(draft: Draft, errors: SyntaxErrorAt[]): { problem: ParseProblem; edits?: LineEdit[] } {
  const first = errors[0]!
  const lines = draft.lines.map(sourceLine)
  const line = lines[first.line - 1]!
  const col = line.contentCol
  const name = line.key?.name ?? draft.text.slice(first.offset).split(/[\s:]/)[0]!
  let firstLine = 0
  let itemFirst: string | undefined
  let dashAt = -1
  for (let p = first.line - 1; p >= 1; p--) {
    const above = lines[p - 1]!
    if (above.blank || above.comment || above.contentCol > col) continue
    if (above.contentCol < col) break
    if (above.key?.name === name && !firstLine) firstLine = p
    if (above.dashes.length) {
      itemFirst = above.key?.name
      dashAt = above.dashes.at(-1)!
      break
    }
  }
  const run = errors.filter((e) => e.code === 'DUPLICATE_KEY' && e.line >= first.line && e.line <= first.line + 3)
  const leading = line.lead.length === col && /^ {2}$/.test(line.text.slice(col - 2, col))
  if (dashAt === col - 2 && leading && (itemFirst === name || run.length >= 2)) {
    const edits = [{ line: first.line, col: col - 1, remove: 2, insert: '- ' }]
    const after = readYaml(draft.preview(edits)).errors
    if (after.length < errors.length && !(after[0] && after[0].line <= first.line)) {
      const fixed = `- ${line.text.slice(col)}`
      return {
        problem: yamlProblem(
          'yaml-missing-dash',
          { item: name, repeated: name, fixed: fixed.length > 60 ? `${fixed.slice(0, 59)}…` : fixed },
          { line: first.line, col: col + 1 },
        ),
        edits,
      }
    }
  }
  return {
    problem: yamlProblem(
      'yaml-duplicate-key',
      { key: name, firstLine: firstLine || first.line },
      { line: first.line, col: col + 1 },
    ),
    // Renamed in the draft only, so that the rest of the file is still read.
    edits: line.key
      ? [{ line: first.line, col: col + 1, remove: name.length, insert: `${name}-duplicate-${first.line}` }]
      : [],
  }
}
