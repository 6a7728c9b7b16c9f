import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BuiltSite } from '../../src/site/built-site.ts'
import { paginate } from '../../src/content/paginate.ts'
import type { ArticleEntry } from '../../src/firm/collections.ts'
import { articleProject, buildProject } from '../helpers/article-project.ts'
import { renderHtml } from '../helpers/render-html.tsx'
import { testBuilt } from '../helpers/render.tsx'

const articlesOf = (built: BuiltSite): ArticleEntry[] =>
  [...built.pages.values()].flatMap((p) => p.sections.flatMap((s) => (s.type === 'article' ? [s.entry] : [])))

/** The article pages a rendered list page links to, in order, and where its "Older articles" link goes. */
function listed(doc: Document, articles: Set<string>): { links: string[]; next?: string; prev?: string } {
  const hrefs = [...doc.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href')!)
  const rel = (name: string) => doc.querySelector(`main a[rel="${name}"]`)?.getAttribute('href') ?? undefined
  const next = rel('next')
  const prev = rel('prev')
  return {
    links: [...new Set(hrefs.filter((h) => articles.has(h)))],
    ...(next ? { next } : {}),
    ...(prev ? { prev } : {}),
  }
}

/** Follows "Older articles" from `start` to the end: each page's path and the articles it links to. */
async function walk(built: BuiltSite, start: string) {
  const articles = new Set(articlesOf(built).map((a) => a.path))
  const seen: { path: string; links: string[]; prev?: string; doc: Document }[] = []
  for (let path: string | undefined = start; path;) {
    const doc = await renderHtml(built, path)
    const { links, next, prev } = listed(doc, articles)
    seen.push({ path, links, ...(prev ? { prev } : {}), doc })
    path = next
  }
  return seen
}

describe('insights archive with 40 articles (a generated project)', () => {
  let project: ReturnType<typeof articleProject>
  let built: BuiltSite
  beforeAll(() => {
    project = articleProject(40)
    built = buildProject(project.root)
  })
  afterAll(() => project.remove())

  it('has /insights/page/2, 3 and 4 after /insights (7 + 12 + 12 + 9), newest first, and no empty page', () => {
    expect(articlesOf(built)).toHaveLength(40)
    const archive = [...built.pages.keys()].filter((p) => p.startsWith('/insights/page/'))
    expect(archive.sort()).toEqual(['/insights/page/2', '/insights/page/3', '/insights/page/4'])
    const counts = archive.map(
      (p) => built.pages.get(p)!.sections.find((s) => s.type === 'articleList')!.entries.length,
    )
    expect(counts).toEqual([12, 12, 9])
    const dates = archive.flatMap((p) =>
      built.pages.get(p)!.sections.flatMap((s) => (s.type === 'articleList' ? s.entries.map((e) => e.date) : [])),
    )
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('reaches every article from /insights by following "Older articles", with rel prev/next and a clear end', async () => {
    const pages = await walk(built, '/insights')
    expect(pages.map((p) => p.path)).toEqual(['/insights', '/insights/page/2', '/insights/page/3', '/insights/page/4'])
    const reached = pages.flatMap((p) => p.links)
    expect(new Set(reached).size).toBe(reached.length)
    expect(new Set(reached)).toEqual(new Set(articlesOf(built).map((a) => a.path)))
    expect(pages.map((p) => p.prev)).toEqual([undefined, '/insights', '/insights/page/2', '/insights/page/3'])

    const first = pages[0]!.doc.querySelector('main nav[aria-label="Article pages"]')!
    expect(first.textContent).toContain('Page 1 of 4')
    expect(first.querySelector('a[rel="next"]')!.textContent).toContain('Older articles')
    const last = pages[3]!.doc.querySelector('main nav[aria-label="Article pages"]')!
    expect(last.textContent).toContain('Page 4 of 4')
    expect(last.textContent).toContain('You have reached the oldest articles.')
    expect(last.querySelector('a[rel="next"]')).toBeNull()
    expect(last.querySelector('a[rel="prev"]')!.textContent).toContain('Newer articles')
  })

  it('gives each archive page its own title, description, canonical, h1 and the feeds', async () => {
    const heads = ['/insights/page/2', '/insights/page/3'].map((p) => built.pages.get(p)!.head)
    expect(heads[0]!.title).toBe('Insights: Older Articles, Page 2 | Cedar Ridge Technologies')
    expect(heads[1]!.title).toBe('Insights: Older Articles, Page 3 | Cedar Ridge Technologies')
    expect(heads[0]!.description).not.toBe(heads[1]!.description)
    expect(heads[0]!.canonical).toBe(`${built.origin}/insights/page/2`)
    expect(heads[0]!.feeds?.map((f) => f.href)).toEqual([
      '/insights/rss.xml',
      '/insights/atom.xml',
      '/insights/feed.json',
    ])
    const doc = await renderHtml(built, '/insights/page/2')
    expect([...doc.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Older Articles'])
    // Headings descend one level at a time: h1, then the list's h2, then each card's h3.
    expect(doc.querySelector('main h2')!.textContent).toBe('Articles 8–19 of 40')
    const last = await renderHtml(built, '/insights/category/technology/page/2')
    expect(last.querySelector('main h2')!.textContent).toBe('Article 13 of 13')
  })

  it('lists exactly its category on each category page, paginated the same way', async () => {
    const all = articlesOf(built)
    const categories = [...new Set(all.map((a) => a.category))]
    expect(categories).toHaveLength(6)
    for (const category of categories) {
      const slug = category.toLowerCase().replace(/[^a-z0-9]+/g, '-')
      const pages = await walk(built, `/insights/category/${slug}`)
      const expected = all.filter((a) => a.category === category).sort((a, b) => b.date.localeCompare(a.date))
      expect(pages.flatMap((p) => p.links)).toEqual(expected.map((a) => a.path))
      expect(pages[0]!.doc.querySelector('h1')!.textContent).toBe(category)
      expect(built.pages.get(pages[0]!.path)!.head.title).toBe(`${category} Articles | Cedar Ridge Technologies`)
    }
    // Technology holds 13: a second page of one.
    const tech = await walk(built, '/insights/category/technology')
    expect(tech.map((p) => [p.path, p.links.length])).toEqual([
      ['/insights/category/technology', 12],
      ['/insights/category/technology/page/2', 1],
    ])
    expect(built.pages.get('/insights/category/technology/page/2')!.head.title).toBe(
      'Technology Articles, Page 2 | Cedar Ridge Technologies',
    )
  })

  it("links an article's category label, on its page and on cards, to that category's page", async () => {
    const article = articlesOf(built).find((a) => a.category === 'Industry Trends')!
    const doc = await renderHtml(built, article.path)
    const label = doc.querySelector('.article-hero a.article-hero__category')!
    expect(label.getAttribute('href')).toBe('/insights/category/industry-trends')
    expect(label.textContent).toBe('Industry Trends articles')
    const card = (await renderHtml(built, '/insights/page/2')).querySelector('.article-card a.article-meta__category')!
    expect(card.getAttribute('href')).toMatch(/^\/insights\/category\/[a-z-]+$/)
    expect(built.pages.has(card.getAttribute('href')!)).toBe(true)
  })
})

describe('insights archive with the real 7 articles', () => {
  it('has no archive page and no pagination on /insights: it shows them all', async () => {
    const built = testBuilt()
    expect([...built.pages.keys()].filter((p) => p.startsWith('/insights/page/'))).toEqual([])
    const doc = await renderHtml(built, '/insights')
    expect(doc.querySelector('nav[aria-label="Article pages"]')).toBeNull()
    expect(doc.querySelectorAll('main .article-featured, main .article-grid > li')).toHaveLength(7)
  })

  it('has one category page for each category in use, and no other', () => {
    const built = testBuilt()
    const categories = new Set(articlesOf(built).map((a) => a.category.toLowerCase().replace(/[^a-z0-9]+/g, '-')))
    const pages = [...built.pages.keys()].filter((p) => p.startsWith('/insights/category/'))
    expect(new Set(pages)).toEqual(new Set([...categories].map((c) => `/insights/category/${c}`)))
  })
})

describe('paginate', () => {
  it('puts firstPage items on the base path and perPage on each next page, never an empty one', () => {
    const items = Array.from({ length: 25 }, (_, i) => i)
    const pages = paginate(items, '/list', 10, 5)
    expect(pages.map((p) => [p.path, p.items.length])).toEqual([
      ['/list', 5],
      ['/list/page/2', 10],
      ['/list/page/3', 10],
    ])
    expect(pages[2]!.pagination).toEqual({ page: 3, pages: 3, prev: '/list/page/2' })
    expect(paginate(items.slice(0, 10), '/list', 10).map((p) => p.path)).toEqual(['/list'])
    expect(paginate([], '/list', 10)).toHaveLength(1)
  })
})
