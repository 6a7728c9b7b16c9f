import type { PageContext } from '../sections/define-section.ts'
import { definitionOf, type ResolvedSection } from '../sections/definitions.ts'
import type { PageData } from '../sections/page-data.ts'
import type { FeedArticle } from '../seo/feeds.ts'
import type { ListFeed } from '../seo/list-feeds.ts'
import { newest } from '../seo/sitemap.ts'

/** What a page's sections say about it, asked through their types' hooks (see define-section.ts). */

/** The share image of the first section that gives one. */
export function shareImageOf(sections: ResolvedSection[]) {
  for (const s of sections) {
    const image = definitionOf(s).shareImage?.(s)
    if (image) return image
  }
  return undefined
}

/** The structured data the page's section types add: one item per type, from all its sections on the page. */
export function sectionStructuredData(sections: ResolvedSection[]): object[] {
  const byType = new Map<string, ResolvedSection[]>()
  for (const s of sections) byType.set(s.type, [...(byType.get(s.type) ?? []), s])
  return [...byType].flatMap(([, all]) => definitionOf(all[0]!).structuredData?.(all) ?? [])
}

/** Whether a section of the page keeps it out of the site search. */
export function isUnsearched(sections: ResolvedSection[]): boolean {
  return sections.some((s) => definitionOf(s).unsearched)
}

/** The feeds of what the page's sections list (the open jobs). */
export function listFeedsOf(sections: ResolvedSection[], page: PageContext): ListFeed[] {
  return sections.flatMap((s) => definitionOf(s).listFeed?.(s, page) ?? [])
}

/**
 * What the site's own files (the sitemap, the feeds, `_redirects`, `_headers`) take from a page, asked of its sections
 * once: a build gathers it as each page is made and lets go of the page's data (src/build/prerender.ts).
 */
export interface PageFacts {
  path: string
  /** A closed entry's page (a filled job): out of the sitemap, 410 in `_redirects`. */
  gone: boolean
  /** The sitemap's `lastmod`: the newest date its sections show. */
  lastmod: string | undefined
  /** The articles it shows, for the feeds. */
  feedItems: FeedArticle[]
  /** What its sections add to `script-src` (see scriptSrcAdditions). */
  csp: { scriptSrc: string[]; paths: string[] }[]
  /** Whether a section of it searches the site (then the search index is built). */
  searches: boolean
}

/** A page's facts (see PageFacts). */
export function pageFacts(page: PageData): PageFacts {
  const dates: string[] = []
  const feedItems: FeedArticle[] = []
  const csp: PageFacts['csp'] = []
  let searches = false
  for (const s of page.sections) {
    const definition = definitionOf(s)
    if (definition.dates) dates.push(...definition.dates(s))
    const item = definition.feedItem?.(s)
    if (item) feedItems.push(item)
    if (definition.csp) csp.push(definition.csp)
    if (definition.usesSearchIndex) searches = true
  }
  return { path: page.path, gone: page.gone === true, lastmod: newest(dates), feedItems, csp, searches }
}

/** The facts of each of `pages`, in their order. */
export function factsOf(pages: Iterable<PageData>): PageFacts[] {
  return [...pages].map(pageFacts)
}

/** The articles the pages show, for the feeds. */
export function feedArticles(pages: Iterable<PageFacts>): FeedArticle[] {
  return [...pages].flatMap((page) => page.feedItems)
}

/** What pages' sections add to `script-src`, by path: the pages first, then the other paths their sections name. */
export function scriptSrcAdditions(pages: Iterable<PageFacts>): { path: string; add: string[] }[] {
  const onPages: { path: string; add: string[] }[] = []
  const elsewhere = new Map<string, string[]>()
  for (const page of pages)
    for (const csp of page.csp) {
      onPages.push({ path: page.path, add: csp.scriptSrc })
      for (const path of csp.paths) elsewhere.set(path, csp.scriptSrc)
    }
  return [...onPages, ...[...elsewhere].map(([path, add]) => ({ path, add }))]
}

/** Whether any page holds a section that searches the site (then the search index is built). */
export function needsSearchIndex(pages: Iterable<PageFacts>): boolean {
  return [...pages].some((page) => page.searches)
}
