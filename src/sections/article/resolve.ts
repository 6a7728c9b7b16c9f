import type { Static } from 'typebox'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { ArticleEntry } from '../../content/schema/collections.ts'
import { articleFacts, articleSummary, type ArticleFacts, type ArticleSummary } from '../articleList/article-summary.ts'
import type { schema } from './schema.ts'

type ArticleSection = Static<typeof schema>
export type ArticleProps = ArticleSection & {
  entry: ArticleEntry
  relatedEntries: ArticleSummary[]
  /** The article's absolute address, for sharing. */
  url: string
} & ArticleFacts

/** The route's article, its absolute URL (for sharing) and related articles: same category first, then newest. */
export function resolveArticle(section: ArticleSection, { content, entry, origin }: ResolveContext): ArticleProps {
  const article = entry as ArticleEntry
  return {
    ...section,
    entry: article,
    ...articleFacts(article),
    url: origin + article.path,
    relatedEntries: related(entriesOf<ArticleEntry>(content, 'articles'), article, section.related).map(articleSummary),
  }
}

// Articles by category, once per article list: a scan of every article for every article grows with the square
// of their number (100 s of a build at 10,000 articles).
const byCategory = new WeakMap<ArticleEntry[], Map<string, ArticleEntry[]>>()

/** The first `count` others of the article's category, then the first others of any other category, in list order. */
function related(all: ArticleEntry[], article: ArticleEntry, count: number): ArticleEntry[] {
  let categories = byCategory.get(all)
  if (!categories) {
    categories = new Map()
    for (const a of all) {
      const list = categories.get(a.category)
      if (list) list.push(a)
      else categories.set(a.category, [a])
    }
    byCategory.set(all, categories)
  }
  const picked: ArticleEntry[] = []
  for (const a of categories.get(article.category) ?? []) {
    if (picked.length === count) return picked
    if (a.id !== article.id) picked.push(a)
  }
  for (const a of all) {
    if (picked.length === count) break
    if (a.category !== article.category) picked.push(a)
  }
  return picked
}
