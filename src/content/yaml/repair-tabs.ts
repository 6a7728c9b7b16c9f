import { blockColumns } from './block-columns.ts'
import { checkJoinedItems } from './check-joined-items.ts'
import type { Draft, LineEdit } from './draft.ts'
import type { ParseProblem } from './parse-problem.ts'
import { readYaml } from './read-yaml.ts'
import { sourceLine } from './source-line.ts'
import { yamlProblem } from './yaml-problem.ts'

const GREEDY_LINES = 10
const WIDTHS = [2, 4, 8]

/**
 * Replaces the tabs of indentation with spaces in the draft and returns the one problem that names them all. The
 * spaces are chosen by how well the file then reads: first one tab width for every line (an editor set to tabs),
 * else, line by line, the column of a block above or a width. `tabs` are 1-based positions of each line's first tab.
 */
export function repairTabs(draft: Draft, tabs: { line: number; col: number }[]): ParseProblem {
  const first = tabs[0]!
  const uniform = WIDTHS.map((w) => tabs.map((t) => expand(draft.lines[t.line - 1]!, t.line, w)))
  const scores = uniform.map((edits) => score(draft.preview(edits)))
  const bestWidth = scores.indexOf(Math.min(...scores))
  if (scores[bestWidth]! > 0)
    tabs.slice(0, GREEDY_LINES).forEach((tab, i) => {
      const later = uniform[bestWidth]!.slice(i + 1)
      // Width 0: a tab typed in front of indentation that was right.
      const options = [
        ...columnsFor(draft, tab.line),
        ...[0, ...WIDTHS].map((w) => expand(draft.lines[tab.line - 1]!, tab.line, w)),
      ]
      const ranked = options.map((edit) => ({ edit, score: score(draft.preview([edit, ...later])) }))
      draft.apply([ranked.reduce((a, b) => (b.score < a.score ? b : a)).edit])
    })
  draft.apply(
    tabs
      .map((t) => expand(draft.lines[t.line - 1]!, t.line, WIDTHS[bestWidth]!))
      .filter((e) => e.insert.length !== e.remove || /\t/.test(draft.lines[e.line - 1]!.slice(0, e.remove))),
  )

  const line = sourceLine(draft.lines[first.line - 1]!)
  const afterDash = line.dashes.length > 0 && first.col - 1 > line.dashes[0]!
  const what =
    line.dashes.length && !afterDash ? '-' : (line.key?.name ?? /^\S*/.exec(line.text.slice(line.contentCol))![0])
  const expected = (afterDash || !line.dashes.length ? line.contentCol : line.lead.length) + 1
  const width = scores[bestWidth] === 0 ? { width: WIDTHS[bestWidth]! } : {}
  return yamlProblem('yaml-tab-indent', { more: tabs.length - 1, what, expected, ...width }, first)
}

/** Errors first, then list items the spaces would silently join. */
function score(text: string): number {
  const { doc, errors } = readYaml(text)
  return errors.length ? errors.length * 1000 : checkJoinedItems(doc, text, () => ({ line: 0, col: 0 })).length
}

/** The line's leading tabs (and a tab after a `-`) expanded to tab stops of `width`. */
function expand(text: string, line: number, width: number): LineEdit {
  const lead = /^[ \t]*(?:-[ \t]+)*/.exec(text)![0]
  let out = ''
  for (const c of lead) out += c === '\t' ? (out.endsWith('-') ? ' ' : ' '.repeat(width - (out.length % width))) : c
  return { line, col: 1, remove: lead.length, insert: out }
}

/** The line moved to each column it could belong at, its leading tabs and spaces replaced. */
function columnsFor(draft: Draft, n: number): LineEdit[] {
  const lead = /^[ \t]*/.exec(draft.lines[n - 1]!)![0]
  return blockColumns(draft.lines.map(sourceLine), n).map(({ col }) => ({
    line: n,
    col: 1,
    remove: lead.length,
    insert: ' '.repeat(col),
  }))
}
