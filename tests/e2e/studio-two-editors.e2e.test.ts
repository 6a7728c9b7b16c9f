/**
 * Two people on one page in the team studio (`npm run studio -- --team`), in Chromium: changes to different fields
 * both reach the disk, whoever saves last; the same field changed by both asks the second once, with both values
 * and who; and the first person's open form takes the merged page.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { parse } from 'yaml'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { scratchProject } from '../helpers/scratch-project.ts'
import { sharedStudio } from './shared-studio.ts'
import { createTeamServer } from '../../src/studio/team/team-server.ts'
import { keepInGit, withoutGitIdentity } from './git-scratch.ts'
import { axeWideAndNarrow, launchBrowser } from './helpers.ts'

let browser: Browser
let server: Server
let origin: string
let project: string
let scratch: string
let restoreEnv: () => void
const PASSWORD = 'correct horse battery'

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'two-editors-'))
  restoreEnv = withoutGitIdentity(scratch)
  project = scratchProject(process.cwd(), join(scratch, 'site'))
  keepInGit(scratch, project)
  for (const name of ['dana', 'pat'])
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/studio.ts',
        'users',
        'add',
        name,
        '--role',
        'editor',
        '--email',
        `${name}@cedarridge.example`,
      ],
      {
        cwd: project,
        input: `${PASSWORD}\n${PASSWORD}\n`,
      },
    )
  const built = await sharedStudio()
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
  server = createTeamServer({ root: project, built, hostNames: [`127.0.0.1:${port}`] })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  origin = `http://127.0.0.1:${port}`
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
  restoreEnv()
  rmSync(scratch, { recursive: true, force: true })
})

/** `name` signed in, with Home open and its hero unfolded. */
async function openHome(name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1400, height: 900 } })
  const page = await context.newPage()
  await page.goto('/_studio/login')
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const files = page.getByRole('navigation', { name: 'Content files' })
  await files.getByRole('button').first().waitFor({ timeout: 60_000 })
  await page.getByLabel('Search pages').fill('/')
  await files.getByRole('button', { name: /^Home/ }).first().click()
  const hero = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: /^Hero:/ }) })
    .first()
  if ((await hero.getAttribute('open')) === null) await hero.locator('summary').first().click()
  return page
}

const home = () => parse(readFileSync(join(project, 'pages/index.yaml'), 'utf8')).sections[0]
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
}, 120_000)
