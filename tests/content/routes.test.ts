import { describe, expect, it } from 'vitest'
import { fileRole } from '../../src/content/routes.ts'
import { slugify } from '../../src/content/slugify.ts'
import { testBuilt } from '../helpers/render.tsx'

describe('route derivation from file paths', () => {
  it.each([
    ['pages/index.yaml', '/'],
    ['pages/about.yaml', '/about'],
    ['pages/services/sap-basis.yaml', '/services/sap-basis'],
    ['pages/industries/index.yaml', '/industries'],
  ])('%s → %s', (file, route) => {
    expect(fileRole(file)).toEqual({ role: 'page', route })
  })

  it('recognises the site file, collections, templates and the not-found page', () => {
    expect(fileRole('pages/_site.yaml')).toEqual({ role: 'site' })
    expect(fileRole('pages/_collections/jobs.yaml')).toEqual({ role: 'collection', name: 'jobs' })
    expect(fileRole('pages/insights/[slug].yaml')).toEqual({
      role: 'template',
      prefix: '/insights',
      param: 'slug',
      pattern: '/insights/:slug',
    })
    expect(fileRole('pages/careers/apply/[jobId].yaml')).toEqual({
      role: 'template',
      prefix: '/careers/apply',
      param: 'jobId',
      pattern: '/careers/apply/:jobId',
    })
    expect(fileRole('pages/404.yaml')).toEqual({ role: 'notFound' })
  })

  it('rejects names that cannot be URLs', () => {
    expect(fileRole('pages/About Us.yaml').role).toBe('unknown')
    expect(fileRole('pages/about.yml')).toEqual({ role: 'unknown', reason: 'YAML files here end in .yaml: rename it' })
    expect(fileRole('pages/_drafts/x.yaml').role).toBe('unknown')
  })

  it('derives job and article routes from the collections', () => {
    const routes = [...testBuilt().pages.keys()]
    for (const id of [
      'senior-software-engineer',
      'ux-ui-designer',
      'it-project-manager',
      'business-analyst',
      'devops-engineer',
    ])
      expect(routes).toContain(`/careers/apply/${id}`)
    for (const slug of [
      'the-future-of-remote-work-in-tech',
      'ai-driven-staffing-solutions',
      'digital-transformation-2023-trends-strategies',
    ])
      expect(routes).toContain(`/insights/${slug}`)
  })
})

describe('the slug rule', () => {
  it.each([
    ['The Future of Remote Work in Tech', 'the-future-of-remote-work-in-tech'],
    ['AI-Driven Staffing Solutions', 'ai-driven-staffing-solutions'],
    ['Digital Transformation 2023: Trends & Strategies', 'digital-transformation-2023-trends-strategies'],
    ['  Hello,   World!! ', 'hello-world'],
    ['C++ & .NET -- what’s next?', 'c-net-what-s-next'],
    // Accents go, the letter stays: what an editor of a Spanish page expects of a proposed address.
    ['Diseñador UX/UI en Guadalajara', 'disenador-ux-ui-en-guadalajara'],
    ['Café & Niño: Über Ångström', 'cafe-nino-uber-angstrom'],
    ['ﬁnance ＳＡＰ', 'finance-sap'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('gives every article of the collection the slug of its title (unless one is given)', () => {
    for (const a of testBuilt().pages.values()) {
      const article = a.sections.find((s) => s.type === 'article')
      if (article?.type === 'article') expect(article.entry.path).toBe(`/insights/${article.entry.slug}`)
    }
  })
})
