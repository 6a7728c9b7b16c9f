// @vitest-environment jsdom
/**
 * What a visitor and a crawler get in each language of a site in two (issue 48): each language's pages, its
 * `lang`, hreflang alternates (absolute, reciprocal, x-default), canonical, sitemap alternates, the shell's links,
 * the language switch, the 404 page, the feeds and JobPosting. The content is the real site with a Spanish
 * translation made by hand as the loader's contract gives it (tests/helpers/two-languages.ts).
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, StaticRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { App, missingKeyFor, siteFor } from '../../src/app/App.tsx'
import { preloadSections, primePage } from '../../src/app/page-store.ts'
import { htmlWithLang } from '../../src/build/html-lang.ts'
import { headHtml } from '../../src/seo/head-html.ts'
import { listFeedFiles } from '../../src/seo/list-feeds.ts'
import { sitemapXml } from '../../src/seo/sitemap.ts'
import { buildPages } from '../../src/site/build-pages.ts'
import { pagesByKey, routeIndex, type BuiltSite } from '../../src/site/built-site.ts'
import { redirectsFile } from '../../src/site/redirects-file.ts'
import { factsOf, scriptSrcAdditions } from '../../src/site/page-hooks.ts'
import { siteFeeds } from '../../src/site/site-feeds.ts'
import { sitemapEntries } from '../../src/site/sitemap-entries.ts'
import { contentModules } from '../../src/site/vite-plugin.ts'
import { changedKeys, DevSite } from '../../src/site/dev-site.ts'
import { manifestOf } from '../helpers/render.tsx'
import { oneLanguageContent, SPANISH, twoLanguageContent } from '../helpers/two-languages.ts'

const ORIGIN = 'https://www.cedarridge-tech.com'
let built: BuiltSite
// The same site in one language (the project's own translation files left out).
let oneLanguage: BuiltSite
beforeAll(() => {
  built = buildPages(twoLanguageContent())
  oneLanguage = buildPages(oneLanguageContent())
})

const headOf = (path: string) => (built.pages.get(path) ?? pagesByKey(built).get(path))!.head
const sites = () => ({ es: built.translations!.es!.site })

/** The app at `path` as the pre-renderer renders it (every page's data at hand). */
async function renderApp(path: string) {
  for (const [key, data] of pagesByKey(built)) primePage(key, data)
  await Promise.all([...pagesByKey(built).values()].map((p) => preloadSections(p.sections)))
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App site={built.site} sites={sites()} manifest={manifestOf(built)} />
    </MemoryRouter>,
  )
}

describe('the pages of a site in two languages', () => {
  it('builds every English page as before and the translated pages under /es, none of the untranslated', () => {
    const english = [...oneLanguage.pages.keys()]
    for (const route of english) expect(built.pages.has(route), route).toBe(true)
    const spanish = [...built.pages.keys()].filter((r) => r === '/es' || r.startsWith('/es/'))
    expect(spanish.sort()).toEqual(Object.values(SPANISH).sort())
    expect(built.pages.size).toBe(english.length + spanish.length)
    expect([...built.missing.keys()]).toContain('/es/empleos/:jobId')
    expect(built.translations!.es!.home).toBe('/es')
  })

  it('marks each page with its language, and the site data with the languages and their homes', () => {
    expect(headOf('/about').lang).toBe('en')
    expect(headOf('/es/empleos').lang).toBe('es')
    expect(headOf('/es/empleos/ingeniero-devops').lang).toBe('es')
    expect(built.missing.get('/es/empleos/:jobId')!.head.lang).toBe('es')
    expect(built.site.languages).toEqual([
      { code: 'en', name: 'English', home: '/' },
      { code: 'es', name: 'Español', home: '/es' },
    ])
    expect(built.site.lang).toBeUndefined()
    expect(built.translations!.es!.site.lang).toBe('es')
    expect(built.translations!.es!.site.languages).toEqual(built.site.languages)
  })

  it('gives each translated page hreflang alternates: self, every translation and x-default, absolute and reciprocal', () => {
    for (const [en, es] of Object.entries(SPANISH)) {
      const expected = [
        { hreflang: 'en', href: `${ORIGIN}${en}` },
        { hreflang: 'es', href: `${ORIGIN}${es}` },
        { hreflang: 'x-default', href: `${ORIGIN}${en}` },
      ]
      expect(headOf(en).alternates, en).toEqual(expected)
      expect(headOf(es).alternates, es).toEqual(expected)
      // Canonical: each language's own URL.
      expect(headOf(en).canonical).toBe(en === '/' ? `${ORIGIN}/` : `${ORIGIN}${en}`)
      expect(headOf(es).canonical).toBe(`${ORIGIN}${es}`)
    }
    // A page with no translation names no alternate.
    expect(headOf('/about').alternates).toBeUndefined()
    expect(headOf('/careers/apply/business-analyst').alternates).toBeUndefined()
  })

  it('writes the alternates into the head as <link rel="alternate" hreflang>', () => {
    const html = headHtml(headOf('/es/empleos'), 'Cedar Ridge Technologies')
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/careers" />`)
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${ORIGIN}/es/empleos" />`)
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/careers" />`)
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/es/empleos" />`)
    expect(headHtml(headOf('/about'), 'x')).not.toContain('hreflang')
  })

  it('uses the Spanish default title on the Spanish home', () => {
    expect(headOf('/es').title).toBe('Cedar Ridge Technologies: personal de TI y consultoría')
    expect(headOf('/es/empleos').title).toBe('Empleos | Cedar Ridge Technologies')
  })

  it('lists the alternates in the sitemap with the xhtml namespace', () => {
    const entries = sitemapEntries(built)
    const devops = entries.find((e) => e.loc === `${ORIGIN}/es/empleos/ingeniero-devops`)!
    expect(devops.alternates).toEqual([
      { hreflang: 'en', href: `${ORIGIN}/careers/apply/devops-engineer` },
      { hreflang: 'es', href: `${ORIGIN}/es/empleos/ingeniero-devops` },
      { hreflang: 'x-default', href: `${ORIGIN}/careers/apply/devops-engineer` },
    ])
    expect(entries.find((e) => e.loc === `${ORIGIN}/about`)!.alternates).toBeUndefined()
    const xml = sitemapXml(entries)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/es</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/"/>` +
        `<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/es"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/></url>`,
    )
    // Reciprocal: every alternate a URL names is listed and names it back.
    const byLoc = new Map(entries.map((e) => [e.loc, e]))
    for (const e of entries)
      for (const a of e.alternates ?? []) expect(byLoc.get(a.href)!.alternates!.map((b) => b.href)).toContain(e.loc)
  })

  it('keeps a one-language sitemap as it was: no namespace, no alternates', () => {
    expect(sitemapXml(sitemapEntries(oneLanguage))).not.toContain('xhtml')
  })
})

describe('the shell of each language', () => {
  it('keeps in the Spanish navigation and footer only the links whose page has a Spanish version, at its route', () => {
    const es = built.translations!.es!.site
    expect(es.navigation.links).toEqual([
      { label: 'Inicio', to: '/es' },
      { label: 'Empleos', to: '/es/empleos' },
    ])
    expect(es.navigation.search).toEqual({ label: 'Buscar', to: '/es/buscar' })
    expect(es.footer.quickLinks.map((l) => l.to)).toEqual(['/es', '/es/empleos'])
    expect(es.footer.columns.flatMap((c) => c.links)).toEqual([])
    // The English shell as it was.
    expect(built.site.navigation).toEqual(oneLanguage.site.navigation)
    expect(built.site.footer).toEqual(oneLanguage.site.footer)
  })

  it('shows a page with the site data of its language (by its home)', () => {
    expect(siteFor(built.site, sites(), '/es/empleos').lang).toBe('es')
    expect(siteFor(built.site, sites(), '/es').lang).toBe('es')
    expect(siteFor(built.site, sites(), '/estudios')).toBe(built.site)
    expect(siteFor(built.site, sites(), '/careers')).toBe(built.site)
  })

  it('renders the Spanish header and footer on a Spanish page', async () => {
    await renderApp('/es/empleos')
    const nav = screen.getByRole('navigation', { name: 'Principal' })
    expect(within(nav).getByRole('link', { name: 'Empleos' }).getAttribute('href')).toBe('/es/empleos')
    expect(within(nav).queryByRole('link', { name: /About|Nosotros/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Buscar' }).getAttribute('href')).toBe('/es/buscar')
  })

  it('keeps the alternates in the head on the client, as React wants them named (no warning)', async () => {
    const errors = vi.spyOn(console, 'error')
    await renderApp('/es/empleos')
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href')).toBe(
        `${ORIGIN}/careers`,
      ),
    )
    expect(errors.mock.calls.map((call) => call.join(' ')).filter((m) => /hreflang/i.test(m))).toEqual([])
  })

  it('offers the same page in the other language: a real link named in that language, with lang and hreflang', async () => {
    await renderApp('/es/empleos/ingeniero-devops')
    const english = screen.getByRole('link', { name: 'English' })
    expect(english.getAttribute('href')).toBe('/careers/apply/devops-engineer')
    expect(english.getAttribute('hreflang')).toBe('en')
    expect(english.getAttribute('lang')).toBe('en')
    expect(screen.queryByRole('link', { name: 'Español' })).toBeNull()
  })

  it('takes a search’s words to the search page in the other language, and nothing else of the address', async () => {
    await renderApp('/es/buscar?q=ingeniero%20sénior&page=2')
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
        '/search?q=ingeniero+s%C3%A9nior',
      ),
    )
    cleanup()
    // A page without a translation leads to the other language's home, without the query.
    await renderApp('/insights?q=sap')
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/es')
  })

  it('leads to the other language’s home from a page that has no translation, and follows navigation', async () => {
    await renderApp('/about')
    const spanish = screen.getByRole('link', { name: 'Español' })
    expect(spanish.getAttribute('href')).toBe('/es')
    expect(spanish.getAttribute('hreflang')).toBe('es')
    // Keyboard and pointer alike: it is a link; following it shows the Spanish home with its switch back to /.
    const nav = screen.getByRole('navigation', { name: 'Main' })
    act(() => void fireEvent.click(within(nav).getByRole('link', { name: 'Careers' })))
    await waitFor(() => expect(screen.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/es/empleos'))
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Español' })))
    await waitFor(() => expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/careers'))
    expect(screen.getByRole('navigation', { name: 'Principal' }).textContent).toContain('Inicio')
  })

  it('renders the switch in the server HTML as the browser hydrates it', () => {
    const html = renderToString(
      <StaticRouter location="/es">
        <App site={built.site} sites={sites()} manifest={manifestOf(built)} />
      </StaticRouter>,
    )
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('.language-switch a')!
    // Its name (hidden text; the shown name and the code a phone shows are hidden from screen readers).
    expect(link.querySelector('.visually-hidden')?.textContent).toBe('English')
    expect([...link.querySelectorAll('[aria-hidden="true"]')].map((s) => s.textContent)).toEqual(['English', 'EN'])
    expect(link.getAttribute('href')).toBe('/')
    expect(link.getAttribute('hreflang')).toBe('en')
    expect(link.getAttribute('lang')).toBe('en')
  })

  it('has no switch in a site of one language', async () => {
    for (const [key, data] of pagesByKey(oneLanguage)) primePage(key, data)
    await Promise.all([...oneLanguage.pages.values()].map((p) => preloadSections(p.sections)))
    render(
      <MemoryRouter initialEntries={['/about']}>
        <App site={oneLanguage.site} manifest={manifestOf(oneLanguage)} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
    expect(document.querySelector('.language-switch')).toBeNull()
    expect(document.querySelector('[hreflang]')).toBeNull()
  })

  it('sets <html lang> on the page after client navigation', async () => {
    await renderApp('/careers')
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Español' })))
    await waitFor(() => expect(document.documentElement.lang).toBe('es'))
    await waitFor(() =>
      expect(document.head.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(`${ORIGIN}/careers`),
    )
  })
})

describe('each language’s not-found page, feeds and structured data', () => {
  it('shows the Spanish 404 page for an unknown path under /es, the English one elsewhere', () => {
    const index = routeIndex(built)
    expect(index.notFound).toEqual(['/es/404.html'])
    expect(missingKeyFor(index, '/es/no-existe')).toBe('/es/404.html')
    expect(missingKeyFor(index, '/nowhere')).toBe('404')
    expect(missingKeyFor(index, '/es/empleos/no-existe')).toBe('missing:/es/empleos/:jobId')
    expect(pagesByKey(built).get('/es/404.html')!.head.title).toBe('Página no encontrada | Cedar Ridge Technologies')
    expect(pagesByKey(built).get('/es/404.html')!.head.lang).toBe('es')
    // The browser's script knows it, and the other languages' site data.
    const modules = contentModules(DevSite.of(built))
    expect(modules['virtual:routes']).toContain('"notFound":["/es/404.html"]')
    expect(modules['virtual:site']).toContain('export const sites = {"es":{')
    expect(contentModules(DevSite.of(oneLanguage))['virtual:site']).toContain('export const sites = undefined')
  })

  it('tells hosts that read _redirects to answer an unknown Spanish path with the Spanish 404 page', () => {
    expect(redirectsFile(built)).toContain('/es/*  /es/404.html  404\n')
    expect(redirectsFile(oneLanguage)).not.toContain('404')
  })

  it('reloads the dev server’s open pages when another language’s site data changes', () => {
    const content = twoLanguageContent()
    const relabelled = twoLanguageContent()
    const es = relabelled.translations!.es!
    es.site = { ...es.site, company: { ...es.site.company, blurb: 'Otra descripción' } }
    const before = DevSite.of(buildPages(content))
    expect(changedKeys(before, DevSite.of(buildPages(twoLanguageContent())), ['/es'])).toEqual([])
    expect(changedKeys(before, DevSite.of(buildPages(relabelled)), ['/es'])).toBeUndefined()
  })

  it('lets the Spanish search page run Pagefind as the English one does (its script-src)', () => {
    const additions = scriptSrcAdditions(factsOf(built.pages.values()))
    const english = additions.find((a) => a.path === '/search')!.add
    expect(additions.find((a) => a.path === '/es/buscar')?.add).toEqual(english)
  })

  it('writes each language’s jobs feed with its own jobs only, in its language', () => {
    const feeds = siteFeeds(built)
    const es = JSON.parse(feeds.get('es/empleos/jobs.json')!) as { language: string; items: { url: string }[] }
    expect(es.language).toBe('es')
    expect(es.items.map((i) => i.url)).toEqual([`${ORIGIN}/es/empleos/ingeniero-devops`])
    expect(feeds.get('es/empleos/jobs.xml')).toContain('<language>es</language>')
    const en = JSON.parse(feeds.get('careers/jobs.json')!) as { language: string; items: { url: string }[] }
    expect(en.language).toBe('en')
    expect(en.items.every((i) => !i.url.includes('/es/'))).toBe(true)
    // The articles' feed stays English: Spanish has no articles.
    expect(feeds.get('insights/rss.xml')).toContain('<language>en</language>')
    expect([...feeds.keys()].filter((f) => f.startsWith('es/'))).toEqual([
      'es/empleos/jobs.xml',
      'es/empleos/jobs.json',
    ])
  })

  it('writes an empty list’s RSS feed the same at any time (a language with no open job yet)', () => {
    const empty = { name: 'jobs', title: 'Empleos abiertos', items: [] }
    const at = (time: string) => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(time))
      return listFeedFiles('/es/empleos', empty, built.site, 'es').get('es/empleos/jobs.xml')
    }
    expect(at('2026-01-01T00:00:00Z')).toBe(at('2026-06-01T12:34:56Z'))
  })

  it('gives a Spanish job’s JobPosting its Spanish text and its Spanish URL', () => {
    const posting = headOf('/es/empleos/ingeniero-devops').jsonLd.find(
      (j) => (j as { '@type': string })['@type'] === 'JobPosting',
    ) as { title: string; url?: string; description: string }
    expect(posting.title).toBe('Ingeniero DevOps')
    expect(JSON.stringify(posting)).toContain('/es/empleos/ingeniero-devops')
  })

  it('writes the page’s language into the pre-rendered <html> and its search copy', () => {
    expect(htmlWithLang('<!doctype html>\n<html lang="en">\n<head>', 'es')).toBe(
      '<!doctype html>\n<html lang="es">\n<head>',
    )
    expect(htmlWithLang('<html>', 'es')).toBe('<html lang="es">')
    expect(htmlWithLang('<html lang="en">', 'es"><script>')).toBe('<html lang="esscript">')
  })
})
