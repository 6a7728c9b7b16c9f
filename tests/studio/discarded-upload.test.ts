/**
 * An image uploaded, its change discarded (the upload removed with it), then the change brought back and saved: the
 * save is checked against the images as they are now, so the page cannot be saved naming an image that is gone.
 */
import sharp from 'sharp'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TOKEN_HEADER } from '../../src/studio/studio-api.ts'
import { startStudioSite, type StudioSite } from './studio-site.ts'

let site: StudioSite

beforeAll(async () => {
  site = await startStudioSite('discarded-upload')
})
afterAll(() => site.close())

async function call(name: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(site.base + name, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: site.token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

describe('a save after its upload was discarded', () => {
  test('is refused at the image, naming the missing file, where before the upload it was checked with it', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    const uploaded = await call('upload', { name: 'uploads/hero-new.png', base64: png.toString('base64') })
    expect(uploaded.json.src).toBe('/media/uploads/hero-new.png')
    const opened = await call('file?path=pages%2Fabout.yaml')
    const data = structuredClone(opened.json.data) as { sections: { image?: { src: string } }[] }
    const hero = data.sections.find((s) => s.image)!
    hero.image!.src = '/media/uploads/hero-new.png'
    // The edit is linted with the image there (the studio lints every change as it is typed).
    const draft = await call('draft', { file: 'pages/about.yaml', data })
    expect(JSON.stringify(draft.json)).not.toContain('does not exist')
    // Discard changes: the draft, then the upload it named.
    await call('draft', { file: 'pages/about.yaml', discard: true })
    expect((await call('forget-upload', { src: '/media/uploads/hero-new.png' })).json).toEqual({ removed: true })
    expect(existsSync(join(site.root, 'pages/_media/uploads/hero-new.png'))).toBe(false)
    // Undo, then save: the same text as linted before, on the same content files, but the image is gone.
    const saved = await call('save', { file: 'pages/about.yaml', data, hash: opened.json.hash })
    expect(saved.status).toBe(422)
    expect(JSON.stringify(saved.json)).toContain('does not exist: there is no pages/_media/uploads/hero-new.png')
    expect(readFileSync(join(site.root, 'pages/about.yaml'), 'utf8')).toBe(opened.json.text)
  })
})
