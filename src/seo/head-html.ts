import type { HeadData } from '../content/resolved.ts'

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

/** The same tags the client's <Head> sets, as HTML for the pre-rendered <head>. */
export function headHtml(head: HeadData, siteName: string, extra: { noindex?: boolean } = {}): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(content)}" />`
  return [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords.join(', ')),
    ...(extra.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeAttr(head.canonical)}" />`,
    ...(head.feeds ?? []).map(
      (f) => `<link rel="alternate" type="${f.type}" title="${escapeAttr(f.title)}" href="${escapeAttr(f.href)}" />`,
    ),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:image', head.image.src),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.src),
    jsonLdHtml(head),
  ].join('\n    ')
}
