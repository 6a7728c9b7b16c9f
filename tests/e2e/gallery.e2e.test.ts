/**
 * The section gallery (`npm run dev`, /_gallery) in a real browser: every section type under its heading, each
 * example rendered (no problem panel), the icon set with names, a table of contents, noindex, and axe with zero
 * WCAG 2.1 A/AA violations at 1280 and 375 px.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { scratchDevServer, type ScratchDevServer } from './dev-server.ts'
import { SECTION_TYPES } from '../../src/sections/definitions.ts'
import { galleryExamples } from '../../src/gallery/gallery-examples.ts'
import { ICON_PATHS } from '../../src/ui/icon-paths.ts'
import { DESKTOP, formatViolations, isForeignLoad, launchBrowser, MOBILE, runAxe } from './helpers.ts'

let browser: Browser
let dev: ScratchDevServer
let origin: string
let project: string

beforeAll(async () => {
  // A scratch copy of the site: one test edits a content file.
  dev = await scratchDevServer('gallery')
  ;({ origin, project } = dev)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.close()
})

/** The gallery with every example's section loaded; console errors collected. */
async function openGallery(viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: origin, viewport, reducedMotion: 'reduce' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (m) => {
    // External images are blocked on purpose: their failed loads are not the gallery's.
    if (m.type() === 'error' && !isForeignLoad(m)) errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/_gallery')
  await page.locator('#gallery-icons').waitFor({ timeout: 60_000 })
  await page.waitForFunction(() => !document.querySelector('.gallery-item__loading'), undefined, { timeout: 30_000 })
  return { page, errors }
}

describe('npm run dev: /_gallery', () => {
  test('is served with noindex, in its own page', async () => {
    const response = await fetch(`${origin}/_gallery`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(html).toContain('src/gallery/gallery-entry.tsx')
  })

  test('shows every section type with each of its examples rendered, the table of contents and every icon', async () => {
    const { page, errors } = await openGallery()
    expect(await page.locator('h1').first().innerText()).toBe('Section gallery')
    const headings = await page.locator('main h2').allInnerTexts()
    for (const type of SECTION_TYPES) expect(headings, type).toContain(type)
    expect(headings).toContain('Icons')

    const toc = page.getByRole('navigation', { name: 'Section types' })
    for (const type of SECTION_TYPES) {
      const href = await toc.getByRole('link', { name: type, exact: true }).getAttribute('href')
      expect(href).toBe(`#gallery-${type}`)
      expect(await page.locator(`#gallery-${type}`).count()).toBe(1)
    }

    // Every example is rendered by its component, none replaced by a problem panel.
    expect(await page.locator('.gallery-problems').count()).toBe(0)
    const examples = galleryExamples()
    expect(await page.locator('.gallery-item').count()).toBe(examples.length)
    const empty = await page
      .locator('.gallery-item')
      .evaluateAll((items) =>
        items
          .filter((i) => !i.querySelector('.gallery-item__preview > *'))
          .map((i) => i.querySelector('h3')?.textContent),
      )
    expect(empty).toEqual([])
    // The YAML beside each example is what an editor writes.
    expect(await page.locator('.gallery-item__yaml').first().innerText()).toMatch(/^sections:\n {2}- type: hero\n/)

    const icons = page.locator('.gallery-icons li')
    expect(await icons.count()).toBe(Object.keys(ICON_PATHS).length)
    expect(await icons.locator('code').allInnerTexts()).toEqual(Object.keys(ICON_PATHS))
    expect(await icons.locator('svg').count()).toBe(Object.keys(ICON_PATHS).length)
    expect(errors).toEqual([])
  })

  test('shows a saved change of the content it resolves against without a manual reload', async () => {
    const { page } = await openGallery()
    const services = join(project, 'pages/_collections/services.yaml')
    const text = readFileSync(services, 'utf8')
    const title = /^\s+title: (.+)$/m.exec(text)![1]!
    const cards = page.locator('#gallery-cardGrid .gallery-item', { hasText: 'services: all' })
    expect(await cards.locator('h3', { hasText: title }).count()).toBe(1)
    writeFileSync(services, text.replace(`title: ${title}`, 'title: Renamed In The Gallery Test'))
    await cards.locator('h3', { hasText: 'Renamed In The Gallery Test' }).waitFor({ timeout: 30_000 })
  })

  for (const [label, viewport] of [
    ['1280 px', DESKTOP],
    ['375 px', MOBILE],
  ] as const)
    test(`axe: zero WCAG 2.1 A/AA violations at ${label}`, async () => {
      const { page } = await openGallery(viewport)
      const violations = await runAxe(page)
      expect(violations, `axe violations on /_gallery at ${label}:\n${formatViolations(violations)}`).toEqual([])
    })
})
