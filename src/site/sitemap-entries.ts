import type { SitemapEntry } from '../seo/sitemap.ts'
import type { BuiltSite } from './built-site.ts'
import { factsOf, type PageFacts } from './page-hooks.ts'

/**
 * Every route of a built site for the sitemap (closed entries' pages aside), in route order, with the newest date its
 * sections show. `facts`: its pages' (see PageFacts), in route order, when the caller has them.
 */
export function sitemapEntries(
  built: Pick<BuiltSite, 'origin' | 'pages'>,
  facts: Iterable<PageFacts> = factsOf(built.pages.values()),
): SitemapEntry[] {
  return [...facts]
    .filter((page) => !page.gone)
    .map((page) => ({ loc: `${built.origin}${page.path}`, ...(page.lastmod ? { lastmod: page.lastmod } : {}) }))
}
