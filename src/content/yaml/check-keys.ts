import { isCollection, isNode, isScalar, visit, type Document } from 'yaml'
import { doubleQuoted } from './double-quoted.ts'
import { excerpt } from './excerpt.ts'
import type { ParseProblem } from './parse-problem.ts'
import { sourceLine } from './source-line.ts'
import { yamlProblem } from './yaml-problem.ts'

type At = (offset: number) => { line: number; col: number }

/**
 * Names that are not names: none before a `:`, a list or block before a `:`, `<<` (a merge), and unquoted text with
 * spaces before a `: `, which is a value containing `: ` that needed quotes (`- Certified experts: ten years…`) or
 * curly quotes that YAML did not read as quotes. Content names are single words, so a name with a space is never
 * meant.
 */
export function checkKeys(doc: Document.Parsed, text: string, at: At): ParseProblem[] {
  const problems: ParseProblem[] = []
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key
      if (isCollection(key) && key.range)
        return void problems.push(yamlProblem('yaml-block-as-name', {}, at(key.range[0])))
      if ((key === null || (isScalar(key) && key.value === null)) && isNode(pair.value) && pair.value.range) {
        const colon = text.lastIndexOf(':', pair.value.range[0])
        return void problems.push(yamlProblem('yaml-missing-name', {}, at(colon)))
      }
      if (!isScalar(key) || key.type !== 'PLAIN' || !key.range || typeof key.value !== 'string') return
      const where = at(key.range[0])
      if (key.value === '<<') return void problems.push(yamlProblem('yaml-merge-key', {}, where))
      if (!/\s/.test(key.value)) return
      const lineStart = text.lastIndexOf('\n', key.range[0] - 1) + 1
      const lineEnd = text.indexOf('\n', key.range[0])
      const line = sourceLine(text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd))
      const prefix = line.text.slice(0, key.range[0] - lineStart).trimStart()
      const rest = line.text.slice(key.range[0] - lineStart).trimEnd()
      // `title "Text: more"`: the colon after the name is what is missing.
      const name = /^([a-z][A-Za-z0-9]*) +(?=["'“‘])/.exec(rest)?.[1]
      if (name) {
        const fixed = excerpt(`${prefix}${name}:${rest.slice(name.length)}`)
        const after = at(key.range[0] + name.length)
        return void problems.push(yamlProblem('yaml-missing-colon', { key: name, fixed }, after))
      }
      const curly = /^([“‘„])(.*?)([”’“]?)$/.exec(rest)
      const inner = curly ? curly[2]! : rest
      const fixed = excerpt(`${prefix}${doubleQuoted(inner)}`)
      problems.push(
        curly
          ? yamlProblem('yaml-smart-quotes', { quotes: `${curly[1]} and ${curly[3] || '”'}`, fixed }, where)
          : yamlProblem('yaml-unquoted-colon', { fixed }, where),
      )
    },
  })
  return problems
}
