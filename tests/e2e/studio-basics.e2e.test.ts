/**
 * The basics a CMS user expects (issue 45), in Chromium on a scratch copy kept in git: an entry other pages link to
 * cannot be deleted until those links are changed, then it is, as a change listed to publish; a category added in
 * the site settings is offered to an article and shows on its page in the preview; "View live page" opens the
 * published page; the address names the file open, so a reload opens it again; axe finds nothing on these views at
 * 1280 and 390 px.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { studioPlugin } from '../../src/studio/studio-plugin.ts'
import { scratchDevServer, type ScratchDevServer } from './dev-server.ts'
import { keepInGit } from './git-scratch.ts'
import { formatViolations, launchBrowser, runAxe } from './helpers.ts'
import { openByTitle, openStudioPage, sharedStudioPage } from './studio-page.ts'

const ARTICLE = 'pages/_collections/articles/ai-driven-staffing-solutions.yaml'
const ADDRESS = '/insights/ai-driven-staffing-solutions'

let browser: Browser
let dev: ScratchDevServer

beforeAll(async () => {
  dev = await scratchDevServer('studio-basics', {
    plugins: [studioPlugin()],
    prepare(copy) {
      // The About page links to the article (published so), so the article cannot go before the link does.
      const about = join(copy, 'pages/about.yaml')
      writeFileSync(about, readFileSync(about, 'utf8').replace('to: /contact', `to: ${ADDRESS}`))
      keepInGit(join(copy, '..'), copy)
    },
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.close()
})

const openStudio = (options: BrowserContextOptions = {}) => openStudioPage(browser, dev.origin, options)
/** The file's one studio page at 1280 px, for the tests that only open files and edit them (see sharedStudioPage). */
const studio = sharedStudioPage(
  () => browser,
  () => dev.origin,
  { viewport: { width: 1280, height: 800 } },
)
const status = (page: Page) => page.locator('.studio-bar [role="status"]')

describe('the studio’s basics', () => {
  test('an entry with a link to it cannot be deleted until the link is changed; then it is, listed to publish', async () => {
    const page = await studio()
    await openByTitle(page, 'AI-Driven', /^AI-Driven Staffing Solutions/)

    const live = page.getByRole('link', { name: 'View live page (opens in a new tab)' })
    expect(await live.getAttribute('href')).toBe(`https://www.cedarridge-tech.com${ADDRESS}`)
    expect(await live.getAttribute('target')).toBe('_blank')

    await page.getByRole('button', { name: 'Delete…' }).click()
    const panel = page.getByRole('region', { name: /cannot be deleted yet/ })
    await expect
      .poll(() => panel.getByRole('heading').innerText())
      .toBe('AI-Driven Staffing Solutions cannot be deleted yet: one place links to it')
    const place = panel.getByRole('link', { name: /^About Us › .*Link \(opens in a new tab\)$/ })
    expect(await place.getAttribute('target')).toBe('_blank')
    expect(await panel.getByRole('button', { name: /^Delete / }).count()).toBe(0)
    expect(formatViolations(await runAxe(page))).toBe('')

    // The listed place opens in a new tab at its field; the editor changes the link there and saves.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), place.click()])
    const field = new URL(tab.url()).searchParams.get('field')!
    const input = tab.locator(`#f-${field.replace(/[[\].]+/g, '-').replace(/-$/, '')}`)
    await expect.poll(() => input.inputValue(), { timeout: 30_000 }).toBe(ADDRESS)
    await input.fill('/contact')
    await tab.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => status(tab).innerText()).toMatch(/^Saved/)
    await tab.close()

    await panel.getByRole('button', { name: 'Check again' }).click()
    const confirm = page.getByRole('region', { name: 'Delete AI-Driven Staffing Solutions?' })
    await confirm.getByRole('button', { name: 'Delete AI-Driven Staffing Solutions' }).click()
    await expect
      .poll(() => status(page).innerText())
      .toBe(
        'AI-Driven Staffing Solutions deleted: Changes lists it until you publish, and Discard there brings it back',
      )
    expect(existsSync(join(dev.project, ARTICLE))).toBe(false)
    // The address named the article while it was open; it names nothing once the article is gone.
    await expect.poll(() => new URL(page.url()).search).toBe('')
    await page.getByRole('button', { name: 'Changes and publishing' }).click()
    await expect.poll(() => page.locator('#editor').innerText()).toMatch(/AI-Driven Staffing Solutions[\s\S]*removed/)
  })

  test('a category added in the site settings is offered to an article, and its page shows it', async () => {
    const page = await studio()
    await openByTitle(page, 'Site settings', /^Site settings/)
    await page.getByRole('button', { name: 'Add category' }).click()
    const added = page.locator('#f-choices-articleCategories-6')
    await added.fill('SAP')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => status(page).innerText()).toMatch(/^Saved/)

    await openByTitle(page, 'Zero Trust', /^Zero Trust/)
    const category = page.locator('#f-category')
    expect(await category.locator('option').allInnerTexts()).toContain('SAP')
    await category.selectOption('SAP')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => status(page).innerText()).toMatch(/^Saved/)
    expect(
      readFileSync(
        join(dev.project, 'pages/_collections/articles/zero-trust-security-for-growing-enterprises.yaml'),
        'utf8',
      ),
    ).toMatch(/^category: SAP$/m)

    // The preview is the site's own page: the article's category link, to the new category's page.
    const preview = page.frameLocator('iframe[title^="Preview of /insights/zero-trust"]')
    const link = preview.locator('.article-hero__category')
    await expect.poll(() => link.innerText(), { timeout: 30_000 }).toMatch(/^SAP\s+articles$/)
    expect(await link.getAttribute('href')).toBe('/insights/category/sap')
  })

  test('at 390 px the delete confirmation and the live link pass axe', async () => {
    const page = await openStudio({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await openByTitle(page, 'DevOps', /^DevOps Engineer/)
    await page.getByRole('link', { name: 'View live page (opens in a new tab)' }).waitFor()
    await page.getByRole('button', { name: 'Delete…' }).click()
    await page.getByRole('region', { name: 'Delete DevOps Engineer?' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(formatViolations(await runAxe(page))).toBe('')
    await page.getByRole('button', { name: 'Keep it' }).click()
    expect(existsSync(join(dev.project, 'pages/_collections/jobs/devops-engineer.yaml'))).toBe(true)
    // The address names the file open: a reload (or the address copied) opens it again.
    expect(new URL(page.url()).searchParams.get('file')).toBe('pages/_collections/jobs/devops-engineer.yaml')
    await page.reload()
    await page.getByRole('form', { name: 'Fields of DevOps Engineer', exact: true }).waitFor()
  })
})
