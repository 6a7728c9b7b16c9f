/**
 * The insights archive in a real browser: a copy of the project with 40 articles is built and served like a CDN
 * (its `_headers` included), then read the way a visitor reads it: /insights → "Older articles" → … → the end,
 * a category label → its page. axe checks the generated route kinds at both widths. The feeds of the real build
 * are served with XML/JSON types under the site's security headers.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { articleProject } from '../helpers/article-project.ts'
import { servedBuild } from './served-build.ts'
import {
  axeWideAndNarrow,
  DESKTOP,
  formatProblems,
  launchBrowser,
  newPage,
  open,
  pathOf,
  watchConsole,
} from './helpers.ts'

let browser: Browser
let project: ReturnType<typeof articleProject> | undefined
let served: Awaited<ReturnType<typeof servedBuild>> | undefined
let origin = ''

beforeAll(async () => {
  browser = await launchBrowser()
  project = articleProject(40)
  served = await servedBuild(project.root)
  origin = served.origin
})

afterAll(async () => {
  await browser?.close()
  await served?.close()
  project?.remove()
})

const generated = (options: Parameters<typeof newPage>[1] = {}) => newPage(browser, { baseURL: origin, ...options })
const cards = (page: Page) => page.locator('main .article-featured, main .article-grid > li')

describe('archive of 40 articles', () => {
  test('"Older articles" leads from /insights through pages 2 to 4, where the archive says it ends', async () => {
    const page = await generated()
    const problems = watchConsole(page)
    await open(page, '/insights')
    expect(await cards(page).count()).toBe(7)
    const counts: number[] = []
    for (const n of [2, 3, 4]) {
      await page.getByRole('link', { name: 'Older articles' }).click()
      await page.waitForURL(`**/insights/page/${n}`)
      await page.locator('main h1', { hasText: 'Older Articles' }).waitFor()
      await page.locator('main nav', { hasText: `Page ${n} of 4` }).waitFor()
      counts.push(await cards(page).count())
      expect(await page.title()).toBe(`Insights: Older Articles, Page ${n} | Cedar Ridge Technologies`)
    }
    expect(counts).toEqual([12, 12, 9])
    const nav = page.getByRole('navigation', { name: 'Article pages' })
    expect(await nav.innerText()).toContain('You have reached the oldest articles.')
    expect(await nav.getByRole('link', { name: 'Older articles' }).count()).toBe(0)
    expect(await nav.getByRole('link', { name: 'Newer articles' }).getAttribute('rel')).toBe('prev')
    await nav.getByRole('link', { name: 'Newer articles' }).click()
    await page.waitForURL('**/insights/page/3')
    expect(problems, formatProblems(problems)).toEqual([])
    await page.context().close()
  })

  test('a page of the archive opened directly is pre-rendered and hydrates without problems', async () => {
    const page = await generated()
    const problems = watchConsole(page)
    const response = await page.goto('/insights/page/2')
    expect(response?.status()).toBe(200)
    const html = await response!.text()
    expect(html).toContain(`<link rel="canonical" href="https://www.cedarridge-tech.com/insights/page/2" />`)
    expect(html).toMatch(
      /<a [^>]*rel="next"[^>]*href="\/insights\/page\/3"|<a [^>]*href="\/insights\/page\/3"[^>]*rel="next"/,
    )
    await page.locator('.splash').waitFor({ state: 'detached', timeout: 8000 })
    expect(await cards(page).count()).toBe(12)
    expect(problems, formatProblems(problems)).toEqual([])
    expect((await page.goto('/insights/page/5'))?.status()).toBe(404)
    await page.context().close()
  })

  test("an article's category label opens that category's list, which holds only that category", async () => {
    const page = await generated()
    await open(page, '/insights/page/2')
    const first = page.locator('main .article-card').first()
    const category = (await first.locator('.article-meta__category').textContent())!.replace(/ articles$/, '')
    await first.getByRole('link', { name: 'Read More' }).click()
    await page.locator('.article-hero').waitFor()
    await page
      .locator('.article-hero')
      .getByRole('link', { name: `${category} articles` })
      .click()
    await page.locator('main h1', { hasText: category }).waitFor()
    expect(pathOf(page)).toMatch(/^\/insights\/category\/[a-z-]+$/)
    const labels = await page.locator('main .article-card .article-meta__category').allTextContents()
    expect(labels.length).toBeGreaterThan(0)
    expect(new Set(labels.map((l) => l.replace(/ articles$/, '')))).toEqual(new Set([category]))
    await page.context().close()
  })
})

describe.concurrent('axe on the generated route kinds', () => {
  for (const path of ['/insights', '/insights/page/2', '/insights/page/4', '/insights/category/technology/page/2']) {
    test(`${path} at 1280 and 375 px`, async ({ expect }) => {
      const page = await generated({ viewport: DESKTOP })
      await open(page, path)
      expect(await axeWideAndNarrow(page)).toEqual({ '1280 px': '', '375 px': '' })
      await page.context().close()
    })
  }
})

describe('feeds of the real build', () => {
  test('are served as XML and JSON under the security headers, and advertised once in the head', async () => {
    const page = await newPage(browser)
    for (const [path, type] of [
      ['/insights/rss.xml', 'text/xml; charset=utf-8'],
      ['/insights/atom.xml', 'text/xml; charset=utf-8'],
      ['/insights/feed.json', 'application/json; charset=utf-8'],
    ]) {
      const response = await page.request.get(path!, { headers: { 'Accept-Encoding': 'br' } })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe(type)
      expect(response.headers()['content-security-policy']).toContain("default-src 'self'")
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
      expect((await response.text()).length).toBeGreaterThan(1000)
    }
    await open(page, '/insights')
    const feeds = () =>
      page.locator('head link[rel="alternate"]').evaluateAll((links) => links.map((l) => l.getAttribute('type')))
    expect(await feeds()).toEqual(['application/rss+xml', 'application/atom+xml', 'application/feed+json'])
    await page
      .locator('main .article-featured')
      .getByRole('link', { name: /^Read More/ })
      .click()
    await page.locator('.article-hero').waitFor()
    expect(await feeds()).toEqual(['application/rss+xml', 'application/atom+xml', 'application/feed+json'])
    await page.context().close()
  })
})
