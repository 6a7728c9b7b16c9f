/**
 * The team studio (`npm run studio -- --team`) in Chromium, on a scratch clone whose origin is a local bare
 * repository: people made with `users add` (password on standard input), nothing served without a session, the
 * sixth wrong password refused with 429, a burst of wrong passwords from a page with the right one inside refused
 * while the person signs in from elsewhere at once, a Host the studio was not given refused, an editor who can only
 * propose, a publisher who reviews the proposal (its lines and its preview) and publishes it under the editor's name,
 * the failed sign-ins hidden from Team activity, a change from another origin refused, and a cookie that ends with
 * the sign-out.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { git } from './git-scratch.ts'
import { formatViolations, launchBrowser, runAxe } from './helpers.ts'
import { PASSWORD, startTeamStudio, type TeamStudio } from './team-studio.ts'

let browser: Browser
let team: TeamStudio
let origin: string
let project: string
let remote: string
let users: TeamStudio['users']

beforeAll(async () => {
  // Given its address as its one host name (--host-name): localhost, which reaches it too, is another name.
  team = await startTeamStudio(
    'team',
    [
      { name: 'dana', role: 'editor' },
      { name: 'pat', role: 'publisher' },
    ],
    { trustProxy: true },
  )
  ;({ origin, project, remote, users } = team)
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await team?.close()
})

async function signIn(name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1400, height: 900 } })
  const page = await context.newPage()
  page.on('dialog', (d) => void d.accept())
  await page.goto('/_studio')
  await page.waitForURL('**/_studio/login')
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('navigation', { name: 'Content files' }).getByRole('button').first().waitFor({ timeout: 60_000 })
  return { context, page }
}

const status = (page: Page) => page.getByRole('status').first()

test('the team studio: accounts, sessions, an editor proposes, a publisher reviews and publishes', async () => {
  // Accounts live outside pages/ and outside git's view.
  expect(git(project, 'status', '--porcelain')).toBe('')
  expect(users('list')).toMatch(/dana\s+editor\s+dana@cedarridge\.example/)

  // Nothing without a session.
  expect((await fetch(`${origin}/_studio`, { redirect: 'manual' })).headers.get('location')).toBe('/_studio/login')
  expect((await fetch(`${origin}/_studio/api/files`)).status).toBe(401)
  expect((await fetch(`${origin}/_studio/preview?route=/`)).status).toBe(401)

  // Five wrong passwords for one name from one address, then 429 with the wait (for that name and that address).
  const tryLogin = () =>
    fetch(`${origin}/_studio/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.9.9.9' },
      body: 'name=mallory&password=wrong-password-here',
    })
  for (let i = 0; i < 5; i++) expect((await tryLogin()).status).toBe(401)
  const limited = await tryLogin()
  expect(limited.status).toBe(429)
  expect(await limited.text()).toContain('Too many wrong passwords for this name or from this address.')

  // A page at another name for this server (DNS rebinding, or a wrong link) gets nothing, not even the sign-in page.
  const elsewhere = await browser.newContext()
  const foreignPage = await elsewhere.newPage()
  const misdirected = await foreignPage.goto(origin.replace('127.0.0.1', 'localhost') + '/_studio/login')
  expect(misdirected!.status()).toBe(421)
  expect((await foreignPage.locator('body').innerText()).trim()).toBe('This studio does not answer at that address.')
  await elsewhere.close()

  // Someone sends 100 wrong passwords for dana at once from a page (through the proxy, from 10.6.6.6), the right one
  // among them: at most 5 are checked, and the right one is refused too.
  const attacker = await browser.newContext({ baseURL: origin })
  const attackPage = await attacker.newPage()
  await attackPage.goto('/_studio/login')
  const burst = await attackPage.evaluate(async (right) => {
    const send = (password: string) =>
      fetch('/_studio/login', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.6.6.6' },
        body: new URLSearchParams({ name: 'Dana', password }).toString(),
      }).then((r) => r.status)
    return Promise.all(Array.from({ length: 101 }, (_, i) => send(i === 60 ? right : `wrong guess ${i}`)))
  }, PASSWORD)
  expect(burst[60]).toBe(429)
  expect(burst.filter((s) => s === 401).length).toBeLessThanOrEqual(5)
  expect(burst.filter((s) => s !== 401 && s !== 429)).toEqual([])
  await attacker.close()

  // dana signs in from her own address at once, whatever was tried against her name; edits the home heading and can
  // only propose.
  const editor = await signIn('dana')
  const cookies = await editor.context.cookies()
  const cookie = cookies.find((c) => c.name === 'studio_session')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' })
  // The browser is known at the sign-in form from now on (counted by itself there).
  expect(cookies.find((c) => c.name === 'studio_device')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/_studio/login',
  })
  await editor.page.getByLabel('Search pages').fill('/')
  await editor.page
    .getByRole('navigation', { name: 'Content files' })
    .getByRole('button', { name: /^Home/ })
    .first()
    .click()
  const hero = editor.page
    .locator('details')
    .filter({ has: editor.page.locator('summary', { hasText: /^Hero:/ }) })
    .first()
  if ((await hero.getAttribute('open')) === null) await hero.locator('summary').first().click()
  await hero.locator('#f-sections-0-heading').fill('Engineers Who Ship')
  await editor.page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => status(editor.page).innerText()).toBe('Saved Home')
  await editor.page.getByRole('button', { name: 'Changes and publishing' }).click()
  const panel = editor.page.getByRole('region', { name: 'Changes and publishing' })
  await panel.getByRole('list', { name: 'Changed files' }).waitFor()
  expect(await panel.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0)
  expect(await panel.innerText()).toContain('Publishing as dana (dana@cedarridge.example)')
  await panel.getByLabel('What changed').fill('Sharper home heading')
  await panel.getByRole('button', { name: 'Propose for review' }).click()
  await expect
    .poll(() => status(editor.page).innerText(), { timeout: 30_000 })
    .toMatch(/^Proposed for review: a publisher reviews it next/)
  const branch = git(remote, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/content/')
  expect(git(remote, 'show', `${branch}:pages/index.yaml`)).toContain('    heading: Engineers Who Ship')
  // Publishing directly is refused for an editor, whatever the page sends.
  const token = await editor.page.evaluate(
    () => document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')!.content,
  )
  const direct = await editor.page.evaluate(
    (token) =>
      fetch('/_studio/api/publish', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-studio-token': token },
        body: JSON.stringify({ message: 'x', author: { name: 'x', email: 'x@x' } }),
      }).then((r) => r.status),
    token,
  )
  expect(direct).toBe(403)
  // The team's activity is for publishers.
  expect(await editor.page.evaluate(() => fetch('/_studio/api/activity').then((r) => r.status))).toBe(403)

  // The publisher, in another browser, reviews the proposal (lines and preview) and publishes it.
  const publisher = await signIn('pat')
  // The editor still has Home open in their studio: the publisher opening it is told so.
  await publisher.page.getByLabel('Search pages').fill('/')
  await publisher.page
    .getByRole('navigation', { name: 'Content files' })
    .getByRole('button', { name: /^Home/ })
    .first()
    .click()
  await publisher.page.getByText('dana is editing this page').waitFor({ timeout: 20_000 })
  await publisher.page.getByRole('button', { name: 'Changes and publishing' }).click()
  await publisher.page.getByText('Who signed in, saved, proposed and published').click()
  await expect
    .poll(() => publisher.page.locator('.activity').innerText())
    .toMatch(/dana\s+proposed a change[\s\S]*dana\s+saved\s+pages\/index\.yaml[\s\S]*mallory\s+a wrong password/)
  // The failed sign-ins can be hidden, the rest kept.
  await publisher.page.getByRole('checkbox', { name: 'Hide failed sign-ins' }).check()
  await expect
    .poll(() => publisher.page.locator('.activity').innerText())
    .toMatch(/^(?![\s\S]*a wrong password)(?![\s\S]*held back)[\s\S]*dana\s+proposed a change/)
  const proposals = publisher.page.getByRole('list', { name: 'Proposals' })
  await proposals.waitFor({ timeout: 30_000 })
  expect(await proposals.innerText()).toMatch(/Sharper home heading[\s\S]*dana[\s\S]*Home \/: 1 field changed/)
  await proposals.getByRole('button', { name: 'Show the lines' }).click()
  expect(await proposals.getByLabel('Lines changed in Home').innerText()).toContain(
    '+ 16:     heading: Engineers Who Ship',
  )
  await proposals.getByRole('button', { name: 'Preview' }).click()
  await publisher.page
    .frameLocator('iframe[title="Preview of / as proposed"]')
    .locator('main h1')
    .filter({ hasText: 'Engineers Who Ship' })
    .waitFor({ timeout: 30_000 })
  expect(formatViolations(await runAxe(publisher.page))).toBe('')
  await proposals.getByRole('button', { name: 'Publish this proposal' }).click()
  await expect
    .poll(() => status(publisher.page).innerText(), { timeout: 30_000 })
    .toBe('Published “Sharper home heading” by dana')
  expect(git(remote, 'show', 'main:pages/index.yaml')).toContain('    heading: Engineers Who Ship')
  expect(git(remote, 'log', '-1', '--format=%an <%ae> / %cn', 'main')).toBe('dana <dana@cedarridge.example> / pat')
  expect(git(remote, 'for-each-ref', 'refs/heads/content/')).toBe('')

  // A change carrying the editor's cookie from another origin is refused and writes nothing.
  const before = readFileSync(join(project, 'pages/about.yaml'), 'utf8')
  const foreign = await fetch(`${origin}/_studio/api/save`, {
    method: 'POST',
    headers: {
      Cookie: `studio_session=${cookie!.value}`,
      Origin: 'http://evil.example',
      'Content-Type': 'application/json',
      'x-studio-token': token,
    },
    body: JSON.stringify({ file: 'pages/about.yaml', data: { title: 'Defaced' } }),
  })
  expect(foreign.status).toBe(403)
  expect(readFileSync(join(project, 'pages/about.yaml'), 'utf8')).toBe(before)

  // Signing out ends the session on the server: the old cookie opens nothing.
  await editor.page.getByRole('button', { name: 'Sign out' }).click()
  await editor.page.waitForURL('**/_studio/login')
  const after = await fetch(`${origin}/_studio/api/files`, { headers: { Cookie: `studio_session=${cookie!.value}` } })
  expect(after.status).toBe(401)
  expect(readFileSync(join(project, '.studio/audit.log'), 'utf8')).toMatch(/"event":"proposal-published"/)
  await editor.context.close()
  await publisher.context.close()
}, 300_000)

test('signed out in another tab and in again there, the open form still saves what it holds', async () => {
  const { context, page } = await signIn('dana')
  await page.getByLabel('Search pages').fill('/contact')
  await page
    .getByRole('navigation', { name: 'Content files' })
    .getByRole('button', { name: /^Contact/ })
    .first()
    .click()
  const hero = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: /^Hero:/ }) })
    .first()
  if ((await hero.getAttribute('open')) === null) await hero.locator('summary').first().click()
  await hero.locator('#f-sections-0-heading').fill('Talk to a Recruiter Today')

  // In a second tab Dana signs out: the first tab's save is refused, its form keeps the text.
  const other = await context.newPage()
  await other.goto('/_studio')
  await other.getByRole('button', { name: 'Sign out' }).click()
  await other.waitForURL('**/_studio/login')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect
    .poll(() => status(page).innerText())
    .toBe(
      'Your session has ended: sign in again in another tab, then try again here (what this form holds stays in it).',
    )
  expect(await hero.locator('#f-sections-0-heading').inputValue()).toBe('Talk to a Recruiter Today')

  // She signs in again there, as told; the first tab's Save then goes through with the new session.
  await other.getByLabel('Your name').fill('dana')
  await other.getByLabel('Password').fill(PASSWORD)
  await other.getByRole('button', { name: 'Sign in' }).click()
  await other.getByRole('navigation', { name: 'Content files' }).waitFor()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => status(page).innerText()).toBe('Saved Contact Us')
  expect(readFileSync(join(project, 'pages/contact.yaml'), 'utf8')).toContain('Talk to a Recruiter Today')
  await context.close()
}, 120_000)
