import { isScalar, isSeq, visit, type Document } from 'yaml'
import { excerpt } from './excerpt.ts'
import type { ParseProblem } from './parse-problem.ts'
import { yamlProblem } from './yaml-problem.ts'

type At = (offset: number) => { line: number; col: number }

/**
 * A list item of unquoted text that runs onto the next line: almost always a `- ` left out (or not lined up), which
 * silently joins two items into one ("SAP BASIS SAP support").
 */
export function checkJoinedItems(doc: Document.Parsed, text: string, at: At): ParseProblem[] {
  const problems: ParseProblem[] = []
  visit(doc, {
    Seq(_, seq) {
      if (!isSeq(seq) || seq.flow) return
      for (const item of seq.items) {
        if (!isScalar(item) || item.type !== 'PLAIN' || !item.range) continue
        const [start, end] = item.range
        const source = text.slice(start, end)
        const br = source.indexOf('\n')
        if (br < 0) continue
        const next = start + br + 1 + /^\s*/.exec(source.slice(br + 1))![0].length
        const nextLine = text.slice(next, text.indexOf('\n', next) < 0 ? undefined : text.indexOf('\n', next))
        const dash = text.lastIndexOf('-', start)
        problems.push(
          yamlProblem(
            'list-items-joined',
            {
              line: excerpt(nextLine.trimEnd(), 40),
              joined: excerpt(String(item.value), 60),
              dashCol: at(dash).col,
            },
            at(next),
          ),
        )
      }
    },
  })
  return problems
}
