/**
 * The studio (`npm run studio`) in a real browser, on a scratch copy of the site so the real pages/ never change:
 * an edit changes exactly its line and reaches the preview (and the dev site only once saved); an FAQ entry is added;
 * two sections are reordered; the lint's messages show at their fields and stop the save; a file changed on disk
 * meanwhile merges with the save, and the same field asks; undo/redo; an image upload; a new article entry; the API refuses
 * requests without the token and paths outside pages/; the production build holds nothing of the studio.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { parse } from 'yaml'
import { crc32, deflateSync } from 'node:zlib'
import { loadSiteDir } from '../../src/site/load-site.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openStudioPage, sharedStudioPage } from './studio-page.ts'
import { studioDevServer, type ScratchDevServer } from './dev-server.ts'
import { baseUrl, formatViolations, launchBrowser, runAxe } from './helpers.ts'

let browser: Browser
let dev: ScratchDevServer
let project: string
let origin: string

beforeAll(async () => {
  dev = await studioDevServer('studio', (copy) => {
    const index = join(copy, 'pages/index.yaml')
    writeFileSync(
      index,
      '# The home page: keep the hero first.\n' + readFileSync(index, 'utf8') + '# End of the home page.\n',
    )
  })
  ;({ project, origin } = dev)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.close()
})

/** A small PNG of one colour, made here so no test depends on an image from elsewhere. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([29, 78, 216]))])
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const file = (rel: string) => readFileSync(join(project, 'pages', rel), 'utf8')

const openStudio = (options: BrowserContextOptions = {}) => openStudioPage(browser, origin, options)
/** The file's one studio page, for the tests that only open files and edit them (see sharedStudioPage). */
const studio = sharedStudioPage(
  () => browser,
  () => origin,
)

async function openFile(page: Page, route: string) {
  await page.getByLabel('Search pages').fill(route)
  const button = page
    .getByRole('navigation', { name: 'Content files' })
    .getByRole('button')
    .filter({ hasText: new RegExp(`^.*${route.replace('/', '\\/')}$`) })
    .first()
  // Its own form, not the one of the file open before (which stays until the new one replaces it).
  const label = (await button.locator('.title').innerText()).replace(/ \(unsaved\)$/, '')
  await button.click()
  await page.getByRole('form', { name: `Fields of ${label}`, exact: true }).waitFor()
  // A page's title, description and search-engine fields are folded under its sections: open them.
  const settings = page.locator('details.page-settings')
  if ((await settings.count()) && (await settings.getAttribute('open')) === null)
    await settings.locator('summary').click()
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
    const page = await studio()
    expect(formatViolations(await runAxe(page))).toBe('')
    await openFile(page, '/')
    const hero = await section(page, /^Hero:/)
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

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => status(page).innerText()).toBe('Saved Home')
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
    const page = await studio()
    await openFile(page, '/services')
    const faq = await section(page, /^FAQ:/)
    const count = (parse(file('services.yaml')) as { sections: { type: string; items: unknown[] }[] }).sections.find(
      (s) => s.type === 'faq',
    )!.items.length
    await faq.getByRole('button', { name: 'Add question' }).click()
    const i = count
    const index = (parse(file('services.yaml')) as { sections: { type: string }[] }).sections.findIndex(
      (s) => s.type === 'faq',
    )
    await faq.locator(`#f-sections-${index}-items-${i}-question`).fill('Do you staff remote roles?')
    await faq.locator(`#f-sections-${index}-items-${i}-answer`).fill('Yes, across the United States.')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => status(page).innerText()).toBe('Saved Our Services')
    const faqAfter = (parse(file('services.yaml')) as { sections: { type: string; items: unknown[] }[] }).sections[
      index
    ]!
    expect(faqAfter.items.at(-1)).toEqual({
      question: 'Do you staff remote roles?',
      answer: 'Yes, across the United States.',
    })
    expect(faqAfter.items.length).toBe(count + 1)
  })

  test('two sections of /about change places, in its Spanish translation too', async () => {
    const before = parse(file('about.yaml')) as { sections: { type: string; heading?: string }[] }
    const spanish = parse(file('about.es.yaml')) as typeof before
    const page = await studio()
    await openFile(page, '/about')
    await page.getByRole('button', { name: /^Move down: .*: Who We Are$/ }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => status(page).innerText()).toBe('Saved About Us; About Us (Español) follows the same order')
    const after = parse(file('about.yaml')) as typeof before
    const swapped = <T>(list: T[]) => [list[0], list[2], list[1], ...list.slice(3)]
    expect(after.sections.map((s) => s.heading)).toEqual(swapped(before.sections.map((s) => s.heading)))
    const spanishAfter = parse(file('about.es.yaml')) as typeof before
    expect(spanishAfter.sections.map((s) => s.heading)).toEqual(swapped(spanish.sections.map((s) => s.heading)))
  })

  test('an invalid value shows the lint at its field and the save is refused', async () => {
    const before = file('contact.yaml')
    const page = await studio()
    await openFile(page, '/contact')
    const hero = await section(page, /^Hero:/)
    await hero.locator('#f-sections-0-heading').fill('')
    const problems = hero.locator('#f-sections-0-heading-problems')
    await problems.getByText(/^Heading: must not be empty/).waitFor({ timeout: 20_000 })
    expect(await hero.locator('#f-sections-0-heading').getAttribute('aria-describedby')).toContain(
      'f-sections-0-heading-problems',
    )
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => status(page).innerText()).toMatch(/^Not saved: 1 problem to fix first/)
    expect(file('contact.yaml')).toBe(before)
    expect(formatViolations(await runAxe(page))).toBe('')

    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByRole('button', { name: 'Discard changes' }).waitFor()
  })

  test('a file broken in a text editor shows its mistake and line, no empty form, and the form once it is mended', async () => {
    const before = file('contact.yaml')
    const path = join(project, 'pages/contact.yaml')
    const line = before.split('\n').findIndex((l) => l === '    heading: Contact Us') + 1
    expect(line).toBeGreaterThan(0)
    writeFileSync(path, before.replace('    heading: Contact Us', '    heading Contact Us'))
    try {
      // Opened by its file's address: without data, the list knows it by its file name only.
      const page = await openStudio()
      await page.goto('/_studio?file=pages%2Fcontact.yaml')
      const alert = page.getByRole('alert').filter({ hasText: 'has a mistake the studio cannot show in a form' })
      await alert.getByText(`Line ${line}, column 12: \`heading\` has no \`:\` after it`).waitFor()
      expect(await page.getByRole('form', { name: /^Fields of/ }).count()).toBe(0)
      await expect.poll(() => status(page).innerText()).toMatch(/has a mistake to fix in a text editor/)
      expect(formatViolations(await runAxe(page))).toBe('')
      writeFileSync(path, before)
      await page.getByRole('form', { name: /^Fields of/ }).waitFor({ timeout: 20_000 })
      await expect.poll(() => status(page).innerText()).toBe('The file reads again: the form shows it')
      expect(await alert.count()).toBe(0)
    } finally {
      writeFileSync(path, before)
    }
  })

  test('a link to no page shows the lint at the link field', async () => {
    const page = await studio()
    await openFile(page, '/about')
    const hero = await section(page, /^Hero:/)
    await hero.locator('#f-sections-0-actions-0-to').fill('/no-such-page')
    await hero
      .locator('#f-sections-0-actions-0-to-problems')
      .getByText(/no-such-page/)
      .waitFor({ timeout: 20_000 })
  })

  test('a file changed on disk after opening: a save merges other fields, and asks for the same one', async () => {
    const rel = 'careers.yaml'
    const page = await studio()
    await openFile(page, '/careers')
    const title = page.locator('#f-title')
    await title.fill('Careers, mine')
    // A text editor changes the same field meanwhile: the save asks, with both.
    writeFileSync(join(project, 'pages', rel), file(rel).replace(/^title: .*$/m, 'title: Careers, theirs'))
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const panel = page.getByRole('alert').filter({ hasText: 'was changed elsewhere' })
    const place = panel.getByRole('group', { name: 'Title' })
    await place.waitFor()
    expect(await place.innerText()).toMatch(/Saved elsewhere at .+\s+Careers, theirs[\s\S]*Yours\s+Careers, mine/)
    await place.getByLabel('Keep the one saved elsewhere').check()
    await panel.getByRole('button', { name: 'Save with these choices' }).click()
    await expect.poll(() => status(page).innerText()).toBe('Saved Careers')
    expect(await title.inputValue()).toBe('Careers, theirs')

    // Another field changed on disk: the save keeps both.
    await title.fill('Careers, mine again')
    writeFileSync(
      join(project, 'pages', rel),
      file(rel).replace(/^description: >-\n(?: {2}.*\n)+/m, 'description: Theirs.\n'),
    )
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => status(page).innerText()).toMatch(/^Saved Careers/)
    expect(parse(file(rel))).toMatchObject({ title: 'Careers, mine again', description: 'Theirs.' })
    expect(await panel.count()).toBe(0)
  })

  test('undo and redo restore a field, by the buttons and by Ctrl+Z / Ctrl+Shift+Z', async () => {
    const page = await studio()
    await openFile(page, '/about')
    const title = page.locator('#f-title')
    const original = await title.inputValue()
    await title.fill('A new title')
    const undo = page.getByRole('button', { name: 'Undo' })
    const redo = page.getByRole('button', { name: 'Redo' })
    await undo.click()
    expect(await title.inputValue()).toBe(original)
    await redo.click()
    expect(await title.inputValue()).toBe('A new title')
    // The shortcuts work outside text fields (inside one, the browser's own undo of the typing applies).
    await redo.focus()
    await page.keyboard.press('Control+z')
    expect(await title.inputValue()).toBe(original)
    await page.keyboard.press('Control+Shift+z')
    expect(await title.inputValue()).toBe('A new title')
    expect(await redo.isDisabled()).toBe(true)
    await undo.click()
    await page.getByRole('button', { name: 'Discard changes' }).waitFor({ state: 'attached' })
    expect(await page.getByRole('button', { name: 'Discard changes' }).isDisabled()).toBe(true)
  })

  test('an uploaded image lands in pages/_media/ and the image pickers offer it', async () => {
    const page = await studio()
    await openFile(page, '/about')
    const upload = page.getByLabel('Upload an image into pages/_media').first()
    const field = page.locator('.field').filter({ has: upload }).first()
    const input = field.locator('input[type="text"]')
    await upload.setInputFiles({ name: 'Studio Dot.png', mimeType: 'image/png', buffer: png(48, 32) })
    await expect.poll(() => input.inputValue(), { timeout: 20_000 }).toBe('/media/uploads/studio-dot.png')
    expect(readFileSync(join(project, 'pages/_media/uploads/studio-dot.png')).equals(png(48, 32))).toBe(true)
    const thumbnail = field.locator('img[src="/media/uploads/studio-dot.png"]')
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48)
    // Every image field's list of choices now holds it.
    const lists = page.locator('.upload').locator('xpath=..').locator('datalist')
    expect(await lists.count()).toBeGreaterThan(1)
    await expect
      .poll(() => lists.nth(1).locator('option[value="/media/uploads/studio-dot.png"]').count(), { timeout: 20_000 })
      .toBe(1)
    await page.getByRole('button', { name: 'Discard changes' }).click()
  })

  test('a new article entry becomes a new file that passes the lint and appears at its route', async () => {
    const page = await studio()
    await page.getByRole('button', { name: 'New article' }).click()
    await page.getByLabel('Title', { exact: true }).fill('Written in the Studio')
    await page.getByLabel('Address', { exact: true }).fill('studio-test-article')
    await page.getByRole('button', { name: 'Create article' }).click()
    await page.getByRole('heading', { name: /^Written in the Studio/ }).waitFor()
    await page.locator('#f-title').fill('Written in the Studio')
    // It starts empty: nothing of another article, no problem shown before a change.
    expect(await page.locator('#f-author').inputValue()).toBe('')
    expect(await page.locator('.problems li').count()).toBe(0)
    await page.locator('#f-category').selectOption('Technology')
    // The author's photo is optional: offered with a button, then filled in like any image.
    await page.getByRole('button', { name: "Add author's photo" }).click()
    const fields: [string, string][] = [
      ['#f-image-src', '/media/team/austin-conference.jpg'],
      ['#f-image-alt', 'The team at a conference in Austin'],
      ['#f-author', 'Dana Whitfield'],
      ['#f-authorRole', 'Head of Delivery'],
      ['#f-authorImage-src', '/media/about/office-discussion.jpg'],
      ['#f-authorImage-alt', 'Dana Whitfield in the office'],
      ['#f-excerpt', 'How a studio edit becomes a page.'],
      ['#f-body', 'A first paragraph.'],
    ]
    for (const [field, text] of fields) await page.locator(field).fill(text)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    // A new route makes the dev server reload its pages: the studio stays as it is, its status included.
    await expect.poll(() => status(page).innerText(), { timeout: 20_000 }).toBe('Saved Written in the Studio')
    const rel = 'pages/_collections/articles/studio-test-article.yaml'
    expect((parse(readFileSync(join(project, rel), 'utf8')) as { title: string }).title).toBe('Written in the Studio')
    const lint = loadSiteDir(project).diagnostics.filter((d) => d.file === rel && d.severity === 'error')
    expect(lint).toEqual([])
    const site = await page.context().newPage()
    await site.goto('/insights/studio-test-article')
    await site.locator('main h1').filter({ hasText: 'Written in the Studio' }).waitFor({ timeout: 20_000 })
  })

  test('keyboard only: the file list, a page opened, a field edited, Ctrl+S, the status announced', async () => {
    const page = await openStudio()
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        const style = getComputedStyle(el)
        return { id: el.id, text: el.innerText ?? '', outline: `${style.outlineStyle} ${style.outlineWidth}` }
      })
    await page.keyboard.press('Tab')
    expect((await focused()).text).toBe('Skip to the editor')
    await page.keyboard.press('Tab')
    expect((await focused()).text).toBe('Changes and publishing')
    await page.keyboard.press('Tab')
    expect((await focused()).text).toBe('Images')
    await page.keyboard.press('Tab')
    expect((await focused()).text).toBe('Translations')
    await page.keyboard.press('Tab')
    expect((await focused()).id).toBe('search')
    await page.keyboard.type('/about')
    // The list answers once the files are read (the count says so).
    await expect.poll(() => page.locator('#search-count').innerText(), { timeout: 20_000 }).toMatch(/found$/)
    await page.keyboard.press('Tab')
    const item = await focused()
    expect(item.text).toMatch(/^About Us\s+\/about$/)
    expect(item.outline).toBe('solid 3px')
    await page.keyboard.press('Enter')
    // Opening a file moves focus to its heading, so the next Tab goes on into its toolbar and form.
    await expect.poll(async () => (await focused()).id).toBe('file-h')
    // The page's title sits with its search-engine fields, folded under the sections: open them from the keyboard.
    for (let i = 0; i < 200 && !(await focused()).text.startsWith('Page title'); i++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    for (let i = 0; i < 12 && (await focused()).id !== 'f-title'; i++) await page.keyboard.press('Tab')
    expect((await focused()).id).toBe('f-title')
    expect((await focused()).outline).toBe('solid 3px')
    await page.keyboard.press('Control+a')
    await page.keyboard.type('About Cedar Ridge')
    await page.keyboard.press('Control+s')
    expect(await status(page).getAttribute('aria-live')).toBe('polite')
    await expect.poll(() => status(page).innerText()).toBe('Saved About Us')
    expect((await focused()).id).toBe('f-title')
    expect((parse(file('about.yaml')) as { title: string }).title).toBe('About Cedar Ridge')
    expect(formatViolations(await runAxe(page))).toBe('')
  })

  test('an edit that breaks another file: listed by its name with a link, the save refused, axe 0', async () => {
    const page = await studio()
    await page.getByLabel('Search pages').fill('industries.yaml')
    await page
      .getByRole('navigation', { name: 'Content files' })
      .getByRole('button', { name: /_collections\/industries\.yaml/ })
      .click()
    const id = page.locator('#f-items-0-id')
    await id.waitFor({ state: 'attached' })
    const details = page.locator('details').filter({ has: id }).first()
    if ((await details.count()) && (await details.getAttribute('open')) === null)
      await details.locator('summary').first().click()
    await id.fill('health-care')
    const summary = page.getByRole('region', { name: /it causes elsewhere/ })
    const line = file('index.yaml').split('\n').indexOf('      - healthcare') + 1
    const link = summary.getByRole('link', { name: /^Home/ })
    await link.waitFor({ timeout: 20_000 })
    expect(await link.getAttribute('title')).toBe(`pages/index.yaml:${line}:9`)
    expect(await summary.getByRole('heading', { name: 'Elsewhere, because of this edit' }).count()).toBe(1)
    expect(formatViolations(await runAxe(page))).toBe('')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(() => status(page).innerText())
      .toBe('Not saved: 1 problem to fix first, elsewhere on the site, listed in the summary.')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('summary-h')
    const [other] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await other.getByRole('heading', { name: /index\.yaml/ }).waitFor({ timeout: 20_000 })
    expect(file('_collections/industries.yaml')).toMatch(/- id: healthcare$/m)
    await page.getByRole('button', { name: 'Discard changes' }).click()
  })

  test('the preview renders at a true 1280 px (or 390 px) width scaled to the pane, and motion follows the setting', async () => {
    const page = await openStudio({ reducedMotion: 'reduce' })
    await openFile(page, '/about')
    const frame = page.locator('iframe[title="Preview of /about"]')
    const pane = page.locator('.preview-area')
    const paneWidth = (await pane.boundingBox())!.width
    expect(await page.getByTestId('preview-width').innerText()).toBe(
      `1280 px wide, shown at ${Math.round((paneWidth / 1280) * 100)}%`,
    )
    const inner = page.frameLocator('iframe[title="Preview of /about"]')
    await inner.locator('main h1').waitFor({ timeout: 20_000 })
    expect(await inner.locator('body').evaluate(() => window.innerWidth)).toBe(1280)
    expect(Math.round((await frame.boundingBox())!.width)).toBe(Math.round(paneWidth))
    expect(await frame.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s')
    await page.getByRole('group', { name: 'Preview width' }).getByLabel('Phone').check()
    await expect.poll(() => page.getByTestId('preview-width').innerText()).toBe('390 px wide')
    await expect.poll(() => inner.locator('body').evaluate(() => window.innerWidth)).toBe(390)

    const moving = await openStudio({ reducedMotion: 'no-preference' })
    await openFile(moving, '/about')
    expect(
      await moving
        .locator('iframe[title="Preview of /about"]')
        .evaluate((el) => getComputedStyle(el).transitionDuration),
    ).toBe('0.2s, 0.2s')
  })

  test('a write without the token, or to ../package.json, is refused', async () => {
    const page = await studio()
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
