import { render, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Content } from '../../src/content/load-content.ts'
import type { ArticleEntry, JobEntry } from '../../src/firm/collections.ts'
import { Article } from '../../src/sections/article/Article.tsx'
import { archivePages } from '../../src/sections/articleList/archive-pages.ts'
import type { ArticleFacts } from '../../src/sections/articleList/article-summary.ts'
import { ArticleList } from '../../src/sections/articleList/ArticleList.tsx'
import { resolveCardGrid } from '../../src/sections/cardGrid/resolve.ts'
import { JobDetail } from '../../src/sections/jobDetail/JobDetail.tsx'
import { resolveJobDetail } from '../../src/sections/jobDetail/resolve.ts'
import { jobList } from '../../src/sections/jobList/section.ts'
import { JobList } from '../../src/sections/jobList/JobList.tsx'
import { jobPages } from '../../src/sections/jobList/job-pages.ts'
import { resolveJobList } from '../../src/sections/jobList/resolve.ts'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import { loadSiteDir } from '../../src/site/load-site.ts'
import { md } from '../helpers/md.ts'
import { testSite } from '../helpers/render.tsx'
import { sectionOf } from '../forms/section-of.ts'

const spanish = (ui: ReactElement) =>
  render(
    <SiteProvider value={{ ...testSite(), lang: 'es' }}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SiteProvider>,
  )

const image = { src: 'https://images.unsplash.com/photo-1522071820081-009f0129c71c', alt: 'Equipo' }
const article = (slug: string, category: ArticleEntry['category']): ArticleEntry & ArticleFacts => ({
  id: slug,
  slug,
  title: `Título ${slug}`,
  category,
  path: `/es/articulos/${slug}`,
  date: '2023-05-02',
  image,
  author: 'Ana Pérez',
  authorRole: 'Directora',
  excerpt: 'Resumen.',
  readingMinutes: 4,
  categoryPath: '/es/articulos/category/strategy',
  body: md('Texto.'),
})

/** The real content as a Spanish page's resolver sees it: its language is `es`. */
function spanishContent(extra: Partial<Content> = {}): Content {
  const { content } = loadSiteDir(process.cwd())
  return { ...content!, lang: 'es', ...extra }
}

const job = (k: number, type: JobEntry['type'], closed = false): JobEntry & { workplace: 'onsite' } => ({
  id: `puesto-${k}`,
  title: `Puesto ${k}`,
  location: 'Austin, TX',
  type,
  experience: '3+ años',
  department: 'Ingeniería',
  summary: 'Resumen.',
  description: md('Descripción.'),
  responsibilities: ['r'],
  requirements: ['q'],
  benefits: ['b'],
  image,
  datePosted: '2026-01-05',
  path: `/es/empleos/puesto-${k}`,
  workplace: 'onsite',
  salary: { min: 140000, max: 170000, currency: 'USD', per: 'year' },
  ...(closed ? { closed: true as const } : {}),
})

describe('sections on a Spanish page', () => {
  it('an article card and list: Spanish date, reading time, category words and pagination', () => {
    spanish(
      <ArticleList
        type="articleList"
        readMoreLabel="Leer más"
        featuredEntry={article('destacado', 'Strategy')}
        entries={[article('otro', 'Strategy')]}
        pagination={{ page: 1, pages: 3, next: '/es/articulos/page/2' }}
      />,
    )
    const card = within(screen.getAllByRole('article')[1]!)
    expect(card.getByText('2 de mayo de 2023')).toBeTruthy()
    expect(card.getByText('4 min de lectura')).toBeTruthy()
    expect(card.getByRole('link', { name: /^Artículos de\s*Strategy$/ }).textContent).toBe('Artículos de Strategy')
    const pages = screen.getByRole('navigation', { name: 'Páginas de artículos' })
    expect(within(pages).getByText('Página 1 de 3')).toBeTruthy()
    expect(within(pages).getByRole('link', { name: 'Artículos anteriores' })).toBeTruthy()
  })

  it("an article's byline and share row are Spanish", () => {
    spanish(
      <Article
        type="article"
        entry={article('uno', 'Strategy')}
        url="https://example.com/es/articulos/uno"
        readingMinutes={7}
        categoryPath="/es/articulos/category/strategy"
        relatedEntries={[]}
        related={3}
        shareHeading="Compartir"
        relatedHeading="Relacionados"
        newsletterHeading="Boletín"
        newsletterText="Suscríbase."
      />,
    )
    expect(screen.getByText('2 de mayo de 2023')).toBeTruthy()
    expect(screen.getByText('7 min de lectura')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /^Compartir en LinkedIn/ }).textContent).toBe(
      'Compartir en LinkedIn (se abre en una pestaña nueva)',
    )
    expect(screen.getByRole('button', { name: 'Suscribirse' })).toBeTruthy()
  })

  it('a job page: Spanish pay, employment type, headings; a closed job says so and links to the Spanish jobs', () => {
    const section = sectionOf('/careers/apply/senior-software-engineer', 'jobDetail')
    const { unmount } = spanish(<JobDetail {...section} job={job(1, 'Full-time')} similar={[job(2, 'Contract')]} />)
    expect(screen.getByText('$140,000–$170,000 al año')).toBeTruthy()
    expect(screen.getByText('Austin, TX | Tiempo completo')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Acerca del puesto de Puesto 1' })).toBeTruthy()
    for (const name of [
      'Descripción del puesto',
      'Responsabilidades',
      'Requisitos',
      'Beneficios',
      'Vacantes similares',
    ])
      expect(screen.getByRole('heading', { name })).toBeTruthy()
    expect(screen.getByText('Ingeniería · Austin, TX · Por contrato')).toBeTruthy()
    unmount()

    const content = spanishContent({
      pages: [
        { file: 'pages/careers.es.yaml', route: '/es/empleos', page: { sections: [{ type: 'jobList' }] } as never },
      ],
    })
    const closed = resolveJobDetail(section, {
      content,
      entry: job(3, 'Part-time', true),
      route: '/es/empleos/puesto-3',
      origin: '',
    })
    expect(closed.openPositions).toBe('/es/empleos')
    spanish(<JobDetail {...closed} similar={[]} />)
    expect(screen.getByRole('heading', { name: 'Esta vacante ya está cerrada' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ver vacantes disponibles' }).getAttribute('href')).toBe('/es/empleos')
    expect(screen.getByText('Austin, TX | Medio tiempo')).toBeTruthy()
  })

  it('job cards and the board: Spanish employment types, filters, status and pagination', () => {
    spanish(
      <JobList
        type="jobList"
        applyLabel="Postularse"
        entries={[job(1, 'Full-time'), job(2, 'Contract')]}
        board={{
          total: 25,
          departments: ['Ingeniería'],
          locations: ['Austin, TX'],
          types: ['Contract', 'Full-time'],
          workplaces: ['onsite', 'remote'],
          feed: '/es/empleos/jobs.json',
        }}
        pagination={{ page: 1, pages: 2, next: '/es/empleos/page/2' }}
      />,
    )
    expect(screen.getAllByText('Tiempo completo').length).toBeGreaterThan(0)
    expect(screen.getByRole('search', { name: 'Filtrar las vacantes' })).toBeTruthy()
    const type = screen.getByRole('combobox', { name: 'Tipo de empleo' }) as HTMLSelectElement
    expect([...type.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Todos los tipos de empleo'],
      ['Contract', 'Por contrato'],
      ['Full-time', 'Tiempo completo'],
    ])
    const workplace = screen.getByRole('combobox', { name: 'Modalidad' }) as HTMLSelectElement
    expect([...workplace.options].map((o) => o.textContent)).toEqual([
      'Presencial, híbrido o remoto',
      'Presencial',
      'Remoto',
    ])
    expect(screen.getByRole('status').textContent).toBe('25 vacantes disponibles')
    expect(screen.getByRole('navigation', { name: 'Páginas de vacantes' }).textContent).toContain('Página 1 de 2')
  })

  it("a Spanish page's further pages, cards and jobs feed take Spanish words from the content's language", () => {
    const jobs = Array.from({ length: 25 }, (_, k) => job(k + 1, 'Full-time'))
    const content = spanishContent()
    const withJobs = { ...content, collections: { ...content.collections, jobs } }
    const page = { content: withJobs, route: '/es/empleos', origin: '', title: 'Empleos' }
    const list = resolveJobList({ type: 'jobList', applyLabel: 'Postularse' }, page)
    const [second] = jobPages(list, page).pages
    expect([second!.title, second!.description, second!.listHeading, second!.back.label]).toEqual([
      'Vacantes disponibles, página 2',
      'Vacantes 21–25 de 25, de la más reciente a la más antigua.',
      'Vacantes 21–25 de 25',
      'Volver a Empleos',
    ])
    const feed = jobList.listFeed!(list, page)!
    expect(feed.title).toBe('Vacantes disponibles')
    expect(feed.items[0]!.categories).toEqual(['Austin, TX', 'Ingeniería', 'Tiempo completo'])

    const insights = { content, route: '/insights', origin: '', title: 'Artículos' }
    const category = archivePages({ type: 'articleList', readMoreLabel: 'Leer más', entries: [] }, insights).pages.find(
      (p) => p.heading === 'Strategy',
    )!
    expect(category.title).toBe('Artículos de Strategy')
    expect(category.back.label).toBe('Volver a Artículos')
    expect(category.intro).toMatch(/^\d+ artículos?, del más reciente al más antiguo\.$/)

    const cards = resolveCardGrid({ type: 'cardGrid', services: 'all' }, insights)
    expect(cards.items[0]!.link!.label).toBe('Más información')
  })
})
