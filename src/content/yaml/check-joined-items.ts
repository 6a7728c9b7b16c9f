import { isScalar, isSeq, visit, type Document, type Scalar } from 'yaml'
import { excerpt } from './excerpt.ts'
import type { ParseProblem } from './parse-problem.ts'
import { yamlProblem } from './yaml-problem.ts'

type At = (offset: number) => { line: number; col: number }

/** `-Medical, dental…`: a list item's dash with the space after it forgotten. */
const NO_SPACE = /^-[^\s-]/

const HEADER_OR_QUOTED = /^(?:[|>][1-9+-]{0,2}|"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')$/

/**
 * List items that YAML silently joins because a `- ` is missing, has no space after its dash or is not lined up:
 * unquoted text running onto the next line ("SAP BASIS SAP support"), a list whose first item has no dash (read as one
 * long text), and an item swallowed
 * by the `>-` text of the item above it (a line that is only a quoted text or a `>-`).
 */
export function checkJoinedItems(doc: Document.Parsed, text: string, at: At): ParseProblem[] {
  const problems: ParseProblem[] = []
  const lineAt = (offset: number) => {
    const end = text.indexOf('\n', offset)
    return text.slice(offset, end < 0 ? undefined : end).trimEnd()
  }
  const continuations = (node: Scalar) => {
    const [start, end] = node.range!
    const lines: number[] = []
    for (let br = text.indexOf('\n', start); br >= 0 && br < end; br = text.indexOf('\n', br + 1)) {
      const next = br + 1 + /^[ \t]*/.exec(text.slice(br + 1))![0].length
      if (next < end && text[next] !== '\n') lines.push(next)
    }
    return lines
  }
  visit(doc, {
    Pair(_, pair) {
      const value = pair.value
      if (!isScalar(value) || value.type !== 'PLAIN' || !value.range) return
      const dashed = continuations(value).find((o) => text.startsWith('- ', o))
      if (dashed === undefined) return
      const item = excerpt(lineAt(value.range[0]), 40)
      problems.push(
        yamlProblem(
          'list-items-joined',
          { kind: NO_SPACE.test(item) ? 'dash' : 'first', line: item, joined: '', dashCol: at(dashed).col },
          at(value.range[0]),
        ),
      )
    },
    Seq(_, seq) {
      if (!isSeq(seq) || seq.flow) return
      for (const item of seq.items) {
        if (!isScalar(item) || !item.range) continue
        const dash = at(text.lastIndexOf('-', item.range[0])).col
        if (item.type === 'PLAIN') {
          const next = continuations(item)[0]
          if (next === undefined) continue
          const line = excerpt(lineAt(next), 40)
          const kind = line.startsWith('- ') ? 'misaligned' : NO_SPACE.test(line) ? 'dash' : 'missing'
          problems.push(
            yamlProblem(
              'list-items-joined',
              { kind, line, joined: excerpt(String(item.value), 60), dashCol: dash },
              at(next),
            ),
          )
        } else if (item.type === 'BLOCK_FOLDED' || item.type === 'BLOCK_LITERAL') {
          const swallowed = continuations(item).find((o) => HEADER_OR_QUOTED.test(lineAt(o)))
          if (swallowed === undefined) continue
          problems.push(
            yamlProblem(
              'list-items-joined',
              { kind: 'block', line: excerpt(lineAt(swallowed), 40), joined: '', dashCol: dash },
              at(swallowed),
            ),
          )
        }
      }
    },
  })
  return problems
}
