import type { Static } from 'typebox'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { ArticleEntry } from '../../firm/collections.ts'
import { articleFacts, articleSummary, type ArticleFacts, type ArticleSummary } from '../articleList/article-summary.ts'
import type { schema } from './schema.ts'

type ArticleSection = Static<typeof schema>
export type ArticleProps = ArticleSection & {
  entry: ArticleEntry
  relatedEntries: ArticleSummary[]
  /** The article's absolute address, for sharing. */
  url: string
} & ArticleFacts

/** The route's article, its absolute URL (for sharing) and related articles: its category's nearest, then the newest. */
export function resolveArticle(section: ArticleSection, { content, entry, origin }: ResolveContext): ArticleProps {
  const article = entry as ArticleEntry
  return {
    ...section,
    entry: article,
    ...articleFacts(article),
    url: origin + article.path,
    relatedEntries: relatedArticles(section, { content, entry }).map(articleSummary),
  }
}

/** The articles whose cards an article's page shows (see related). */
export function relatedArticles(
  section: ArticleSection,
  { content, entry }: Pick<ResolveContext, 'content' | 'entry'>,
): ArticleEntry[] {
  return related(entriesOf<ArticleEntry>(content, 'articles'), entry as ArticleEntry, section.related)
}

// Articles by category with each one's place, once per article list: a scan of every article for every article
// would grow with the square of their number.
const byCategory = new WeakMap<ArticleEntry[], Map<string, { list: ArticleEntry[]; at: Map<string, number> }>>()

/**
 * The `count` others of the article's category nearest to it in list order (newest first): the next newer and the
 * next older in turn. A new or deleted article thus changes the cards of its few neighbours, not of its whole
 * category (at 10,000 articles, one added article made 1,900 pages to render again when every article showed its
 * category's newest). Then the first others of any other category, in list order.
 */
function related(all: ArticleEntry[], article: ArticleEntry, count: number): ArticleEntry[] {
  let categories = byCategory.get(all)
  if (!categories) {
    categories = new Map()
    for (const a of all) {
      let category = categories.get(a.category)
      if (!category) categories.set(a.category, (category = { list: [], at: new Map() }))
      category.at.set(a.id, category.list.push(a) - 1)
    }
    byCategory.set(all, categories)
  }
  const picked: ArticleEntry[] = []
  const same = categories.get(article.category)
  const at = same?.at.get(article.id)
  if (same && at !== undefined)
    for (let d = 1; picked.length < count && (at - d >= 0 || at + d < same.list.length); d++) {
      if (at - d >= 0) picked.push(same.list[at - d]!)
      if (picked.length < count && at + d < same.list.length) picked.push(same.list[at + d]!)
    }
  for (const a of all) {
    if (picked.length === count) break
    if (a.category !== article.category) picked.push(a)
  }
  return picked
}
