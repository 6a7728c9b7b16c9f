import type { MarkdownTree } from '../../src/content/markdown/markdown-tree.ts'
import { parseMarkdown } from '../../src/content/markdown/parse-markdown.ts'

/** Markdown text as the page data carries it (the build's block tree). */
export function md(text: string): MarkdownTree {
  return parseMarkdown(text).tree
}
