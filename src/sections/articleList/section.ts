import type { ArticleEntry } from '../../firm/collections.ts'
import { defineSection } from '../define-section.ts'
import { archivePages } from './archive-pages.ts'
import { articleSummary } from './article-summary.ts'
import { resolveArticleList, type ArticleListProps } from './resolve.ts'
import { schema } from './schema.ts'

export type { ArticleListProps } from './resolve.ts'

export const articleList = defineSection({
  schema,
  resolve: resolveArticleList,
  dates: (list) => [...(list.featuredEntry ? [list.featuredEntry] : []), ...list.entries].map((e) => e.date),
  derivedPages: archivePages,
  // On a page of the archive, the list shows that page's articles.
  onDerivedPage: (list, derived): ArticleListProps => ({
    type: 'articleList',
    heading: derived.listHeading,
    readMoreLabel: list.readMoreLabel,
    entries: (derived.items as ArticleEntry[]).map(articleSummary),
    ...(derived.pagination.pages > 1 ? { pagination: derived.pagination } : {}),
  }),
})
