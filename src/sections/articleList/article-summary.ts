import { readingMinutes } from '../../content/markdown/reading-minutes.ts'
import type { ArticleEntry } from '../../firm/collections.ts'
import { sharedValue } from '../../lib/value-keys.ts'
import { without } from '../../lib/without.ts'
import { categoryPath } from './archive.ts'

/** What the build derives from an article for its card and page: "N min read" and its category's list. */
export interface ArticleFacts {
  readingMinutes: number
  categoryPath: string
}
/** What a card needs of an article: lists ship these, not whole bodies. */
export type ArticleSummary = Omit<ArticleEntry, 'body'> & ArticleFacts

/**
 * Reading time and category page of an article. Its card appears on several pages (list, archive, category,
 * related): its words are counted once per body (treeWords), which the dev server's loads share while the file is
 * unchanged (LoadCache) and a build takes from its cached parsed files.
 */
export function articleFacts(article: ArticleEntry): ArticleFacts {
  return { readingMinutes: readingMinutes(article.body), categoryPath: categoryPath(article) }
}

/** Each article's summary, made once: its card is on up to five pages (archive, category, related, front). */
const summaries = new WeakMap<ArticleEntry, ArticleSummary>()

const BODY = new Set(['body'])

/**
 * A card's worth of an article: everything but the body, plus its reading time and category page. The same object for
 * the same article, shared by every page that lists it: it is never changed.
 */
export const articleSummary = (article: ArticleEntry): ArticleSummary => {
  let summary = summaries.get(article)
  if (!summary) {
    const card = Object.assign(without(article, BODY), articleFacts(article))
    summaries.set(article, (summary = sharedValue(card as unknown as ArticleSummary)))
  }
  return summary
}
