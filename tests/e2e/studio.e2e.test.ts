/**
 * The studio (`npm run studio`) in a real browser, on a scratch copy of the site so the real pages/ never change:
 * an edit changes exactly its line and reaches the preview and the dev site; an FAQ entry is added; two sections
 * are reordered; the lint's messages show at their fields and stop the save; the API refuses requests without the
 * token and paths outside pages/; the production build holds nothing of the studio.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { scratchProject } from '../../scripts/scratch-project.ts'
import { studioPlugin } from '../../src/studio/studio-plugin.ts'
import { baseUrl, formatViolations, isLocal, launchBrowser, runAxe } from './helpers.ts'

let browser: Browser
let server: ViteDevServer
let project: string
let origin: string

beforeAll(async () => {
  project = scratchProject(process.cwd(), join(mkdtempSync(join(tmpdir(), 'studio-')), 'site'))
  symlinkSync(resolve('schema'), join(project, 'schema'), 'dir')
  const index = join(project, 'pages/index.yaml')
  writeFileSync(
    index,
    '# The home page: keep the hero first.\n' + readFileSync(index, 'utf8') + '# End of the home page.\n',
  )
  server = await createServer({
    root: project,
    configFile: join(project, 'vite.config.ts'),
    plugins: [studioPlugin()],
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  await server.listen()
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  rmSync(join(project, '..'), { recursive: true, force: true })
})

const file = (rel: string) => readFileSync(join(project, 'pages', rel), 'utf8')

async function openStudio(): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1400, height: 900 } })
  await context.route(
    (url) => !isLocal(url),
    (route) => route.abort('blockedbyclient'),
  )
  const page = await context.newPage()
  await page.goto('/_studio')
  await page.getByRole('navigation', { name: 'Content files' }).getByRole('button').first().waitFor({ timeout: 60_000 })
  return page
}

async function openFile(page: Page, route: string) {
  await page.getByLabel('Search by title or route').fill(route)
  await page
    .getByRole('navigation', { name: 'Content files' })
    .getByRole('button')
    .filter({ hasText: new RegExp(`^.*${route.replace('/', '\\/')}$`) })
    .first()
    .click()
  await page.getByRole('form').waitFor()
}

async function section(page: Page, summary: RegExp) {
  const details = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: summary }) })
    .first()
  if ((await details.getAttribute('open')) === null) await details.locator('summary').first().click()
  return details
}

const status = (page: Page) => page.getByRole('status').first()

describe('npm run studio', () => {
  test('the home hero heading: one line changes, comments stay, the preview and the dev site show it', async () => {
    const before = file('index.yaml')
    const page = await openStudio()
    expect(formatViolations(await runAxe(page))).toBe('')
    await openFile(page, '/')
    const hero = await section(page, /^1\. hero/)
    await hero.locator('#f-sections-0-heading').fill('Engineers Who Ship')
    const preview = page.frameLocator('iframe[title="Preview of /"]')
    await preview.locator('main h1').filter({ hasText: 'Engineers Who Ship' }).waitFor({ timeout: 20_000 })
    expect(file('index.yaml')).toBe(before)
    // The unsaved text is the preview's alone: a plain tab of the dev site keeps the saved heading.
    const site = await page.context().newPage()
    await site.goto('/')
    await site.locator('main h1').filter({ hasText: 'Premium Staffing' }).waitFor({ timeout: 20_000 })
    await page.waitForTimeout(500)
    expect(await site.locator('main h1').innerText()).toMatch(/Premium Staffing/)

    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => status(page).innerText()).toBe('Saved pages/index.yaml')
    const after = file('index.yaml')
    const a = before.split('\n')
    const b = after.split('\n')
    expect(b.length).toBe(a.length)
    expect(b.flatMap((l, i) => (l === a[i] ? [] : [[a[i], l]]))).toEqual([
      ['    heading: Premium Staffing & Consultation Services', '    heading: Engineers Who Ship'],
    ])
    expect(b[0]).toBe('# The home page: keep the hero first.')
    expect(b.at(-2)).toBe('# End of the home page.')

    // After the save, the open dev-site tab updates in place, and a fresh one shows it too.
    await site.locator('main h1').filter({ hasText: 'Engineers Who Ship' }).waitFor({ timeout: 20_000 })
    const fresh = await page.context().newPage()
    await fresh.goto('/')
    await fresh.locator('main h1').filter({ hasText: 'Engineers Who Ship' }).waitFor({ timeout: 20_000 })
    await preview.locator('main h1').filter({ hasText: 'Engineers Who Ship' }).waitFor()
    expect(formatViolations(await runAxe(page))).toBe('')
  })

  test('an FAQ entry is added to /services', async () => {
    const page = await openStudio()
    await openFile(page, '/services')
    const faq = await section(page, /faq/)
    const count = (parse(file('services.yaml')) as { sections: { type: string; items: unknown[] }[] }).sections.find(
      (s) => s.type === 'faq',
    )!.items.length
    await faq.getByRole('button', { name: 'Add to items' }).click()
    const i = count
    const index = (parse(file('services.yaml')) as { sections: { type: string }[] }).sections.findIndex(
      (s) => s.type === 'faq',
    )
    await faq.locator(`#f-sections-${index}-items-${i}-question`).fill('Do you staff remote roles?')
    await faq.locator(`#f-sections-${index}-items-${i}-answer`).fill('Yes, across the United States.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => status(page).innerText()).toBe('Saved pages/services.yaml')
    const faqAfter = (parse(file('services.yaml')) as { sections: { type: string; items: unknown[] }[] }).sections[
      index
    ]!
    expect(faqAfter.items.at(-1)).toEqual({
      question: 'Do you staff remote roles?',
      answer: 'Yes, across the United States.',
    })
    expect(faqAfter.items.length).toBe(count + 1)
  })

  test('two sections of /about change places', async () => {
    const before = parse(file('about.yaml')) as { sections: { type: string; heading?: string }[] }
    const page = await openStudio()
    await openFile(page, '/about')
    await page.getByRole('button', { name: /^Move down: 2\. richText/ }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => status(page).innerText()).toBe('Saved pages/about.yaml')
    const after = parse(file('about.yaml')) as typeof before
    expect(after.sections.map((s) => s.heading)).toEqual([
      before.sections[0]!.heading,
      before.sections[2]!.heading,
      before.sections[1]!.heading,
      ...before.sections.slice(3).map((s) => s.heading),
    ])
  })

  test('an invalid value shows the lint at its field and the save is refused', async () => {
    const before = file('contact.yaml')
    const page = await openStudio()
    await openFile(page, '/contact')
    const hero = await section(page, /^1\. hero/)
    await hero.locator('#f-sections-0-heading').fill('')
    const problems = hero.locator('#f-sections-0-heading-problems')
    await problems.getByText(/^Error: /).waitFor({ timeout: 20_000 })
    expect(await hero.locator('#f-sections-0-heading').getAttribute('aria-describedby')).toContain(
      'f-sections-0-heading-problems',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => status(page).innerText()).toMatch(/^Not saved: 1 problem\(s\) to fix first/)
    expect(file('contact.yaml')).toBe(before)
    expect(formatViolations(await runAxe(page))).toBe('')

    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByRole('button', { name: 'Discard changes' }).waitFor()
  })

  test('a link to no page shows the lint at the link field', async () => {
    const page = await openStudio()
    await openFile(page, '/about')
    const hero = await section(page, /^1\. hero/)
    await hero.locator('#f-sections-0-actions-0-to').fill('/no-such-page')
    await hero
      .locator('#f-sections-0-actions-0-to-problems')
      .getByText(/no-such-page/)
      .waitFor({ timeout: 20_000 })
  })

  test('a write without the token, or to ../package.json, is refused', async () => {
    const page = await openStudio()
    const answers = await page.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')!.content
      const body = (file: string) => JSON.stringify({ file, data: { title: 'x' }, hash: 'x', create: true })
      const send = (headers: Record<string, string>, file: string) =>
        fetch('/_studio/api/save', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: body(file),
        }).then((r) => r.status)
      return [await send({}, 'pages/new.yaml'), await send({ 'x-studio-token': token }, '../package.json')]
    })
    expect(answers).toEqual([403, 403])
    expect(readFileSync(join(project, 'package.json'), 'utf8')).toBe(readFileSync('package.json', 'utf8'))
  })

  test('the production build holds no studio code, route or text', async () => {
    const res = await fetch(`${baseUrl()}/_studio`)
    expect(res.status).toBe(404)
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]))
    const texts = files('dist').filter((f) => /\.(js|html|css|json|txt|xml)$/.test(f))
    expect(texts.length).toBeGreaterThan(20)
    for (const f of texts) expect(readFileSync(f, 'utf8'), f).not.toMatch(/_studio|studio-token|x-studio|patchYaml/i)
  })
})
