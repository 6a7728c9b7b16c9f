/** The most URLs one sitemap file may list (sitemaps.org); past it sitemap.xml becomes an index. */
export const SITEMAP_LIMIT = 50_000

export interface SitemapEntry {
  loc: string
  /** YYYY-MM-DD: the date of the article a page shows, or of the newest article it lists. */
  lastmod?: string
  /** The same page in each language, then x-default (absolute): `<xhtml:link rel="alternate" hreflang>`. */
  alternates?: { hreflang: string; href: string }[]
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML = 'http://www.w3.org/1999/xhtml'
const link = ({ hreflang, href }: { hreflang: string; href: string }) =>
  `<xhtml:link rel="alternate" hreflang="${escape(hreflang)}" href="${escape(href)}"/>`
const tag = (name: string, { loc, lastmod, alternates = [] }: SitemapEntry) =>
  `  <${name}><loc>${escape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates.map(link).join('')}</${name}>`

/** sitemap.xml for the given entries (with the xhtml namespace when a page has alternates in other languages). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const xhtml = entries.some((e) => e.alternates?.length) ? ` xmlns:xhtml="${XHTML}"` : ''
  return `${XML}<urlset xmlns="${NS}"${xhtml}>\n${entries.map((e) => tag('url', e)).join('\n')}\n</urlset>\n`
}

/**
 * The sitemap files of a site, file name → text: sitemap.xml alone, or, past 50,000 URLs, sitemap.xml as an index
 * of sitemap-1.xml, sitemap-2.xml, … each with at most 50,000 and the newest lastmod of its URLs.
 */
export function sitemapFiles(entries: SitemapEntry[], origin: string, limit = SITEMAP_LIMIT): Map<string, string> {
  if (entries.length <= limit) return new Map([['sitemap.xml', sitemapXml(entries)]])
  const files = new Map<string, string>()
  const children: SitemapEntry[] = []
  for (let i = 0; i < entries.length; i += limit) {
    const chunk = entries.slice(i, i + limit)
    const name = `sitemap-${children.length + 1}.xml`
    files.set(name, sitemapXml(chunk))
    const lastmod = newest(chunk.map((e) => e.lastmod))
    children.push({ loc: `${origin}/${name}`, ...(lastmod ? { lastmod } : {}) })
  }
  files.set(
    'sitemap.xml',
    `${XML}<sitemapindex xmlns="${NS}">\n${children.map((c) => tag('sitemap', c)).join('\n')}\n</sitemapindex>\n`,
  )
  return files
}

/** The newest of some YYYY-MM-DD dates. */
export function newest(dates: (string | undefined)[]): string | undefined {
  return dates.reduce<string | undefined>((max, d) => (d && (!max || d > max) ? d : max), undefined)
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}
