import type { SitemapEntry } from '../seo/sitemap.ts'
import type { BuiltSite } from './built-site.ts'
import { lastmodOf } from './page-hooks.ts'

/** Every route of a built site for the sitemap (closed entries' pages aside), in route order, with the newest date its sections show. */
export function sitemapEntries(built: BuiltSite): SitemapEntry[] {
  return [...built.pages.values()]
    .filter((page) => !page.gone)
    .map((page) => {
      const lastmod = lastmodOf(page)
      return { loc: `${built.origin}${page.path}`, ...(lastmod ? { lastmod } : {}) }
    })
}
