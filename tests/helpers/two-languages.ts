/**
 * The real site with a Spanish translation made by hand, as the loader's contract gives it (Content.translations and
 * Content.alternates, src/content/load-content.ts): home, careers, search, one job and the 404 page in Spanish.
 */
import type { Entry } from '../../src/content/collection.ts'
import type { Content, PageEntry } from '../../src/content/load-content.ts'
import { loadSiteDir } from '../../src/site/load-site.ts'

/** The Spanish routes of the hand-made translation, by their English route. */
export const SPANISH: Record<string, string> = {
  '/': '/es',
  '/careers': '/es/empleos',
  '/search': '/es/buscar',
  '/careers/apply/devops-engineer': '/es/empleos/ingeniero-devops',
}

/** The real content in its default language alone: its translation files left out (a fresh load each call). */
export function oneLanguageContent(): Content {
  const {
    languages: _languages,
    translations: _translations,
    alternates: _alternates,
    ...one
  } = loadSiteDir(process.cwd()).content!
  return one
}

/** The real content with its Spanish translation (a fresh load each call: the build marks entries it plans). */
export function twoLanguageContent(): Content {
  const en = oneLanguageContent()
  const page = (route: string, title: string, heading: string): PageEntry => {
    const original = en.pages.find((p) => p.route === route)!
    const [first, ...rest] = original.page.sections
    return {
      ...original,
      route: SPANISH[route]!,
      page: { ...original.page, title, sections: [{ ...first!, heading } as typeof first & object, ...rest] },
    }
  }
  const jobs = en.collections.jobs!
  const devops = jobs.find((e) => e.id === 'devops-engineer')!
  const esDevops = {
    ...devops,
    title: 'Ingeniero DevOps',
    summary: 'Automatice la infraestructura y los despliegues de nuestros clientes.',
    path: SPANISH['/careers/apply/devops-engineer'],
  } as Entry
  const jobTemplate = en.templates.find((t) => t.template.collection === 'jobs')!
  const nav = en.site.navigation
  const spanishLabels: Record<string, string> = {
    Home: 'Inicio',
    About: 'Nosotros',
    Services: 'Servicios',
    Industries: 'Industrias',
    Careers: 'Empleos',
    Insights: 'Artículos',
    Contact: 'Contacto',
  }
  const es: Content = {
    ...en,
    lang: 'es',
    site: {
      ...en.site,
      seo: { ...en.site.seo, defaultTitle: 'Cedar Ridge Technologies: personal de TI y consultoría' },
      navigation: {
        ...nav,
        links: nav.links.map((l) => ({ ...l, label: spanishLabels[l.label] ?? l.label })),
        search: { ...nav.search!, label: 'Buscar' },
        cta: { ...nav.cta, label: 'Empiece ahora' },
      },
      footer: {
        ...en.site.footer,
        quickLinks: en.site.footer.quickLinks.map((l) => ({ ...l, label: spanishLabels[l.label] ?? l.label })),
      },
    },
    pages: [
      page('/', 'Inicio', 'Personal y consultoría de TI de primera'),
      page('/careers', 'Empleos', 'Construya su carrera con nosotros'),
      page('/search', 'Buscar', 'Buscar'),
    ],
    templates: [{ ...jobTemplate, pattern: '/es/empleos/:jobId', prefix: '/es/empleos' }],
    collections: { ...en.collections, jobs: [esDevops], articles: [], services: [], industries: [] },
    notFound: { ...en.notFound!, route: '/404', page: { ...en.notFound!.page, title: 'Página no encontrada' } },
  }
  delete es.translations
  delete es.alternates
  const alternates = new Map<string, Record<string, string>>()
  for (const [enRoute, esRoute] of Object.entries(SPANISH)) {
    const both = { en: enRoute, es: esRoute }
    alternates.set(enRoute, both)
    alternates.set(esRoute, both)
  }
  return {
    ...en,
    languages: [
      { code: 'en', name: 'English' },
      { code: 'es', name: 'Español' },
    ],
    translations: { es },
    alternates,
  }
}
