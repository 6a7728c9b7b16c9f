import type { Nodes, PhrasingContent, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { headingIdMaker } from './heading-id.ts'
import type { MarkdownTree, MdBlock, MdInline } from './markdown-tree.ts'
import { inlineText } from './plain-text.ts'

/** A place inside the Markdown text: 1-based line and column of the text itself (not of the YAML file). */
export interface MdPosition {
  line: number
  col: number
}

export type MdProblem =
  | { code: 'markdown-html'; at: MdPosition; html: string }
  | { code: 'markdown-heading-level'; at: MdPosition }
  | { code: 'markdown-image-alt'; at: MdPosition; src: string }

export interface ParsedMarkdown {
  tree: MarkdownTree
  /** Every link and image target, where it is written, for the loader's link checks. */
  links: { href: string; image: boolean; at: MdPosition }[]
  /** Ids of the headings, in order (targets of #anchor links). */
  headingIds: string[]
  problems: MdProblem[]
}

/**
 * The exact parse (micromark): every node with its line and column. The build's parse (parseMarkdown) is ten times
 * faster but knows no columns, so this one runs only when a text has a problem or a link must be placed.
 */
export function parseMarkdownExact(source: string): ParsedMarkdown {
  const root = fromMarkdown(source)
  const links: ParsedMarkdown['links'] = []
  const headingIds: string[] = []
  const problems: MdProblem[] = []
  const definitions = new Map<string, { url: string; title?: string | null | undefined }>()
  const at = (node: Nodes): MdPosition => ({
    line: node.position?.start.line ?? 1,
    col: node.position?.start.column ?? 1,
  })
  // Every definition, in the order written: one inside a quote or a list item defines its label for the whole text.
  const define = (nodes: readonly Nodes[]) => {
    for (const node of nodes) {
      if (node.type === 'definition') {
        // The first definition of a label wins (CommonMark).
        if (!definitions.has(node.identifier)) definitions.set(node.identifier, { url: node.url, title: node.title })
        links.push({ href: node.url, image: false, at: at(node) })
      } else if ('children' in node) define(node.children)
    }
  }
  define(root.children)
  const uniqueId = headingIdMaker()

  const inline = (nodes: PhrasingContent[]): MdInline[] => {
    const out: MdInline[] = []
    const push = (c: MdInline) => {
      if (typeof c === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += c
      else out.push(c)
    }
    for (const n of nodes) {
      switch (n.type) {
        case 'text':
          // A soft line break inside a paragraph is a space on the page.
          push(n.value.replace(/\n/g, ' '))
          break
        case 'emphasis':
        case 'strong':
          push({ type: n.type, children: inline(n.children) })
          break
        case 'inlineCode':
          push({ type: 'code', value: n.value })
          break
        case 'break':
          push({ type: 'break' })
          break
        case 'link':
          links.push({ href: n.url, image: false, at: at(n) })
          push({ type: 'link', href: n.url, ...(n.title ? { title: n.title } : {}), children: inline(n.children) })
          break
        case 'linkReference': {
          const def = definitions.get(n.identifier)
          if (def)
            push({
              type: 'link',
              href: def.url,
              ...(def.title ? { title: def.title } : {}),
              children: inline(n.children),
            })
          else inline(n.children).forEach(push)
          break
        }
        case 'image':
        case 'imageReference': {
          const def = n.type === 'image' ? { url: n.url, title: n.title } : definitions.get(n.identifier)
          if (!def) break
          if (n.type === 'image') links.push({ href: def.url, image: true, at: at(n) })
          if (!n.alt?.trim()) problems.push({ code: 'markdown-image-alt', at: at(n), src: def.url })
          push({ type: 'image', src: def.url, alt: n.alt ?? '', ...(def.title ? { title: def.title } : {}) })
          break
        }
        case 'html':
          // One report per run of text: "<b>x</b>" is one slip, not two.
          if (!htmlInRun) problems.push({ code: 'markdown-html', at: at(n), html: n.value })
          htmlInRun = true
          break
        default:
          break
      }
    }
    return out
  }
  let htmlInRun = false

  const blocks = (nodes: RootContent[]): MdBlock[] => {
    const out: MdBlock[] = []
    for (const n of nodes) {
      switch (n.type) {
        case 'paragraph':
          htmlInRun = false
          out.push({ type: 'paragraph', children: inline(n.children) })
          break
        case 'heading': {
          if (n.depth === 1) problems.push({ code: 'markdown-heading-level', at: at(n) })
          const children = inline(n.children)
          const id = uniqueId(inlineText(children))
          headingIds.push(id)
          out.push({ type: 'heading', depth: Math.min(4, Math.max(2, n.depth)) as 2 | 3 | 4, id, children })
          break
        }
        case 'list':
          out.push({
            type: 'list',
            ordered: Boolean(n.ordered),
            ...(n.ordered && n.start != null && n.start !== 1 ? { start: n.start } : {}),
            items: n.children.map((item) => blocks(item.children)),
          })
          break
        case 'blockquote':
          out.push({ type: 'blockquote', children: blocks(n.children) })
          break
        case 'code':
          out.push({ type: 'code', value: n.value })
          break
        case 'thematicBreak':
          out.push({ type: 'rule' })
          break
        case 'html':
          problems.push({ code: 'markdown-html', at: at(n), html: n.value })
          break
        default:
          break
      }
    }
    return out
  }

  return { tree: { blocks: blocks(root.children) }, links, headingIds, problems }
}
