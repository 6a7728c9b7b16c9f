// @vitest-environment node
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scanMedia } from '../../src/media/scan-media.ts'
import sharp from 'sharp'
import { photoPng, sidewaysJpeg } from './sample-images.ts'
import { tempProject } from './temp-project.ts'

const project = tempProject()
let png: Buffer

beforeAll(async () => {
  png = await photoPng(2400, 1600)
  project.add('pages/_media/hero.png', png)
  project.add('pages/_media/team/sideways.jpg', await sidewaysJpeg())
  project.add('pages/_media/team/photo.webp', await sharp(png).resize(900).webp().toBuffer())
  project.add('pages/_media/team/photo.avif', await sharp(png).resize(300).avif().toBuffer())
  project.add(
    'pages/_media/logo-alpha.png',
    await sharp({ create: { width: 40, height: 20, channels: 4, background: '#0000' } })
      .png()
      .toBuffer(),
  )
  project.add('pages/_media/notes.png', 'These are my notes, saved as .txt and renamed.\n')
  project.add(
    'pages/_media/logo.svg',
    '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40"/></svg>',
  )
  project.add(
    'pages/_media/evil.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><image href="https://tracker.example/p.png"/></svg>',
  )
  project.add('pages/_media/.DS_Store', 'junk')
  project.add('pages/about.yaml', 'title: About\n')
})
afterAll(() => project.remove())

describe('scanMedia', () => {
  it('lists every file under pages/_media/ by its public path, sorted, dotfiles and pages left out', () => {
    expect([...scanMedia(project.root).keys()]).toEqual([
      '/media/evil.svg',
      '/media/hero.png',
      '/media/logo-alpha.png',
      '/media/logo.svg',
      '/media/notes.png',
      '/media/team/photo.avif',
      '/media/team/photo.webp',
      '/media/team/sideways.jpg',
    ])
  })

  it('gives each image its type by its bytes, its size, its byte count and a content hash', () => {
    const index = scanMedia(project.root)
    expect(index.get('/media/hero.png')).toEqual({
      path: '/media/hero.png',
      file: 'pages/_media/hero.png',
      bytes: png.length,
      hash: createHash('sha256').update(png).digest('hex'),
      type: 'png',
      width: 2400,
      height: 1600,
      hasAlpha: false,
      hazards: [],
    })
    expect(index.get('/media/team/photo.webp')).toMatchObject({ type: 'webp', width: 900, height: 600 })
    expect(index.get('/media/team/photo.avif')).toMatchObject({ type: 'avif', width: 300, height: 200 })
    expect(index.get('/media/logo.svg')).toMatchObject({ type: 'svg', width: 120, height: 40, hazards: [] })
    expect(index.get('/media/logo-alpha.png')).toMatchObject({ type: 'png', hasAlpha: true })
  })

  it('reports the size as displayed: EXIF orientation 6 turns a stored 300×200 into 200×300', () => {
    expect(scanMedia(project.root).get('/media/team/sideways.jpg')).toMatchObject({
      type: 'jpeg',
      width: 200,
      height: 300,
    })
  })

  it('leaves a text file named .png without a type: its bytes are not an image', () => {
    const notes = scanMedia(project.root).get('/media/notes.png')!
    expect(notes.type).toBeUndefined()
    expect(notes.width).toBeUndefined()
  })

  it('lists what makes an SVG unsafe', () => {
    expect(scanMedia(project.root).get('/media/evil.svg')!.hazards).toEqual([
      'an event handler attribute (such as onload=)',
      'a <script> element',
      'a reference to another file or address (href="https://tracker.example/p.png")',
    ])
  })

  it('is empty for a project without pages/_media/', () => {
    const bare = tempProject()
    bare.add('pages/index.yaml', 'title: Home\n')
    expect(scanMedia(bare.root).size).toBe(0)
    bare.remove()
  })
})
