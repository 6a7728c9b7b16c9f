/**
 * Two people on one page in the team studio (`npm run studio -- --team`), in Chromium: changes to different fields
 * both reach the disk, whoever saves last; the same field changed by both asks the second once, with both values
 * and who; and the first person's open form takes the merged page.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { parse } from 'yaml'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { axeWideAndNarrow, launchBrowser } from './helpers.ts'
import { startTeamStudio, type TeamStudio } from './team-studio.ts'

let browser: Browser
let team: TeamStudio

beforeAll(async () => {
  team = await startTeamStudio('two-editors', [
    { name: 'dana', role: 'editor' },
    { name: 'pat', role: 'editor' },
  ])
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await team?.close()
})

/** `name` signed in, with Home open and its hero unfolded. */
async function openHome(name: string): Promise<Page> {
  const page = await team.signIn(browser, name)
  const files = page.getByRole('navigation', { name: 'Content files' })
  await page.getByLabel('Search pages').fill('/')
  await files.getByRole('button', { name: /^Home/ }).first().click()
  const hero = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: /^Hero:/ }) })
    .first()
  if ((await hero.getAttribute('open')) === null) await hero.locator('summary').first().click()
  return page
}

const home = () => parse(readFileSync(join(team.project, 'pages/index.yaml'), 'utf8')).sections[0]
const status = (page: Page) => page.getByRole('status').first().innerText()
const save = async (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click()

test('two people on one page: both changes kept, the same field asks once, the other form follows', async () => {
  const dana = await openHome('dana')
  const pat = await openHome('pat')
  const [danaEyebrow, danaHeading] = [dana.locator('#f-sections-0-eyebrow'), dana.locator('#f-sections-0-heading')]
  const patHeading = pat.locator('#f-sections-0-heading')

  // Different fields: Pat is typing his heading while Dana saves her label; his save keeps her label.
  await patHeading.fill('Engineers who ship')
  await danaEyebrow.fill('Staffing that ships')
  await save(dana)
  await expect.poll(() => status(dana)).toBe('Saved Home')
  await save(pat)
  await expect.poll(() => status(pat)).toMatch(/^Saved Home/)
  expect(home()).toMatchObject({ eyebrow: 'Staffing that ships', heading: 'Engineers who ship' })
  // Dana's open form takes Pat's heading, and says who changed what.
  await expect.poll(() => danaHeading.inputValue()).toBe('Engineers who ship')
  expect(await status(dana)).toMatch(/^pat changed Hero › Heading at .*: the form shows it now$/)
  expect(await dana.locator('.save-state').innerText()).toBe('All changes saved')

  // The same field: Pat's save asks, once, with both values and who; he keeps his own.
  await danaHeading.fill('Dana’s heading')
  await patHeading.fill('Pat’s heading')
  await save(dana)
  await expect.poll(() => status(dana)).toBe('Saved Home')
  await save(pat)
  const panel = pat.getByRole('alert').filter({ hasText: 'choose which version to keep' })
  await panel.waitFor()
  expect(await panel.locator('fieldset').count()).toBe(1)
  const place = panel.getByRole('group', { name: 'Hero › Heading' })
  expect(await place.innerText()).toMatch(/dana’s, saved at .+\s+Dana’s heading[\s\S]*Yours\s+Pat’s heading/)
  expect(home().heading).toBe('Dana’s heading')
  expect(await axeWideAndNarrow(pat)).toEqual({ '1280 px': '', '375 px': '' })
  await pat.setViewportSize({ width: 1400, height: 900 })
  await place.getByLabel('Keep mine').check()
  await panel.getByRole('button', { name: 'Save with these choices' }).click()
  await expect.poll(() => status(pat)).toBe('Saved Home')
  expect(await panel.count()).toBe(0)
  expect(home()).toMatchObject({ eyebrow: 'Staffing that ships', heading: 'Pat’s heading' })
  await expect.poll(() => danaHeading.inputValue()).toBe('Pat’s heading')
})
