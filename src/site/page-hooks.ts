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

/** The page's sitemap `lastmod`: the newest date its sections show. */
export function lastmodOf(page: PageData): string | undefined {
  return newest(page.sections.flatMap((s) => definitionOf(s).dates?.(s) ?? []))
}

/** The feeds of what the page's sections list (the open jobs). */
export function listFeedsOf(sections: ResolvedSection[], page: PageContext): ListFeed[] {
  return sections.flatMap((s) => definitionOf(s).listFeed?.(s, page) ?? [])
}

/** The articles the pages show, for the feeds. */
export function feedArticles(pages: Iterable<PageData>): FeedArticle[] {
  return [...pages].flatMap((page) => page.sections.flatMap((s) => definitionOf(s).feedItem?.(s) ?? []))
}

/** What pages' sections add to `script-src`, by path: the pages first, then the other paths their sections name. */
export function scriptSrcAdditions(pages: Iterable<PageData>): { path: string; add: string[] }[] {
  const onPages: { path: string; add: string[] }[] = []
  const elsewhere = new Map<string, string[]>()
  for (const page of pages)
    for (const s of page.sections) {
      const csp = definitionOf(s).csp
      if (!csp) continue
      onPages.push({ path: page.path, add: csp.scriptSrc })
      for (const path of csp.paths) elsewhere.set(path, csp.scriptSrc)
    }
  return [...onPages, ...[...elsewhere].map(([path, add]) => ({ path, add }))]
}

/** Whether any page holds a section that searches the site (then the search index is built). */
export function needsSearchIndex(pages: Iterable<PageData>): boolean {
  return [...pages].some((page) => page.sections.some((s) => definitionOf(s).usesSearchIndex))
}
