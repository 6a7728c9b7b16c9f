import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { ArticleEntry, SectionProps } from '../../content/resolved.ts'
import type { SectionOf } from '../../content/schema/page.ts'
import { articleFacts, articleSummary } from '../articleList/resolve.ts'

/** The route's article, its absolute URL (for sharing) and related articles: same category first, then newest. */
export function resolveArticle(
  section: SectionOf<'article'>,
  { content, entry, origin }: ResolveContext,
): SectionProps<'article'> {
  const article = entry as ArticleEntry
  const others = entriesOf<ArticleEntry>(content, 'articles').filter((a) => a.id !== article.id)
  const related = [
    ...others.filter((a) => a.category === article.category),
    ...others.filter((a) => a.category !== article.category),
  ]
  return {
    ...section,
    entry: article,
    ...articleFacts(article),
    url: origin + article.path,
    relatedEntries: related.slice(0, section.related).map(articleSummary),
  }
}
