import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import type { ArticleEntry } from '../../src/firm/collections.ts'
import type { ArticleFacts } from '../../src/sections/articleList/article-summary.ts'
import type { SiteData } from '../../src/content/site-data.ts'
import { Article } from '../../src/sections/article/Article.tsx'
import { formatDate } from '../../src/sections/articleList/ArticleList.tsx'
import { withoutIgnored } from '../../src/build/search-copy.ts'
import { renderRoute, testSite } from '../helpers/render.tsx'
import { md } from '../helpers/md.ts'

const image = {
  src: 'https://images.unsplash.com/photo-1522071820081-009f0129c71c',
  alt: 'Engineers collaborating on a video call',
}
function article(title: string, slug: string, category: ArticleEntry['category']): ArticleEntry & ArticleFacts {
  return {
    title,
    slug,
    category,
    path: `/insights/${slug}`,
    date: '2023-05-02',
    image,
    author: 'Michael Chen',
    authorRole: 'Chief Technology Officer',
    authorImage: {
      src: 'https://images.unsplash.com/photo-1573164713988-8665fc963095',
      alt: 'Portrait of Michael Chen',
    },
    excerpt: `${title} excerpt.`,
    id: slug,
    readingMinutes: 4,
    categoryPath: `/insights/category/${category.toLowerCase().replace(/ /g, '-')}`,
    body: md(
      'Hiring has changed more in three years than in the previous twenty.\n\n## What the data shows\n\n- Faster screening\n- Better matches\n- Lower attrition\n\nClosing thoughts.',
    ),
  }
}
const entry = article('AI-Driven Staffing Solutions', 'ai-driven-staffing-solutions', 'Technology')
const relatedEntries = [
  article('The Future of Remote Work in Tech', 'the-future-of-remote-work-in-tech', 'Industry Trends'),
  article(
    'Digital Transformation 2023: Trends & Strategies',
    'digital-transformation-2023-trends-strategies',
    'Strategy',
  ),
]
const site = { origin: 'https://www.example.com' } as SiteData
const url = 'https://www.example.com/insights/ai-driven-staffing-solutions'

function renderArticle() {
  return render(
    <SiteProvider value={site}>
      <MemoryRouter initialEntries={[entry.path]}>
        <Article
          type="article"
          entry={entry}
          url={url}
          readingMinutes={entry.readingMinutes}
          categoryPath={entry.categoryPath}
          relatedEntries={relatedEntries}
          related={2}
          shareHeading="Share this article"
          relatedHeading="Related Articles"
          newsletterHeading="Subscribe to Our Newsletter"
          newsletterText="Get the latest insights delivered to your inbox."
        />
      </MemoryRouter>
    </SiteProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('article', () => {
  it('renders the real article page at /insights/ai-driven-staffing-solutions', async () => {
    await renderRoute('/insights/ai-driven-staffing-solutions')
    const title = await screen.findByRole('heading', { level: 1, name: 'AI-Driven Staffing Solutions' })
    const hero = title.closest('header')!
    for (const text of ['Technology', 'David Chen', 'Chief Technology Officer', 'May 2, 2023'])
      expect(within(hero).getByText(text)).toBeTruthy()
    const body = document.querySelector('.article-body')!
    expect(within(body as HTMLElement).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0)
    expect(within(body as HTMLElement).getAllByRole('list').length).toBeGreaterThan(0)
    const related = screen.getByRole('region', { name: 'Related Articles' })
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      // The other Technology article first, then the newest of the rest.
      '/insights/modernizing-sap-integration-before-po-support-ends',
      '/insights/zero-trust-security-for-growing-enterprises',
    ])
    const url = `${testSite().origin}/insights/ai-driven-staffing-solutions`
    expect(screen.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toContain(
      encodeURIComponent(url),
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Stay Informed' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy()
  }, 30_000)

  it('formats dates from the string, independent of the time zone', () => {
    expect(formatDate('2023-05-02')).toBe('May 2, 2023')
    expect(formatDate('2023-12-31')).toBe('December 31, 2023')
    expect(formatDate('2023-01-01')).toBe('January 1, 2023')
  })

  it('shows the hero: title, category, author, role, date and the priority image', () => {
    renderArticle()
    const title = screen.getByRole('heading', { level: 1 })
    expect(title.textContent).toBe('AI-Driven Staffing Solutions')
    const hero = title.closest('header')!
    for (const text of ['Technology', 'Michael Chen', 'Chief Technology Officer', 'May 2, 2023'])
      expect(within(hero).getByText(text)).toBeTruthy()
    expect(within(hero).getByText('May 2, 2023').getAttribute('datetime')).toBe('2023-05-02')
    expect(within(hero).getByRole('img', { name: image.alt }).getAttribute('loading')).toBe('eager')
    expect(within(hero).getByRole('img', { name: 'Portrait of Michael Chen' })).toBeTruthy()
  })

  it('renders the body blocks as paragraphs, h2 headings and bullet lists', () => {
    renderArticle()
    expect(screen.getByRole('heading', { level: 2, name: 'What the data shows' })).toBeTruthy()
    expect(screen.getByText('Hiring has changed more in three years than in the previous twenty.').tagName).toBe('P')
    const bullets = screen.getByText('Faster screening').closest('ul')!
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Faster screening', 'Better matches', 'Lower attrition'])
  })

  it('links exactly two related articles to /insights/{slug}', () => {
    renderArticle()
    const related = screen.getByRole('region', { name: 'Related Articles' })
    const links = within(related).getAllByRole('link')
    expect(links).toHaveLength(2)
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      relatedEntries.map((r) => [r.title, r.path]),
    )
  })

  it('copies the canonical URL and announces it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    renderArticle()
    const share = screen.getByRole('region', { name: 'Share this article' })
    expect(within(share).getByRole('status').textContent).toBe('')
    await userEvent.click(within(share).getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(url)
    expect(within(share).getByRole('status').textContent).toBe('Link copied')
  })

  it('shows the address when the clipboard is not available', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    })
    renderArticle()
    const share = screen.getByRole('region', { name: 'Share this article' })
    await userEvent.click(within(share).getByRole('button', { name: 'Copy link' }))
    expect(within(share).getByRole('status').textContent).toBe(`Copy this address: ${url}`)
  })

  it('shares on LinkedIn in a new tab and by e-mail', () => {
    renderArticle()
    const linkedIn = screen.getByRole('link', { name: /^Share on LinkedIn/ })
    expect(linkedIn.getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    )
    expect(linkedIn.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toBe(
      `mailto:?subject=AI-Driven%20Staffing%20Solutions&body=${encodeURIComponent(url)}`,
    )
  })

  it('ends with a newsletter form with an e-mail field and a Subscribe button', () => {
    renderArticle()
    expect(screen.getByRole('heading', { name: 'Subscribe to Our Newsletter' })).toBeTruthy()
    expect(screen.getByText('Get the latest insights delivered to your inbox.')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /e-?mail/i }).getAttribute('type')).toBe('email')
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy()
  })

  it('gives the search index the article itself: not its share row, related cards or newsletter sign-up', () => {
    const { container } = renderArticle()
    const searched = withoutIgnored(container.innerHTML)
    expect(searched).toContain('Hiring has changed more in three years')
    expect(searched).toContain('Closing thoughts.')
    for (const boilerplate of [
      'Share this article',
      'Related Articles',
      'The Future of Remote Work in Tech',
      'Subscribe to Our Newsletter',
      'Get the latest insights delivered to your inbox.',
    ]) {
      expect(container.innerHTML).toContain(boilerplate)
      expect(searched).not.toContain(boilerplate)
    }
  })
})
