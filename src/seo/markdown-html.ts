import type { MdBlock, MdInline } from '../content/markdown/markdown-tree.ts'

/** Text as HTML: &, <, > and " escaped. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A Markdown tree as HTML for places React does not reach (feeds). Every text and attribute is escaped, so no
 * "]]>" or tag can come from content; links and images are made absolute against `pageUrl`.
 */
export function markdownHtml(blocks: MdBlock[], pageUrl: string): string {
  const url = (href: string) => escapeHtml(new URL(href, pageUrl).href)
  const inline = (children: MdInline[]): string =>
    children
      .map((c) => {
        if (typeof c === 'string') return escapeHtml(c)
        switch (c.type) {
          case 'emphasis':
            return `<em>${inline(c.children)}</em>`
          case 'strong':
            return `<strong>${inline(c.children)}</strong>`
          case 'code':
            return `<code>${escapeHtml(c.value)}</code>`
          case 'break':
            return '<br />'
          case 'link':
            return `<a href="${url(c.href)}"${c.title ? ` title="${escapeHtml(c.title)}"` : ''}>${inline(c.children)}</a>`
          case 'image':
            return `<img src="${url(c.src)}" alt="${escapeHtml(c.alt)}"${c.title ? ` title="${escapeHtml(c.title)}"` : ''} />`
        }
      })
      .join('')
  const block = (b: MdBlock): string => {
    switch (b.type) {
      case 'paragraph':
        return `<p>${inline(b.children)}</p>`
      case 'heading':
        return `<h${b.depth} id="${escapeHtml(b.id)}">${inline(b.children)}</h${b.depth}>`
      case 'list': {
        const tag = b.ordered ? 'ol' : 'ul'
        const start = b.ordered && b.start !== undefined && b.start !== 1 ? ` start="${b.start}"` : ''
        return `<${tag}${start}>${b.items.map((item) => `<li>${item.map(block).join('')}</li>`).join('')}</${tag}>`
      }
      case 'blockquote':
        return `<blockquote>${b.children.map(block).join('')}</blockquote>`
      case 'code':
        return `<pre><code>${escapeHtml(b.value)}</code></pre>`
      case 'rule':
        return '<hr />'
    }
  }
  return blocks.map(block).join('\n')
}
