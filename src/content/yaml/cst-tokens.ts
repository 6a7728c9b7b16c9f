import type { CST } from 'yaml'

/** A token of the YAML syntax tree that covers source text. */
export interface CstToken {
  type: string
  offset: number
  source: string
  /** What follows a scalar on its line: spaces, a comment, the line break. */
  end?: CstToken[]
  /** For a mapping or list item: the tokens before its key or value, and between key and value. */
  start?: CstToken[]
  sep?: CstToken[]
  value?: unknown
}

/** Every token of a syntax tree that carries source text, in source order; items also come as themselves. */
export function cstTokens(cst: CST.Token[]): { tokens: CstToken[]; items: CstToken[] } {
  const tokens: CstToken[] = []
  const items: CstToken[] = []
  // Iterative, so that no depth of nesting can exhaust the stack.
  const stack: unknown[] = [...cst].reverse()
  while (stack.length) {
    const node = stack.pop()
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(node[i])
      continue
    }
    if (!node || typeof node !== 'object') continue
    const t = node as Record<string, unknown>
    if (typeof t.type === 'string' && typeof t.offset === 'number' && typeof t.source === 'string')
      tokens.push(t as unknown as CstToken)
    if ('start' in t && Array.isArray(t.start) && !('type' in t)) items.push(t as unknown as CstToken)
    const keys = ['start', 'key', 'sep', 'value', 'items', 'props', 'end'] as const
    for (let i = keys.length - 1; i >= 0; i--) if (keys[i]! in t) stack.push(t[keys[i]!])
  }
  tokens.sort((a, b) => a.offset - b.offset)
  return { tokens, items }
}
