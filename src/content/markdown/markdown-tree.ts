/**
 * Markdown as the page data carries it: a small block tree built at build time, so the client renders it with
 * React and ships no Markdown parser. Plain text runs are bare strings to keep page data small.
 */
export type MdInline =
  | string
  | { type: 'emphasis' | 'strong'; children: MdInline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; title?: string; children: MdInline[] }
  | { type: 'image'; src: string; alt: string; title?: string }
  | { type: 'break' }

export type MdBlock =
  | { type: 'paragraph'; children: MdInline[] }
  | { type: 'heading'; depth: 2 | 3 | 4; id: string; children: MdInline[] }
  | { type: 'list'; ordered: boolean; start?: number; items: MdBlock[][] }
  | { type: 'blockquote'; children: MdBlock[] }
  | { type: 'code'; value: string }
  | { type: 'rule' }

export interface MarkdownTree {
  blocks: MdBlock[]
}
