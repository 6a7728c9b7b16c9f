import type { CstToken } from './cst-tokens.ts'
import type { ParseProblem } from './parse-problem.ts'
import { yamlProblem } from './yaml-problem.ts'

type At = (offset: number) => { line: number; col: number }

/** Every YAML tag (`!!str`, `!!binary`, `!!js/function`, `!foo`): content is plain text, lists and blocks. */
export function checkTags(tokens: CstToken[], at: At): ParseProblem[] {
  return tokens.filter((t) => t.type === 'tag').map((t) => yamlProblem('yaml-tag', { tag: t.source }, at(t.offset)))
}
