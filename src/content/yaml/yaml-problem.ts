import type { ParseProblem } from './parse-problem.ts'
import { yamlMessages, type YamlProblemCode, type YamlProblemParams } from './yaml-messages.ts'

/** A problem from the catalogue, at a 1-based line and column. */
export function yamlProblem<C extends YamlProblemCode>(
  code: C,
  params: YamlProblemParams<C>,
  at: { line: number; col: number },
): ParseProblem {
  const e = yamlMessages[code] as {
    severity: ParseProblem['severity']
    message: (p: YamlProblemParams<C>) => string
    hint: (p: YamlProblemParams<C>) => string
  }
  return { code, severity: e.severity, line: at.line, col: at.col, message: e.message(params), hint: e.hint(params) }
}
