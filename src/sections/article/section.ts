import { defineSection } from '../define-section.ts'
import { relatedArticles, resolveArticle } from './resolve.ts'
import { schema } from './schema.ts'

export type { ArticleProps } from './resolve.ts'

export const article = defineSection({
  schema,
  resolve: resolveArticle,
  reads: relatedArticles,
  shareImage: ({ entry }) => entry.image,
  dates: ({ entry }) => [entry.date],
  feedItem: ({ entry }) => entry,
})
