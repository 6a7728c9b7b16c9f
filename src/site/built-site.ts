import type { RouteIndex } from '../content/page-keys.ts'
import type { SiteData } from '../content/site-data.ts'
import type { PageData } from '../sections/page-data.ts'
import type { ListFeed } from '../seo/list-feeds.ts'
import type { SiteRoutes } from '../app/App.tsx'

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
  /**
   * The site's other languages, by code, when it has several: their pages are among `pages` (under their home), and
   * here is what is theirs alone: their home, the site data their pages are shown with, the page whose feeds their
   * pages advertise and their not-found page (shown for an unknown path under their home; its key is its path).
   */
  translations?: Record<string, { home: string; site: SiteData; feedHome?: string; notFound?: PageData }>
  /** The same page in each language, by any of its routes (only the pages that have a translation). */
  alternates?: Map<string, Record<string, string>>
}

/** The code of the language a path is in (one of `translations`, by its home), or undefined: the default. */
export function languageOfPath(site: Pick<BuiltSite, 'translations'>, path: string): string | undefined {
  for (const [code, { home }] of Object.entries(site.translations ?? {}))
    if (path === home || path.startsWith(`${home}/`)) return code
  return undefined
}

/**
 * The not-found pages of the other languages, by key: their file in the built site from its root (/es/404.html), which
 * no route can be (a route has no dot).
 */
export function translatedNotFound(site: Pick<BuiltSite, 'translations'>): Map<string, PageData> {
  const out = new Map<string, PageData>()
  for (const { notFound } of Object.values(site.translations ?? {}))
    if (notFound) out.set(`${notFound.path}.html`, notFound)
  return out
}

/** Every page's data by key (see page-keys.ts). */
export function pagesByKey(site: BuiltSite): Map<string, PageData> {
  const byKey = new Map<string, PageData>(site.pages)
  for (const [pattern, data] of site.missing) byKey.set(`missing:${pattern}`, data)
  if (site.notFound) byKey.set('404', site.notFound)
  for (const [key, page] of translatedNotFound(site)) byKey.set(key, page)
  return byKey
}

/** The whole route table: every path with a page, and the templates. */
export function routeIndex(site: BuiltSite): RouteIndex & SiteRoutes {
  return { paths: [...site.pages.keys()], ...templateIndex(site) }
}

/** The part of the route table the browser's script carries (virtual:routes). */
export function templateIndex(site: BuiltSite): SiteRoutes {
  const notFound = [...translatedNotFound(site).keys()]
  return {
    templates: [...site.missing.keys()],
    hasNotFound: Boolean(site.notFound),
    ...(notFound.length ? { notFound } : {}),
  }
}
