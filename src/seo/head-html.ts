import type { HeadData } from './head-data.ts'
import { headTags, type HeadTag } from './head-tags.ts'

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** JSON for an inline data block: "<" escaped so content can never close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

/** The JSON-LD blocks of a page, for <head>. */
export function jsonLdHtml(head: HeadData): string {
  return head.jsonLd
    .map((item) => `<script type="application/ld+json" data-jsonld>${jsonForScript(item)}</script>`)
    .join('\n    ')
}

function tagHtml(t: HeadTag): string {
  if (t.tag === 'title') return `<title>${escapeText(t.text)}</title>`
  const attrs = Object.entries(t.attrs)
    .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
    .join(' ')
  return `<${t.tag} ${attrs} />`
}

/** The tags of a page's <head> (headTags), as HTML for the pre-rendered page, then its JSON-LD. */
export function headHtml(head: HeadData, siteName: string, extra: { noindex?: boolean } = {}): string {
  return [...headTags(head, siteName, extra).map(tagHtml), jsonLdHtml(head)].join('\n    ')
}
