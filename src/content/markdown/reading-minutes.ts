import type { MarkdownTree } from './markdown-tree.ts'
import { treeWords } from './plain-text.ts'

/** Words a reader gets through in a minute, for "N min read". */
export const WORDS_PER_MINUTE = 230

/** Minutes to read a Markdown tree: its words ÷ 230, rounded up, at least 1. */
export function readingMinutes(tree: MarkdownTree): number {
  return Math.max(1, Math.ceil(treeWords(tree) / WORDS_PER_MINUTE))
}
