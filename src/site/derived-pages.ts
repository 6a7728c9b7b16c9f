import type { Page } from '../content/schema/page.ts'
import type { PageContext } from '../sections/define-section.ts'
import { definitionOf, type ResolvedSection } from '../sections/definitions.ts'
import { without } from '../lib/without.ts'

/** A page made by a section beyond its own page; its sections are resolved when asked for (see planPages). */
export interface MadePage {
  path: string
  title: string
  description: string
  sections: () => ResolvedSection[]
  /**
   * What its sections are made from, beyond the site: the page (its own sections, which `onDerivedPage` is given),
   * then the derived page (DerivedPage) without its items, then each item; none when an item is not an object.
   * `onDerivedPage` is given nothing else, so the same values give the same sections (see PlannedSite.inputs).
   */
  inputs?: () => object[]
}

/** A derived page's own values but its items, which its inputs name one by one (each hashed once a build). */
const ITEMS = new Set(['items'])

/**
 * The pages a page's sections make beyond it (the article archive made by the list of /insights). Each made page's
 * sections are the page's own, each asked what it shows there (`onDerivedPage`): a section without an answer is
 * left out.
 */
export function derivedPages(
  page: Page,
  sections: ResolvedSection[],
  ctx: PageContext,
): { pages: MadePage[]; feedTitle?: string } {
  const pages: MadePage[] = []
  let feedTitle: string | undefined
  for (const section of sections) {
    const made = definitionOf(section).derivedPages?.(section, ctx)
    if (!made) continue
    if (made.feedTitle) feedTitle = made.feedTitle
    for (const d of made.pages)
      pages.push({
        path: d.path,
        title: d.title,
        description: d.description,
        sections: () => page.sections.flatMap((s) => definitionOf(s).onDerivedPage?.(s, d) ?? []),
        ...(d.items.every((item) => typeof item === 'object' && item !== null)
          ? { inputs: () => [page, without(d, ITEMS), ...(d.items as object[])] }
          : {}),
      })
  }
  return { pages, ...(feedTitle ? { feedTitle } : {}) }
}
