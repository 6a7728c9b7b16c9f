import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { ArticleEntry, ArticleSummary, SectionProps } from '../../content/resolved.ts'
import type { SectionOf } from '../../content/schema/page.ts'

export const DEFAULT_LIMIT = 6

/** A card's worth of an article: everything but the body. */
export const articleSummary = ({ body: _, ...summary }: ArticleEntry): ArticleSummary => summary

/** The featured article (marked featured: true, else the newest), then the newest others. */
export function resolveArticleList(
  section: SectionOf<'articleList'>,
  { content }: ResolveContext,
): SectionProps<'articleList'> {
  const all = entriesOf<ArticleEntry>(content, 'articles')
  const featured = all.find((a) => a.featured) ?? all[0]
  const entries = all.filter((a) => a !== featured).slice(0, section.limit ?? DEFAULT_LIMIT)
  return {
    ...section,
    ...(featured ? { featuredEntry: articleSummary(featured) } : {}),
    entries: entries.map(articleSummary),
  }
}
