import type { SitemapEntry } from '../seo/sitemap.ts'
import type { BuiltSite } from './built-site.ts'
import { factsOf, type PageFacts } from './page-hooks.ts'

/**
 * Every route of a built site for the sitemap (closed entries' pages aside), in route order, with the newest date its
 * sections show and its versions in the site's other languages. `facts`: its pages' (see PageFacts), in route order, when the caller has them.
 */
export function sitemapEntries(
  built: Pick<BuiltSite, 'origin' | 'pages' | 'alternates' | 'site'>,
  facts: Iterable<PageFacts> = factsOf(built.pages.values()),
): SitemapEntry[] {
  const listed = [...facts].filter((page) => !page.gone)
  const shown = new Set(listed.map((page) => page.path))
  const languages = built.site.languages ?? []
  // A page in several languages names each of them that is listed, then x-default: the default language's.
  const alternatesOf = (path: string): SitemapEntry['alternates'] => {
    const routes = built.alternates?.get(path)
    if (!routes) return undefined
    const links = languages.flatMap(({ code }) => {
      const route = routes[code]
      return route && shown.has(route) ? [{ hreflang: code, href: `${built.origin}${route}` }] : []
    })
    if (links.length < 2) return undefined
    const fallback = routes[languages[0]!.code]
    return fallback && shown.has(fallback)
      ? [...links, { hreflang: 'x-default', href: `${built.origin}${fallback}` }]
      : links
  }
  return listed.map((page) => {
    const alternates = alternatesOf(page.path)
    return {
      loc: `${built.origin}${page.path}`,
      ...(page.lastmod ? { lastmod: page.lastmod } : {}),
      ...(alternates ? { alternates } : {}),
    }
  })
}
