/**
 * An upload whose name is taken (found by a probe of the studio): the same picture again reuses the file already
 * there, a different one is saved under the next free name (probe-blue-2.png, -3, …), within the name-length limit,
 * and two uploads at once never share a name. Nothing already in pages/_media is ever written over.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_NAME } from '../../src/studio/name-limits.ts'
import { TOKEN_HEADER } from '../../src/studio/studio-api.ts'
import { startStudioSite, type StudioSite } from './studio-site.ts'

let site: StudioSite
let uploads: string

beforeAll(async () => {
  site = await startStudioSite('studio-upload-same-name')
  uploads = join(site.root, 'pages/_media/uploads')
})

afterAll(() => site.close())

async function upload(name: string, bytes: Buffer): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(site.base + 'upload', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: site.token },
    body: JSON.stringify({ name, base64: bytes.toString('base64') }),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

const square = (background: string) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background } })
    .png()
    .toBuffer()
const files = () => readdirSync(uploads).sort()
const onDisk = (name: string) => readFileSync(join(uploads, name))

describe('an upload whose name is already taken', () => {
  test('a different image of the same name is saved as -2, and a third as -3', async () => {
    const [blue, red, green] = await Promise.all([square('#1d4ed8'), square('#dc2626'), square('#16a34a')])
    expect(await upload('uploads/probe-blue.png', blue)).toEqual({
      status: 200,
      json: { src: '/media/uploads/probe-blue.png' },
    })
    expect(await upload('uploads/probe-blue.png', red)).toEqual({
      status: 200,
      json: { src: '/media/uploads/probe-blue-2.png' },
    })
    expect(await upload('uploads/probe-blue.png', green)).toEqual({
      status: 200,
      json: { src: '/media/uploads/probe-blue-3.png' },
    })
    // The first file is left as it was; each image is where its answer says.
    expect(onDisk('probe-blue.png').equals(blue)).toBe(true)
    expect(onDisk('probe-blue-2.png').equals(red)).toBe(true)
    expect(onDisk('probe-blue-3.png').equals(green)).toBe(true)
  })

  test('the same image again reuses the file already there and writes nothing', async () => {
    const [blue, red] = await Promise.all([square('#1d4ed8'), square('#dc2626')])
    const before = files()
    expect(await upload('uploads/probe-blue.png', blue)).toEqual({
      status: 200,
      json: { src: '/media/uploads/probe-blue.png', reused: true },
    })
    // The same goes for an image saved earlier under a numbered name.
    expect(await upload('uploads/probe-blue.png', red)).toEqual({
      status: 200,
      json: { src: '/media/uploads/probe-blue-2.png', reused: true },
    })
    expect(files()).toEqual(before)
  })

  test('a file reused is not removed when the change it was chosen for is discarded', async () => {
    const library = await square('#0f766e')
    // In the library before this session: a session that uploads the same picture and discards does not delete it.
    writeFileSync(join(uploads, 'library-teal.png'), library)
    expect((await upload('uploads/library-teal.png', library)).json).toEqual({
      src: '/media/uploads/library-teal.png',
      reused: true,
    })
    const res = await fetch(site.base + 'forget-upload', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: site.token },
      body: JSON.stringify({ src: '/media/uploads/library-teal.png' }),
    })
    expect(await res.json()).toEqual({ removed: false })
    expect(onDisk('library-teal.png').equals(library)).toBe(true)
  })

  test('a numbered name stays within the name-length limit', async () => {
    const [grey, black] = await Promise.all([square('#6b7280'), square('#000000')])
    const long = `${'l'.repeat(MAX_NAME - '.png'.length)}.png`
    expect((await upload(`uploads/${long}`, grey)).json.src).toBe(`/media/uploads/${long}`)
    const second = await upload(`uploads/${long}`, black)
    expect(second.status).toBe(200)
    const name = String(second.json.src).slice('/media/uploads/'.length)
    expect(name).toBe(`${'l'.repeat(MAX_NAME - '-2.png'.length)}-2.png`)
    expect(onDisk(name).equals(black)).toBe(true)
  })

  test('different images of one name sent at once each get a name of their own', async () => {
    const colours = ['#f59e0b', '#8b5cf6', '#ec4899', '#14b8a6', '#84cc16']
    const images = await Promise.all(colours.map(square))
    const answers = await Promise.all(images.map((bytes) => upload('uploads/at-once.png', bytes)))
    const names = answers.map((a) => String(a.json.src).slice('/media/uploads/'.length))
    expect(new Set(names).size).toBe(colours.length)
    expect([...names].sort()).toEqual([
      'at-once-2.png',
      'at-once-3.png',
      'at-once-4.png',
      'at-once-5.png',
      'at-once.png',
    ])
    names.forEach((name, i) => expect(onDisk(name).equals(images[i]!)).toBe(true))
  })

  test('the checks of an upload still come first: a refused image takes no numbered name', async () => {
    const before = files()
    const page = Buffer.from('<!doctype html><script>alert(1)</script>')
    const refused = await upload('uploads/probe-blue.png', page)
    expect(refused).toEqual({
      status: 422,
      json: {
        message:
          'uploads/probe-blue.png cannot be used: its content is not JPEG, PNG, WebP, AVIF or SVG, whatever its name says.',
      },
    })
    expect(files()).toEqual(before)
  })
})
