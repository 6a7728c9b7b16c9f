import { readingMinutes } from '../../content/markdown/reading-minutes.ts'
import { paginate } from '../../content/paginate.ts'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { ArticleEntry, ArticleFacts, ArticleSummary, SectionProps } from '../../content/resolved.ts'
import type { SectionOf } from '../../content/schema/page.ts'
import { ARCHIVE_PAGE_SIZE, archiveBase, categoryPath, splitFront } from './archive.ts'

export const DEFAULT_LIMIT = 6

// An article's card appears on several pages (list, archive, category, related): its words are counted once.
const facts = new WeakMap<ArticleEntry, ArticleFacts>()

/** Reading time and category page of an article. */
export function articleFacts(article: ArticleEntry): ArticleFacts {
  let known = facts.get(article)
  if (!known) {
    known = { readingMinutes: readingMinutes(article.body.blocks), categoryPath: categoryPath(article) }
    facts.set(article, known)
  }
  return known
}

/** A card's worth of an article: everything but the body, plus its reading time and category page. */
export const articleSummary = (article: ArticleEntry): ArticleSummary => {
  const { body: _, ...summary } = article
  return { ...summary, ...articleFacts(article) }
}

/**
 * The featured article (marked featured: true, else the newest), then the newest others. On the page the articles
 * sit under (/insights) it is page 1 of the archive: it links on to /insights/page/2 when there are more.
 */
export function resolveArticleList(
  section: SectionOf<'articleList'>,
  { content, route }: ResolveContext,
): SectionProps<'articleList'> {
  const all = entriesOf<ArticleEntry>(content, 'articles')
  const { featured, latest } = splitFront(all, section.limit ?? DEFAULT_LIMIT)
  const shown = latest.length + (featured ? 1 : 0)
  const isFront = all[0]?.path !== undefined && archiveBase(all[0].path) === route
  const pagination = isFront ? paginate(all, route, ARCHIVE_PAGE_SIZE, shown)[0]!.pagination : undefined
  return {
    ...section,
    ...(featured ? { featuredEntry: articleSummary(featured) } : {}),
    entries: latest.map(articleSummary),
    ...(pagination?.next ? { pagination } : {}),
  }
}
