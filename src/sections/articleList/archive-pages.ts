import { paginate } from '../../content/paginate.ts'
import { entriesOf } from '../../content/resolve-context.ts'
import type { ArticleEntry } from '../../firm/collections.ts'
import type { DerivedPage, PageContext } from '../define-section.ts'
import { ARCHIVE_PAGE_SIZE, archiveBase, categoryPath, splitFront } from './archive.ts'
import { DEFAULT_LIMIT, type ArticleListProps } from './resolve.ts'

/**
 * The article archive, made by the list on the page the articles sit under (/insights): /insights/page/2, … after
 * what that page shows, and /insights/category/<slug> (+ /page/N) for every category in use, 12 articles a page,
 * newest first. Every page under it advertises the feeds.
 */
export function archivePages(
  list: ArticleListProps,
  { content, route, title: name }: PageContext,
): { pages: DerivedPage[]; feedTitle?: string } {
  const all = entriesOf<ArticleEntry>(content, 'articles').filter((a) => a.path)
  if (!all.length || archiveBase(all[0]!.path) !== route) return { pages: [] }
  const back = { label: `Back to ${name}`, to: route }
  const pages: DerivedPage[] = []

  const { featured, latest, rest } = splitFront(all, list.limit ?? DEFAULT_LIMIT)
  const order = [...(featured ? [featured] : []), ...latest, ...rest]
  const shown = order.length - rest.length
  for (const p of paginate(order, route, ARCHIVE_PAGE_SIZE, shown).slice(1)) {
    const { page, pages: count } = p.pagination
    pages.push({
      path: p.path,
      title: `${name}: Older Articles, Page ${page}`,
      heading: 'Older Articles',
      description: `Older articles from ${name}, page ${page} of ${count}, newest first.`,
      intro: `Page ${page} of ${count}, newest first.`,
      listHeading: range(shown + (page - 2) * ARCHIVE_PAGE_SIZE, p.items, order),
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
      const articles = `${inCategory.length} ${inCategory.length === 1 ? 'article' : 'articles'}`
      pages.push({
        path: p.path,
        title: `${category} Articles${page > 1 ? `, Page ${page}` : ''}`,
        heading: category,
        description: `${articles} on ${category.toLowerCase()} from ${name}${count > 1 ? `, page ${page} of ${count}` : ''}, newest first.`,
        intro: `${articles}, newest first.`,
        listHeading: range((page - 1) * ARCHIVE_PAGE_SIZE, p.items, inCategory),
        items: p.items,
        pagination: p.pagination,
        back,
      })
    }
  }
  return { pages, feedTitle: `${content.site.company.name} ${name}` }
}

/** "Articles 13–24 of 40": which part of the list a page shows (the h2 above its cards). */
function range(offset: number, shown: unknown[], all: unknown[]): string {
  if (all.length === 1) return '1 article'
  if (shown.length === 1) return `Article ${offset + 1} of ${all.length}`
  return `Articles ${offset + 1}–${offset + shown.length} of ${all.length}`
}
