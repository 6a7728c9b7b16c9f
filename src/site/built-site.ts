import type { RouteIndex, TemplateIndex } from '../content/page-keys.ts'
import type { SiteData } from '../content/site-data.ts'
import type { PageData } from '../sections/page-data.ts'
import type { ListFeed } from '../seo/list-feeds.ts'

/** The data of every route of the site, as buildPages makes it from the content. */
export interface BuiltSite {
  site: SiteData
  /** Every route with its data, in route order. */
  pages: Map<string, PageData>
  /** Data shown for an unknown entry of a template, by template pattern (/insights/:slug). */
  missing: Map<string, PageData>
  /** The not-found page (pages/404.yaml), if any. */
  notFound?: PageData
  origin: string
  /** The routes made from collections (a template's entries, the article archive), not written as a page file. */
  generated: Set<string>
  /** Of those, the pages of lists (the article archive, a long job list's further pages): a few, and read as pages. */
  lists?: Set<string>
  /** The page whose feeds the pages under it advertise (/insights), if any. */
  feedHome?: string
  /** The feeds of lists, by the page they sit next to (the open jobs, next to /careers). */
  listFeeds?: { path: string; feed: ListFeed }[]
}

/** Every page's data by key (see page-keys.ts). */
export function pagesByKey(site: BuiltSite): Map<string, PageData> {
  const byKey = new Map<string, PageData>(site.pages)
  for (const [pattern, data] of site.missing) byKey.set(`missing:${pattern}`, data)
  if (site.notFound) byKey.set('404', site.notFound)
  return byKey
}

/** The whole route table: every path with a page, and the templates. */
export function routeIndex(site: BuiltSite): RouteIndex {
  return { paths: [...site.pages.keys()], ...templateIndex(site) }
}

/** The part of the route table the browser's script carries (virtual:routes). */
export function templateIndex(site: BuiltSite): TemplateIndex {
  return { templates: [...site.missing.keys()], hasNotFound: Boolean(site.notFound) }
}
