/**
 * "Publish means live", end to end with the real server (src/live/): `npm run live` on a scratch clone whose origin is
 * a bare repository, its team studio with a publisher. Her heading, published, is served by the public port while
 * the studio shows Live with a link that opens it; a broken change pushed from elsewhere shows Failed in the Site view
 * with its file, the last good page still served. The time from the click on Publish to the new text served is
 * printed (its budget is the bench's: scripts/bench/budgets.ts).
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Live } from '../../src/live/live-server.ts'
import { createTeamServer } from '../../src/studio/team/team-server.ts'
import { git, liveProject, startLocalLive } from '../live/live-project.ts'
import { withoutGitIdentity } from './git-scratch.ts'
import { launchBrowser } from './helpers.ts'
import { sharedStudio } from './shared-studio.ts'
import { addUser, PASSWORD } from './team-studio.ts'
import { saveHomeHeading } from './studio-page.ts'

let browser: Browser
let live: Live
let restoreEnv: () => void
const dir = mkdtempSync(join(tmpdir(), 'live-e2e-'))
let root: string
let other: string

beforeAll(async () => {
  restoreEnv = withoutGitIdentity(dir)
  ;({ root, other } = liveProject(dir))
  // The studio's forms read the JSON Schema (npm run schema), which a scratch copy links rather than holds.
  symlinkSync(resolve('schema'), join(root, 'schema'), 'dir')
  appendFileSync(join(root, '.git/info/exclude'), 'schema\n')
  await addUser(root, 'pat', 'publisher', 'pat@cedar.test')
  const built = await sharedStudio()
  live = await startLocalLive(root, {
    teamServer: (builds) => createTeamServer({ root, built, builds }),
  })
  browser = await launchBrowser()
  // The first build, at the server's start.
  for (const start = Date.now(); live.builds.list()[0]?.state !== 'live';) {
    if (live.builds.list()[0]?.state === 'failed' || Date.now() - start > 180_000)
      throw new Error(`the first build did not go live: ${JSON.stringify(live.builds.list()[0])}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await live?.close()
  restoreEnv?.()
  rmSync(dir, { recursive: true, force: true })
})

const heading = async (path: string) =>
  /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${live.siteOrigin}${path}`)).text())?.[1]

async function signIn(): Promise<Page> {
  const context = await browser.newContext({ baseURL: live.studioOrigin, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto('/_studio/login')
  await page.getByLabel('Your name').fill('pat')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('navigation', { name: 'Content files' }).getByRole('button').first().waitFor({ timeout: 60_000 })
  return page
}

test('a published heading is served by the public port while the studio says Live; a broken push shows Failed', async () => {
  const page = await signIn()
  await saveHomeHeading(page, 'Engineers Who Ship on Time')
  expect(await heading('/')).not.toBe('Engineers Who Ship on Time')

  await page.getByRole('button', { name: 'Changes and publishing' }).click()
  const panel = page.getByRole('region', { name: 'Changes and publishing' })
  await panel.getByLabel('What changed').fill('A sharper heading')
  const clicked = performance.now()
  await panel.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect.poll(() => heading('/'), { timeout: 120_000, interval: 50 }).toBe('Engineers Who Ship on Time')
  console.log(
    `publish → live: the public port served the new heading ${(performance.now() - clicked).toFixed(0)} ms after the click`,
  )

  const build = panel.getByRole('region', { name: 'On the public site' })
  await expect.poll(() => build.innerText(), { timeout: 30_000 }).toContain('Live')
  // Its links to the pages it changed, on the public site: the home page among them.
  const link = build.locator(`a[href="${live.siteOrigin}/"]`)
  expect(await link.innerText()).toMatch(/^\/\n/)
  const [publicPage] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await publicPage.waitForLoadState()
  expect(await publicPage.locator('h1').first().innerText()).toBe('Engineers Who Ship on Time')
  await publicPage.close()
  // What was published is what was built: the remote's main, by the publisher.
  expect(live.builds.list()[0]).toMatchObject({
    state: 'live',
    commit: git(root, 'rev-parse', 'origin/main').trim(),
    causes: [{ kind: 'publish', who: 'pat' }],
  })

  // A broken change pushed from a developer's clone: its build fails at its file, the site stays as it was.
  git(other, 'pull', '-q', '--ff-only')
  const about = join(other, 'pages/about.yaml')
  writeFileSync(about, readFileSync(about, 'utf8').replace(/^( {4})heading:/m, '$1headng:'))
  git(other, 'commit', '-q', '-am', 'About: a misspelt key')
  git(other, 'push', '-q', 'origin', 'HEAD:main')
  const aboutBefore = await heading('/about')
  await live.pull('webhook')
  await expect.poll(() => live.builds.list()[0]?.state, { timeout: 120_000, interval: 200 }).toBe('failed')
  expect(await heading('/about')).toBe(aboutBefore)
  expect(await heading('/')).toBe('Engineers Who Ship on Time')

  await page.getByRole('button', { name: 'Site', exact: true }).click()
  const site = page.getByRole('region', { name: 'Site' })
  const newest = site.getByRole('list', { name: 'Recent builds, newest first' }).locator(':scope > li').first()
  await expect.poll(() => newest.innerText(), { timeout: 30_000 }).toMatch(/^Failed/)
  // Why it ran, in words: the change's own message, not its hash.
  expect(await newest.innerText()).toContain('The shared repository said it changed: “About: a misspelt key”')
  // The problem at its file, in the studio's words, with a link that opens it.
  const problem = newest.getByRole('link', { name: /^About/ }).first()
  expect(await problem.getAttribute('href')).toContain('file=pages%2Fabout.yaml')
  expect(await newest.innerText()).not.toMatch(/sections\[|Error:/)
})
