import type { Document, LineCounter } from 'yaml'
import { checkAliases } from './check-aliases.ts'
import { checkCurlyQuotes } from './check-curly-quotes.ts'
import { checkCutComments } from './check-cut-comments.ts'
import { checkJoinedItems } from './check-joined-items.ts'
import { checkKeys } from './check-keys.ts'
import { checkTags } from './check-tags.ts'
import { cstTokens } from './cst-tokens.ts'
import { Draft } from './draft.ts'
import { explainSyntaxError } from './explain-syntax-error.ts'
import { findOddWhitespace } from './find-odd-whitespace.ts'
import type { ParseProblem } from './parse-problem.ts'
import { MAX_NESTING } from './nesting-depth.ts'
import { readYaml } from './read-yaml.ts'
import { repairTabs } from './repair-tabs.ts'
import { yamlProblem } from './yaml-problem.ts'

export interface ParsedContent {
  /** The document, for positions, when there is no error (warnings may remain). */
  doc?: Document.Parsed
  /** The document's data, when there is no error: `doc.toJS()` with aliases already checked. */
  data?: unknown
  /** Offsets → 1-based line and column in `text`. */
  lineCounter: LineCounter
  /** Sorted by position; each slip once. */
  problems: ParseProblem[]
}

/** Slips explained one after another before the rest of a broken file is given up as follow-on errors. */
const MAX_SLIPS = 10

/**
 * Reads one content file's YAML. Each slip gives one problem in plain words naming its fix: after a slip is found,
 * the fix it names is applied to a draft and the draft read again, so the parser's follow-on errors are never
 * reported and the next real slip is. Things YAML accepts silently but content never means (tags, text cut by ` #`,
 * two list items joined, `<<`, too many `*` references) are problems too.
 */
export function parseContent(text: string): ParsedContent {
  const original = readYaml(text)
  if (original.unreadable) {
    const at = original.lineCounter.linePos(original.unreadable.offset)
    return { lineCounter: original.lineCounter, problems: [unreadableProblem(original.unreadable.why, at)] }
  }
  const problems: ParseProblem[] = []
  const draft = new Draft(text)

  const odd = findOddWhitespace(draft.lines)
  const spaces = odd.flatMap((o) => (o.kind === 'odd-space' ? [o] : []))
  if (spaces.length) {
    const [s] = spaces as [(typeof spaces)[number]]
    problems.push(
      yamlProblem(
        'yaml-odd-space',
        { space: s.space, place: s.place, ...(s.key ? { key: s.key } : {}), more: spaces.length - 1 },
        s,
      ),
    )
    draft.apply(spaces.map((o) => o.edit))
  }
  let current = spaces.length ? readYaml(draft.text) : original
  // Tabs are reported when YAML stumbles on them; a tab YAML reads as intended is left alone.
  const tabs = odd.filter((o) => o.kind === 'tab')
  if (tabs.length && current.errors.length) {
    problems.push(repairTabs(draft, tabs))
    current = readYaml(draft.text)
  }

  const explained = new Set<number>()
  for (let i = 0; i < MAX_SLIPS && current.errors.length; i++) {
    const { problem, edits } = explainSyntaxError(draft, current)
    // A second slip on a line already explained means the first fix was a wrong guess: what remains is noise.
    if (explained.has(problem.line)) break
    explained.add(problem.line)
    problems.push({ ...problem, ...draft.toOriginal(problem.line, problem.col) })
    if (!edits?.length) break
    draft.apply(edits)
    current = readYaml(draft.text)
  }

  if (current.unreadable) {
    const at = current.lineCounter.linePos(current.unreadable.offset)
    problems.push(unreadableProblem(current.unreadable.why, draft.toOriginal(at.line, at.col)))
  } else if (!current.errors.length) {
    const final = draft.text
    const at = (offset: number) => {
      const p = current.lineCounter.linePos(offset)
      return draft.toOriginal(p.line, p.col)
    }
    const { tokens, items } = cstTokens(current.cst)
    problems.push(
      ...checkTags(tokens, at),
      ...checkAliases(current.doc, at),
      ...checkKeys(current.doc, final, at),
      ...checkCutComments(tokens, items, at),
      ...checkJoinedItems(current.doc, final, at),
      ...checkCurlyQuotes(current.doc, at),
    )
  }

  problems.sort((a, b) => a.line - b.line || a.col - b.col)
  if (problems.some((p) => p.severity === 'error')) return { lineCounter: original.lineCounter, problems }
  // The aliases are checked above, so the conversion needs no limit of its own.
  const data: unknown = original.doc.toJS({ maxAliasCount: -1 })
  return { doc: original.doc, data, lineCounter: original.lineCounter, problems }
}

/** A file the reader gives up on before walking it: nested too deep, or one slip repeated past what it can follow. */
function unreadableProblem(why: 'deep' | 'tangled', at: { line: number; col: number }): ParseProblem {
  return why === 'deep'
    ? yamlProblem('yaml-too-deep', { max: MAX_NESTING }, at)
    : yamlProblem('yaml-too-tangled', {}, at)
}
