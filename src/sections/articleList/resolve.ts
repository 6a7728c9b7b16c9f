import type { Static } from 'typebox'
import { paginate, type Pagination } from '../../content/paginate.ts'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { ArticleEntry } from '../../firm/collections.ts'
import { ARCHIVE_PAGE_SIZE, archiveBase, splitFront } from './archive.ts'
import { articleSummary, type ArticleSummary } from './article-summary.ts'
import type { schema } from './schema.ts'

export const DEFAULT_LIMIT = 6

type ArticleListSection = Static<typeof schema>
export type ArticleListProps = ArticleListSection & {
  featuredEntry?: ArticleSummary
  entries: ArticleSummary[]
  pagination?: Pagination
}

/**
 * The featured article (marked featured: true, else the newest), then the newest others. On the page the articles
 * sit under (/insights) it is page 1 of the archive: it links on to /insights/page/2 when there are more.
 */
export function resolveArticleList(section: ArticleListSection, { content, route }: ResolveContext): ArticleListProps {
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
