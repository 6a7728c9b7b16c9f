// @vitest-environment node
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkMediaSrc } from '../../src/media/check-media-src.ts'
import type { MediaIndex } from '../../src/media/media-index.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { tempProject } from './temp-project.ts'

const project = tempProject()
let index: MediaIndex

beforeAll(async () => {
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#8fb7e0' } })
      .jpeg()
      .toBuffer()
  project.add('pages/_media/team/austin-office.jpg', await jpeg(2400, 1600))
  project.add('pages/_media/team/small.jpg', await jpeg(800, 533))
  project.add('pages/_media/notes.png', 'Meeting notes, saved as .txt and renamed to .png\n')
  project.add(
    'pages/_media/logo.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/></svg>',
  )
  project.add(
    'pages/_media/badge.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>fetch("/steal")</script><rect width="10" height="10"/></svg>',
  )
  project.add(
    'pages/_media/pixel.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><image xlink:href="https://tracker.example/p.gif"/><rect onclick="go()" width="10" height="10"/></svg>',
  )
  index = scanMedia(project.root)
})
afterAll(() => project.remove())

describe('checkMediaSrc', () => {
  it('accepts an existing image and any https:// image', () => {
    expect(checkMediaSrc('/media/team/austin-office.jpg', index, { minWidth: 1920 })).toEqual([])
    expect(checkMediaSrc('/media/logo.svg', index, { minWidth: 1920 })).toEqual([])
    expect(checkMediaSrc('https://images.unsplash.com/photo-1', index)).toEqual([])
  })

  it('suggests the closest path for a typo', () => {
    expect(checkMediaSrc('/media/team/austin-ofice.jpg', index)).toEqual([
      {
        severity: 'error',
        code: 'media-not-found',
        message: '"/media/team/austin-ofice.jpg" does not exist: there is no pages/_media/team/austin-ofice.jpg',
        hint: 'did you mean "/media/team/austin-office.jpg"?',
      },
    ])
    expect(checkMediaSrc('/media/Team/Austin-Office.JPG', index)[0]!.hint).toBe(
      'did you mean "/media/team/austin-office.jpg"?',
    )
  })

  it('says where to put a file that is nowhere near any other', () => {
    expect(checkMediaSrc('/media/events/2025-gala.png', index)).toEqual([
      {
        severity: 'error',
        code: 'media-not-found',
        message: '"/media/events/2025-gala.png" does not exist: there is no pages/_media/events/2025-gala.png',
        hint: 'add the image at pages/_media/events/2025-gala.png, or correct the path (names are case-sensitive)',
      },
    ])
  })

  it('refuses a text file renamed .png', () => {
    expect(checkMediaSrc('/media/notes.png', index)).toEqual([
      {
        severity: 'error',
        code: 'media-not-image',
        message:
          '"/media/notes.png" is not an image: its content is not JPEG, PNG, WebP, AVIF or SVG, whatever its name says',
        hint: 'export or save it in one of those formats (renaming a file does not convert it)',
      },
    ])
  })

  it('refuses an SVG holding a script, event handlers or external references', () => {
    expect(checkMediaSrc('/media/badge.svg', index)).toEqual([
      {
        severity: 'error',
        code: 'media-unsafe-svg',
        message:
          '"/media/badge.svg" holds a <script> element; an SVG that can run code or load other files is not served',
        hint: 'export it again as a plain drawing without scripts, links or embedded content, or use a PNG',
      },
    ])
    expect(checkMediaSrc('/media/pixel.svg', index)[0]!.message).toBe(
      '"/media/pixel.svg" holds a reference to another file or address (xlink:href="https://tracker.example/p.gif") and an event handler attribute (such as onload=); an SVG that can run code or load other files is not served',
    )
  })

  it('warns when the image is narrower than the widest rendition the section shows', () => {
    expect(checkMediaSrc('/media/team/small.jpg', index, { minWidth: 1920 })).toEqual([
      {
        severity: 'warning',
        code: 'media-too-narrow',
        message:
          '"/media/team/small.jpg" is 800 px wide, narrower than the 1920 px this section shows; it will look soft on large screens',
        hint: 'use an original at least 1920 px wide',
      },
    ])
    expect(checkMediaSrc('/media/team/small.jpg', index, { minWidth: 640 })).toEqual([])
  })

  it('warns when the file is larger than 20 MB', () => {
    const file = index.get('/media/team/austin-office.jpg')!
    const huge: MediaIndex = new Map([[file.path, { ...file, bytes: 24_600_000 }]])
    expect(checkMediaSrc(file.path, huge)).toEqual([
      {
        severity: 'warning',
        code: 'media-too-large',
        message: '"/media/team/austin-office.jpg" is 24.6 MB; files over 20 MB slow down every build',
        hint: 'export it smaller (about 2400 px wide is plenty): visitors get resized copies either way',
      },
    ])
  })

  it('refuses backslashes, protocol-relative addresses and "." or ".." parts', () => {
    const codes = (src: string) => checkMediaSrc(src, index).map((p) => `${p.code}: ${p.message} (${p.hint})`)
    expect(codes('/media\\team\\austin-office.jpg')).toEqual([
      'media-bad-path: image path "/media\\team\\austin-office.jpg" uses backslashes (write it with forward slashes: /media/team/austin-office.jpg)',
    ])
    expect(codes('//cdn.example.com/a.jpg')).toEqual([
      'media-bad-path: image address "//cdn.example.com/a.jpg" leaves out its scheme, so it would load from another site (write https://cdn.example.com/a.jpg for an image elsewhere, or /media/<path> for one in pages/_media/)',
    ])
    for (const src of [
      '/media/../package.json',
      '/media/team/../team/small.jpg',
      '/media/./notes.png',
      '/media//logo.svg',
    ])
      expect(codes(src)).toEqual([
        `media-bad-path: image path "${src}" has an empty, "." or ".." part (write the file's path inside pages/_media/ directly after /media/, with single slashes)`,
      ])
  })

  it('refuses a local path outside /media/, pointing at the file when it is there', () => {
    expect(checkMediaSrc('/images/small.jpg', index)).toEqual([
      {
        severity: 'error',
        code: 'media-outside',
        message: 'image path "/images/small.jpg" is not under /media/: local images live in pages/_media/',
        hint: 'did you mean "/media/team/small.jpg"?',
      },
    ])
    expect(checkMediaSrc('http://example.com/a.jpg', index)[0]!.code).toBe('media-outside')
  })
})
