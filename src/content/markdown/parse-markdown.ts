import MarkdownIt from 'markdown-it'
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs'
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs'
import type Token from 'markdown-it/lib/token.mjs'
import { headingIdMaker } from './heading-id.ts'
import type { MdBlock, MdInline } from './markdown-tree.ts'
import { parseMarkdownExact, type MdPosition, type ParsedMarkdown } from './parse-markdown-exact.ts'

export type { MdPosition, MdProblem, ParsedMarkdown } from './parse-markdown-exact.ts'
import { inlineText } from './plain-text.ts'

// CommonMark, as micromark reads it; HTML is parsed so it can be reported. Links are kept as written (no
// percent-encoding, no refusal of schemes): the loader checks them and says what is wrong.
const md = new MarkdownIt('commonmark', { html: true })
md.validateLink = () => true
md.normalizeLink = (url) => url
md.normalizeLinkText = (text) => text

type InlineRule = (state: StateInline, silent: boolean) => boolean
type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean
const rules = <R>(ruler: unknown) => (ruler as { __rules__: { name: string; fn: R }[] }).__rules__

// A link or image written inline ([text](url)) is checked where it is written; one by reference ([text][id]) is
// checked at its definition. markdown-it resolves both alike, so each token notes which it was.
for (const name of ['link', 'image']) {
  const rule = rules<InlineRule>(md.inline.ruler).find((r) => r.name === name)!.fn
  md.inline.ruler.at(name, (state, silent) => {
    const first = state.tokens.length
    if (!rule(state, silent)) return false
    // (Pending text may be pushed first: the link's own token is the first of its type.)
    const own = state.tokens.slice(first).find((t) => t.type === (name === 'link' ? 'link_open' : 'image'))
    if (!silent && own) own.meta = { reference: state.src.charCodeAt(state.pos - 1) !== 0x29 }
    return true
  })
}

// Definitions, in the order they are written, as the exact parse lists them (env.definitions): one inside a quote or a
// list item defines its label for the whole text (CommonMark), so it is checked like any other.
const reference = rules<BlockRule>(md.block.ruler).find((r) => r.name === 'reference')!.fn
md.block.ruler.at('reference', (state, startLine, endLine, silent) => {
  const env = state.env as Env
  const known = (env.references ??= {})
  // The rule adds a label only once (the first definition wins): alone with an empty table, it shows each one.
  env.references = {}
  try {
    if (!reference(state, startLine, endLine, silent)) return false
  } finally {
    const added = env.references
    env.references = known
    for (const [label, def] of Object.entries(added)) {
      if (!(label in known)) known[label] = def
      env.definitions.push(def.href)
    }
  }
  return true
})

interface Env {
  references?: Record<string, { href: string; title: string }>
  definitions: string[]
}

/**
 * Parses CommonMark into the page data's block tree with markdown-it (several times faster than micromark, which the
 * build would otherwise spend most of its content load in). Raw HTML, a top-level heading and an
 * image without a description are problems, never output: a text that has one is parsed again by
 * parseMarkdownExact, which places them. Links and images are listed with their place in the text, found the same
 * way when it is first asked for (only to report a broken link).
 */
export function parseMarkdown(source: string): ParsedMarkdown {
  const env: Env = { definitions: [] }
  const tokens = md.parse(source, env)
  const found: { href: string; image: boolean }[] = env.definitions.map((href) => ({ href, image: false }))
  let problem = false
  const headingIds: string[] = []
  const uniqueId = headingIdMaker()

  const inline = (children: Token[]): MdInline[] => {
    // The children of each element still open (emphasis, strong, link): text goes to the innermost.
    const stack: MdInline[][] = [[]]
    const push = (c: MdInline) => {
      const out = stack[stack.length - 1]!
      if (c === '') return
      if (typeof c === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += c
      else out.push(c)
    }
    const enter = (element: MdInline & { children: MdInline[] }) => {
      push(element)
      stack.push(element.children)
    }
    for (const t of children) {
      switch (t.type) {
        case 'text':
          push(t.content)
          break
        case 'softbreak':
          push(' ')
          break
        case 'hardbreak':
          push({ type: 'break' })
          break
        case 'code_inline':
          push({ type: 'code', value: t.content })
          break
        case 'em_open':
        case 'strong_open':
          enter({ type: t.type === 'em_open' ? 'emphasis' : 'strong', children: [] })
          break
        case 'link_open': {
          const href = t.attrGet('href') ?? ''
          const title = t.attrGet('title')
          if (!(t.meta as { reference?: boolean } | null)?.reference) found.push({ href, image: false })
          enter({ type: 'link', href, ...(title ? { title } : {}), children: [] })
          break
        }
        case 'em_close':
        case 'strong_close':
        case 'link_close':
          stack.pop()
          break
        case 'image': {
          const src = t.attrGet('src') ?? ''
          const title = t.attrGet('title')
          const alt = altText(t.children ?? [])
          if (!(t.meta as { reference?: boolean } | null)?.reference) found.push({ href: src, image: true })
          if (!alt.trim()) problem = true
          push({ type: 'image', src, alt, ...(title ? { title } : {}) })
          break
        }
        case 'html_inline':
          problem = true
          break
        default:
          break
      }
    }
    return stack[0]!
  }

  /** The blocks from tokens[i] up to the token that closes them (`close`), and the index after it. */
  const blocks = (i: number, close: string | undefined): [MdBlock[], number] => {
    const out: MdBlock[] = []
    while (i < tokens.length) {
      const t = tokens[i]!
      if (t.type === close) return [out, i + 1]
      switch (t.type) {
        case 'paragraph_open':
          out.push({ type: 'paragraph', children: inline(tokens[i + 1]!.children ?? []) })
          i += 3
          continue
        case 'heading_open': {
          const depth = Number(t.tag.slice(1))
          if (depth === 1) problem = true
          const children = inline(tokens[i + 1]!.children ?? [])
          const id = uniqueId(inlineText(children))
          headingIds.push(id)
          out.push({ type: 'heading', depth: Math.min(4, Math.max(2, depth)) as 2 | 3 | 4, id, children })
          i += 3
          continue
        }
        case 'bullet_list_open':
        case 'ordered_list_open': {
          const ordered = t.type === 'ordered_list_open'
          const start = Number(t.attrGet('start') ?? 1)
          const items: MdBlock[][] = []
          i++
          while (tokens[i]!.type === 'list_item_open') {
            const [item, next] = blocks(i + 1, 'list_item_close')
            items.push(item)
            i = next
          }
          out.push({ type: 'list', ordered, ...(ordered && start !== 1 ? { start } : {}), items })
          i++ // the list's close
          continue
        }
        case 'blockquote_open': {
          const [children, next] = blocks(i + 1, 'blockquote_close')
          out.push({ type: 'blockquote', children })
          i = next
          continue
        }
        case 'fence':
        case 'code_block':
          out.push({ type: 'code', value: t.content.replace(/\n$/, '') })
          break
        case 'hr':
          out.push({ type: 'rule' })
          break
        case 'html_block':
          problem = true
          break
        default:
          break
      }
      i++
    }
    return [out, i]
  }

  const [tree] = blocks(0, undefined)
  if (problem) return parseMarkdownExact(source)
  let exact: ParsedMarkdown | undefined
  const used = new Set<number>()
  // Where a link is written: the exact parse's entry for the same target, asked only to report the link.
  const place = (link: { href: string; image: boolean }): MdPosition => {
    exact ??= parseMarkdownExact(source)
    const k = exact.links.findIndex((l, j) => !used.has(j) && l.href === link.href && l.image === link.image)
    if (k < 0) return { line: 1, col: 1 }
    used.add(k)
    return exact.links[k]!.at
  }
  const links = found.map((link) => {
    let at: MdPosition | undefined
    return {
      ...link,
      get at() {
        return (at ??= place(link))
      },
    }
  })
  return { tree: { blocks: tree }, links, headingIds, problems: [] }
}

/** An image's description as plain text (its emphasis and code kept as their words). */
function altText(children: Token[]): string {
  return children
    .map((c) =>
      c.type === 'softbreak' || c.type === 'hardbreak'
        ? '\n'
        : c.type === 'image'
          ? altText(c.children ?? [])
          : c.content,
    )
    .join('')
}
