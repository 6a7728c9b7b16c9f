/**
 * The studio's media library in Chromium (issue 45), on a scratch copy: an image renamed in the library is renamed
 * in every page that uses it, on disk, and the library lists it as used there (each a link that opens the page);
 * a form's image field opens the library as a dialog that gives the focus back; axe finds nothing on the library
 * and the dialog at 1280 and 390 px. Every image is the copy's own: nothing loads from elsewhere.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { studioDevServer, type ScratchDevServer } from './dev-server.ts'
import { formatViolations, launchBrowser, runAxe } from './helpers.ts'
import { openStudioPage } from './studio-page.ts'

const OLD = '/media/team/austin-conference.jpg'
const NEW = '/media/team/austin-team.jpg'
const ARTICLE = 'pages/_collections/articles/ai-driven-staffing-solutions.yaml'
const PHONE = { width: 390, height: 844 }

let browser: Browser
let dev: ScratchDevServer

beforeAll(async () => {
  dev = await studioDevServer('studio-media', (copy) => {
    // A second file using the photo: an article shows it inside its text.
    const file = join(copy, ARTICLE)
    const text = readFileSync(file, 'utf8')
    writeFileSync(
      file,
      text.replace(/^body: \|-?\n/m, (m) => `${m}  ![Our team](${OLD}) in Austin.\n\n`),
    )
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.close()
})

const read = (file: string) => readFileSync(join(dev.project, file), 'utf8')
const status = (page: Page) => page.locator('.studio-bar [role="status"]')
const axe = async (page: Page) => formatViolations(await runAxe(page))

async function openLibrary(page: Page) {
  await page.getByRole('button', { name: 'Images', exact: true }).click()
  const view = page.getByRole('region', { name: 'Images' })
  await view.getByText(/^\d+ images$/).waitFor()
  return view
}

describe('the media library', () => {
  test('an image renamed in the library is renamed in every page that uses it, and listed as used there', async () => {
    expect(read(ARTICLE)).toContain(`![Our team](${OLD})`)
    const page = await openStudioPage(browser, dev.origin, { viewport: { width: 1280, height: 800 } })
    const view = await openLibrary(page)
    expect(await axe(page)).toBe('')

    const card = view.getByRole('listitem', { name: 'team/austin-conference.jpg' })
    // Its thumbnail is the copy's own WebP, served by the dev server.
    const thumb = card.locator('img')
    expect(await thumb.getAttribute('src')).toMatch(/^\/media\/team\/austin-conference\.[0-9a-f]{8}\.\d+\.webp$/)
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0)
    await card.getByRole('button', { name: 'Rename' }).click()
    await card.getByLabel('New name').fill('team/austin-team.jpg')
    await card.getByRole('button', { name: 'Rename', exact: true }).click()
    await expect
      .poll(() => status(page).innerText(), { timeout: 20_000 })
      .toMatch(/^Renamed team\/austin-conference\.jpg to team\/austin-team\.jpg; the 2 pages using it follow$/)

    // On disk: every use names the new file, and the old one is gone.
    for (const file of ['pages/about.yaml', ARTICLE]) {
      expect(read(file), file).toContain(NEW)
      expect(read(file), file).not.toContain(OLD)
    }
    expect(() => read('pages/_media/team/austin-conference.jpg')).toThrow()
    expect(read('pages/_media/team/austin-team.jpg').length).toBeGreaterThan(1000)

    // The library lists it under its new name, used on both, each a link into the studio.
    const renamed = view.getByRole('listitem', { name: 'team/austin-team.jpg' })
    const uses = renamed.getByRole('link')
    await expect.poll(() => uses.allInnerTexts()).toEqual([expect.stringMatching(/staffing/i), 'About Us'])
    expect(await renamed.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe(
      '/_studio?file=pages%2Fabout.yaml',
    )

    // At a phone's width the library stays clean too.
    await page.setViewportSize(PHONE)
    await page.waitForFunction((w) => window.innerWidth === w, PHONE.width)
    expect(await axe(page)).toBe('')

    // The link opens the page in the studio, whose image field opens the library as a dialog.
    await renamed.getByRole('link', { name: 'About Us' }).click()
    await page.getByRole('form').waitFor()
    await page.setViewportSize({ width: 1280, height: 800 })
    const opener = page.getByRole('button', { name: 'Choose from the images' }).first()
    await opener.scrollIntoViewIfNeeded()
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Choose an image' })
    await dialog.getByText(/^\d+ images$/).waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search')
    expect(await axe(page)).toBe('')
    await page.setViewportSize(PHONE)
    await page.waitForFunction((w) => window.innerWidth === w, PHONE.width)
    expect(await axe(page)).toBe('')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Choose from the images')
  })
})
