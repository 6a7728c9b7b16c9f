import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { ArticleEntry } from '../../src/firm/collections.ts'
import type { ArticleFacts } from '../../src/sections/articleList/article-summary.ts'
import { ArticleList } from '../../src/sections/articleList/ArticleList.tsx'
import { renderRoute } from '../helpers/render.tsx'
import { md } from '../helpers/md.ts'

const image = {
  src: 'https://images.unsplash.com/photo-1522071820081-009f0129c71c',
  alt: 'Consultants at a whiteboard',
}
function article(title: string, slug: string, category: ArticleEntry['category']): ArticleEntry & ArticleFacts {
  return {
    title,
    slug,
    category,
    path: `/insights/${slug}`,
    date: '2023-05-02',
    image,
    author: 'Ada Park',
    authorRole: 'Principal',
    authorImage: image,
    excerpt: `${title} excerpt.`,
    id: slug,
    readingMinutes: 4,
    categoryPath: `/insights/category/${category.toLowerCase().replace(/ /g, '-')}`,
    body: md('Body.'),
  }
}
const featured = article(
  'Digital Transformation 2023: Trends & Strategies',
  'digital-transformation-2023-trends-strategies',
  'Strategy',
)
const latest = [
  article('The Future of Remote Work in Tech', 'the-future-of-remote-work-in-tech', 'Industry Trends'),
  article('AI-Driven Staffing Solutions', 'ai-driven-staffing-solutions', 'Technology'),
  article('Leading Hybrid Teams', 'leading-hybrid-teams', 'Leadership'),
  article('Contract vs. Direct Hire', 'contract-vs-direct-hire', 'Staffing'),
  article('Zero Trust for Mid-Size Firms', 'zero-trust-for-mid-size-firms', 'Security'),
  article('Cloud Cost Control', 'cloud-cost-control', 'Strategy'),
]

function renderList(dateLabel?: string) {
  return render(
    <MemoryRouter>
      <ArticleList
        type="articleList"
        heading="Latest Articles"
        featuredLabel="Featured"
        featuredEntry={featured}
        entries={latest}
        dateLabel={dateLabel}
        readMoreLabel="Read More"
      />
    </MemoryRouter>,
  )
}

describe('articleList', () => {
  it('shows the real featured article and six latest on /insights, dated Today, linking to /insights/{slug}', async () => {
    await renderRoute('/insights')
    const section = await screen.findByRole('region', { name: 'Latest Articles' })
    // None is marked featured: true, so the newest is featured.
    const hero = within(section).getByRole('article', { name: 'Modernizing SAP Integration Before PO Support Ends' })
    expect(within(hero).getByText('Featured')).toBeTruthy()
    expect(
      within(hero)
        .getByRole('link', { name: /^Read More/ })
        .getAttribute('href'),
    ).toBe('/insights/modernizing-sap-integration-before-po-support-ends')
    const grid = within(section)
      .getAllByRole('list')
      .find((l) => l.classList.contains('article-grid'))!
    const items = within(grid).getAllByRole('listitem')
    expect(items).toHaveLength(6)
    for (const item of items) {
      const title = within(item).getByRole('heading', { level: 3 }).textContent!
      const slug = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
      expect(within(item).getByText('Today')).toBeTruthy()
      expect(
        within(item)
          .getByRole('link', { name: `Read More: ${title}` })
          .getAttribute('href'),
      ).toBe(`/insights/${slug}`)
    }
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toContain(
      'Digital Transformation 2023: Trends & Strategies',
    )
    expect(
      within(grid)
        .getByRole('link', { name: /Trends & Strategies$/ })
        .getAttribute('href'),
    ).toBe('/insights/digital-transformation-2023-trends-strategies')
  }, 30_000)

  it('shows the featured article with its label, category, excerpt and link', () => {
    renderList('Today')
    const card = screen.getByRole('article', { name: featured.title })
    for (const text of ['Featured', 'Strategy', `${featured.title} excerpt.`])
      expect(within(card).getByText(text)).toBeTruthy()
    expect(
      within(card)
        .getByRole('link', { name: `Read More: ${featured.title}` })
        .getAttribute('href'),
    ).toBe('/insights/digital-transformation-2023-trends-strategies')
  })

  it('lists the six latest articles, each dated "Today" and linking to /insights/{slug}', () => {
    renderList('Today')
    const grid = screen.getAllByRole('list').find((l) => l.classList.contains('article-grid'))!
    const items = within(grid).getAllByRole('listitem')
    expect(items).toHaveLength(6)
    items.forEach((item, i) => {
      const entry = latest[i]!
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(entry.title)
      expect(within(item).getByText(entry.category)).toBeTruthy()
      expect(within(item).getByText('Today')).toBeTruthy()
      expect(
        within(item)
          .getByRole('link', { name: `Read More: ${entry.title}` })
          .getAttribute('href'),
      ).toBe(`/insights/${entry.slug}`)
    })
    expect(screen.getAllByText('Today')).toHaveLength(7)
    expect(screen.getAllByRole('link', { name: /^Read More/ })).toHaveLength(7)
  })

  it('loads the card images lazily', () => {
    renderList('Today')
    const images = screen.getAllByRole('img', { name: 'Consultants at a whiteboard' })
    expect(images).toHaveLength(7)
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true)
  })

  it('with no article says so under its heading, with no empty list', () => {
    render(
      <MemoryRouter>
        <ArticleList type="articleList" heading="Latest Articles" entries={[]} readMoreLabel="Read more" />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'Latest Articles' })).toBeTruthy()
    expect(screen.getByText('No articles here yet: new ones will appear here.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows the formatted date when no date label is given', () => {
    renderList()
    expect(screen.getAllByText('May 2, 2023')).toHaveLength(7)
  })
})
