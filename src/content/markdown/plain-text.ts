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

/**
 * Words in a tree: runs of non-space characters (`\s`) in its plainText, counted in one pass over the tree's own
 * strings, without writing the text out (a split of the whole text is a large part of reading an article). Blocks are
 * apart (plainText puts a line between them); a block's inline pieces join without a space, so a word may run from
 * one into the next ("**Bold**ly" is one word), and a line break is a space.
 */
export function wordCount(blocks: MdBlock[]): number {
  let words = 0
  for (const block of blocks) words += blockWords(block)
  return words
}

function blockWords(block: MdBlock): number {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return wordsRead(() => inlineWords(block.children))
    case 'list':
      return block.items.reduce((sum, item) => sum + wordCount(item), 0)
    case 'blockquote':
      return wordCount(block.children)
    case 'code':
      return wordsRead(() => textWords(block.value))
    case 'rule':
      return 0
  }
}

// The count of the block being read, and whether its text so far ends inside a word.
const run = { words: 0, inWord: false }

/** The words `read` finds in one block's text. */
function wordsRead(read: () => void): number {
  run.words = 0
  run.inWord = false
  read()
  return run.words
}

function inlineWords(children: MdInline[]): void {
  for (const c of children) {
    if (typeof c === 'string') textWords(c)
    else if (c.type === 'code') textWords(c.value)
    else if (c.type === 'image') textWords(c.alt)
    else if (c.type === 'break') run.inWord = false
    else inlineWords(c.children)
  }
}

function textWords(text: string): void {
  let { words, inWord } = run
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) inWord = false
    else if (!inWord) {
      inWord = true
      words++
    }
  }
  run.words = words
  run.inWord = inWord
}

/** What `\s` matches: ECMAScript's white space and line terminators. */
function isSpace(c: number): boolean {
  if (c < 0xa0) return c === 0x20 || (c >= 0x09 && c <= 0x0d)
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  )
}

// Each tree's words, counted once: an article's appear on its page, its cards and its structured data.
const counted = new WeakMap<MarkdownTree, number>()

/** The words of a tree (wordCount), counted once per tree, or as noted by noteWords. */
export function treeWords(tree: MarkdownTree): number {
  let words = counted.get(tree)
  if (words === undefined) counted.set(tree, (words = wordCount(tree.blocks)))
  return words
}

/** Notes a tree's words, known already (a build's cached parsed file holds the count of each of its trees). */
export function noteWords(tree: MarkdownTree, words: number): void {
  counted.set(tree, words)
}
