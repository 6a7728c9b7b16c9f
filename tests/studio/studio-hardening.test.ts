/**
 * The studio API as an attacker meets it (issue 19): uploads checked by their bytes, names too long for the file
 * system, a file nested 10,000 deep, a 40,000-name draft, and no answer that shows where the project lives.
 */
import { startStudioSite, type StudioSite } from './studio-site.ts'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Drafts, DRAFT_IDLE_MS, MAX_DRAFTS } from '../../src/studio/api/drafts.ts'
import { TOKEN_HEADER } from '../../src/studio/studio-api.ts'
import { bombPng } from '../media/sample-images.ts'
import sharp from 'sharp'

let site: StudioSite
let dir: string
let root: string
let base: string
let token: string
const answers: string[] = []

beforeAll(async () => {
  site = await startStudioSite('studio-hardening', {
    prepare: (_dir, root) => mkdirSync(join(root, 'pages/folder.yaml')),
    other: (req, res) => req.url === '/ping' && (res.end('pong'), true),
  })
  ;({ dir, root, base, token } = site)
})

afterAll(() => site.close())

async function call(
  name: string,
  body?: unknown,
): Promise<{ status: number; json: { message?: string } & Record<string, unknown> }> {
  const res = await fetch(base + name, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  answers.push(text)
  return { status: res.status, json: JSON.parse(text) as { message?: string } }
}
const upload = (name: string, bytes: Buffer | string) =>
  call('upload', { name, base64: Buffer.from(bytes).toString('base64') })
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${body}</svg>`

describe('studio uploads are checked by their bytes', () => {
  test.each([
    ['script.svg', svg('<script>alert(1)</script>')],
    ['prefixed.svg', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>')],
    ['html-script.svg', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>')],
    ['hidden-handler.svg', svg('<rect title="a>b" onload="alert(1)"/>')],
  ])('an SVG that could run code is refused: %s', async (name, text) => {
    const { status, json } = await upload(`uploads/${name}`, text)
    expect(status).toBe(422)
    expect(json.message).toMatch(
      new RegExp(`^uploads/${name} cannot be used: it holds (a <script> element|an event handler attribute)`),
    )
  })

  test('a PNG whose header claims 60,000 × 60,000 px, an empty file, HTML named .png, bad base64 are refused', async () => {
    const bomb = await upload('uploads/bomb.png', bombPng(60_000, 60_000))
    expect(bomb).toEqual({
      status: 422,
      json: {
        message:
          'uploads/bomb.png cannot be used: it is 60,000 × 60,000 px, more than the 16,383 px a side an image may have.',
      },
    })
    expect((await upload('uploads/empty.png', '')).json.message).toBe(
      'uploads/empty.png is empty: choose the image again.',
    )
    expect((await upload('uploads/page.png', '<!doctype html><script>alert(1)</script>')).json.message).toBe(
      'uploads/page.png cannot be used: its content is not JPEG, PNG, WebP, AVIF or SVG, whatever its name says.',
    )
    const garbled = await call('upload', { name: 'uploads/x.png', base64: 'not base64 at all!' })
    expect(garbled.status).toBe(400)
    // A damaged picture: a real PNG's header, its data cut off.
    const real = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    const cut = await upload('uploads/cut.png', real.subarray(0, 60))
    expect(cut.status).toBe(422)
    expect(cut.json.message).toMatch(/cannot be decoded/)
    const renamed = await upload('uploads/photo.jpg', real)
    expect(renamed.json.message).toBe(
      'uploads/photo.jpg cannot be used: its content is PNG, but its name ends in .jpg: name it .png.',
    )
    for (const name of ['bomb.png', 'empty.png', 'page.png', 'x.png', 'cut.png', 'photo.jpg'])
      expect(() => readFileSync(join(root, 'pages/_media/uploads', name))).toThrow()
    // And a good one lands.
    expect(await upload('uploads/fine.png', real)).toEqual({ status: 200, json: { src: '/media/uploads/fine.png' } })
  })
})

describe('an upload whose change is discarded', () => {
  test('is removed when nothing names it, kept when a file does, and only if this session uploaded it', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const { json } = await upload('uploads/discarded.png', png)
    expect(json.src).toBe('/media/uploads/discarded.png')
    expect((await call('forget-upload', { src: '/media/uploads/discarded.png' })).json).toEqual({ removed: true })
    expect(() => readFileSync(join(root, 'pages/_media/uploads/discarded.png'))).toThrow()
    // Named by a saved file: kept.
    await upload('uploads/kept.png', png)
    writeFileSync(join(root, 'pages/_collections/kept-note.yaml'), 'note: /media/uploads/kept.png\n')
    try {
      expect((await call('forget-upload', { src: '/media/uploads/kept.png' })).json).toEqual({ removed: false })
      expect(readFileSync(join(root, 'pages/_media/uploads/kept.png')).length).toBeGreaterThan(0)
    } finally {
      rmSync(join(root, 'pages/_collections/kept-note.yaml'))
    }
    // Not uploaded by this session: never removed.
    expect((await call('forget-upload', { src: '/media/team/austin-conference.jpg' })).json).toEqual({ removed: false })
    expect(readFileSync(join(root, 'pages/_media/team/austin-conference.jpg')).length).toBeGreaterThan(0)
  })
})

describe('the studio API never shows where it lives', () => {
  test('names too long for the file system are refused with 400', async () => {
    const upload300 = await upload(`uploads/${'a'.repeat(300)}.png`, 'x')
    expect(upload300.status).toBe(400)
    expect(upload300.json.message).toMatch(/^That name is too long/)
    const save250 = await call('save', { file: `pages/${'b'.repeat(250)}.yaml`, data: { title: 'x' }, create: true })
    expect(save250.status).toBe(400)
    const open = await call(`file?path=${encodeURIComponent(`pages/${'c'.repeat(250)}.yaml`)}`)
    expect(open.status).toBe(400)
  })

  test('an unexpected failure answers 500 in plain words', async () => {
    const failed = await call(`file?path=${encodeURIComponent('pages/folder.yaml')}`)
    expect(failed).toEqual({
      status: 500,
      json: { message: 'The studio could not do that: the terminal running the studio says why.' },
    })
  })

  test('a file nested 10,000 deep is a problem at its line; the list, the lint and the preview still answer', async () => {
    writeFileSync(join(root, 'pages/deep.yaml'), `title: Deep\nx: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`)
    try {
      expect((await call('files')).status).toBe(200)
      expect((await call('preview-site')).status).toBe(200)
      const draft = await call('draft', { file: 'pages/about.yaml', data: { title: 'About Us' } })
      expect(draft.status).toBe(200)
      expect(draft.json.others).toContainEqual(
        expect.objectContaining({ file: 'pages/deep.yaml', line: 2, code: 'yaml-too-deep' }),
      )
    } finally {
      rmSync(join(root, 'pages/deep.yaml'))
    }
  })

  test('a draft nested 4,000 deep is refused in words that say what to do', async () => {
    let data: unknown = 'x'
    for (let i = 0; i < 4_000; i++) data = [data]
    const answer = await call('draft', { file: 'pages/about.yaml', data: { title: 'About Us', deep: data } })
    expect(answer.status).toBe(422)
    expect(answer.json.message).toBe(
      'This file would hold lists or groups nested more than 200 deep, which a content file cannot: undo the last change.',
    )
  })

  test('a 40,000-name draft is refused, and a request beside it is answered', async () => {
    const data: Record<string, unknown> = { title: 'About Us' }
    for (let i = 0; i < 40_000; i++) data[`k${i}`] = i
    const draft = call('draft', { file: 'pages/about.yaml', data })
    const ping = fetch(base.replace('/_studio/api/', '/ping'))
    const [answer, pinged] = await Promise.all([draft, ping])
    expect(answer.status).toBe(413)
    // Said to the editor of the file, in the status bar: no path.
    expect(answer.json.message).toMatch(/^This file has grown past what the studio edits/)
    expect(pinged.status).toBe(200)
    // Nothing of it stayed: the preview shows the file as on disk.
    const page = await call('preview-page?key=%2Fabout')
    expect(page.json).not.toHaveProperty('k0')
  })

  test('a 40,000-name file already on disk opens, and a request beside it is answered', async () => {
    const names = Array.from({ length: 40_000 }, (_, i) => `k${i}: ${i}`).join('\n')
    writeFileSync(join(root, 'pages/big.yaml'), `title: Big\n${names}\n`)
    try {
      const opened = call('file?path=pages%2Fbig.yaml')
      const ping = fetch(base.replace('/_studio/api/', '/ping'))
      const [answer, pinged] = await Promise.all([opened, ping])
      expect(answer.status).toBe(200)
      expect((answer.json.data as Record<string, number>).k39999).toBe(39_999)
      // The studio reads it as the lint does (readYaml, one pass over the names): the bench's lint-scaling table holds
      // that read's growth as names double to its budget, where yaml's own check of repeated names grew with the square.
      expect(pinged.status).toBe(200)
    } finally {
      rmSync(join(root, 'pages/big.yaml'))
    }
  })

  test('no answer holds the absolute path of the project or a stack trace', () => {
    expect(answers.length).toBeGreaterThan(10)
    for (const text of answers) {
      expect(text).not.toContain(dir)
      expect(text).not.toMatch(/\n\s+at /)
    }
  })
})

describe('drafts are bounded', () => {
  test('by number (the oldest goes) and by age (idle ones go)', () => {
    let now = 0
    const drafts = new Drafts(() => now)
    for (let i = 0; i <= MAX_DRAFTS; i++) drafts.set(`pages/p${i}.yaml`, 'title: x\n')
    expect(drafts.size).toBe(MAX_DRAFTS)
    expect(drafts.has('pages/p0.yaml')).toBe(false)
    now = DRAFT_IDLE_MS / 2
    drafts.set('pages/p1.yaml', 'title: y\n')
    now = DRAFT_IDLE_MS + 1
    drafts.sweep()
    expect([...drafts.keys()]).toEqual(['pages/p1.yaml'])
  })
})
