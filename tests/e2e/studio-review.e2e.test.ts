/**
 * Review as the editor lives it, in the team studio in Chromium (a scratch clone whose origin is a local bare
 * repository): dana proposes a heading and finds it in her own list and in her preview; pat, counted one proposal
 * waiting, sends it back with a note written in the page; dana reads the note on her page, reopens the proposal,
 * changes it and proposes it again, which updates the same proposal. Axe finds nothing on these views at 390 and
 * 1280 px.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { git } from './git-scratch.ts'
import { formatViolations, launchBrowser, runAxe } from './helpers.ts'
import { startTeamStudio, type TeamStudio } from './team-studio.ts'
import { saveHeroHeading } from './studio-page.ts'

let browser: Browser
let team: TeamStudio
let remote: string
const WIDE = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

beforeAll(async () => {
  team = await startTeamStudio('review', [
    { name: 'dana', role: 'editor' },
    { name: 'pat', role: 'publisher' },
  ])
  remote = team.remote
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await team?.close()
})

async function signIn(name: string): Promise<{ context: BrowserContext; page: Page }> {
  const page = await team.signIn(browser, name, { viewport: WIDE, reducedMotion: 'reduce' })
  return { context: page.context(), page }
}

const status = (page: Page) => page.getByRole('status').first()
const panelOf = (page: Page) => page.getByRole('region', { name: 'Changes and publishing' })

async function openHome(page: Page): Promise<void> {
  await page.getByLabel('Search pages').fill('/')
  await page.getByRole('navigation', { name: 'Content files' }).getByRole('button', { name: /^Home/ }).first().click()
  await page.locator('#f-sections-0-heading').waitFor()
}

async function propose(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Changes and publishing' }).click()
  const panel = panelOf(page)
  await panel.getByRole('list', { name: 'Changed files' }).waitFor()
  await panel.getByLabel('What changed').fill(message)
  await panel.getByRole('button', { name: 'Propose for review' }).click()
}

/** Axe on the page as it is, at 1280 then 390 px wide (the narrow layout shows `view` of its three), then wide again. */
async function axeBoth(page: Page, view: 'Edit'): Promise<Record<string, string>> {
  const wide = formatViolations(await runAxe(page))
  await page.setViewportSize(PHONE)
  await page.getByRole('navigation', { name: 'Studio views' }).getByRole('button', { name: view }).click()
  const narrow = formatViolations(await runAxe(page))
  await page.setViewportSize(WIDE)
  return { '1280 px': wide, '390 px': narrow }
}

test('an editor’s proposal is hers to see, sent back with a note, reopened, changed and proposed again', async () => {
  const dana = await signIn('dana')
  await openHome(dana.page)
  await saveHeroHeading(dana.page, 'Engineers Who Ship')
  await propose(dana.page, 'Sharper home heading')
  await expect
    .poll(() => status(dana.page).innerText(), { timeout: 30_000 })
    .toMatch(/^Proposed for review: a publisher reviews it next/)
  const danaPanel = panelOf(dana.page)
  expect(await danaPanel.innerText()).not.toMatch(/Ask a developer|No proposal is waiting/)
  await danaPanel.getByRole('heading', { name: 'Your proposals' }).waitFor()
  const mine = danaPanel.getByRole('list', { name: 'Proposals' })
  await expect
    .poll(() => mine.innerText(), { timeout: 20_000 })
    .toMatch(
      /Sharper home heading[\s\S]*Waiting for review by a publisher[\s\S]*Hero › Heading: Premium Staffing & Consultation Services → Engineers Who Ship/,
    )
  expect(await axeBoth(dana.page, 'Edit')).toEqual({ '1280 px': '', '390 px': '' })

  // Back on her page, the change stays in her preview, shown as proposed; the form shows the published page.
  await dana.page.getByRole('button', { name: 'Changes and publishing' }).click()
  const notice = dana.page.getByRole('note', { name: 'Your proposal' })
  await expect
    .poll(() => notice.innerText(), { timeout: 20_000 })
    .toContain('Your proposal “Sharper home heading” is waiting for review by a publisher.')
  await dana.page
    .frameLocator('iframe[title="Preview of /"]')
    .locator('main h1')
    .filter({ hasText: 'Engineers Who Ship' })
    .waitFor({ timeout: 30_000 })
  expect(await dana.page.locator('#f-sections-0-heading').inputValue()).toBe('Premium Staffing & Consultation Services')

  // The publisher is told one proposal waits, and sends it back with a note written in the page.
  const pat = await signIn('pat')
  const button = pat.page.getByRole('button', { name: /^Changes and publishing/ })
  await expect
    .poll(() => button.textContent(), { timeout: 20_000 })
    .toBe('Changes and publishing1, 1 proposal waiting for review')
  await button.click()
  const review = panelOf(pat.page).getByRole('list', { name: 'Proposals' })
  await review.getByRole('button', { name: 'Send back…' }).click({ timeout: 30_000 })
  const form = pat.page.getByRole('form', { name: 'Send back “Sharper home heading”' })
  await form.getByLabel('What should dana change?').fill('Say what we do: software engineers.')
  expect(await axeBoth(pat.page, 'Edit')).toEqual({ '1280 px': '', '390 px': '' })
  await form.getByRole('button', { name: 'Send back', exact: true }).click()
  await expect.poll(() => status(pat.page).innerText()).toBe('Sent back to dana with your note')

  // dana reads the note on her page (the studio looks again when its window comes back), reopens and changes it.
  const focused = async (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect
    .poll(async () => (await focused(dana.page), notice.innerText()), { timeout: 20_000 })
    .toContain('pat sent your proposal “Sharper home heading” back: “Say what we do: software engineers.”')
  expect(await dana.page.getByRole('button', { name: /^Changes and publishing/ }).textContent()).toContain(
    '1 proposal sent back to you',
  )
  expect(await axeBoth(dana.page, 'Edit')).toEqual({ '1280 px': '', '390 px': '' })
  await notice.getByRole('button', { name: 'Reopen to change it' }).click()
  await expect.poll(() => status(dana.page).innerText()).toMatch(/is back in your changes/)
  await expect
    .poll(() => dana.page.locator('#f-sections-0-heading').inputValue(), { timeout: 20_000 })
    .toBe('Engineers Who Ship')
  await saveHeroHeading(dana.page, 'Engineers Who Ship Software')
  await propose(dana.page, 'Sharper home heading, says what we do')
  await expect.poll(() => status(dana.page).innerText(), { timeout: 30_000 }).toMatch(/^Proposal updated/)

  // One proposal still, its first version kept in its history, now with the new heading.
  const branches = git(remote, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/content/').split('\n')
  expect(branches).toHaveLength(1)
  expect(git(remote, 'show', `${branches[0]}:pages/index.yaml`)).toContain('heading: Engineers Who Ship Software')
  expect(Number(git(remote, 'rev-list', '--count', `main..${branches[0]}`))).toBe(3)

  // The publisher sees it changed since the note, in field words.
  await pat.page.getByRole('button', { name: /^Changes and publishing/ }).click()
  await pat.page.getByRole('button', { name: /^Changes and publishing/ }).click()
  await expect
    .poll(() => panelOf(pat.page).getByRole('list', { name: 'Proposals' }).innerText(), { timeout: 20_000 })
    .toMatch(
      /Waiting for your review, changed since pat sent it back: “Say what we do: software engineers\.”[\s\S]*Hero › Heading: Premium Staffing & Consultation Services → Engineers Who Ship Software/,
    )
  await dana.context.close()
  await pat.context.close()
}, 300_000)
