import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, expect, onTestFinished } from 'vitest'

/** The studio at `origin` in a new context, once its file list has loaded (the page loaded once, not reloaded). */
async function loadStudio(browser: Browser, origin: string, options: BrowserContextOptions): Promise<Page> {
  // Reduced motion unless a test asks otherwise, as for the site's pages (see WITH_MOTION in helpers.ts).
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1400, height: 900 },
    reducedMotion: 'reduce',
    ...options,
  })
  const page = await context.newPage()
  let loads = 0
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && loads++))
  await page.goto('/_studio')
  await page.getByRole('navigation', { name: 'Content files' }).getByRole('button').first().waitFor({ timeout: 60_000 })
  // A dependency Vite found only when the studio opened would reload the editor's page under them.
  if (loads !== 1) throw new Error(`the studio page loaded ${loads} times while opening, not once`)
  return page
}

/**
 * The studio at `origin` in a new context, once its file list has loaded; the context is closed when the test that
 * opened it ends. A studio left open follows every later save of the file's tests (the dev server's updates reach its
 * page and its preview, which render again), all for nothing.
 */
export async function openStudioPage(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await loadStudio(browser, origin, options)
  onTestFinished(() => page.context().close())
  return page
}

/**
 * One studio page for the tests of a file that open files in it and edit them (call at the top of the file): loaded
 * by the first test that asks, then handed to the next ones with what the last left unsaved discarded, as an editor
 * goes from file to file. A studio loaded afresh costs about 3 core-seconds (the browser compiling 230 modules of the
 * dev server, its preview, the context); a test that closes the page, wants other `options`, or intercepts its
 * requests, or starts from a page just loaded (the keyboard's first Tab), opens its own with openStudioPage. Tabs a
 * test opened beside it are closed. Every test starts by opening a file, which resets the form and the status.
 */
export function sharedStudioPage(
  browser: () => Browser,
  origin: () => string,
  options: BrowserContextOptions = {},
): () => Promise<Page> {
  let page: Page | undefined
  afterAll(async () => {
    await page?.context().close()
  })
  return async () => {
    if (page && !page.isClosed()) {
      // The site's tabs a test opened beside it would follow every later save.
      for (const other of page.context().pages()) if (other !== page) await other.close()
      const discard = page.getByRole('button', { name: 'Discard changes' })
      // The last test may have asked for a discard itself, still on its way: the button then turns disabled.
      if (await discard.isEnabled({ timeout: 1000 }).catch(() => false))
        await discard.click({ timeout: 5000 }).catch(() => undefined)
      const unsaved = async () => (await page!.locator('.save-state').allInnerTexts()).includes('Unsaved changes')
      for (let wait = 0; wait < 50 && (await unsaved()); wait++) await page.waitForTimeout(100)
      if (await unsaved()) {
        // Nothing to discard it with (a test failed half-way through something): a fresh studio instead.
        await page.context().close()
        page = undefined
      }
    }
    page ??= await loadStudio(browser(), origin(), options)
    return page
  }
}

/** Opens Home in the studio, writes `text` as its hero's heading and saves it, until the status says so. */
export async function saveHomeHeading(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search pages').fill('/')
  await page.getByRole('navigation', { name: 'Content files' }).getByRole('button', { name: /^Home/ }).first().click()
  await saveHeroHeading(page, text)
}

/** Sets the hero's heading of the Home page already open and saves it. */
export async function saveHeroHeading(page: Page, text: string): Promise<void> {
  const hero = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: /^Hero:/ }) })
    .first()
  if ((await hero.getAttribute('open')) === null) await hero.locator('summary').first().click()
  await hero.locator('#f-sections-0-heading').fill(text)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => page.getByRole('status').first().innerText()).toBe('Saved Home')
}

/**
 * Opens the file whose button in the file list matches `name` (after searching for `query`), once its own form is up:
 * the form of the file open before stays on the page until the new one replaces it.
 */
export async function openByTitle(page: Page, query: string, name: RegExp): Promise<void> {
  await page.getByLabel('Search pages').fill(query)
  const button = page.getByRole('navigation', { name: 'Content files' }).getByRole('button', { name }).first()
  const label = (await button.locator('.title').innerText()).replace(/ \(unsaved\)$/, '')
  await button.click()
  await page.getByRole('form', { name: `Fields of ${label}`, exact: true }).waitFor()
}
