import type { Browser, BrowserContextOptions, Page } from 'playwright-core'

/** The studio at `origin` in a new context, once its file list has loaded. */
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
  const page = await context.newPage()
  let loads = 0
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && loads++))
  await page.goto('/_studio')
  await page.getByRole('navigation', { name: 'Content files' }).getByRole('button').first().waitFor({ timeout: 60_000 })
  // A dependency Vite found only when the studio opened would reload the editor's page under them.
  if (loads !== 1) throw new Error(`the studio page loaded ${loads} times while opening, not once`)
  return page
}
