import { isAlias, isCollection, isPair, visit, type Document, type Node } from 'yaml'
import type { ParseProblem } from './parse-problem.ts'
import { yamlProblem } from './yaml-problem.ts'

type At = (offset: number) => { line: number; col: number }

/**
 * How many `*name` references a file may hold. Twenty bound what an alias bomb can repeat: nested three by three,
 * at most 3⁶ × 2 = 1,458 copies.
 */
export const MAX_ALIASES = 20

/**
 * `*name` references: each must follow its `&name` and must not repeat the block it is in, and a file holds few of
 * them, so that an alias bomb gives one problem at the alias that crosses the line instead of a crash.
 */
export function checkAliases(doc: Document.Parsed, at: At): ParseProblem[] {
  const problems: ParseProblem[] = []
  const anchors = new Map<string, Node>()
  const aliases: { alias: Node & { source: string }; target?: Node }[] = []
  visit(doc, {
    Node(_, node) {
      if (isAlias(node)) aliases.push({ alias: node, target: anchors.get(node.source) })
      else if (node.anchor) anchors.set(node.anchor, node)
    },
  })
  const targets = new Map(aliases.map((a) => [a.alias as Node, a.target]))
  const loops = (node: unknown, inside: Set<Node>): boolean => {
    if (isPair(node)) return loops(node.key, inside) || loops(node.value, inside)
    if (!node || typeof node !== 'object') return false
    const n = node as Node
    if (inside.has(n)) return true
    const next = new Set(inside).add(n)
    return isAlias(n) ? loops(targets.get(n), next) : isCollection(n) && n.items.some((i) => loops(i, next))
  }
  for (const [i, { alias, target }] of aliases.entries()) {
    const where = at(alias.range![0])
    if (i === MAX_ALIASES) {
      problems.push(yamlProblem('yaml-too-many-aliases', { limit: MAX_ALIASES, reason: 'count' }, where))
      break
    }
    if (!target) problems.push(yamlProblem('yaml-unknown-alias', { name: alias.source }, where))
    else if (loops(alias, new Set()))
      problems.push(yamlProblem('yaml-too-many-aliases', { limit: 0, reason: 'loop' }, where))
  }
  return problems
}
