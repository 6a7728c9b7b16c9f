import { visit, type Document } from 'yaml'
import { doubleQuoted } from './double-quoted.ts'
import { excerpt } from './excerpt.ts'
import type { ParseProblem } from './parse-problem.ts'
import { yamlProblem } from './yaml-problem.ts'

type At = (offset: number) => { line: number; col: number }

/** Unquoted text wrapped whole in curly quotes: usually quotes typed in a word processor, meant for YAML. */
export function checkCurlyQuotes(doc: Document.Parsed, at: At): ParseProblem[] {
  const problems: ParseProblem[] = []
  visit(doc, {
    Scalar(key, node) {
      if (key === 'key' || node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.range) return
      const m = /^([“‘])([\s\S]*)([”’])$/.exec(node.value)
      if (!m || (m[1] === '“') !== (m[3] === '”')) return
      const inner = m[2]!
      problems.push(
        yamlProblem(
          'value-in-curly-quotes',
          {
            quotes: `${m[1]} ${m[3]}`,
            straight: excerpt(doubleQuoted(inner), 40),
            kept: excerpt(`'${node.value.replace(/'/g, "''")}'`, 40),
          },
          at(node.range[0]),
        ),
      )
    },
  })
  return problems
}
