import { isAlias, isCollection, isPair, visit, type Document, type Node } from 'yaml'
import type { ParseProblem } from './parse-problem.ts'
import { yamlProblem } from './yaml-problem.ts'

type At = (offset: number) => { line: number; col: number }

/** How many `*name` references a file may hold, and how many values they may repeat in all. */
export const MAX_ALIASES = 20
export const MAX_REPEATED_VALUES = 10_000

/**
 * `*name` references: each must follow its `&name`, and a file holds few of them and repeats few values through
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
  const sizes = new Map<Node, number>()
  const inProgress = new Set<Node>()
  const size = (node: unknown): number => {
    if (isPair(node)) return size(node.key) + size(node.value)
    if (!node || typeof node !== 'object') return 0
    const n = node as Node
    const known = sizes.get(n)
    if (known !== undefined) return known
    if (inProgress.has(n)) return Infinity
    inProgress.add(n)
    const s = isAlias(n)
      ? size(targets.get(n))
      : isCollection(n)
        ? 1 + n.items.reduce<number>((t, i) => t + size(i), 0)
        : 1
    inProgress.delete(n)
    sizes.set(n, s)
    return s
  }
  let total = 0
  aliases.forEach(({ alias, target }, i) => {
    if (problems.some((p) => p.code === 'yaml-too-many-aliases')) return
    const where = at(alias.range![0])
    if (!target) return void problems.push(yamlProblem('yaml-unknown-alias', { name: alias.source }, where))
    if (i === MAX_ALIASES)
      return void problems.push(yamlProblem('yaml-too-many-aliases', { limit: MAX_ALIASES, reason: 'count' }, where))
    const s = size(alias)
    total += s
    if (s === Infinity) problems.push(yamlProblem('yaml-too-many-aliases', { limit: 0, reason: 'loop' }, where))
    else if (total > MAX_REPEATED_VALUES)
      problems.push(yamlProblem('yaml-too-many-aliases', { limit: MAX_REPEATED_VALUES, reason: 'size' }, where))
  })
  return problems
}
