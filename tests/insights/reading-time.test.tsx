import { describe, expect, it } from 'vitest'
import { readingMinutes } from '../../src/content/markdown/reading-minutes.ts'
import { wordCount } from '../../src/content/markdown/plain-text.ts'
import { md } from '../helpers/md.ts'
import { renderHtml } from '../helpers/render-html.tsx'
import { testBuilt } from '../helpers/render.tsx'

const words = (n: number) => md(Array.from({ length: n }, (_, i) => `word${i}`).join(' '))

describe('reading time', () => {
  it('is words ÷ 230 rounded up, at least a minute', () => {
    expect(readingMinutes(words(0))).toBe(1)
    expect(readingMinutes(words(230))).toBe(1)
    expect(readingMinutes(words(231))).toBe(2)
    expect(readingMinutes(words(1150))).toBe(5)
  })

  it('shows "N min read" on each article page and on every card of /insights', async () => {
    const built = testBuilt()
    const articles = [...built.pages.values()].flatMap((p) =>
      p.sections.flatMap((s) => (s.type === 'article' ? [s.entry] : [])),
    )
    const minutes = new Map(articles.map((a) => [a.path, Math.ceil(wordCount(a.body.blocks) / 230)]))
    const article = articles[0]!
    const page = await renderHtml(built, article.path)
    expect(page.querySelector('.article-byline')!.textContent).toContain(`${minutes.get(article.path)} min read`)

    const list = await renderHtml(built, '/insights')
    const cards = [...list.querySelectorAll('main .article-featured, main .article-card')]
    expect(cards).toHaveLength(7)
    for (const card of cards) {
      const path = card.querySelector('a[href^="/insights/"]:not(.article-meta__category)')!.getAttribute('href')!
      expect(card.querySelector('.article-meta')!.textContent).toContain(`${minutes.get(path)} min read`)
    }
  })
})
