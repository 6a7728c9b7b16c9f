// @vitest-environment node
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaIndex } from '../../src/media/media-index.ts'
import { mediaJobs } from '../../src/media/media-jobs.ts'
import { planImage } from '../../src/media/plan-image.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { tempProject } from './temp-project.ts'

const project = tempProject()
let index: MediaIndex

const image = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? '#2f6db580' : '#2f6db5' } })
const srcsetWidths = (srcset: string | undefined) => srcset?.split(', ').map((c) => Number(/ (\d+)w$/.exec(c)![1]))
const H = '[0-9a-f]{8}'

beforeAll(async () => {
  project.add('pages/_media/hero.png', await image(2400, 1600).png().toBuffer())
  project.add('pages/_media/team/mid.jpg', await image(1500, 1000).jpeg().toBuffer())
  project.add('pages/_media/team/tiny.jpg', await image(500, 400).jpeg().toBuffer())
  project.add('pages/_media/logo.webp', await image(900, 300, 4).webp().toBuffer())
  project.add('pages/_media/art.avif', await image(1000, 500).avif().toBuffer())
  project.add('pages/_media/our team, 2025.jpg', await image(700, 700).jpeg().toBuffer())
  project.add(
    'pages/_media/logo.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64"><rect width="160" height="64"/></svg>',
  )
  project.add(
    'pages/_media/evil.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>1</script></svg>',
  )
  project.add('pages/_media/notes.png', 'not an image')
  index = scanMedia(project.root)
})
afterAll(() => project.remove())

describe('planImage', () => {
  it('plans a 2400×1600 PNG: AVIF and WebP at the five spec widths, PNG fallback, 1200×630 cover', () => {
    const plan = planImage('/media/hero.png', index)!
    expect(plan.width).toBe(2400)
    expect(plan.height).toBe(1600)
    expect(plan.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    expect(plan.sources[0]!.srcset).toMatch(
      new RegExp(
        `^/media/hero\\.${H}\\.640\\.avif 640w, /media/hero\\.${H}\\.768\\.avif 768w, /media/hero\\.${H}\\.1024\\.avif 1024w, /media/hero\\.${H}\\.1280\\.avif 1280w, /media/hero\\.${H}\\.1920\\.avif 1920w$`,
      ),
    )
    expect(srcsetWidths(plan.sources[1]!.srcset)).toEqual([640, 768, 1024, 1280, 1920])
    expect(plan.sources[1]!.srcset).toMatch(new RegExp(`^/media/hero\\.${H}\\.640\\.webp 640w, `))
    expect(srcsetWidths(plan.srcset)).toEqual([640, 768, 1024, 1280, 1920])
    expect(plan.srcset).toMatch(new RegExp(`^/media/hero\\.${H}\\.640\\.png 640w`))
    expect(plan.src).toMatch(new RegExp(`^/media/hero\\.${H}\\.1280\\.png$`))
    expect(plan.cover).toEqual({
      src: expect.stringMatching(new RegExp(`^/media/hero\\.${H}\\.cover\\.jpg$`)),
      width: 1200,
      height: 630,
    })
    // One content hash for all of an image's files.
    const hashes = new Set([...JSON.stringify(plan).matchAll(/hero\.([0-9a-f]{8})\./g)].map((m) => m[1]))
    expect(hashes.size).toBe(1)
  })

  it('never upscales: a narrower image stops at its own width', () => {
    expect(srcsetWidths(planImage('/media/team/mid.jpg', index)!.sources[0]!.srcset)).toEqual([
      640, 768, 1024, 1280, 1500,
    ])
    const tiny = planImage('/media/team/tiny.jpg', index)!
    expect(srcsetWidths(tiny.srcset)).toEqual([500])
    expect(tiny.src).toMatch(new RegExp(`^/media/team/tiny\\.${H}\\.500\\.jpg$`))
    expect(tiny.cover).toMatchObject({ width: 500, height: 263 })
  })

  it('keeps to the widths a section asks for, among the spec widths', () => {
    const plan = planImage('/media/hero.png', index, { widths: [640, 1024, 333] })!
    expect(srcsetWidths(plan.sources[0]!.srcset)).toEqual([640, 1024])
    expect(srcsetWidths(plan.srcset)).toEqual([640, 1024])
  })

  it('falls back to WebP for an AVIF original, and makes a transparent image a PNG cover', () => {
    expect(planImage('/media/art.avif', index)!.srcset).toMatch(/\.640\.webp 640w/)
    expect(planImage('/media/logo.webp', index)!.cover!.src).toMatch(/\.cover\.png$/)
  })

  it('passes an SVG through under a hashed name, with its size and no renditions', () => {
    expect(planImage('/media/logo.svg', index)).toEqual({
      width: 160,
      height: 64,
      sources: [],
      src: expect.stringMatching(new RegExp(`^/media/logo\\.${H}\\.svg$`)),
    })
  })

  it('plans nothing for what checkMediaSrc reports and for https images', () => {
    for (const src of [
      '/media/evil.svg',
      '/media/notes.png',
      '/media/missing.jpg',
      'https://images.unsplash.com/photo-1',
    ])
      expect(planImage(src, index)).toBeUndefined()
  })

  it('percent-encodes names with spaces and commas, so the srcset stays parseable', () => {
    const plan = planImage('/media/our team, 2025.jpg', index)!
    expect(plan.srcset).toMatch(
      new RegExp(
        `^/media/our%20team%2C%202025\\.${H}\\.640\\.jpg 640w, /media/our%20team%2C%202025\\.${H}\\.700\\.jpg 700w$`,
      ),
    )
  })

  it('renames the files when the image changes', async () => {
    const before = planImage('/media/hero.png', index)!.src
    project.add('pages/_media/hero.png', await image(2400, 1600).tint('#c9553b').png().toBuffer())
    const after = planImage('/media/hero.png', scanMedia(project.root))!.src
    expect(after).not.toBe(before)
    expect(after.replace(/\.[0-9a-f]{8}\./, '.')).toBe(before.replace(/\.[0-9a-f]{8}\./, '.'))
  })

  it('plans only files the pipeline makes', () => {
    const jobs = mediaJobs(index)
    for (const src of index.keys()) {
      const plan = planImage(src, index, { widths: [640, 1280] })
      if (!plan) continue
      const urls = [
        plan.src,
        plan.cover?.src,
        ...[plan.srcset, ...plan.sources.map((s) => s.srcset)].flatMap((s) =>
          s?.split(', ').map((c) => c.split(' ')[0]),
        ),
      ]
      for (const url of urls.filter((u) => u !== undefined)) expect(jobs.has(decodeURIComponent(url))).toBe(true)
    }
  })
})
