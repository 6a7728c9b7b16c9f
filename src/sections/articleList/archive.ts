import { slugify } from '../../content/slugify.ts'
import type { ArticleEntry } from '../../firm/collections.ts'

/** Articles per archive and category page. */
export const ARCHIVE_PAGE_SIZE = 12

/** The list page the articles sit under, first page of their archive: /insights/some-slug → /insights. */
export function archiveBase(articlePath: string): string {
  return articlePath.replace(/\/[^/]+$/, '') || '/'
}

/** The first page of an article's category: /insights/category/industry-trends. */
export function categoryPath(article: Pick<ArticleEntry, 'path' | 'category'>): string {
  const base = archiveBase(article.path)
  return `${base === '/' ? '' : base}/category/${slugify(article.category)}`
}

/** What the list page shows (the featured article, then the `limit` newest others) and the rest, in order. */
export function splitFront<T extends { featured?: boolean | undefined }>(
  all: T[],
  limit: number,
): { featured?: T; latest: T[]; rest: T[] } {
  const featured = all.find((a) => a.featured) ?? all[0]
  const others = all.filter((a) => a !== featured)
  return { ...(featured ? { featured } : {}), latest: others.slice(0, limit), rest: others.slice(limit) }
}
