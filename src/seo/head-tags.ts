import type { HeadData } from './head-data.ts'

/** One tag of a page's <head>: the element and its attributes, or the title's text. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: { name: string; content: string } | { property: string; content: string } }
  | { tag: 'link'; attrs: Record<string, string> }

/**
 * The title, meta and link tags of a page, in order: written once, so the pre-rendered <head> (headHtml) and the
 * client's <Head> (on navigation) say the same. JSON-LD is written apart (a script, not a tag React keeps).
 */
export function headTags(head: HeadData, siteName: string, { noindex = false }: { noindex?: boolean } = {}): HeadTag[] {
  const name = (key: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name: key, content } })
  const property = (key: string, content: string): HeadTag => ({ tag: 'meta', attrs: { property: key, content } })
  return [
    { tag: 'title', text: head.title },
    name('description', head.description),
    name('keywords', head.keywords.join(', ')),
    ...(noindex || head.noindex ? [name('robots', 'noindex')] : []),
    { tag: 'link', attrs: { rel: 'canonical', href: head.canonical } },
    ...(head.alternates ?? []).map((a): HeadTag => ({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: a.hreflang, href: a.href },
    })),
    ...(head.feeds ?? []).map((f): HeadTag => ({
      tag: 'link',
      attrs: { rel: 'alternate', type: f.type, title: f.title, href: f.href },
    })),
    property('og:site_name', siteName),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', head.canonical),
    property('og:type', head.ogType),
    property('og:image', head.image.src),
    property('og:image:alt', head.image.alt),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', head.title),
    name('twitter:description', head.description),
    name('twitter:image', head.image.src),
  ]
}
