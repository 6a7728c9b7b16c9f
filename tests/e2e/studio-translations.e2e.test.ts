/**
 * Translating in the studio, in Chromium (issue 48): Home's language switch opens its Spanish translation in the
 * English page's form, the English beside each field; a Spanish heading saved writes that line and the hash of the
 * English it translates; the English heading changed next makes the Translations view list the Spanish Home as out
 * of date, naming "Hero › Heading", whose link opens the Spanish field; a page with no translation begins one with its
 * address alone; the Spanish form of a job filled in English says it is closed. Axe finds nothing on the
 * translation's form and the Translations view at 1280 and 390 px.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { parse } from 'yaml'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { valueHash } from '../../src/content/translate/field-hashes.ts'
import { studioDevServer, type ScratchDevServer } from './dev-server.ts'
import { formatViolations, launchBrowser, runAxe } from './helpers.ts'
import { openByTitle, openStudioPage, saveHeroHeading } from './studio-page.ts'

let browser: Browser
let dev: ScratchDevServer

beforeAll(async () => {
  dev = await studioDevServer('studio-translations')
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.close()
})

const WIDE = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const status = (page: Page) => page.getByRole('status').first()
const read = (file: string) => readFileSync(join(dev.project, file), 'utf8')
const switchOf = (page: Page) => page.getByRole('list', { name: 'Languages of this page' })

/** Axe on the page as it is, at 1280 then 390 px wide (the narrow layout showing its Edit view), then wide again. */
async function axeBoth(page: Page): Promise<Record<string, string>> {
  const wide = formatViolations(await runAxe(page))
  await page.setViewportSize(PHONE)
  await page.getByRole('navigation', { name: 'Studio views' }).getByRole('button', { name: 'Edit' }).click()
  const narrow = formatViolations(await runAxe(page))
  await page.setViewportSize(WIDE)
  return { '1280 px': wide, '390 px': narrow }
}

test('the Spanish Home beside its English, saved with what it translates, then listed as stale when the English changes', async () => {
  const page = await openStudioPage(browser, dev.origin, { viewport: WIDE })
  await page.getByLabel('Search pages').fill('/')
  await page.getByRole('navigation', { name: 'Content files' }).getByRole('button', { name: /^Home/ }).first().click()
  await page.getByRole('form', { name: 'Fields of Home', exact: true }).waitFor()
  const englishHeading = parse(read('pages/index.yaml')).sections[0].heading as string

  // The switch: English is this page; Español opens its translation, in the English page's form.
  await switchOf(page).getByText('English').waitFor()
  await switchOf(page).getByRole('button', { name: 'Español' }).click()
  await page.getByRole('form', { name: 'Fields of Home (Español)', exact: true }).waitFor()
  const heading = page.locator('#f-sections-0-heading')
  expect(await heading.inputValue()).toBe(parse(read('pages/index.es.yaml')).sections[0].heading)
  const beside = page.locator('#f-sections-0-heading-original')
  expect(await beside.innerText()).toBe(`English: ${englishHeading}`)
  expect(await heading.getAttribute('aria-describedby')).toMatch(/\bf-sections-0-heading-original\b/)
  // Not text: the English page's, shown, not editable.
  const image = page.locator('#f-sections-0-image-src')
  expect(await image.innerText()).toMatch(/Written once, in the English page/)
  expect(await page.locator('input#f-sections-0-image-src, textarea#f-sections-0-image-src').count()).toBe(0)
  expect(await axeBoth(page)).toEqual({ '1280 px': '', '390 px': '' })

  const before = read('pages/index.es.yaml')
  await heading.fill('Talento de TI que llega a tiempo')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => status(page).innerText()).toBe('Saved Home (Español)')
  const after = read('pages/index.es.yaml')
  const [a, b] = [before.split('\n'), after.split('\n')]
  // Only the heading's line changed (what it translates, recorded already, is the same English).
  expect(b).toHaveLength(a.length)
  expect(b.filter((line, i) => line !== a[i])).toEqual(['    heading: Talento de TI que llega a tiempo'])
  expect(parse(after).translatedFrom).toEqual(
    expect.objectContaining({ 'sections.0.heading': valueHash(englishHeading) }),
  )
  expect(parse(after).sections[0].image).toEqual({ alt: expect.any(String) })

  // The English heading changed: the Spanish Home is out of date at that field.
  await switchOf(page).getByRole('button', { name: 'English' }).click()
  await page.getByRole('form', { name: 'Fields of Home', exact: true }).waitFor()
  await saveHeroHeading(page, 'Top-tier IT talent, on time')
  await page.getByRole('button', { name: 'Translations' }).click()
  const view = page.getByRole('region', { name: 'Translations' })
  const spanish = view.getByRole('region', { name: 'Español' })
  await spanish.waitFor()
  const stale = spanish.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Home', exact: true }) })
  await stale.getByRole('link', { name: 'Hero › Heading' }).waitFor({ timeout: 30_000 })
  expect(await spanish.innerText()).toMatch(/Out of date: the English changed since it was translated \(1 page\)/)
  expect(await axeBoth(page)).toEqual({ '1280 px': '', '390 px': '' })

  // Its link opens the Spanish Home at that field, marked as changed in English.
  await stale.getByRole('link', { name: 'Hero › Heading' }).click()
  await page.getByRole('form', { name: 'Fields of Home (Español)', exact: true }).waitFor()
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('f-sections-0-heading')
  expect(await beside.innerText()).toMatch(
    /^English: Top-tier IT talent, on time\n+The English changed since this was translated/,
  )
  expect(await axeBoth(page)).toEqual({ '1280 px': '', '390 px': '' })
  // Still right as it is: marked so and saved, it is up to date, its text unchanged.
  await beside.getByRole('button', { name: 'mark it as still right' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => status(page).innerText()).toBe('Saved Home (Español)')
  await expect.poll(() => beside.innerText()).toBe('English: Top-tier IT talent, on time')
  expect(parse(read('pages/index.es.yaml')).sections[0].heading).toBe('Talento de TI que llega a tiempo')
  expect(parse(read('pages/index.es.yaml')).translatedFrom['sections.0.heading']).toBe(
    valueHash('Top-tier IT talent, on time'),
  )
})

test('a page with no translation begins one beside it, its address proposed, and saves only what it translates', async () => {
  const page = await openStudioPage(browser, dev.origin, { viewport: WIDE })
  await page.getByLabel('Search pages').fill('/insights')
  await page
    .getByRole('navigation', { name: 'Content files' })
    .getByRole('button', { name: /^Insights/ })
    .first()
    .click()
  await page.getByRole('form', { name: /^Fields of Insights/ }).waitFor()
  await switchOf(page).getByRole('button', { name: 'Translate into Español' }).click()
  await expect.poll(() => status(page).innerText()).toMatch(/in Español: write each field’s Español beside the English/)
  const address = page.getByLabel('Address in Español')
  expect(await address.inputValue()).toBe('insights')
  await address.fill('articulos')
  const english = parse(read('pages/insights.yaml'))
  await page.locator('#f-sections-0-heading').fill('Artículos y recursos')
  // Before its first save the preview shows the Spanish page at its address, from the draft.
  const preview = page.frameLocator('iframe[title="Preview of /es/articulos"]')
  await expect.poll(() => preview.locator('main h1').innerText(), { timeout: 20_000 }).toBe('Artículos y recursos')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => status(page).innerText()).toMatch(/^Saved Insights/)
  expect(parse(read('pages/insights.es.yaml'))).toEqual({
    slug: 'articulos',
    sections: [{ type: 'hero', heading: 'Artículos y recursos' }],
    translatedFrom: { 'sections.0.heading': valueHash(english.sections[0].heading) },
  })
})

test('a template and its translation open from their address, named as the list names them, previewed as a job', async () => {
  const page = await openStudioPage(browser, dev.origin, { viewport: WIDE })
  for (const [file, label, route] of [
    ['pages/careers/apply/[jobId].yaml', 'Page for each job (template)', /^\/careers\/apply\/[a-z0-9-]+$/],
    ['pages/careers/apply/[jobId].es.yaml', 'Page for each job (template) (Español)', /^\/es\/empleos\/[a-z0-9-]+$/],
  ] as const) {
    // As a reload or a sent address opens it: before the file list has come.
    await page.goto(`/_studio?file=${encodeURIComponent(file)}`)
    await page.getByRole('form', { name: `Fields of ${label}`, exact: true }).waitFor()
    await expect.poll(() => status(page).innerText()).toBe(`Opened ${label}`)
    const preview = page.getByRole('heading', { name: /^Preview of / })
    await expect.poll(async () => (await preview.innerText()).replace(/^Preview of /, '')).toMatch(route)
  }
  // The Spanish form heading is written and saved, in the translation only.
  const heading = page.locator('#f-sections-0-formHeading')
  await heading.fill('Envíe su solicitud')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => status(page).innerText()).toMatch(/^Saved Page for each job \(template\) \(Español\)/)
  expect(parse(read('pages/careers/apply/[jobId].es.yaml')).sections[0].formHeading).toBe('Envíe su solicitud')
  expect(parse(read('pages/careers/apply/[jobId].yaml')).sections[0].formHeading).toBe('Apply Now')
})

test('the Spanish form of a job filled in English says it is closed, and where it opens again', async () => {
  const english = 'pages/_collections/jobs/devops-engineer.yaml'
  const text = read(english)
  writeFileSync(join(dev.project, english), text.replace(/^validThrough: .*$/m, 'status: filled'))
  try {
    const page = await openStudioPage(browser, dev.origin, { viewport: WIDE })
    await openByTitle(page, 'DevOps', /^DevOps Engineer/)
    await switchOf(page).getByRole('button', { name: 'Español' }).click()
    await page.getByRole('form', { name: 'Fields of DevOps Engineer (Español)', exact: true }).waitFor()
    await page
      .locator('.preview-note', {
        hasText: 'A later closing date or another status in the English page opens it again.',
      })
      .waitFor({ timeout: 20_000 })
  } finally {
    writeFileSync(join(dev.project, english), text)
  }
})
