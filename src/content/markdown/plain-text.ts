import type { MdBlock, MdInline } from './markdown-tree.ts'

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
