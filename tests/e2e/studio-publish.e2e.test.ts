/**
 * Publishing from the studio, in a real browser, on a scratch copy of the site kept in git: its `origin` is a local
 * bare repository, a second clone stands for a colleague, and HOME has no git identity (the editor's name and e-mail
 * are the only ones). Publish, a colleague's change meanwhile, the same line changed on both sides, a broken file,
 * the history and a restore, and a proposal for review.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { studioPlugin } from '../../src/studio/studio-plugin.ts'
import { scratchDevServer, type ScratchDevServer } from './dev-server.ts'
import { as, git, keepInGit, withoutGitIdentity } from './git-scratch.ts'
import { formatViolations, launchBrowser, runAxe } from './helpers.ts'
import { openStudioPage, saveHomeHeading } from './studio-page.ts'

let browser: Browser
let dev: ScratchDevServer
let scratch: string
let remote: string
let colleague: string
let restoreEnv: () => void

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'publish-'))
  restoreEnv = withoutGitIdentity(scratch)
  dev = await scratchDevServer('publish', {
    plugins: [studioPlugin()],
    prepare(copy) {
      remote = keepInGit(scratch, copy)
    },
  })
  colleague = join(scratch, 'colleague')
  git(scratch, 'clone', '-q', remote, colleague)
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await dev?.close()
  restoreEnv()
})

const onRemote = (...args: string[]) => git(remote, ...args)
const remoteFile = (file: string, ref = 'main') => onRemote('show', `${ref}:${file}`)
const status = (page: Page) => page.getByRole('status').first()

/** The colleague changes a file of their clone and pushes it. */
function colleaguePushes(file: string, from: string, to: string) {
  git(colleague, 'pull', '-q', '--ff-only')
  const path = join(colleague, file)
  writeFileSync(path, readFileSync(path, 'utf8').replace(from, to))
  git(colleague, ...as('Colleague'), 'commit', '-q', '-am', `Colleague edits ${file}`)
  git(colleague, 'push', '-q')
}

/** The Changes panel opened afresh (so it looks for changes again) with `message` written. */
async function changes(page: Page, message: string) {
  const panel = page.getByRole('region', { name: 'Changes and publishing' })
  if (await panel.isVisible()) await page.getByRole('button', { name: 'Changes and publishing' }).click()
  await page.getByRole('button', { name: 'Changes and publishing' }).click()
  await panel.getByRole('list', { name: 'Changed files' }).waitFor()
  await panel.getByLabel('What changed').fill(message)
  return panel
}

async function publish(page: Page, message: string) {
  await (await changes(page, message)).getByRole('button', { name: 'Publish', exact: true }).click()
}

/** Every text file under `dir` (not .git), for the no-conflict-marker check. */
function texts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return texts(path)
    return name.endsWith('.yaml') ? [readFileSync(path, 'utf8')] : []
  })
}

test('publish from the studio: one commit by the editor, others’ changes replayed, conflicts chosen, lint first, history, restore, propose', async () => {
  const page = await openStudioPage(browser, dev.origin)
  page.on('dialog', (d) => void d.accept())

  // 1. Edit, save, publish: the editor is asked once who they are; one commit, one line, their name.
  await saveHomeHeading(page, 'Engineers Who Ship')
  await page.getByRole('button', { name: 'Changes and publishing' }).click()
  const panel = page.getByRole('region', { name: 'Changes and publishing' })
  await expect
    .poll(() => panel.getByRole('list', { name: 'Changed files' }).innerText())
    .toMatch(/Home.*1 field changed/s)
  await panel.getByLabel('Your name').fill('Dana Editor')
  await panel.getByLabel('Your e-mail address').fill('dana@cedarridge.example')
  await expect.poll(() => panel.getByLabel('What changed').inputValue()).toBe('Update Home')
  expect(formatViolations(await runAxe(page))).toBe('')
  await panel.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toMatch(/^Published/)
  expect(onRemote('log', '-1', '--format=%an <%ae>|%s', 'main')).toBe(
    'Dana Editor <dana@cedarridge.example>|Update Home',
  )
  expect(onRemote('show', '--format=', '--numstat', 'main')).toBe('1\t1\tpages/index.yaml')
  expect(remoteFile('pages/index.yaml')).toContain('    heading: Engineers Who Ship')

  // 2. A colleague pushed another page meanwhile: published on top, no merge commit, their change arrives here.
  colleaguePushes('pages/about.yaml', 'title: About Us', 'title: About Cedar Ridge')
  await saveHomeHeading(page, 'Engineers Who Deliver')
  await publish(page, 'Sharper heading')
  await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toMatch(/^Published/)
  expect(onRemote('rev-list', '--merges', 'main')).toBe('')
  expect(onRemote('log', '-1', '--format=%an|%s', 'main')).toBe('Dana Editor|Sharper heading')
  expect(readFileSync(join(dev.project, 'pages/about.yaml'), 'utf8')).toMatch(/^title: About Cedar Ridge/)

  // 3. The same line on both sides: both shown, the editor's choice published, no conflict marker anywhere.
  colleaguePushes('pages/index.yaml', 'heading: Engineers Who Deliver', 'heading: Their Heading')
  await saveHomeHeading(page, 'My Heading')
  await publish(page, 'My heading')
  const resolver = page.getByRole('region', { name: /Someone else changed the same lines/ })
  await resolver.waitFor({ timeout: 30_000 })
  expect(await resolver.innerText()).toContain('heading: Their Heading')
  expect(await resolver.innerText()).toContain('heading: My Heading')
  expect(await resolver.innerText()).toContain('Colleague')
  expect(texts(join(dev.project, 'pages')).some((t) => t.includes('<<<<<<<'))).toBe(false)
  await resolver.getByLabel('Keep mine').first().check()
  await resolver.getByRole('button', { name: 'Publish with these choices' }).click()
  await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toMatch(/^Published/)
  expect(remoteFile('pages/index.yaml')).toContain('    heading: My Heading')
  expect(remoteFile('pages/index.yaml')).not.toContain('<<<<<<<')
  expect(onRemote('rev-list', '--merges', 'main')).toBe('')
  expect(texts(join(dev.project, 'pages')).some((t) => t.includes('<<<<<<<'))).toBe(false)

  // 4. A broken file on disk: publishing is refused and names it; the remote does not move.
  const before = onRemote('rev-parse', 'main')
  const about = join(dev.project, 'pages/about.yaml')
  const good = readFileSync(about, 'utf8')
  writeFileSync(about, good.replace('title: About Cedar Ridge', "title: ''"))
  await publish(page, 'Broken')
  const refusal = panel.getByRole('alert')
  await expect.poll(() => refusal.innerText(), { timeout: 30_000 }).toMatch(/Not published: one problem/)
  // The page by its name, not its file (the file and line are the link's title).
  expect(await refusal.innerText()).toMatch(/About Cedar Ridge: must not be empty/)
  expect(await refusal.innerText()).not.toContain('pages/about.yaml')
  expect(onRemote('rev-parse', 'main')).toBe(before)
  // Its link opens the file in a studio tab, at the field.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), refusal.getByRole('link').first().click()])
  await expect.poll(() => tab.evaluate(() => document.activeElement?.id), { timeout: 30_000 }).toBe('f-title')
  await tab.close()
  writeFileSync(about, good)

  // 5. History: the commits and their author; the first heading restored and published comes back.
  await panel.getByRole('button', { name: 'Show the history' }).click()
  const first = panel.locator('.history > li').filter({ hasText: 'Update Home' })
  expect(await first.innerText()).toContain('Dana Editor')
  await first.getByRole('button', { name: 'Restore this version…' }).click()
  await expect.poll(() => status(page).innerText()).toMatch(/Home is back as it was/)
  await publish(page, 'Back to the first heading')
  await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toMatch(/^Published/)
  expect(remoteFile('pages/index.yaml')).toContain('    heading: Engineers Who Ship')

  // 6. Propose: a content/… branch with the change, main unchanged.
  const main = onRemote('rev-parse', 'main')
  await saveHomeHeading(page, 'Proposed Heading')
  await (await changes(page, 'A proposed heading')).getByRole('button', { name: 'Propose for review' }).click()
  await expect
    .poll(() => status(page).innerText(), { timeout: 30_000 })
    .toMatch(/^Proposed for review: a publisher reviews it next/)
  const branch = onRemote('for-each-ref', '--format=%(refname:short)', 'refs/heads/content/')
  expect(branch).toMatch(/^content\/\d{4}-\d{2}-\d{2}-/)
  expect(remoteFile('pages/index.yaml', branch)).toContain('    heading: Proposed Heading')
  expect(onRemote('rev-parse', 'main')).toBe(main)
  expect(remoteFile('pages/index.yaml')).not.toContain('Proposed Heading')
  expect(formatViolations(await runAxe(page))).toBe('')
}, 300_000)

afterAll(() => rmSync(scratch, { recursive: true, force: true }))
