import type { CstToken } from './cst-tokens.ts'
import { doubleQuoted } from './double-quoted.ts'
import { excerpt } from './excerpt.ts'
import type { ParseProblem } from './parse-problem.ts'
import { yamlProblem } from './yaml-problem.ts'

type At = (offset: number) => { line: number; col: number }

/**
 * Unquoted text that ` #` cuts short (`heading: Offerings #1 in Texas` keeps "Offerings"), and a value that is all
 * comment because it starts with `#`. A comment on its own line or after quoted text is what it looks like.
 */
export function checkCutComments(tokens: CstToken[], items: CstToken[], at: At): ParseProblem[] {
  const problems: ParseProblem[] = []
  const keyOf = new Map<unknown, string>()
  for (const item of items) {
    const key = (item as { key?: CstToken }).key
    if (key?.type === 'scalar' && item.value && typeof item.value === 'object') keyOf.set(item.value, key.source)
    const marks = [...(item.start ?? []), ...(item.sep ?? [])]
    const ind = marks.findIndex((t) => t.type === 'map-value-ind' || t.type === 'seq-item-ind')
    const comment = sameLineComment(marks.slice(ind + 1))
    if (ind < 0 || item.value || !comment) continue
    const name = key?.type === 'scalar' ? key.source : undefined
    const text = comment.source
    problems.push(
      yamlProblem(
        'value-cut-by-comment',
        {
          ...(name ? { key: name } : {}),
          kept: '',
          fixed: excerpt(`${name ? `${name}: ` : '- '}${doubleQuoted(text)}`),
        },
        at(comment.offset),
      ),
    )
  }
  for (const t of tokens) {
    const comment = t.type === 'scalar' ? sameLineComment(t.end ?? []) : undefined
    if (!comment) continue
    const name = keyOf.get(t)
    const whole = `${t.source.replace(/\s*\n\s*/g, ' ')} ${comment.source}`
    problems.push(
      yamlProblem(
        'value-cut-by-comment',
        {
          ...(name ? { key: name } : {}),
          kept: excerpt(t.source.split('\n').at(-1)!.trim(), 30),
          fixed: excerpt(`${name ? `${name}: ` : '- '}${doubleQuoted(whole)}`),
        },
        at(comment.offset),
      ),
    )
  }
  return problems
}

function sameLineComment(after: CstToken[]): CstToken | undefined {
  for (const t of after) {
    if (t.type === 'comment') return t
    if (t.type !== 'space') return undefined
  }
  return undefined
}
