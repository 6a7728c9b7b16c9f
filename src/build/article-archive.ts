import type { Content } from '../content/load-content.ts'
import { paginate, type Pagination } from '../content/paginate.ts'
import { entriesOf } from '../content/resolve-context.ts'
import type { ArticleEntry, FeedLink, HeadData, PageData, SectionProps } from '../content/resolved.ts'
import type { Image } from '../content/schema/common.ts'
import { ARCHIVE_PAGE_SIZE, archiveBase, categoryPath, splitFront } from '../sections/articleList/archive.ts'
import { articleSummary, DEFAULT_LIMIT } from '../sections/articleList/resolve.ts'
import { feedLinks } from '../seo/feed-links.ts'

type Head = (
  path: string,
  seo: { title: string; description: string; keywords: string[] },
  sections: PageData['sections'],
) => HeadData

/**
 * Adds the article archive to the built pages: /insights/page/2, … after what /insights shows, and
 * /insights/category/<slug> (+ /page/N) for every category in use, 12 articles a page, newest first. Every page
 * under /insights, articles included, advertises the feeds.
 */
export function addArticleArchive(content: Content, pages: Map<string, PageData>, head: Head): void {
  const all = entriesOf<ArticleEntry>(content, 'articles').filter((a) => a.path)
  if (!all.length) return
  const base = archiveBase(all[0]!.path)
  const front = content.pages.find((p) => p.route === base)?.page
  const list = front?.sections.find((s) => s.type === 'articleList')
  const hero = front?.sections.find((s) => s.type === 'hero')
  const name = front?.title ?? 'Insights'
  const common = {
    eyebrow: hero?.heading ?? name,
    image: hero?.image,
    keywords: front?.keywords ?? [],
    readMoreLabel: list?.readMoreLabel ?? 'Read More',
    back: { label: `Back to ${name}`, to: base },
  }

  const made: PageData[] = []
  if (list) {
    const { featured, latest, rest } = splitFront(all, list.limit ?? DEFAULT_LIMIT)
    const order = [...(featured ? [featured] : []), ...latest, ...rest]
    const pagesOf = paginate(order, base, ARCHIVE_PAGE_SIZE, order.length - rest.length)
    for (const p of pagesOf.slice(1))
      made.push(
        listPage(p.path, p.items, p.pagination, head, common, {
          title: `${name}: Older Articles, Page ${p.pagination.page}`,
          heading: 'Older Articles',
          description: `Older articles from ${name}, page ${p.pagination.page} of ${p.pagination.pages}, newest first.`,
          intro: `Page ${p.pagination.page} of ${p.pagination.pages}, newest first.`,
          listHeading: range(order.length - rest.length + (p.pagination.page - 2) * ARCHIVE_PAGE_SIZE, p.items, order),
        }),
      )
  }

  const categories = [...new Set(all.map((a) => a.category))].sort()
  for (const category of categories) {
    const inCategory = all.filter((a) => a.category === category)
    for (const p of paginate(inCategory, categoryPath({ path: all[0]!.path, category }), ARCHIVE_PAGE_SIZE)) {
      const { page, pages } = p.pagination
      const count = `${inCategory.length} ${inCategory.length === 1 ? 'article' : 'articles'}`
      made.push(
        listPage(p.path, p.items, p.pagination, head, common, {
          title: `${category} Articles${page > 1 ? `, Page ${page}` : ''}`,
          heading: category,
          description: `${count} on ${category.toLowerCase()} from ${name}${pages > 1 ? `, page ${page} of ${pages}` : ''}, newest first.`,
          intro: `${count}, newest first.`,
          listHeading: range((page - 1) * ARCHIVE_PAGE_SIZE, p.items, inCategory),
        }),
      )
    }
  }
  for (const page of made) if (!pages.has(page.path)) pages.set(page.path, page)

  const feeds: FeedLink[] = feedLinks(base, `${content.site.company.name} ${name}`)
  for (const [path, page] of pages) if (path === base || path.startsWith(`${base}/`)) page.head.feeds = feeds
}

/** "Articles 13–24 of 40": which part of the list a page shows (the h2 above its cards). */
function range(offset: number, shown: unknown[], all: unknown[]): string {
  if (all.length === 1) return '1 article'
  if (shown.length === 1) return `Article ${offset + 1} of ${all.length}`
  return `Articles ${offset + 1}–${offset + shown.length} of ${all.length}`
}

function listPage(
  path: string,
  articles: ArticleEntry[],
  pagination: Pagination,
  head: Head,
  common: {
    eyebrow: string
    image: Image | undefined
    keywords: string[]
    readMoreLabel: string
    back: { label: string; to: string }
  },
  text: { title: string; heading: string; description: string; intro: string; listHeading: string },
): PageData {
  const hero: SectionProps<'hero'> = {
    type: 'hero',
    variant: 'banner',
    eyebrow: common.eyebrow,
    heading: text.heading,
    text: text.intro,
    ...(common.image ? { image: common.image } : {}),
    actions: [{ ...common.back, variant: 'secondary' }],
  }
  const list: SectionProps<'articleList'> = {
    type: 'articleList',
    heading: text.listHeading,
    readMoreLabel: common.readMoreLabel,
    entries: articles.map(articleSummary),
    ...(pagination.pages > 1 ? { pagination } : {}),
  }
  const sections = [hero, list]
  return {
    path,
    head: head(path, { title: text.title, description: text.description, keywords: common.keywords }, sections),
    sections,
    // A search result should be the article, not a page of the archive that lists it.
    unsearched: true,
  }
}
