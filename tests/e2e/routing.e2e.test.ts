/**
 * Routes served the way a CDN serves them: job and article pages (loading spinner, slug change), the silent job
 * redirect and its history, the article not-found state and the 404 page for an unknown path.
 */
import { describe, expect, test } from 'vitest'
import type { MdInline } from '../../src/content/markdown/markdown-tree.ts'
import { inlineText } from '../../src/content/markdown/plain-text.ts'
import {
  sharedBrowser,
  mainHeading,
  newPage,
  open,
  pageData,
  pathOf,
  routes,
  sectionOf,
  site,
  templatePattern,
  UNKNOWN_PAGE,
  unknownItem,
} from './helpers.ts'

const browser = sharedBrowser()

const h1Text = (path: string) => mainHeading(pageData(path))

describe('job pages', () => {
  test('Apply Now opens the job after a short spinner', async () => {
    const page = await newPage(browser())
    await open(page, '/careers')
    const job = routes().find((r) => r.startsWith('/careers/apply/'))!
    await page.locator(`main a[href="${job}"]`).first().click()
    await page.waitForURL(`**${job}`)
    await page.locator('main [role="status"]').first().waitFor({ timeout: 2000 })
    await page
      .locator('main h1')
      .filter({ hasText: h1Text(job) })
      .waitFor()
    expect(await page.locator('main [role="status"].spinner').count()).toBe(0)
    const { job: entry } = sectionOf(job, 'jobDetail')
    expect(await page.locator('main').innerText()).toContain(`${entry.location} | ${entry.type}`)
  })

  test('an unknown job id redirects silently to /careers, and Back does not bounce into the redirect again', async () => {
    const page = await newPage(browser())
    await open(page, '/')
    const entries = await page.evaluate(() => history.length)
    const unknown = unknownItem(templatePattern('/careers/apply/'))
    await page.goto(unknown)
    await page.waitForURL('**/careers')
    await page
      .locator('main h1')
      .filter({ hasText: h1Text('/careers') })
      .waitFor()
    expect(pathOf(page)).toBe('/careers')
    expect(await page.evaluate(() => history.length)).toBe(entries + 1) // the unknown URL was replaced, not stacked
    // The not-found page that answered the unknown URL leaves none of its head behind (its noindex, its canonical).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.head.querySelectorAll('meta[name="robots"], link[rel="canonical"], title')].map(
            (e) => e.getAttribute('href') ?? e.textContent,
          ),
        ),
      )
      .toEqual([pageData('/careers').head.title, pageData('/careers').head.canonical])

    await page.goBack()
    expect(pathOf(page)).toBe('/')
    await page.waitForTimeout(1000)
    expect(pathOf(page)).toBe('/')
    await page
      .locator('main h1')
      .filter({ hasText: h1Text('/') })
      .waitFor()
    await page.goForward()
    expect(pathOf(page)).toBe('/careers')
  })
})

describe('article pages', () => {
  const articles = () => routes().filter((r) => r.startsWith('/insights/'))

  test('an unknown slug shows Article Not Found with a way back to the insights', async () => {
    const page = await newPage(browser())
    const response = await page.goto(unknownItem(templatePattern('/insights/')))
    expect(response?.status()).toBe(404) // served by the CDN fallback (404.html), then shown by the app
    const h1 = page.locator('main h1').filter({ hasText: 'Article Not Found' })
    await h1.waitFor()
    expect(await page.locator('main').innerText()).toContain(
      "The article you're looking for doesn't exist or has been moved.",
    )
    const back = page.locator('main').getByRole('link', { name: 'Back to Insights' })
    expect(await back.getAttribute('href')).toBe('/insights')
    await page.locator('.splash').waitFor({ state: 'detached', timeout: 8000 })
    expect(await page.title()).toMatch(/^Article Not Found/)
    // Its own head, kept out of search engines (a link to it gets no 404 status), and only one of each tag.
    const robotsAndCanonical = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll('meta[name="robots"], link[rel="canonical"]')].map(
          (e) => e.getAttribute('content') ?? e.getAttribute('href'),
        ),
      )
    expect(await robotsAndCanonical()).toEqual(['noindex', 'https://www.cedarridge-tech.com/insights'])
    await back.click()
    await page.waitForURL('**/insights')
    await page
      .locator('main h1')
      .filter({ hasText: h1Text('/insights') })
      .waitFor()
    expect(await robotsAndCanonical()).toEqual(['https://www.cedarridge-tech.com/insights'])
  })

  test('a related article link changes the slug: the new article loads and shows from the top', async () => {
    const page = await newPage(browser())
    const from = articles()[0]!
    await open(page, from)
    expect(await page.locator('main h1').textContent()).toBe(h1Text(from))
    const { relatedEntries, related } = sectionOf(from, 'article')
    const shown = relatedEntries.slice(0, related)
    expect(shown.length).toBe(2)
    const next = shown[0]!

    const link = page.locator('.article-related').getByRole('link', { name: next.title })
    await link.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(200)
    await link.click()
    await page.waitForURL(`**${next.path}`)
    await page.locator('main h1').filter({ hasText: next.title }).waitFor()
    expect(await page.locator('main h1').count()).toBe(1)
    expect(await page.evaluate(() => scrollY)).toBe(0)
    expect(await page.title()).toContain(next.title)
    // The body is the new article's, not the old one's.
    const firstParagraph = (path: string) =>
      inlineText(
        (sectionOf(path, 'article').entry.body.blocks.find((b) => b.type === 'paragraph') as { children: MdInline[] })
          .children,
      )
    const body = await page.locator('main .article-body').innerText()
    expect(body).toContain(firstParagraph(next.path))
    expect(body).not.toContain(firstParagraph(from))
  })
})

describe('unknown paths', () => {
  test('get the 404 page with status 404 and helpful links that work', async () => {
    const page = await newPage(browser())
    const response = await page.goto(UNKNOWN_PAGE)
    expect(response?.status()).toBe(404)
    const notFound = site().notFound!
    const hero = notFound.sections.find((s) => s.type === 'hero')
    expect(hero?.type).toBe('hero')
    await page.locator('.splash').waitFor({ state: 'detached', timeout: 8000 })
    expect(pathOf(page)).toBe(UNKNOWN_PAGE) // no redirect: the address the visitor typed stays
    expect(await page.locator('main h1').textContent()).toBe(mainHeading(notFound))
    const actions = hero?.type === 'hero' ? (hero.actions ?? []) : []
    expect(actions.length).toBeGreaterThanOrEqual(2)
    for (const action of actions) {
      expect(
        await page.locator('main').getByRole('link', { name: action.label, exact: true }).getAttribute('href'),
      ).toBe(action.to)
    }
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
    await page.locator('main').getByRole('link', { name: actions[0]!.label, exact: true }).click()
    await page.waitForURL(`**${actions[0]!.to}`)
    await page
      .locator('main h1')
      .filter({ hasText: mainHeading(pageData(actions[0]!.to)) })
      .waitFor()
    // The page gone to is indexed, under its own address only: nothing of the not-found page's head stays.
    expect(await headOf(page)).toEqual({ robots: [], canonical: [pageData(actions[0]!.to).head.canonical] })
  })
})

const headOf = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    robots: [...document.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content')),
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
  }))
