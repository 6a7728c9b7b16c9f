/**
 * A new article in the studio, before its first save (issue 45): the preview shows it at its own route from its
 * draft as it is written, its title heads the preview and the studio, its address follows its title; nothing is on
 * disk until it is saved; axe finds nothing at 1280 and 390 px.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { parse } from 'yaml'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { studioDevServer, type ScratchDevServer } from './dev-server.ts'
import { formatViolations, launchBrowser, runAxe } from './helpers.ts'
import { openStudioPage } from './studio-page.ts'

let browser: Browser
let dev: ScratchDevServer

beforeAll(async () => {
  dev = await studioDevServer('studio-new-entry')
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.close()
})

const TITLE = 'The Future of SAP in Logistics'
const REL = 'pages/_collections/articles/the-future-of-sap-in-logistics.yaml'

test('a new article previews before its save, its title heading the preview and the studio; then it saves', async () => {
  const page = await openStudioPage(browser, dev.origin, { viewport: { width: 1280, height: 800 } })
  await page.getByRole('button', { name: 'New article' }).click()
  await page.getByLabel('Title', { exact: true }).fill('The Future of SAP')
  await page.getByRole('button', { name: 'Create article' }).click()
  const heading = page.locator('#file-h')
  await expect.poll(() => heading.innerText()).toMatch(/^The Future of SAP\b/)

  // The title written on: the studio's heading, the address and the preview follow it.
  await page.locator('#f-title').fill(TITLE)
  await expect.poll(() => heading.innerText()).toMatch(new RegExp(`^${TITLE}`))
  const preview = page.frameLocator('iframe[title="Preview of /insights/the-future-of-sap-in-logistics"]')
  await preview.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 30_000 })
  const text = 'Warehouses plan differently once S/4HANA runs their stock.'
  await page.locator('#f-body').fill(text)
  await preview.getByText(text).waitFor({ timeout: 30_000 })
  expect(existsSync(join(dev.project, REL))).toBe(false)

  expect(formatViolations(await runAxe(page))).toBe('')
  await page.setViewportSize({ width: 390, height: 844 })
  expect(formatViolations(await runAxe(page))).toBe('')
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.locator('#f-category').selectOption('Technology')
  const fields: [string, string][] = [
    ['#f-image-src', '/media/team/austin-conference.jpg'],
    ['#f-image-alt', 'The team at a conference in Austin'],
    ['#f-author', 'Dana Whitfield'],
    ['#f-authorRole', 'Head of Delivery'],
    ['#f-excerpt', 'What S/4HANA changes in the warehouse.'],
  ]
  for (const [field, value] of fields) await page.locator(field).fill(value)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => existsSync(join(dev.project, REL)), { timeout: 20_000 }).toBe(true)
  expect(parse(readFileSync(join(dev.project, REL), 'utf8'))).toMatchObject({ title: TITLE, body: text })
  expect(await heading.innerText()).toMatch(new RegExp(`^${TITLE}`))
  await preview.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 30_000 })
})
