/**
 * The site in two languages from translation files, through the loader (src/content) and the plan (planPages): the
 * routes, alternates and shell of tests/site/languages.test.tsx hold for what the editor writes, and what is not live
 * in English is not published in Spanish either.
 */
import { describe, expect, it } from 'vitest'
import { contentDirOptions } from '../../src/content/load-content-dir.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { loadAndPlan } from '../../src/site/load-site.ts'
import { sitemapEntries } from '../../src/site/sitemap-entries.ts'
import { withSpanish } from '../helpers/spanish-files.ts'

const ORIGIN = 'https://www.cedarridge-tech.com'
const plan = (extra: Record<string, string> = {}) => {
  const files = withSpanish(readContentDir(process.cwd()), extra)
  const { result, planned } = loadAndPlan(files, contentDirOptions(process.cwd()))
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  return planned!
}
const routes = (planned: ReturnType<typeof plan>) => [...planned.built.pages.keys(), ...planned.later.keys()]

describe('a site in two languages, from its translation files', () => {
  it('builds the translated pages under /es with reciprocal alternates, and only those', () => {
    const planned = plan()
    expect(
      routes(planned)
        .filter((r) => r === '/es' || r.startsWith('/es/'))
        .sort(),
    ).toEqual(['/es', '/es/buscar', '/es/empleos', '/es/empleos/ingeniero-devops'])
    const job = planned.later.get('/es/empleos/ingeniero-devops')!()
    expect(job.head.lang).toBe('es')
    expect(job.head.canonical).toBe(`${ORIGIN}/es/empleos/ingeniero-devops`)
    const english = planned.later.get('/careers/apply/devops-engineer')!()
    expect(english.head.alternates).toEqual(job.head.alternates)
    expect(job.head.alternates!.map((a) => a.hreflang)).toEqual(['en', 'es', 'x-default'])
    expect(planned.built.translations!.es!.notFound!.head.title).toMatch(/^Página no encontrada/)
    // JobPosting in Spanish, at the Spanish URL.
    const posting = job.head.jsonLd.find((j) => (j as { '@type': string })['@type'] === 'JobPosting') as {
      title: string
      description: string
    }
    expect(posting.title).toBe('Ingeniero DevOps')
    // The description's list headings too, for Google's job search in Spanish.
    expect(posting.description).toContain('<h3>Responsabilidades</h3>')
    expect(posting.description).toContain('<h3>Requisitos</h3>')
    expect(posting.description).toContain('<h3>Beneficios</h3>')
    expect(posting.description).not.toMatch(/Responsibilities|Requirements|Benefits/)
    const englishPosting = english.head.jsonLd.find((j) => (j as { '@type': string })['@type'] === 'JobPosting')
    expect((englishPosting as { description: string }).description).toContain('<h3>Responsibilities</h3>')
    // An unknown job's address, on its way to the careers page, is titled in its language.
    expect(planned.built.missing.get('/es/empleos/:jobId')!.head.title).toMatch(/^Página no encontrada \| /)
    expect(planned.built.missing.get('/careers/apply/:jobId')!.head.title).toMatch(/^Not Found \| /)
  })

  it('the real site’s Spanish service pages: the country served and the company’s website in Spanish', () => {
    const { result, planned } = loadAndPlan(readContentDir(process.cwd()), contentDirOptions(process.cwd()))
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    const page = (route: string) => (planned!.built.pages.get(route) ?? planned!.later.get(route)!())!
    const served = (route: string) =>
      (page(route).head.jsonLd.find((j) => (j as { '@type': string })['@type'] === 'Service') as {
        areaServed: { name: string }
      })!.areaServed.name
    expect(served('/services/sap-fico')).toBe('United States')
    expect(served('/es/servicios/sap-fico')).toBe('Estados Unidos')
    const links = (route: string) =>
      JSON.stringify(page(route).sections).match(/https:\/\/www\.cedarridge-tech\.com[^"]*/g)
    expect(links('/services/sap-fico')).toEqual(['https://www.cedarridge-tech.com'])
    expect(links('/es/servicios/sap-fico')).toEqual(['https://www.cedarridge-tech.com/es'])
  })

  it('leaves out of both languages what is not live in English (a translation inherits its original’s dates)', () => {
    const job = 'pages/_collections/jobs/devops-engineer.yaml'
    const text = readContentDir(process.cwd()).find((f) => f.file === job)!.text
    const planned = plan({ [job]: `${text.trimEnd()}\ndraft: true\n` })
    expect(routes(planned)).not.toContain('/careers/apply/devops-engineer')
    expect(routes(planned)).not.toContain('/es/empleos/ingeniero-devops')
    // The careers pages, still in both languages, no longer name it as a translation.
    const built = { ...planned.built, pages: new Map(planned.built.pages) }
    expect(sitemapEntries(built).some((e) => e.alternates?.some((a) => a.href.includes('devops')))).toBe(false)
  })
})
