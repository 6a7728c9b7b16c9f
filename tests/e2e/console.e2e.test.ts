/**
 * No console error or warning, no uncaught exception and no hydration mismatch on any route: each page is loaded
 * fresh, kept past the splash (its unmount and the job/article load delays must not cause a mismatch), and the
 * parser-made header, heading and footer must be the very nodes React hydrated (a recovered mismatch replaces them).
 */
import { describe, test } from 'vitest'
import {
  formatProblems,
  sharedBrowser,
  mainHeading,
  MARK_PRERENDERED,
  newPage,
  pageData,
  type Problem,
  routes,
  searchRoute,
  site,
  templatePattern,
  UNKNOWN_PAGE,
  unknownItem,
  waitForApp,
  watchConsole,
} from './helpers.ts'

const browser = sharedBrowser()

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
  ]
}

describe.concurrent('a fresh load raises no console error, warning or hydration mismatch', () => {
  for (const target of targets()) {
    test(target.path, async ({ expect }) => {
      const page = await newPage(browser())
      await page.addInitScript(MARK_PRERENDERED)
      const problems = watchConsole(page)
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
      await page.context().close()
    })
  }
})

test('the check sees a hydration mismatch: served HTML whose heading differs from the app is reported', async ({
  expect,
}) => {
  const page = await newPage(browser())
  const path = '/about'
  const heading = mainHeading(pageData(path))
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    expect(html).toContain(`>${heading}</h1>`)
    await route.fulfill({ response, body: html.replace(`>${heading}</h1>`, '>Something else</h1>') })
  })
  const problems = watchConsole(page)
  await page.goto(path)
  await waitForApp(page)
  expect(formatProblems(problems)).toMatch(/418|hydrat/i)
})

test('navigating through the site by its links raises nothing either', async ({ expect }) => {
  const page = await newPage(browser())
  const problems = watchConsole(page)
  await page.goto('/')
  await waitForApp(page)
  const header = page.locator('.site-header')
  for (const link of site().site.navigation.links) {
    await header.getByRole('link', { name: link.label, exact: true }).click()
    await page.waitForURL((url) => url.pathname === link.to)
    await page
      .locator('main h1')
      .filter({ hasText: mainHeading(pageData(link.to)) })
      .waitFor()
  }
  // The template pages, reached the way visitors reach them (with their simulated load delay).
  for (const [list, prefix] of [
    ['/careers', '/careers/apply/'],
    ['/insights', '/insights/'],
  ] as const) {
    await header
      .getByRole('link', { name: site().site.navigation.links.find((l) => l.to === list)!.label, exact: true })
      .click()
    await page
      .locator('main h1')
      .filter({ hasText: mainHeading(pageData(list)) })
      .waitFor()
    const target = routes().find((r) => r.startsWith(prefix))!
    await page.locator(`main a[href="${target}"]`).first().click()
    await page
      .locator('main h1')
      .filter({ hasText: mainHeading(pageData(target)) })
      .waitFor()
  }
  await page.goBack()
  await page
    .locator('main h1')
    .filter({ hasText: mainHeading(pageData('/insights')) })
    .waitFor()
  await page.waitForTimeout(500)
  expect(problems, formatProblems(problems)).toEqual([])
})
