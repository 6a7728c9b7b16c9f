/**
 * Site search in the real browser, under the site's own headers (CSP included): a word only one article holds is
 * found (title, excerpt, working link), the query lives in the address (Back and a shared link work), the page has
 * no axe violation with results shown, says what to do without JavaScript, and no other route loads Pagefind.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { plainText } from '../../src/content/markdown/plain-text.ts'
import { fillMessage } from '../../src/sections/search/fill-message.ts'
import {
  axeWideAndNarrow,
  DESKTOP,
  formatProblems,
  sharedBrowser,
  mainHeading,
  MOBILE,
  newPage,
  open,
  pageData,
  pathOf,
  routes,
  searchRoute,
  sectionOf,
  site,
  watchConsole,
} from './helpers.ts'

const browser = sharedBrowser()

const messages = () => sectionOf(searchRoute(), 'search')
const searchLabel = () => site().site.navigation.search!.label
const articles = () => routes().filter((r) => pageData(r).sections.some((s) => s.type === 'article'))

/**
 * A word of an article's body that no other page of the site contains, not even as the start of a longer word
 * (Pagefind stems words and completes the last one typed). Found in the content, so it follows the articles.
 */
function uniqueWord(): { word: string; article: string } {
  const text = new Map(routes().map((r) => [r, JSON.stringify(pageData(r)).toLowerCase()]))
  for (const article of articles()) {
    const section = sectionOf(article, 'article')
    const words = new Set(plainText(section.entry.body.blocks).match(/\b[a-z]{9,}\b/gi) ?? [])
    for (const word of words) {
      const stem = word.toLowerCase().slice(0, 7)
      if ([...text].every(([route, t]) => route === article || !t.includes(stem))) return { word, article }
    }
  }
  throw new Error('no article holds a word of its own')
}

const status = (page: Page) => page.getByRole('status')
const results = (page: Page) => page.locator('main .search__result')

async function waitForStatus(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 10_000 })
}

describe('search', () => {
  test('finds the one article holding a word: title, marked excerpt and a link that opens it', async () => {
    const { word, article } = uniqueWord()
    const page = await newPage(browser())
    const problems = watchConsole(page)
    await open(page, `${searchRoute()}?q=${encodeURIComponent(word)}`)
    await waitForStatus(page, fillMessage(messages().oneResult, { query: word }))
    expect(await results(page).count()).toBe(1)
    const title = mainHeading(pageData(article))
    const link = results(page).getByRole('link', { name: title, exact: true })
    expect(await link.getAttribute('href')).toBe(article)
    const marked = await results(page).locator('mark').allTextContents()
    expect(marked.map((m) => m.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))).toContain(word.toLowerCase())
    expect((await results(page).locator('.search__excerpt').innerText()).split(/\s+/).length).toBeGreaterThan(5)
    await link.click()
    await page.waitForURL(`**${article}`)
    await page.locator('main h1').filter({ hasText: title }).waitFor()
    expect(problems, formatProblems(problems)).toEqual([])
    await page.context().close()
  })

  test('is used from the keyboard: the query goes into the address, Back and Forward bring the results along', async () => {
    const { word } = uniqueWord()
    const page = await newPage(browser())
    const problems = watchConsole(page)
    await open(page, searchRoute())
    await waitForStatus(page, messages().prompt)
    const field = page.getByRole('searchbox', { name: messages().label })
    await field.focus()
    await page.keyboard.type(word)
    await page.keyboard.press('Enter')
    await waitForStatus(page, fillMessage(messages().oneResult, { query: word }))
    expect(new URL(page.url()).searchParams.get('q')).toBe(word)
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true)

    await field.fill('zzqxv')
    await page.keyboard.press('Enter')
    await waitForStatus(page, fillMessage(messages().noResults, { query: 'zzqxv' }))
    expect(await results(page).count()).toBe(0)

    await page.goBack()
    await waitForStatus(page, fillMessage(messages().oneResult, { query: word }))
    expect(await field.inputValue()).toBe(word)
    await page.goBack()
    await waitForStatus(page, messages().prompt)
    expect(await field.inputValue()).toBe('')
    await page.goForward()
    await waitForStatus(page, fillMessage(messages().oneResult, { query: word }))
    expect(problems, formatProblems(problems)).toEqual([])
    await page.context().close()
  })

  test('a common word lists many pages, ten at first, and "show more" adds the next ones', async () => {
    const page = await newPage(browser())
    await open(page, `${searchRoute()}?q=services`)
    await status(page).filter({ hasText: /\d+/ }).waitFor()
    const total = Number(/(\d+)/.exec((await status(page).textContent()) ?? '')?.[1])
    expect(total).toBeGreaterThan(10)
    expect(await results(page).count()).toBe(10)
    await page.getByRole('button', { name: messages().moreLabel }).click()
    await results(page)
      .nth(Math.min(total, 20) - 1)
      .waitFor()
    expect(await results(page).count()).toBe(Math.min(total, 20))
    // The search page itself and the 404 page are not in the index; header, footer and forms are not either.
    const hrefs = await results(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).not.toContain(searchRoute())
    expect(hrefs.every((href) => routes().includes(href!))).toBe(true)
    await page.context().close()
  })

  test('a query of one long word breaks in its line on a phone: the page never scrolls sideways', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 800 } })
    await open(page, `${searchRoute()}?q=${'a'.repeat(300)}`)
    await status(page)
      .filter({ hasText: 'a'.repeat(40) })
      .waitFor({ timeout: 10_000 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.context().close()
  })

  test('axe: zero WCAG 2.1 A/AA violations with results shown, at 1280 and 375 px', async () => {
    const page = await newPage(browser(), { viewport: DESKTOP })
    await open(page, `${searchRoute()}?q=sap`)
    await results(page).first().waitFor()
    expect(await axeWideAndNarrow(page)).toEqual({ '1280 px': '', '375 px': '' })
    await page.context().close()
  })

  test('the header links to it on desktop and phone, and marks it as the current page there', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await newPage(browser(), { viewport })
      await open(page, '/')
      const link = page.locator('.site-header').getByRole('link', { name: searchLabel(), exact: true })
      expect(await link.isVisible()).toBe(true)
      await link.click()
      await page.waitForURL(`**${searchRoute()}`)
      await waitForStatus(page, messages().prompt)
      expect(await link.getAttribute('aria-current')).toBe('page')
      await page.context().close()
    }
  })

  test('without JavaScript the page says what to do, and the form still puts the query in the address', async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false })
    await page.goto(searchRoute())
    await page.getByText(messages().noScript).waitFor()
    await page.getByRole('searchbox', { name: messages().label }).fill('cloud')
    await page.getByRole('button', { name: messages().buttonLabel }).click()
    await page.waitForURL((url) => url.pathname === searchRoute() && url.searchParams.get('q') === 'cloud')
    expect(await page.getByText(messages().noScript).isVisible()).toBe(true)
    await page.context().close()
  })
})

describe('Pagefind stays on the search page', () => {
  test('/ and an article load none of it, and their CSP is the strict one', async () => {
    for (const path of ['/', articles()[0]!]) {
      const page = await newPage(browser())
      const requested: string[] = []
      page.on('request', (request) => requested.push(new URL(request.url()).pathname))
      const response = await page.goto(path)
      await page.locator('.splash').waitFor({ state: 'detached', timeout: 8000 })
      await page.waitForLoadState('networkidle')
      expect(
        requested.filter((p) => p.startsWith('/pagefind/') || /\/Search-[^/]*\.js$/.test(p)),
        path,
      ).toEqual([])
      expect(response?.headers()['content-security-policy']).not.toContain('wasm-unsafe-eval')
      await page.context().close()
    }
  })

  test('/search and /pagefind/ alone allow WebAssembly; nothing else in their policy differs', async () => {
    const page = await newPage(browser())
    const strict = (await page.request.get('/')).headers()['content-security-policy']!
    for (const path of [searchRoute(), `${searchRoute()}?q=sap`, '/pagefind/pagefind-worker.js']) {
      const csp = (await page.request.get(path)).headers()['content-security-policy']
      expect(csp, path).toBe(strict.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"))
    }
    await page.context().close()
  })

  test('reaching /search by a link loads Pagefind then, and searching works', async () => {
    const page = await newPage(browser())
    const problems = watchConsole(page)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await open(page, '/')
    expect(requested.some((p) => p.startsWith('/pagefind/'))).toBe(false)
    await page.locator('.site-header').getByRole('link', { name: searchLabel(), exact: true }).click()
    await page.getByRole('searchbox', { name: messages().label }).fill('sap')
    await page.keyboard.press('Enter')
    await results(page).first().waitFor()
    expect(requested).toContain('/pagefind/pagefind.js')
    expect(pathOf(page)).toBe(searchRoute())
    expect(problems, formatProblems(problems)).toEqual([])
    await page.context().close()
  })
})
