/**
 * Every route, each a full page load: at 1280 px no console error or warning, no uncaught exception
 * and no hydration mismatch (kept past the splash: its unmount and the job/article load delays must not cause one;
 * the parser-made header, main and footer must be the very nodes React hydrated), and axe-core (WCAG 2.1 A and AA)
 * finds nothing; then the same page narrowed to 375 px (`narrowToPhone`): axe finds nothing and nothing is wider
 * than the phone.
 *
 * The routes share a few tabs, one per test running at once, as a visitor's tab goes from page to page: each load is a
 * new document, hydrated afresh, with the HTTP cache of the routes before it. A context per route cost the file 63
 * core-seconds against 44 for the same checks. Nothing here types, so no storage is written between the routes; a tab
 * whose test failed is not used again.
 */
import type { Page } from 'playwright-core'
import { afterAll, describe, test } from 'vitest'
import {
  axeWideAndNarrow,
  DESKTOP,
  formatProblems,
  MARK_PRERENDERED,
  newPage,
  type Problem,
  routes,
  searchRoute,
  sharedBrowser,
  site,
  templatePattern,
  UNKNOWN_PAGE,
  unknownItem,
  waitForApp,
  watchConsole,
} from './helpers.ts'

const browser = sharedBrowser()

interface Tab {
  page: Page
  /** What the page logged since the tab's last route began. */
  problems: Problem[]
}

/** The tabs no test is using; a test takes one (or opens one) and gives it back at 1280 px. */
const idle: Tab[] = []
const opened: Tab[] = []

async function takeTab(): Promise<Tab> {
  const ready = idle.pop()
  if (ready) {
    ready.problems.length = 0
    return ready
  }
  const page = await newPage(browser(), { viewport: DESKTOP })
  await page.addInitScript(MARK_PRERENDERED)
  const tab = { page, problems: watchConsole(page) }
  opened.push(tab)
  return tab
}

async function giveBack(tab: Tab): Promise<void> {
  await tab.page.setViewportSize(DESKTOP)
  idle.push(tab)
}

afterAll(async () => {
  for (const { page } of opened) await page.context().close()
})

interface Target {
  path: string
  status: number
  /** Whether the served HTML is this page's own pre-render, so the client hydrates it (not a 404.html fallback). */
  hydrates: boolean
}

function targets(): Target[] {
  return [
    ...routes().map((path) => ({ path, status: 200, hydrates: true })),
    { path: `${searchRoute()}?q=sap`, status: 200, hydrates: true },
    { path: UNKNOWN_PAGE, status: 404, hydrates: true },
    { path: unknownItem(templatePattern('/insights/')), status: 404, hydrates: false },
    { path: unknownItem(templatePattern('/careers/apply/')), status: 404, hydrates: false },
    // Each other language's not-found page, for an unknown path under its home: its own pre-render, hydrated.
    ...Object.values(site().translations ?? {}).map(({ home }) => ({
      path: `${home}${UNKNOWN_PAGE}`,
      status: 404,
      hydrates: true,
    })),
  ]
}

describe.concurrent(
  'every route, loaded fresh at 1280 px: no console problem, no hydration mismatch, axe finds nothing; at 375 px axe finds nothing',
  () => {
    for (const target of targets()) {
      test(target.path, async ({ expect }) => {
        const tab = await takeTab()
        const { page, problems } = tab
        const response = await page.goto(target.path)
        expect(response?.status()).toBe(target.status)
        await waitForApp(page)
        await page.waitForTimeout(500) // effects after the splash's unmount
        // The browser logs the document's own 404 status as a failed load: that one is the point of the page.
        const own = (p: Problem) =>
          target.status === 404 &&
          p.text.includes('status of 404') &&
          p.where.startsWith(new URL(target.path, page.url()).href)
        const unexpected = problems.filter((p) => !own(p))
        expect(unexpected, `${target.path}:\n${formatProblems(unexpected)}`).toEqual([])
        // The shell outside the routed page must be the parser's nodes: a recovered mismatch would have replaced it.
        // (The page inside <main> may be remounted on purpose when the animated transition is adopted under the splash.)
        const reused = await page.evaluate(() =>
          Object.fromEntries(
            ['.site-header', '#main', 'footer'].map((sel) => [
              sel,
              (document.querySelector(sel) as { __prerendered?: boolean } | null)?.__prerendered === true,
            ]),
          ),
        )
        if (target.hydrates) {
          expect(
            reused,
            `${target.path}: shell nodes replaced after load (hydration fell back to a client render)`,
          ).toEqual({ '.site-header': true, '#main': true, footer: true })
        } else {
          // A 404.html fallback is rendered afresh by design; seeing new nodes here shows the check above can fail.
          expect(reused['.site-header']).toBe(false)
        }
        expect(await axeWideAndNarrow(page)).toEqual({ '1280 px': '', '375 px': '' })
        // Nothing wider than the phone: a page that scrolls sideways at 375 px fails here.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
        await giveBack(tab)
      })
    }
  },
)
