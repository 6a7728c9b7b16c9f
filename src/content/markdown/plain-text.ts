import type { MarkdownTree, MdBlock, MdInline } from './markdown-tree.ts'

/** The words of a Markdown tree as plain text (for word counts, reading time and feeds' summaries). */
export function plainText(blocks: MdBlock[]): string {
  return blocks.map(blockText).join('\n')
}

function blockText(block: MdBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.children)
    case 'list':
      return block.items.map((item) => item.map(blockText).join('\n')).join('\n')
    case 'blockquote':
      return block.children.map(blockText).join('\n')
    case 'code':
      return block.value
    case 'rule':
      return ''
  }
}

export function inlineText(children: MdInline[]): string {
  return children
    .map((c) => {
      if (typeof c === 'string') return c
      if (c.type === 'code') return c.value
      if (c.type === 'image') return c.alt
      if (c.type === 'break') return ' '
      return inlineText(c.children)
    })
    .join('')
}

/** Words in a tree: runs of non-space characters. */
export function wordCount(blocks: MdBlock[]): number {
  return plainText(blocks).split(/\s+/).filter(Boolean).length
}

// Each tree's words, counted once: an article's appear on its page, its cards and its structured data.
const counted = new WeakMap<MarkdownTree, number>()

/** The words of a tree (wordCount), counted once per tree, or as noted by noteWords. */
export function treeWords(tree: MarkdownTree): number {
  let words = counted.get(tree)
  if (words === undefined) counted.set(tree, (words = wordCount(tree.blocks)))
  return words
}

/** Notes a tree's words, known already (a build's kept reading holds the count of each of its trees). */
export function noteWords(tree: MarkdownTree, words: number): void {
  counted.set(tree, words)
}
