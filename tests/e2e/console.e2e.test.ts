/**
 * Console and hydration beyond a fresh load of each route (every-route.e2e.test.ts loads each one): the check sees a
 * real mismatch, and navigating through the site by its links raises nothing.
 */
import { test } from 'vitest'
import {
  formatProblems,
  sharedBrowser,
  mainHeading,
  newPage,
  pageData,
  routes,
  site,
  waitForApp,
  watchConsole,
  WITH_MOTION,
} from './helpers.ts'

const browser = sharedBrowser()

test('the check sees a hydration mismatch: served HTML whose heading differs from the app is reported', async ({
  expect,
}) => {
  const page = await newPage(browser(), WITH_MOTION)
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
  // React reports the mismatch after it has recovered; the report may reach the test a moment after the splash left.
  await expect.poll(() => formatProblems(problems), { timeout: 5000 }).toMatch(/418|hydrat/i)
})

test('navigating through the site by its links raises nothing either', async ({ expect }) => {
  const page = await newPage(browser(), WITH_MOTION)
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
