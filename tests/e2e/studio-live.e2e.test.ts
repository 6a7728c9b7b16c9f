/**
 * "Is it live?" in the team studio, inside a server that builds the site (an in-memory SiteBuilds the test moves
 * through its states; its public site is the suite's served copy of dist/): a publish shows Queued, Building with its
 * step and count, then Live with a link that opens the public page; a failed build shows Failed with the file (a
 * link that opens it in the studio at its field) and Retry; the Site view lists the builds and the schedule; axe is
 * clean on both at 1280 and 390 px.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { FakeSiteBuilds } from '../helpers/fake-site-builds.ts'
import { baseUrl, formatViolations, launchBrowser, runAxe } from './helpers.ts'
import { startTeamStudio, type TeamStudio } from './team-studio.ts'
import { saveHomeHeading } from './studio-page.ts'

let browser: Browser
let team: TeamStudio
let builds: FakeSiteBuilds

beforeAll(async () => {
  builds = new FakeSiteBuilds(baseUrl())
  team = await startTeamStudio('studio-live', [{ name: 'pat', role: 'publisher' }], { builds })
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await team?.close()
})

/** Publishes what is saved; the build it answers with. */
async function publish(page: Page, message: string) {
  const before = builds.requests.length
  await page.getByRole('button', { name: 'Changes and publishing' }).click()
  const panel = page.getByRole('region', { name: 'Changes and publishing' })
  await panel.getByRole('list', { name: 'Changed files' }).waitFor()
  await panel.getByLabel('What changed').fill(message)
  await panel.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect.poll(() => builds.requests.length, { timeout: 30_000 }).toBe(before + 1)
  return { panel, id: builds.latest().id }
}

/** axe's violations at 1280 px, then at 390 px (the width is left at 1280). */
async function axeAtBothWidths(page: Page): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    found[`${width} px`] = formatViolations(await runAxe(page))
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  return found
}

test('a publish shows its build until it is live; a failed one its file and Retry; the Site view', async () => {
  const page = await team.signIn(browser, 'pat')
  const news = page.locator('.studio-bar .build-news[aria-live="polite"]')

  // Publish: Queued, Building with its step and count, then Live with a link to the public page.
  await saveHomeHeading(page, 'Engineers Who Ship')
  const { panel, id } = await publish(page, 'Sharper heading')
  expect(builds.requests.at(-1)).toEqual({ kind: 'publish', who: 'pat', what: 'Home' })
  await expect
    .poll(() => panel.getByRole('heading', { level: 3 }).first().innerText())
    .toBe('Published: the public site shows it once its build is live.')
  const build = panel.getByRole('region', { name: 'On the public site' })
  await expect.poll(() => build.innerText()).toMatch(/^On the public site\s+Queued/)
  builds.progress(id, 'Rendering pages', 1200, 11700)
  await expect.poll(() => build.innerText()).toContain('Building… Rendering pages (1,200 of 11,700)')
  // Updates move no focus: the publish result's heading keeps it.
  const focused = await page.evaluate(() => document.activeElement?.textContent)
  builds.live(id, [`${baseUrl()}/`], 1)
  await expect.poll(() => build.innerText()).toContain('Live')
  expect(await news.innerText()).toBe('Live: your change is on the public site.')
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(focused)
  const link = build.getByRole('link', { name: /^\// })
  expect(await link.getAttribute('href')).toBe(`${baseUrl()}/`)
  const [publicPage] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await publicPage.waitForLoadState()
  expect(publicPage.url()).toBe(`${baseUrl()}/`)
  expect(await publicPage.locator('h1').first().innerText()).not.toBe('')
  await publicPage.close()

  // A failed build: the problem at its file, a link into the studio at the field, and Retry.
  await page.getByRole('button', { name: 'Changes and publishing' }).click()
  await saveHomeHeading(page, 'Engineers Who Deliver')
  const second = await publish(page, 'Another heading')
  builds.progress(second.id, 'Checking the content')
  builds.fail(second.id, [
    { file: 'pages/index.yaml', line: 9, path: 'sections[0].heading', message: 'The heading is too long.' },
  ])
  const failed = second.panel.getByRole('region', { name: 'On the public site' })
  await expect.poll(() => failed.innerText()).toContain('Failed')
  expect(await news.innerText()).toBe('The site’s build failed: the public site still shows the last good version.')
  expect(await failed.getByRole('listitem').innerText()).toMatch(/^Home.*: The heading is too long\.$/s)
  expect(await axeAtBothWidths(page)).toEqual({ '1280 px': '', '390 px': '' })
  const [studioTab] = await Promise.all([
    page.context().waitForEvent('page'),
    failed.getByRole('link', { name: /^Home/ }).click(),
  ])
  await expect
    .poll(() => studioTab.evaluate(() => document.activeElement?.id), { timeout: 30_000 })
    .toBe('f-sections-0-heading')
  await studioTab.close()
  await failed.getByRole('button', { name: 'Retry' }).click()
  await expect.poll(() => builds.requests.at(-1)).toEqual({ kind: 'retry', who: 'pat' })
  await expect.poll(() => failed.innerText()).toContain('Queued')
  builds.live(builds.latest().id, [`${baseUrl()}/`])

  // The Site view: the builds, newest first, and what is scheduled.
  builds.schedule = [
    {
      file: 'pages/_collections/articles/winter-hiring.yaml',
      title: 'Winter hiring',
      kind: 'publish',
      at: '2026-12-01T09:00:00Z',
    },
  ]
  // The page's clock on the suite's date: this year's moments are written without their year.
  await page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'))
  await page.getByRole('button', { name: 'Site', exact: true }).click()
  const site = page.getByRole('region', { name: 'Site' })
  const list = site.getByRole('list', { name: 'Recent builds, newest first' })
  await expect.poll(() => list.locator(':scope > li').count()).toBe(3)
  expect(await list.locator(':scope > li').first().innerText()).toMatch(/^Live · pat built the site again/)
  expect(await list.locator(':scope > li').nth(1).innerText()).toMatch(/^Failed · pat published Home/)
  expect(await site.getByRole('list', { name: 'Scheduled changes, soonest first' }).innerText()).toMatch(
    /^Goes live Tue 1 Dec, \d\d:00: Winter hiring$/,
  )
  expect(await axeAtBothWidths(page)).toEqual({ '1280 px': '', '390 px': '' })
})
