import { paginate } from '../../content/paginate.ts'
import { entriesOf } from '../../content/resolve-context.ts'
import type { ArticleEntry } from '../../firm/collections.ts'
import type { DerivedPage, PageContext } from '../define-section.ts'
import { ARCHIVE_PAGE_SIZE, archiveBase, categoryPath, splitFront } from './archive.ts'
import { DEFAULT_LIMIT, type ArticleListProps } from './resolve.ts'
import { wordsFor } from '../../ui/words/words-for.ts'
import type { Words } from '../../ui/words/words.ts'

type ArchiveWords = Words['articles']['archive']

/**
 * The article archive, made by the list on the page the articles sit under (/insights): /insights/page/2, … after
 * what that page shows, and /insights/category/<slug> (+ /page/N) for every category in use, 12 articles a page,
 * newest first. Every page under it advertises the feeds. Their words are in the page's language.
 */
export function archivePages(
  list: ArticleListProps,
  { content, route, title: name }: PageContext,
): { pages: DerivedPage[]; feedTitle?: string } {
  const all = entriesOf<ArticleEntry>(content, 'articles').filter((a) => a.path)
  if (!all.length || archiveBase(all[0]!.path) !== route) return { pages: [] }
  const say = wordsFor(content.lang).articles.archive
  const back = { label: say.back(name), to: route }
  const pages: DerivedPage[] = []

  const { featured, latest, rest } = splitFront(all, list.limit ?? DEFAULT_LIMIT)
  const order = [...(featured ? [featured] : []), ...latest, ...rest]
  const shown = order.length - rest.length
  for (const p of paginate(order, route, ARCHIVE_PAGE_SIZE, shown).slice(1)) {
    const { page, pages: count } = p.pagination
    pages.push({
      path: p.path,
      title: say.olderTitle(name, page),
      heading: say.olderHeading,
      description: say.olderDescription(name, page, count),
      intro: say.olderIntro(page, count),
      listHeading: range(say, shown + (page - 2) * ARCHIVE_PAGE_SIZE, p.items, order),
      items: p.items,
      pagination: p.pagination,
      back,
    })
  }

  const categories = [...new Set(all.map((a) => a.category))].sort()
  for (const category of categories) {
    const inCategory = all.filter((a) => a.category === category)
    for (const p of paginate(inCategory, categoryPath({ path: all[0]!.path, category }), ARCHIVE_PAGE_SIZE)) {
      const { page, pages: count } = p.pagination
      const articles = say.count(inCategory.length)
      pages.push({
        path: p.path,
        title: say.categoryTitle(category, page),
        heading: category,
        description: say.categoryDescription(articles, category, name, page, count),
        intro: say.categoryIntro(articles),
        listHeading: range(say, (page - 1) * ARCHIVE_PAGE_SIZE, p.items, inCategory),
        items: p.items,
        pagination: p.pagination,
        back,
      })
    }
  }
  return { pages, feedTitle: `${content.site.company.name} ${name}` }
}

/** "Articles 13–24 of 40": which part of the list a page shows (the h2 above its cards). */
function range(say: ArchiveWords, offset: number, shown: unknown[], all: unknown[]): string {
  if (all.length === 1) return say.one
  if (shown.length === 1) return say.rangeOne(offset + 1, all.length)
  return say.range(offset + 1, offset + shown.length, all.length)
}
