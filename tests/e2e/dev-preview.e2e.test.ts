/**
 * The editor's preview (`npm run dev`) in a real browser, on a scratch copy of the site: a mistake in one file
 * never blanks another route, the broken route keeps its last good version with the problem on the page, and a
 * saved change (the fix too) reaches the open page without a reload. Prints save → screen times.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { scratchDevServer, type ScratchDevServer } from './dev-server.ts'
import { launchBrowser } from './helpers.ts'

let browser: Browser
let dev: ScratchDevServer
let origin: string
let project: string

beforeAll(async () => {
  dev = await scratchDevServer('dev-preview')
  ;({ origin, project } = dev)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.close()
})

async function openDev(path: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await page.goto(path)
  await page.locator('main h1').first().waitFor({ timeout: 30_000 })
  return page
}

const file = (rel: string) => join(project, 'pages', rel)
const edit = (rel: string, change: (text: string) => string) =>
  writeFileSync(file(rel), change(readFileSync(file(rel), 'utf8')))

/** Milliseconds from saving `rel` to `seen` being true in the open page. */
async function saveToScreen(
  page: Page,
  rel: string,
  change: (t: string) => string,
  seen: () => boolean,
): Promise<number> {
  const start = performance.now()
  edit(rel, change)
  await page.waitForFunction(seen, undefined, { timeout: 15_000, polling: 10 })
  return performance.now() - start
}

describe('npm run dev', () => {
  test('an error in one file leaves every other route alone; the broken route shows it and recovers without a reload', async () => {
    const basis = readFileSync(file('services/sap-basis.yaml'), 'utf8')
    const page = await openDev('/services/sap-basis')
    const heading = await page.locator('main h1').first().innerText()
    await page.evaluate(() => ((window as { marker?: number }).marker = 1))

    // A missing colon on the line of the heading's section.
    const broken = basis.replace(/^(\s+)heading: /m, '$1heading ')
    const lineNo = broken.split('\n').findIndex((l, i) => l !== basis.split('\n')[i]) + 1
    const shown = await saveToScreen(
      page,
      'services/sap-basis.yaml',
      () => broken,
      () => Boolean(document.querySelector('.content-problems')),
    )
    const panel = page.locator('.content-problems')
    expect(await panel.getByRole('heading').innerText()).toMatch(/^This page has (a|\d+) content errors?$/)
    expect(await panel.innerText()).toContain(`pages/services/sap-basis.yaml:${lineNo}:`)
    // The last good version is still there under the panel.
    expect(await page.locator('main h1').first().innerText()).toBe(heading)

    // Another route renders as usual, with no panel.
    const about = await openDev('/about')
    expect(await about.locator('main h1').first().innerText()).toBe('About Us')
    expect(await about.locator('.content-problems').count()).toBe(0)

    // Fixing the file brings the route back in place: same window, no reload.
    const fixed = await saveToScreen(
      page,
      'services/sap-basis.yaml',
      () => basis,
      () => !document.querySelector('.content-problems'),
    )
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
    console.log(
      `[dev preview] error shown ${Math.round(shown)} ms after save, fix shown ${Math.round(fixed)} ms after save`,
    )
  })

  test('a saved change appears on the open page without a reload', async () => {
    const page = await openDev('/about')
    await page.evaluate(() => ((window as { marker?: number }).marker = 2))
    const times: number[] = []
    for (let i = 1; i <= 5; i++) {
      const text = `About Us, take ${i}`
      times.push(
        await saveToScreen(
          page,
          'about.yaml',
          (t) => t.replace(/^(\s+heading: )(About Us.*)$/m, `$1${text}`),
          () => document.querySelector('main h1')?.textContent?.startsWith('About Us, take') ?? false,
        ),
      )
      await page.waitForFunction((t) => document.querySelector('main h1')?.textContent === t, text)
    }
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(2)
    const sorted = [...times].sort((a, b) => a - b)
    console.log(
      `[dev preview] save → screen: median ${Math.round(sorted[2]!)} ms (${times.map(Math.round).join(', ')} ms)`,
    )
  })

  test('serves the feeds the pages link to, as the build writes them', async () => {
    for (const [path, type, start] of [
      ['/insights/rss.xml', 'text/xml', '<?xml'],
      ['/insights/atom.xml', 'text/xml', '<?xml'],
      ['/insights/feed.json', 'application/json', '{'],
    ] as const) {
      const response = await fetch(origin + path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`)
      expect((await response.text()).trimStart().startsWith(start), path).toBe(true)
    }
    const feed = (await (await fetch(`${origin}/insights/feed.json`)).json()) as { items: unknown[] }
    expect(feed.items.length).toBe(7)
  })
})
