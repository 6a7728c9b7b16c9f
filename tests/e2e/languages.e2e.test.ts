/**
 * The site in its two languages, as a visitor and a crawler get it: every page of both languages served with its
 * `<html lang>`, its own canonical URL and hreflang alternates that are absolute and reciprocal (x-default the
 * English page), the sitemap listing the same alternates; the header's switch leading to the same page in the other
 * language (or its home); a Spanish job's JobPosting and apply form in Spanish; the Spanish search finding Spanish
 * pages only; and no Spanish file for a page that has no translation.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { fillMessage } from '../../src/sections/search/fill-message.ts'
import { languageOfPath } from '../../src/site/built-site.ts'
import { es } from '../../src/ui/words/es.ts'
import {
  axeWideAndNarrow,
  baseUrl,
  formatProblems,
  mainHeading,
  newPage,
  open,
  pageData,
  pathOf,
  routes,
  searchRoute,
  sectionOf,
  sharedBrowser,
  site,
  watchConsole,
} from './helpers.ts'

const browser = sharedBrowser()

const origin = () => site().origin
const langOf = (route: string) => languageOfPath(site(), route) ?? 'en'
const spanishRoutes = () => routes().filter((r) => langOf(r) === 'es')

/** What a crawler reads in a page's served HTML. */
async function served(path: string) {
  const response = await fetch(baseUrl() + path)
  const html = await response.text()
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
    ([, hreflang, href]) => [hreflang!, href!] as const,
  )
  return {
    status: response.status,
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates: Object.fromEntries(alternates),
    html,
  }
}

describe('every page of both languages', () => {
  test('has its lang, its own canonical URL and reciprocal, absolute hreflang alternates with x-default', async () => {
    expect(spanishRoutes().length).toBeGreaterThanOrEqual(11)
    const pages = new Map<string, Awaited<ReturnType<typeof served>>>()
    for (const route of routes()) pages.set(route, await served(route))
    for (const [route, page] of pages) {
      expect(page.status, route).toBe(200)
      expect(page.lang, route).toBe(langOf(route))
      expect(page.canonical, route).toBe(`${origin()}${route}`)
      const alternates = page.alternates
      if (!Object.keys(alternates).length) continue
      // Self, every translation, and x-default: the English page.
      expect(alternates[langOf(route)], route).toBe(`${origin()}${route}`)
      expect(Object.keys(alternates).sort(), route).toEqual(['en', 'es', 'x-default'])
      expect(alternates['x-default'], route).toBe(alternates.en)
      for (const [hreflang, href] of Object.entries(alternates)) {
        expect(href.startsWith(`${origin()}/`), `${route} ${hreflang}`).toBe(true)
        // Reciprocal: the page each alternate names lists the very same alternates.
        const other = pages.get(href.slice(origin().length) || '/')
        expect(other, `${route} → ${href}`).toBeDefined()
        expect(other!.alternates, `${route} ↔ ${href}`).toEqual(alternates)
      }
    }
    // The pages the firm translated have their alternates; an untranslated one has none.
    expect(pages.get('/careers')!.alternates.es).toBe(`${origin()}/es/empleos`)
    expect(pages.get('/es')!.alternates.en).toBe(`${origin()}/`)
    expect(pages.get('/insights')!.alternates).toEqual({})
  })

  test('the sitemap lists every page of both languages with the same alternates as its head', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => ({
      route: loc!.slice(origin().length) || '/',
      alternates: Object.fromEntries(
        [...rest!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, l, h]) => [
          l!,
          h!,
        ]),
      ),
    }))
    for (const route of spanishRoutes()) expect(urls.map((u) => u.route)).toContain(route)
    for (const { route, alternates } of urls) {
      const head = Object.fromEntries((pageData(route).head.alternates ?? []).map((a) => [a.hreflang, a.href]))
      expect(alternates, route).toEqual(head)
    }
  })

  test('a page with no translation has no Spanish file, and no Spanish page links to it', () => {
    const dist = join(process.cwd(), 'dist/es')
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) =>
        statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
      )
    const pagesWritten = files(dist)
      .filter((f) => f.endsWith('/index.html'))
      .map((f) => `/es${f.slice(dist.length, -'/index.html'.length)}`)
      .sort()
    expect(pagesWritten).toEqual(spanishRoutes())
    for (const untranslated of ['insights', 'articulos']) expect(existsSync(join(dist, untranslated))).toBe(false)
    // No Spanish page's own links lead to an English page (the switch to English aside).
    for (const route of spanishRoutes()) {
      const html = readFileSync(join(dist, '..', route, 'index.html'), 'utf8')
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!
      const hrefs = [...main.matchAll(/href="(\/[^"]*)"/g)].map(([, href]) => href!)
      expect(
        hrefs.filter((href) => !href.startsWith('/es')),
        route,
      ).toEqual([])
    }
    // The Spanish header and footer lead to Spanish pages only.
    const shell = site().translations!.es!.site
    const links = [
      ...shell.navigation.links,
      ...shell.footer.quickLinks,
      ...shell.footer.columns.flatMap((c) => c.links),
    ]
    for (const { to } of links) expect(to === '/es' || to.startsWith('/es/'), to).toBe(true)
  })
})

describe('in the browser', () => {
  test('the switch leads to the same page in the other language, or to its home; lang follows', async () => {
    const page = await newPage(browser())
    const problems = watchConsole(page)
    // A page loads the interface's words of its language only, each language's in a chunk of its own.
    const words: string[] = []
    page.on('request', (request) => {
      const chunk = /\/assets\/([a-z]{2})-[\w-]+\.js$/.exec(new URL(request.url()).pathname)
      if (chunk && request.resourceType() === 'script') words.push(chunk[1]!)
    })
    const job = '/careers/apply/devops-engineer'
    await open(page, job)
    expect(words).toEqual(['en'])
    const switchTo = (name: string) => page.locator('.site-header').getByRole('link', { name, exact: true })
    expect(await switchTo('Español').getAttribute('hreflang')).toBe('es')
    await switchTo('Español').click()
    await page.waitForURL('**/es/empleos/ingeniero-devops')
    await page.locator('main h1').filter({ hasText: 'Ingeniero(a) DevOps' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    // The Spanish shell: its navigation in Spanish, its brand to the Spanish home.
    expect(await page.getByRole('navigation', { name: es.shell.mainNavigation }).count()).toBe(1)
    expect(words).toEqual(['en', 'es'])
    await switchTo('English').click()
    await page.waitForURL(`**${job}`)
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en')
    // Its page shown (nothing left to fetch) before the next address is typed.
    await page
      .locator('main h1')
      .filter({ hasText: mainHeading(pageData(job)) })
      .waitFor()
    // A page with no Spanish version: the switch goes to the Spanish home.
    await open(page, '/insights')
    await switchTo('Español').click()
    await page.waitForURL((url) => url.pathname === '/es')
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es')
    expect(problems, formatProblems(problems)).toEqual([])
    await page.context().close()
  })

  test('a Spanish job: its JobPosting in Spanish, its apply form’s words and messages in Spanish', async () => {
    const route = '/es/empleos/ingeniero-devops'
    const { html } = await served(route)
    const posting = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
      .find((ld) => ld['@type'] === 'JobPosting')!
    expect(posting.title).toBe('Ingeniero(a) DevOps')
    expect(String(posting.description)).toContain('Como ingeniero(a) DevOps')
    expect(posting.url).toBe(`${origin()}${route}`)

    const page = await newPage(browser())
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    await open(page, route)
    const detail = sectionOf(route, 'jobDetail')
    const form = page.getByRole('form', { name: detail.formHeading })
    const words = es.forms.application
    await form.getByLabel(words.firstName, { exact: false }).fill('Ana')
    await form.getByLabel(words.lastName, { exact: false }).fill('García')
    await form.getByLabel(words.email, { exact: false }).fill('ana.garcia@example.com')
    const resume = form.getByLabel(words.resume, { exact: false })
    await resume.setInputFiles({ name: 'cv.docx', mimeType: 'application/msword', buffer: Buffer.from('no es pdf') })
    const describedBy = await resume.getAttribute('aria-describedby')
    const description = await page.evaluate(
      (ids) => ids!.split(' ').map((id) => document.getElementById(id)?.textContent ?? ''),
      describedBy,
    )
    expect(description.join(' ')).toContain(es.forms.resume.notPdf)
    await resume.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    })
    await form.getByRole('button', { name: detail.submitLabel }).click()
    await expect.poll(() => alerts).toEqual(['¡Gracias por su solicitud! Nos pondremos en contacto con usted pronto.'])
    await page.waitForURL((url) => url.pathname === '/es/empleos')
    await page
      .locator('main h1')
      .filter({ hasText: mainHeading(pageData('/es/empleos')) })
      .waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    expect(await axeWideAndNarrow(page)).toEqual({ '1280 px': '', '375 px': '' })
    await page.context().close()
  })

  test('the Spanish search finds Spanish pages only; the English search does not find them', async () => {
    const spanish = searchRoute('es')
    expect(spanish).toBe('/es/buscar')
    const messages = sectionOf(spanish, 'search')
    const page = await newPage(browser())
    const problems = watchConsole(page)
    await open(page, `${spanish}?q=${encodeURIComponent('vacantes')}`)
    const status = page.getByRole('status').filter({ hasText: /vacantes/ })
    await status.waitFor({ timeout: 10_000 })
    const found = await page
      .locator('main .search__result a')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    expect(found.length).toBeGreaterThan(0)
    for (const path of found) expect(langOf(path), path).toBe('es')

    const english = sectionOf(searchRoute(), 'search')
    await open(page, `${searchRoute()}?q=${encodeURIComponent('vacantes')}`)
    await page
      .getByRole('status')
      .filter({ hasText: fillMessage(english.noResults, { query: 'vacantes' }) })
      .waitFor({ timeout: 10_000 })
    expect(messages.label).not.toBe(english.label)
    expect(pathOf(page)).toBe(searchRoute())
    expect(problems, formatProblems(problems)).toEqual([])
    await page.context().close()
  })
})
