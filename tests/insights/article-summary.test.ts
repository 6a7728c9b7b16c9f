// @vitest-environment node
/**
 * An article's card (articleSummary, src/sections/articleList/article-summary.ts): the article without its body, then
 * its reading time and category page, in that order (the pages' data and their hashes are written from it), the same
 * object each time it is asked for.
 */
import { describe, expect, it } from 'vitest'
import { readContentDir, siteFilePaths } from '../../src/content/read-content-dir.ts'
import type { ArticleEntry } from '../../src/firm/collections.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { articleFacts, articleSummary } from '../../src/sections/articleList/article-summary.ts'
import { loadAndBuild } from '../../src/site/load-site.ts'

describe('an article’s card', () => {
  it('is the article but its body, then its facts, made once', () => {
    const { result } = loadAndBuild(readContentDir(process.cwd()), {
      siteFiles: siteFilePaths(process.cwd()),
      media: scanMedia(process.cwd()),
    })
    const articles = (result.content!.collections.articles ?? []) as ArticleEntry[]
    expect(articles.length).toBeGreaterThan(5)
    for (const article of articles) {
      const card = articleSummary(article)
      const { body: _, ...rest } = article
      expect(JSON.stringify(card)).toBe(JSON.stringify({ ...rest, ...articleFacts(article) }))
      expect(Object.keys(card).at(-2)).toBe('readingMinutes')
      expect('body' in card).toBe(false)
      expect(articleSummary(article)).toBe(card)
    }
  })
})
