import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { onTestFinished } from 'vitest'

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
  // Reduced motion unless a test asks otherwise, as for the site's pages (see WITH_MOTION in helpers.ts).
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1400, height: 900 },
    reducedMotion: 'reduce',
    ...options,
  })
  onTestFinished(() => context.close())
  const page = await context.newPage()
  let loads = 0
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && loads++))
  await page.goto('/_studio')
  await page.getByRole('navigation', { name: 'Content files' }).getByRole('button').first().waitFor({ timeout: 60_000 })
  // A dependency Vite found only when the studio opened would reload the editor's page under them.
  if (loads !== 1) throw new Error(`the studio page loaded ${loads} times while opening, not once`)
  return page
}
