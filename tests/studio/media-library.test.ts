/**
 * The studio's media library (issue 45): every image with where it is used, descriptions kept in
 * pages/_media/_media.yaml and checked by the lint, and a rename that rewrites every reference in one change,
 * refused before anything is written for a taken or unsafe name.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadContentDir } from '../../src/content/load-content-dir.ts'
import { siteFilePaths } from '../../src/content/read-content-dir.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { siteModel } from '../../src/site/site-model.ts'
import { TOKEN_HEADER } from '../../src/studio/studio-api.ts'
import type { LibraryImage } from '../../src/studio/api/media-library.ts'
import { describeChange } from '../../src/studio/api/describe-changes.ts'
import { startStudioSite, type StudioSite } from './studio-site.ts'

let site: StudioSite
let root: string

const CONFERENCE = '/media/team/austin-conference.jpg'
const OFFICE = '/media/about/office-discussion.jpg'
const ARTICLE = 'pages/_collections/articles/ai-driven-staffing-solutions.yaml'

beforeAll(async () => {
  site = await startStudioSite('studio-media', {
    prepare(_dir, root) {
      // An article shows the conference photo inside its Markdown; a comment naming the office photo is no use.
      const file = join(root, ARTICLE)
      const text = readFileSync(file, 'utf8')
      writeFileSync(
        file,
        text.replace(/^body: \|-?\n/m, (m) => `${m}  ![Our team](${CONFERENCE}) at the conference.\n\n`) +
          `# was ${OFFICE}\n`,
      )
    },
  })
  root = site.root
})

afterAll(() => site.close())

const call = async (name: string, body?: unknown) => {
  const res = await fetch(site.base + name, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: site.token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { message?: string } }
}
const library = async () => ((await call('media')).json as unknown as { images: LibraryImage[] }).images
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const snapshot = () =>
  Object.fromEntries(
    ['pages/about.yaml', ARTICLE, 'pages/_media/_media.yaml']
      .filter((f) => existsSync(join(root, f)))
      .map((f) => [f, read(f)]),
  )
const mediaFiles = () => readdirSync(join(root, 'pages/_media'), { recursive: true }).map(String).sort()
const lintOf = (file: string) => loadContentDir(root, { model: siteModel }).diagnostics.filter((d) => d.file === file)

describe('the media library', () => {
  test('lists every image with its size, a thumbnail it serves, and the pages and entries that use it', async () => {
    expect(existsSync(join(root, ARTICLE))).toBe(true)
    expect(read(ARTICLE)).toContain(`![Our team](${CONFERENCE})`)
    const images = await library()
    expect(images.map((i) => i.src)).toEqual([OFFICE, CONFERENCE])
    const conference = images.find((i) => i.src === CONFERENCE)!
    expect(conference.name).toBe('team/austin-conference.jpg')
    expect(conference.bytes).toBeGreaterThan(1000)
    expect(conference.width).toBeGreaterThan(0)
    expect(conference.height).toBeGreaterThan(0)
    // The narrowest WebP copy the build makes, under the image's own folder.
    expect(conference.thumb).toMatch(/^\/media\/team\/austin-conference\.[0-9a-f]{8}\.\d+\.webp$/)
    expect(conference.usedOn.map((u) => u.file)).toEqual([ARTICLE, 'pages/about.yaml'])
    expect(conference.usedOn.find((u) => u.file === ARTICLE)!.label).toMatch(/staffing/i)
    // The office photo is named in the article only in a comment.
    expect(images.find((i) => i.src === OFFICE)!.usedOn.map((u) => u.file)).toEqual(['pages/about.yaml'])
  })

  test('an image no page uses is listed with no uses', async () => {
    writeFileSync(join(root, 'pages/about.yaml'), read('pages/about.yaml').replaceAll(OFFICE, CONFERENCE))
    try {
      const office = (await library()).find((i) => i.src === OFFICE)!
      expect(office.usedOn).toEqual([])
    } finally {
      writeFileSync(join(root, 'pages/about.yaml'), read('pages/about.yaml').replace(CONFERENCE, OFFICE))
    }
    expect((await library()).find((i) => i.src === OFFICE)!.usedOn).toHaveLength(1)
  })
})

describe('image descriptions', () => {
  test('are kept in pages/_media/_media.yaml, listed with the image, and a comment there stays', async () => {
    const { status } = await call('media-describe', { src: OFFICE, alt: '  Two consultants   at a desk ' })
    expect(status).toBe(200)
    const notes = 'pages/_media/_media.yaml'
    expect(read(notes)).toContain('about/office-discussion.jpg:\n  alt: Two consultants at a desk\n')
    writeFileSync(join(root, notes), `${read(notes)}# kept by hand\n`)
    expect((await call('media-describe', { src: CONFERENCE, alt: 'The team on stage in Austin' })).status).toBe(200)
    expect(read(notes)).toContain('# kept by hand')
    const images = await library()
    expect(images.find((i) => i.src === OFFICE)!.alt).toBe('Two consultants at a desk')
    expect(images.find((i) => i.src === CONFERENCE)!.alt).toBe('The team on stage in Austin')
    // The notes are no image: not scanned, not a file the site serves, and the lint finds nothing wrong in them.
    expect([...scanMedia(root).keys()]).not.toContain('/media/_media.yaml')
    expect(siteFilePaths(root)).not.toContain('/media/_media.yaml')
    expect(lintOf(notes)).toEqual([])
    // The Changes panel names the file in words.
    expect(describeChange({ file: notes, status: 'modified', before: '', after: read(notes) }).label).toBe(
      'Image descriptions',
    )
  })

  test('refused when too long, not text, or for an image that is not there', async () => {
    const before = snapshot()
    expect((await call('media-describe', { src: OFFICE, alt: 'x'.repeat(301) })).status).toBe(400)
    expect((await call('media-describe', { src: OFFICE, alt: 42 })).status).toBe(400)
    for (const src of ['/media/nope.jpg', '/media/../about.yaml', '/media/../../package.json', 'pages/about.yaml'])
      expect((await call('media-describe', { src, alt: 'x' })).status, src).toBe(404)
    expect(snapshot()).toEqual(before)
  })

  test('the lint reports a description it cannot read at its line, and one of a missing image', async () => {
    const notes = 'pages/_media/_media.yaml'
    const before = read(notes)
    writeFileSync(
      join(root, notes),
      `${before}team/austin-conferense.jpg:\n  alt: A typo in the name\nteam/logo.svg: no alt\n`,
    )
    try {
      const found = lintOf(notes).map((d) => `${d.line} ${d.severity} ${d.code} ${d.message} | ${d.hint}`)
      const lines = before.split('\n').length
      expect(found).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(
              `^${lines} warning media-notes-unknown-image .*no pages/_media/team/austin-conferense.jpg.*did you mean "team/austin-conference.jpg"`,
            ),
          ),
        ]),
      )
      expect(found).toContainEqual(
        `${lines + 2} error media-notes-invalid the description of team/logo.svg must be an "alt:" with the text that says what the image shows | write "alt:" indented under the path, followed by the text, or remove the entry`,
      )
    } finally {
      writeFileSync(join(root, notes), before)
    }
  })
})

describe('renaming an image', () => {
  test('moves the file and rewrites every reference, comments kept, the description with it', async () => {
    const about = read('pages/about.yaml')
    writeFileSync(join(root, 'pages/about.yaml'), `# Our people\n${about}`)
    const { status, json } = await call('media-rename', { from: CONFERENCE, to: 'team/austin-team.jpg' })
    expect(status, json.message).toBe(200)
    expect(json.src).toBe('/media/team/austin-team.jpg')
    expect(json.changed).toBe(2)
    expect(existsSync(join(root, 'pages/_media/team/austin-conference.jpg'))).toBe(false)
    expect(existsSync(join(root, 'pages/_media/team/austin-team.jpg'))).toBe(true)
    const aboutAfter = read('pages/about.yaml')
    // Only the line naming the image changed.
    expect(aboutAfter).toBe(`# Our people\n${about}`.replace(CONFERENCE, '/media/team/austin-team.jpg'))
    expect(read(ARTICLE)).toContain('![Our team](/media/team/austin-team.jpg) at the conference.')
    expect(read(ARTICLE)).toContain(`# was ${OFFICE}\n`)
    expect(read('pages/_media/_media.yaml')).toContain('team/austin-team.jpg:\n  alt: The team on stage in Austin')
    expect(read('pages/_media/_media.yaml')).not.toContain('austin-conference')
    const renamed = (await library()).find((i) => i.src === '/media/team/austin-team.jpg')!
    expect(renamed.usedOn.map((u) => u.file)).toEqual([ARTICLE, 'pages/about.yaml'])
    expect(renamed.alt).toBe('The team on stage in Austin')
    // The site still reads clean where the image is used.
    const problems = loadContentDir(root, { model: siteModel }).diagnostics.filter((d) => d.code.startsWith('media'))
    expect(problems).toEqual([])
  })

  test('refuses a taken name (in any case), an unsafe name or a changed ending, writing nothing', async () => {
    const from = '/media/team/austin-team.jpg'
    const before = snapshot()
    const files = mediaFiles()
    const refused = async (to: string, status: number, message: RegExp) => {
      const r = await call('media-rename', { from, to })
      expect(r.status, to).toBe(status)
      expect(r.json.message, to).toMatch(message)
      expect(r.json.message, to).not.toMatch(/^Error/)
    }
    await refused('about/office-discussion.jpg', 409, /already called about\/office-discussion\.jpg: choose another/)
    await refused('About/Office-Discussion.JPG', 409, /already called/)
    for (const to of [
      '../about.jpg',
      '../../escape.jpg',
      'team/../../x.jpg',
      '/etc/passwd.jpg',
      'team//x.jpg',
      '.hidden.jpg',
      'a b.jpg',
      'x.jpg\0.png',
      'team\\x.jpg',
      '%2e%2e/x.jpg',
      'x.yaml',
      '',
    ])
      await refused(to, 400, /not a name the studio can give an image|Keep the ending/)
    await refused('team/austin-team.png', 400, /Keep the ending \.jpg: renaming an image does not change its format/)
    expect(snapshot()).toEqual(before)
    expect(mediaFiles()).toEqual(files)
  })

  test('refuses an image that is not there, or a path leading out of pages/_media', async () => {
    for (const from of ['/media/nope.jpg', '/media/../about.yaml', '/media/../../package.json', '/public/x.jpg'])
      expect((await call('media-rename', { from, to: 'x.jpg' })).status, from).toBe(404)
  })

  test('waits while an unsaved change names the image, and says which page', async () => {
    const from = '/media/team/austin-team.jpg'
    const data = (await import('yaml')).parse(read('pages/about.yaml')) as { title: string }
    const draft = await call('draft', { file: 'pages/about.yaml', data: { ...data, title: `${data.title}, unsaved` } })
    expect(draft.status).toBe(200)
    const r = await call('media-rename', { from, to: 'team/other.jpg' })
    expect(r.status).toBe(409)
    expect(r.json.message).toMatch(/^About.* has unsaved changes that use this image: save or discard them first/)
    expect(existsSync(join(root, 'pages/_media/team/austin-team.jpg'))).toBe(true)
    await call('draft', { file: 'pages/about.yaml', discard: true })
  })
})
