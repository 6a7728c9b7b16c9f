import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import type { ArticleEntry } from '../../src/firm/collections.ts'
import type { SiteData } from '../../src/content/site-data.ts'
import { Article } from '../../src/sections/article/Article.tsx'
import { md } from '../helpers/md.ts'

const entry: ArticleEntry = {
  title: 'How We Hire in 2025',
  slug: 'how-we-hire-in-2025',
  id: 'how-we-hire-in-2025',
  path: '/insights/how-we-hire-in-2025',
  category: 'Staffing',
  date: '2025-06-10',
  image: { src: 'https://images.unsplash.com/photo-1522071820081-009f0129c71c', alt: 'Two people talking' },
  author: 'Dana Q. Whitfield',
  authorRole: 'Head of Talent',
  excerpt: 'What changed in our hiring.',
  body: md('Paragraph one.'),
}

function renderArticle(article: ArticleEntry) {
  return render(
    <SiteProvider value={{ origin: 'https://www.example.com' } as SiteData}>
      <MemoryRouter initialEntries={[article.path]}>
        <Article
          type="article"
          entry={article}
          url={`https://www.example.com${article.path}`}
          readingMinutes={1}
          categoryPath="/insights/category/staffing"
          relatedEntries={[]}
          related={0}
          shareHeading="Share this article"
          relatedHeading="Related Articles"
          newsletterHeading="Stay informed"
          newsletterText="Monthly insights."
        />
      </MemoryRouter>
    </SiteProvider>,
  )
}

describe('an article without an author photo', () => {
  it('shows the author’s initials in the photo’s place, and no image but the hero’s', () => {
    const { container } = renderArticle(entry)
    const byline = container.querySelector<HTMLElement>('.article-byline')!
    expect(byline.querySelector('img')).toBeNull()
    const initials = byline.querySelector('.article-byline__initials')!
    expect(initials.textContent).toBe('DW')
    // The name is read beside it: the initials are not read twice.
    expect(initials.getAttribute('aria-hidden')).toBe('true')
    expect(within(byline).getByText('Dana Q. Whitfield')).toBeTruthy()
    const hero = container.querySelector<HTMLElement>('.article-hero')!
    expect(
      within(hero)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Two people talking'])
    expect(screen.getByRole('heading', { level: 1, name: 'How We Hire in 2025' })).toBeTruthy()
  })

  it('shows the photo when there is one, and no initials', () => {
    const { container } = renderArticle({
      ...entry,
      authorImage: { src: '/media/team/dana.jpg', alt: 'Portrait of Dana Whitfield' },
    })
    const byline = container.querySelector<HTMLElement>('.article-byline')!
    expect(within(byline).getByRole('img', { name: 'Portrait of Dana Whitfield' })).toBeTruthy()
    expect(byline.querySelector('.article-byline__initials')).toBeNull()
  })
})
