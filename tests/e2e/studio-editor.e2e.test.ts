/**
 * The studio as a marketing editor meets it (issue 20), in Chromium on a scratch copy: long text typed at human
 * speed is saved whole; pages are found and named in plain words; section headers never show a type key; curly
 * quotes are saved as typed without a warning; unsaved work is marked and guarded; undo after a save is unsaved
 * again; a new article starts empty and proposes its address; the phone layout does not scroll sideways and keeps
 * Save in view; axe finds nothing at 1280 and 390 px.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContextOptions, Frame, Locator, Page } from 'playwright-core'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { lintContent } from '../../src/content/lint-content.ts'
import { SECTION_TYPES } from '../../src/sections/definitions.ts'
import { siteModel } from '../../src/site/site-model.ts'
import { openByTitle, openStudioPage, sharedStudioPage } from './studio-page.ts'
import { studioDevServer, type ScratchDevServer } from './dev-server.ts'
import { formatViolations, launchBrowser, runAxe } from './helpers.ts'
import { oneLanguage } from '../helpers/spanish-files.ts'

let browser: Browser
let dev: ScratchDevServer

beforeAll(async () => {
  // The English alone: here an English edit is the subject, not the Spanish page it would date (studio-translations).
  dev = await studioDevServer('studio-editor', oneLanguage)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.close()
})

const file = (rel: string) => readFileSync(join(dev.project, 'pages', rel), 'utf8')

const openStudio = (options: BrowserContextOptions = {}) => openStudioPage(browser, dev.origin, options)
/** The file's one studio page, for the tests that only open files and edit them (see sharedStudioPage). */
const studio = sharedStudioPage(
  () => browser,
  () => dev.origin,
)

/** The preview frame of `route`: a frame of the page opened before it is replaced (and detached) when it opens. */
async function previewFrame(page: Page, route: string): Promise<Frame> {
  const src = `/_studio/preview?route=${encodeURIComponent(route)}`
  let frame: Frame | undefined
  const find = () => page.frames().find((f) => !f.isDetached() && f.url().endsWith(src))
  await expect.poll(() => (frame = find()) !== undefined, { timeout: 20_000 }).toBe(true)
  return frame!
}

const status = (page: Page) => page.locator('.studio-bar [role="status"]')
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true })

/** A text of `length` characters, as an editor might write it. */
const longText = (start: string, length: number) =>
  `${start} `.repeat(Math.ceil(length / (start.length + 1))).slice(0, length - 1) + '.'

/** Types `text` at 70 ms a key, as a person does. The keys queue up on a busy machine: none may be lost. */
const typeSlowly = (field: Locator, text: string) => field.pressSequentially(text, { delay: 70, timeout: 90_000 })

/** The FAQ section of the open page, unfolded. */
async function faqOf(page: Page) {
  const faq = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: /^FAQ:/ }) })
    .first()
  if ((await faq.getAttribute('open')) === null) await faq.locator('summary').first().click()
  return faq
}

/** The lint's problems with one file of the scratch site, as the command line finds them (--strict). */
const lintOf = (rel: string) =>
  lintContent(dev.project, siteModel, 'pretty', { strict: true })
    .result.diagnostics.filter((d) => d.file === rel)
    .map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`)

describe('the studio for a marketing editor', () => {
  test('a 110-character heading, its last 50 characters typed at 70 ms a key, is saved whole', async () => {
    const page = await studio()
    await openByTitle(page, 'home', /^Home/)
    const heading = page.locator('#f-sections-0-heading')
    const text =
      'Senior SAP consultants, cloud engineers and project leaders placed within two weeks for mid-market firms today'
    expect(text.length).toBe(110)
    // The first 60 characters arrive at once; the other 50, typed at human speed, cross the ~80 characters where
    // typing used to be lost, and go on to the end. On a busy machine the dev studio takes longer per key than the
    // 70 ms between them (the keys queue up, none may be lost): hence the long wait.
    await heading.fill(text.slice(0, 60))
    await heading.pressSequentially(text.slice(60), { delay: 70, timeout: 90_000 })
    expect(await heading.inputValue()).toBe(text)
    // The same control kept its focus the whole way.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sections-0-heading'.replace(/^/, 'f-'))
    await save(page).click()
    await expect.poll(() => status(page).innerText(), { timeout: 20_000 }).toBe('Saved Home')
    expect((parse(file('index.yaml')) as { sections: { heading: string }[] }).sections[0]!.heading).toBe(text)
  })

  test('a 120-character FAQ answer, its last 60 characters typed at 70 ms a key into a new question, is saved whole', async () => {
    const page = await studio()
    await openByTitle(page, '/services', /\s\/services$/)
    const faq = await faqOf(page)
    await faq.getByRole('button', { name: 'Add question' }).click()
    const item = faq.locator('li.item').last()
    await item.locator('textarea[id$="-question"]').fill('Do you place consultants who work remotely?')
    const answer = item.locator('textarea[id$="-answer"]')
    const text = longText('Yes: most of our consultants work remotely or hybrid, and we agree the hours with you', 120)
    expect(text.length).toBe(120)
    await answer.fill(text.slice(0, 60))
    await typeSlowly(answer, text.slice(60))
    expect(await answer.inputValue()).toBe(text)
    expect(await answer.evaluate((el) => el === document.activeElement)).toBe(true)
    await save(page).click()
    await expect.poll(() => status(page).innerText(), { timeout: 20_000 }).toBe('Saved Our Services')
    const saved = parse(file('services.yaml')) as { sections: { type: string; items: { answer: string }[] }[] }
    expect(saved.sections.find((s) => s.type === 'faq')!.items.at(-1)!.answer).toBe(text)
  })

  test('a 120-character article summary, its last 60 characters typed at 70 ms a key, is saved whole', async () => {
    const page = await studio()
    await openByTitle(page, 'Remote Work', /^The Future of Remote Work/)
    const summary = page.locator('#f-excerpt')
    const text = longText('Remote work in tech is here to stay, and the firms that hire well plan for it', 120)
    await summary.fill(text.slice(0, 60))
    await typeSlowly(summary, text.slice(60))
    expect(await summary.inputValue()).toBe(text)
    await save(page).click()
    await expect
      .poll(() => status(page).innerText(), { timeout: 20_000 })
      .toBe('Saved The Future of Remote Work in Tech')
    expect(
      (parse(file('_collections/articles/the-future-of-remote-work-in-tech.yaml')) as { excerpt: string }).excerpt,
    ).toBe(text)
  })

  test('"home" finds the home page; pages go by their names; no section header shows a type key', async () => {
    const page = await studio()
    await page.getByLabel('Search pages').fill('home')
    const first = page.getByRole('navigation', { name: 'Content files' }).getByRole('button').first()
    // The list is filtered as the editor types: asked at once on a busy machine, it may not be yet.
    await expect.poll(() => first.innerText()).toMatch(/^Home\s+\/$/)
    await page.getByLabel('Search pages').fill('zzzz-nothing')
    await expect.poll(() => page.locator('#search-count').innerText()).toBe('Nothing matches “zzzz-nothing”.')
    // A word on the page finds it too.
    await openByTitle(page, 'SuccessFactors', /.*/)
    for (const route of ['/', '/about', '/services']) {
      await openByTitle(page, route, new RegExp(`\\s${route.replace('/', '\\/')}$`))
      const headers = await page
        .locator('.item summary, .item-tools')
        .evaluateAll((els) =>
          els.map((el) => (el.tagName === 'SUMMARY' ? el.textContent : el.getAttribute('aria-label')) ?? ''),
        )
      expect(headers.length).toBeGreaterThan(0)
      for (const header of headers)
        for (const type of SECTION_TYPES) expect(header, `${route}: ${header}`).not.toMatch(new RegExp(`\\b${type}\\b`))
    }
    expect(await page.getByText(/^Item \d/).count()).toBe(0)
  })

  test('curly quotes typed into a button label are saved and shown as typed, with no warning', async () => {
    const page = await studio()
    await openByTitle(page, 'home', /^Home/)
    const label = page.locator('#f-sections-0-actions-0-label')
    await label.fill('“Let’s talk”')
    await save(page).click()
    await expect.poll(() => status(page).innerText(), { timeout: 20_000 }).toBe('Saved Home')
    const saved = parse(file('index.yaml')) as { sections: { actions: { label: string }[] }[] }
    expect(saved.sections[0]!.actions[0]!.label).toBe('“Let’s talk”')
    expect(await page.locator('.problems li').count()).toBe(0)
    expect(await page.locator('.summary').count()).toBe(0)
    const preview = page.frameLocator('iframe[title="Preview of /"]')
    await preview.getByRole('link', { name: '“Let’s talk”' }).first().waitFor({ timeout: 20_000 })
  })

  test('an unsaved edit is marked and closing the tab asks; undo after a save is unsaved again', async () => {
    const page = await openStudio()
    await openByTitle(page, 'about', /^About Us/)
    await page.locator('details.page-settings summary').click()
    const title = page.locator('#f-title')
    const original = await title.inputValue()
    await title.fill('About Cedar Ridge Technologies')
    await expect.poll(() => page.locator('.save-state').innerText()).toBe('Unsaved changes')
    expect(await page.getByRole('button', { name: /About Us.*\(unsaved\)/ }).count()).toBe(1)
    await expect.poll(() => page.title()).toMatch(/^• /)
    // Closing the tab asks first.
    let asked = ''
    page.once('dialog', (d) => {
      asked = d.type()
      void d.dismiss()
    })
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => asked).toBe('beforeunload')
    expect(page.isClosed()).toBe(false)

    await save(page).click()
    await expect.poll(() => status(page).innerText(), { timeout: 20_000 }).toBe('Saved About Us')
    expect(await page.locator('.save-state').innerText()).toBe('All changes saved')
    await page.getByRole('button', { name: 'Undo' }).click()
    expect(await title.inputValue()).toBe(original)
    await expect.poll(() => page.locator('.save-state').innerText()).toBe('Unsaved changes')
    expect(await status(page).innerText()).not.toMatch(/^Saved/)
    expect(await save(page).isEnabled()).toBe(true)
    await save(page).click()
    await expect.poll(() => status(page).innerText(), { timeout: 20_000 }).toBe('Saved About Us')
    expect((parse(file('about.yaml')) as { title: string }).title).toBe(original)
    await page.close()
  })

  test('"New article" starts empty, shows no problem, and proposes its address from the title', async () => {
    const page = await studio()
    await page.getByRole('button', { name: 'New article' }).click()
    await page.getByLabel('Title', { exact: true }).fill('How We Hire in 2025!')
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('how-we-hire-in-2025')
    await page.getByRole('button', { name: 'Create article' }).click()
    await page.locator('#f-title').waitFor()
    expect(await page.locator('#f-title').inputValue()).toBe('How We Hire in 2025!')
    expect(await page.locator('#f-date').getAttribute('type')).toBe('date')
    for (const id of ['#f-author', '#f-excerpt', '#f-body']) expect(await page.locator(id).inputValue()).toBe('')
    // The address is the file name: no second field for it.
    expect(await page.getByLabel(/^Address name/).count()).toBe(0)
    await page.waitForTimeout(800)
    expect(await page.locator('.problems li').count()).toBe(0)
    expect(await page.locator('.summary').count()).toBe(0)
    // Nothing of another article came with it.
    const form = await page.getByRole('form').innerText()
    expect(form).not.toContain('Jane Doe')
    expect(form).not.toContain('AI-Driven Staffing Solutions')
  })

  test('"New job" starts empty, shows no problem and no second address field', async () => {
    const page = await studio()
    await page.getByRole('button', { name: 'New job' }).click()
    await page.getByLabel('Title', { exact: true }).fill('Senior SAP FICO Consultant (Austin)')
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('senior-sap-fico-consultant-austin')
    await page.getByRole('button', { name: 'Create job' }).click()
    await page.locator('#f-title').waitFor()
    expect(await page.locator('#f-title').inputValue()).toBe('Senior SAP FICO Consultant (Austin)')
    expect(await page.locator('#f-datePosted').getAttribute('type')).toBe('date')
    expect(await page.locator('#f-datePosted').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    for (const id of ['#f-location', '#f-experience', '#f-department', '#f-summary', '#f-description'])
      expect(await page.locator(id).inputValue(), id).toBe('')
    expect(await page.getByLabel(/^Address name/).count()).toBe(0)
    await page.waitForTimeout(800)
    expect(await page.locator('.problems li').count()).toBe(0)
    expect(await page.locator('.summary').count()).toBe(0)
    const form = await page.getByRole('form').innerText()
    expect(form).not.toContain('DevOps')
    expect(form).not.toContain('devops-engineer')
  })

  test('"New page" proposes its address, starts with no problem shown; saved, it passes the lint and is previewed', async () => {
    const page = await studio()
    await page.getByRole('button', { name: 'New page' }).click()
    await page.getByLabel('Title', { exact: true }).fill('Our Team Values!')
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('our-team-values')
    await page.getByRole('button', { name: 'Create page' }).click()
    await page.locator('#f-title').waitFor()
    expect(await page.locator('#f-title').inputValue()).toBe('Our Team Values!')
    // The one field left to fill is in view, not folded away.
    const description = page.locator('#f-description')
    expect(await description.isVisible()).toBe(true)
    expect(await description.inputValue()).toBe('')
    await page.waitForTimeout(800)
    expect(await page.locator('.problems li').count()).toBe(0)
    expect(await page.locator('.summary').count()).toBe(0)
    await description.fill('What we value as a team, and how it shows in the work we do for our clients.')
    await save(page).click()
    await expect.poll(() => status(page).innerText(), { timeout: 20_000 }).toBe('Saved Our Team Values!')
    expect(lintOf('pages/our-team-values.yaml')).toEqual([])
    const preview = page.frameLocator('iframe[title="Preview of /our-team-values"]')
    await preview.getByRole('heading', { name: 'Our Team Values!' }).first().waitFor({ timeout: 20_000 })
  })

  test('an empty FAQ question: its problems at its fields, a note over the preview, never the developer error box', async () => {
    const page = await studio()
    await openByTitle(page, '/services', /\s\/services$/)
    const frame = await previewFrame(page, '/services')
    await frame.locator('main').first().waitFor({ timeout: 20_000 })
    const faq = await faqOf(page)
    await faq.getByRole('button', { name: 'Add question' }).click()
    const item = faq.locator('li.item').last()
    // Empty because it is new: its problems wait (the lint has answered: the note is up) until a save is tried.
    await page.locator('.preview-note').waitFor()
    expect(await item.locator('.problems li').count()).toBe(0)
    await save(page).click()
    await expect.poll(() => item.locator('.problems li').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    expect(await item.locator('.problems li').first().innerText()).toMatch(/^Question|^Answer/)
    await page.waitForTimeout(1000)
    expect(await frame.locator('.content-problems').count()).toBe(0)
    expect(await frame.locator('body').innerText()).not.toMatch(/content error|services\.yaml/)
    expect(await frame.getByRole('heading', { name: 'Frequently Asked Questions' }).count()).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Discard changes' }).click()
  })

  test('a file left with a mistake outside the studio shows it at its field as it opens, before any edit', async () => {
    const page = await studio()
    const about = join(dev.project, 'pages/about.yaml')
    const original = readFileSync(about, 'utf8')
    // Emptied by hand in a text editor, as a merge or a colleague's script might leave it.
    writeFileSync(about, original.replace('heading: About Us', "heading: ''"))
    try {
      await openByTitle(page, 'about', /^About/)
      const heading = page.locator('#f-sections-0-heading')
      expect(await heading.inputValue()).toBe('')
      await expect.poll(() => page.locator('.problems li').count(), { timeout: 20_000 }).toBeGreaterThan(0)
      expect(await page.locator('.save-state').innerText()).toBe('All changes saved')
      await page.locator('.preview-note').waitFor()
    } finally {
      writeFileSync(about, original)
    }
  })

  test('a job marked filled says over the preview that it is closed on the public site, until it is open again', async () => {
    const page = await studio()
    await openByTitle(page, 'DevOps', /^DevOps Engineer/)
    const note = page.locator('.preview-note', { hasText: /^Closed: not listed on the public site/ })
    const jobStatus = page.getByLabel('Status', { exact: true })
    await jobStatus.selectOption({ label: 'Filled: closes the job now' })
    await note.waitFor({ timeout: 20_000 })
    expect(await note.innerText()).toBe(
      'Closed: not listed on the public site any more, and its page says it is closed. A later closing date or another ' +
        'status opens it again.',
    )
    await jobStatus.selectOption({ label: 'Open' })
    await note.waitFor({ state: 'detached', timeout: 20_000 })
    await page.getByRole('button', { name: 'Discard changes' }).click()
  })

  test('what is typed while the next file is on its way is kept: the studio asks before leaving it, once', async () => {
    // Its own page: its requests are held back.
    const page = await openStudio()
    await openByTitle(page, 'about', /^About/)
    // A slow server: Home takes a second and a half to come.
    await page.route(/\/_studio\/api\/file\?path=pages%2Findex\.yaml/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const asked: string[] = []
    let agree = false
    page.on('dialog', (dialog) => {
      asked.push(dialog.message())
      void (agree ? dialog.accept() : dialog.dismiss())
    })
    await page.getByLabel('Search pages').fill('/')
    await page.getByRole('navigation', { name: 'Content files' }).getByRole('button', { name: /^Home/ }).first().click()
    const heading = page.locator('#f-sections-0-heading')
    await heading.fill('About Cedar Ridge, typed while Home was on its way')
    await expect.poll(() => asked, { timeout: 20_000 }).toEqual(['Leave this file? Its unsaved changes will be lost.'])
    expect(await heading.inputValue()).toBe('About Cedar Ridge, typed while Home was on its way')
    expect(await page.locator('.save-state').innerText()).toBe('Unsaved changes')
    expect(await page.getByRole('form', { name: /^Fields of About/ }).count()).toBe(1)
    expect(await page.getByRole('form', { name: /^Fields of Home/ }).count()).toBe(0)
    // Leaving it, agreed once before Home is sent for and nothing typed since: asked once, and Home opens.
    agree = true
    await page.getByRole('navigation', { name: 'Content files' }).getByRole('button', { name: /^Home/ }).first().click()
    await page.getByRole('form', { name: 'Fields of Home', exact: true }).waitFor({ timeout: 20_000 })
    expect(asked).toHaveLength(2)
  })

  test('a refused save\'s "Not saved" goes once its problem is fixed', async () => {
    const page = await studio()
    await openByTitle(page, 'about', /^About Us/)
    const heading = page.locator('#f-sections-0-heading')
    const original = await heading.inputValue()
    await heading.fill('')
    await save(page).click()
    await expect.poll(() => status(page).innerText(), { timeout: 20_000 }).toMatch(/^Not saved: 1 problem/)
    await heading.fill('About Cedar Ridge')
    await expect.poll(() => status(page).innerText(), { timeout: 20_000 }).toBe('The problems are fixed: ready to save')
    expect(await page.getByText(/Not saved/).count()).toBe(0)
    // Typed back as it was, the file has nothing left to save or discard.
    await heading.fill(original)
    await expect.poll(() => page.locator('.save-state').innerText()).toBe('All changes saved')
    expect(await page.getByRole('button', { name: 'Discard changes' }).isDisabled()).toBe(true)
  })

  test('Ctrl+B and Ctrl+I wrap the selected words of a Markdown text', async () => {
    const page = await studio()
    await openByTitle(page, 'Zero Trust', /^Zero Trust Security/)
    const body = page.locator('#f-body')
    const text = await body.inputValue()
    const word = text.split(/\s/)[0]!
    await body.focus()
    await body.evaluate((el: HTMLTextAreaElement, n) => el.setSelectionRange(0, n), word.length)
    await page.keyboard.press('Control+b')
    await expect.poll(() => body.inputValue()).toBe(`**${word}**${text.slice(word.length)}`)
    // The word stays selected: Ctrl+I makes it italic too.
    await page.keyboard.press('Control+i')
    await expect.poll(() => body.inputValue()).toBe(`**_${word}_**${text.slice(word.length)}`)
    await page.getByRole('button', { name: 'Discard changes' }).click()
  })

  test("an article's author photo is removed: saved without it, the lint quiet, the byline shows initials", async () => {
    const page = await studio()
    await openByTitle(page, 'AI-Driven', /^AI-Driven Staffing Solutions/)
    await page.getByRole('button', { name: "Remove author's photo" }).click()
    expect(await page.locator('#f-authorImage-src').count()).toBe(0)
    await page.getByRole('button', { name: "Add author's photo" }).waitFor()
    await save(page).click()
    const rel = '_collections/articles/ai-driven-staffing-solutions.yaml'
    await expect.poll(() => status(page).innerText(), { timeout: 20_000 }).toBe('Saved AI-Driven Staffing Solutions')
    expect(parse(file(rel))).not.toHaveProperty('authorImage')
    expect(lintOf(`pages/${rel}`)).toEqual([])
    const preview = page.frameLocator('iframe[title="Preview of /insights/ai-driven-staffing-solutions"]')
    await preview.locator('.article-byline__initials').waitFor({ timeout: 20_000 })
    expect(await preview.locator('.article-byline img').count()).toBe(0)
  })

  test('the upload control starts afresh in every entry', async () => {
    const page = await studio()
    await openByTitle(page, 'Leading Hybrid', /^Leading Hybrid Engineering Teams/)
    const upload = page.getByLabel('Upload an image into pages/_media').first()
    const said = page.locator('.upload [role="status"]').first()
    // Text named .png: refused, and the control says why.
    await upload.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') })
    await expect.poll(() => said.innerText(), { timeout: 20_000 }).not.toBe('')
    await openByTitle(page, 'Zero Trust', /^Zero Trust Security/)
    await expect.poll(() => page.locator('#f-title').inputValue()).toMatch(/^Zero Trust/)
    expect(await page.locator('.upload [role="status"]').allInnerTexts()).toEqual(['', ''])
    expect(
      await page
        .locator('.upload input[type="file"]')
        .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value)),
    ).toEqual(['', ''])
  })

  test('at 390 px: one view at a time, the bar in three lines, no sideways scrolling, Save on top after scrolling, axe 0 (and at 1280 px)', async () => {
    const wide = await openStudio({ viewport: { width: 1280, height: 800 } })
    await openByTitle(wide, 'home', /^Home/)
    expect(formatViolations(await runAxe(wide))).toBe('')
    await wide.close()

    const page = await openStudio({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    const shown = async () => ({
      files: await page.getByRole('navigation', { name: 'Content files' }).isVisible(),
      edit: await page.locator('#editor').isVisible(),
      preview: await page.getByRole('region', { name: /^Preview of/ }).isVisible(),
    })
    expect(await noSideways()).toBe(true)
    expect(await shown()).toEqual({ files: true, edit: false, preview: false })
    expect(formatViolations(await runAxe(page))).toBe('')
    await openByTitle(page, '/services', /\s\/services$/)
    expect(await shown()).toEqual({ files: false, edit: true, preview: false })
    expect(await noSideways()).toBe(true)
    // What is drawn at Save's centre is Save (not the bar above it, whose status line makes it two lines tall).
    await expect.poll(() => status(page).innerText()).toBe('Opened Our Services')
    // The bar keeps to its name, one row of views (which scrolls sideways within itself) and the status line.
    const rows = await page.locator('header.studio-bar').evaluate((bar) => {
      const tops = [...bar.querySelectorAll('h1, .studio-bar__view, .status')].map((el) =>
        Math.round(el.getBoundingClientRect().top),
      )
      return new Set(tops).size
    })
    expect(rows).toBe(3)
    const saveOnTop = () =>
      save(page).evaluate((el) => {
        const box = el.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return {
          onTop: hit !== null && el.contains(hit),
          inView: box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight,
        }
      })
    expect(await saveOnTop()).toEqual({ onTop: true, inView: true })
    // Scrolled far down the form (a finger's wheel over the fields), Save is still there, on top.
    const firstField = page.locator('#f-sections-0-heading')
    const top = async () => (await firstField.boundingBox())!.y
    const before = await top()
    await page.mouse.move(195, 600)
    await page.mouse.wheel(0, 3000)
    await expect.poll(top).toBeLessThan(before - 1000)
    expect(await saveOnTop()).toEqual({ onTop: true, inView: true })
    expect(await noSideways()).toBe(true)
    expect(formatViolations(await runAxe(page))).toBe('')
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    await page.locator('iframe[title^="Preview of"]').waitFor()
    expect(await shown()).toEqual({ files: false, edit: false, preview: true })
    expect(await noSideways()).toBe(true)
    await page.getByRole('button', { name: 'Pages', exact: true }).click()
    expect(await shown()).toEqual({ files: true, edit: false, preview: false })
  })

  test('a change discarded while its draft is still on the way leaves no draft behind: the preview shows the disk', async () => {
    const page = await openStudio()
    await openByTitle(page, 'about', /^About Us/)
    // The draft of the change is held back on its way to the server, so the discard is asked for before it arrives.
    let held = 0
    await page.route('**/_studio/api/draft', async (route) => {
      if (!route.request().postData()?.includes('"discard":true')) {
        held++
        await new Promise((r) => setTimeout(r, 1500))
      }
      await route.continue()
    })
    await page.getByRole('button', { name: /^Move to bottom: .*Who We Are$/ }).click()
    await expect.poll(() => held, { timeout: 10_000 }).toBe(1)
    await page.getByRole('button', { name: 'Discard changes' }).click()
    await page.waitForTimeout(2500)
    // What every preview is built from: the server's data for /about, with no draft of it left.
    const headings = await page.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')!.content
      const res = await fetch('/_studio/api/preview-page?key=%2Fabout', { headers: { 'x-studio-token': token } })
      return ((await res.json()) as { sections: { heading?: string }[] }).sections.map((s) => s.heading)
    })
    const onDisk = (parse(file('about.yaml')) as { sections: { heading?: string }[] }).sections.map((s) => s.heading)
    expect(headings).toEqual(onDisk)
  })

  test('lists keep focus on the moved item, focus a new one; the first section is at most 15 Tabs away', async () => {
    const page = await studio()
    await openByTitle(page, 'about', /^About Us/)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('file-h')
    let tabs = 0
    while (tabs < 30 && (await page.evaluate(() => document.activeElement?.id)) !== 'f-sections-0-heading') {
      await page.keyboard.press('Tab')
      tabs++
    }
    expect(tabs).toBeLessThanOrEqual(15)
    // Move down twice by keyboard: the same item moves, the focus goes with it.
    const name = async () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
    await page.getByRole('button', { name: /^Move down: .*Who We Are$/ }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(name).toMatch(/^Move down: .*Who We Are$/)
    await page.keyboard.press('Enter')
    await expect.poll(name).toMatch(/^Move down: .*Who We Are$/)
    const order = await page.locator('.array > ol > li.item > details > summary').allInnerTexts()
    expect(order[3]).toMatch(/Who We Are$/)
    const summaries = () => page.locator('.array > ol > li.item > details > summary').allInnerTexts()
    // The focused element's item, by its summary.
    const focusedItem = () =>
      page.evaluate(() => document.activeElement?.closest('li.item')?.querySelector('summary')?.textContent ?? '')
    await page.getByRole('button', { name: /^Move to top: .*Who We Are$/ }).click()
    expect((await summaries())[0]).toMatch(/Who We Are$/)
    await expect.poll(focusedItem).toMatch(/Who We Are$/)
    await page.getByRole('button', { name: /^Move to bottom: .*Who We Are$/ }).click()
    expect((await summaries()).at(-1)).toMatch(/Who We Are$/)
    await expect.poll(focusedItem).toMatch(/Who We Are$/)
    await page.getByRole('button', { name: 'Discard changes' }).click()
    // Adding a question focuses it.
    await openByTitle(page, '/services', /\s\/services$/)
    const faq = await faqOf(page)
    await faq.getByRole('button', { name: 'Add question' }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/-question$/)
    await page.getByRole('button', { name: 'Discard changes' }).click()
  })

  test('clicking a section in the preview opens its form; editing a section scrolls the preview to it', async () => {
    const page = await studio()
    await openByTitle(page, 'about', /^About Us/)
    const preview = page.frameLocator('iframe[title="Preview of /about"]')
    const stats = preview.locator('main section').filter({ hasText: 'Results That Speak for Themselves' }).first()
    await stats.waitFor({ timeout: 20_000 })
    // The preview shows the file as it is on disk: the test before moved "Who We Are" to the bottom and discarded it,
    // and a preview opened while that discard is on its way shows the draft for a moment (its sections one place
    // off the form's).
    const headings = () => preview.locator('main h2').allInnerTexts()
    await expect
      .poll(async () => {
        const h = await headings()
        return h.findIndex((t) => /Who We Are/.test(t)) < h.findIndex((t) => /Results That Speak/.test(t))
      })
      .toBe(true)
    await stats.locator('h2').first().click()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/Results That Speak for Themselves$/)
    const details = page.locator('details').filter({ has: page.locator('summary', { hasText: /Results That Speak/ }) })
    expect(await details.first().getAttribute('open')).not.toBeNull()
    // Editing the last section brings it into the preview's view.
    const last = page.locator('fieldset:has(> #f-sections-problems) > ol > li').last()
    await last.locator('details > summary').first().click()
    await last.locator('textarea, input').first().focus()
    const frame = await previewFrame(page, '/about')
    await expect
      .poll(() =>
        frame.evaluate(() => {
          const sections = [...document.querySelectorAll('main section')].filter(
            (s) => !s.parentElement?.closest('main section'),
          )
          const box = sections.at(-1)!.getBoundingClientRect()
          return box.top < window.innerHeight && box.bottom > 0
        }),
      )
      .toBe(true)
  })

  test('an entry is renamed from its toolbar: the file moves and the studio opens it under its new address', async () => {
    const page = await studio()
    await openByTitle(page, 'Business Analyst', /^Business Analyst/)
    // Typed as words, as an editor would: the address is made of them.
    page.once('dialog', (d) => void d.accept('Business Analyst Austin'))
    await page.getByRole('button', { name: 'Rename…' }).click()
    await expect
      .poll(() => status(page).innerText(), { timeout: 20_000 })
      .toMatch(/^Renamed to business-analyst-austin/)
    await page.getByRole('heading', { name: /business-analyst-austin\.yaml/ }).waitFor()
    expect(() => file('_collections/jobs/business-analyst.yaml')).toThrow()
    expect(file('_collections/jobs/business-analyst-austin.yaml')).toMatch(/Business Analyst/)
  })
})
