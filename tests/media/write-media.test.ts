// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import exifReader from 'exif-reader'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaIndex } from '../../src/media/media-index.ts'
import type { MediaJob } from '../../src/media/media-job.ts'
import { mediaJobs } from '../../src/media/media-jobs.ts'
import { planImage } from '../../src/media/plan-image.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { writeMedia, type WriteMediaResult } from '../../src/media/write-media.ts'
import { gpsJpeg, photoPng, sidewaysJpeg } from './sample-images.ts'
import { tempProject } from './temp-project.ts'

const project = tempProject()
const cacheDir = join(project.root, '.cache/media')
const out = (run: string, url: string) => join(project.root, run, decodeURIComponent(url))
const urlsOf = (srcset: string | undefined) => srcset?.split(', ').map((c) => c.split(' ')[0]!) ?? []
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64"><rect width="160" height="64" fill="#2f6db5"/></svg>'
/** Encodes a run needs: one per distinct output (an image's plain copy is also one of its fallback widths). */
const distinctOutputs = (jobs: MediaJob[]) =>
  new Set(
    jobs.flatMap((j) => (j.kind === 'copy' ? [] : [`${j.source.hash} ${j.kind} ${j.format} ${j.width}×${j.height}`])),
  ).size
let png: Buffer
let index: MediaIndex
let cold: WriteMediaResult

beforeAll(async () => {
  png = await photoPng(2400, 1600)
  project.add('pages/_media/hero.png', png)
  project.add('pages/_media/team/gps.jpg', await gpsJpeg())
  project.add('pages/_media/team/sideways.jpg', await sidewaysJpeg())
  project.add('pages/_media/logo.svg', SVG)
  project.add('pages/_media/evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
  project.add('pages/_media/notes.png', 'not an image')
  index = scanMedia(project.root)
  cold = await writeMedia({ root: project.root, outDir: join(project.root, 'dist'), cacheDir })
}, 120_000)
afterAll(() => project.remove())

describe('writeMedia', () => {
  it('writes every planned rendition of a 2400×1600 PNG, AVIF and WebP at widths up to 1920', async () => {
    const plan = planImage('/media/hero.png', index)!
    for (const [type, srcset] of plan.sources.map((s) => [s.type, s.srcset] as const))
      for (const url of urlsOf(srcset)) {
        const meta = await sharp(out('dist', url)).metadata()
        expect(meta.format).toBe(type === 'image/avif' ? 'heif' : 'webp')
        expect(meta.width).toBe(Number(/\.(\d+)\.\w+$/.exec(url)![1]))
        expect(meta.width).toBeLessThanOrEqual(1920)
      }
    for (const url of [...urlsOf(plan.srcset), plan.src])
      expect((await sharp(out('dist', url)).metadata()).format).toBe('png')
    const cover = await sharp(out('dist', plan.cover!.src)).metadata()
    expect([cover.format, cover.width, cover.height]).toEqual(['jpeg', 1200, 630])
  })

  it('makes the 1280-wide WebP less than a tenth of the PNG', () => {
    const webp1280 = urlsOf(planImage('/media/hero.png', index)!.sources[1]!.srcset).find((u) => u.includes('.1280.'))!
    expect(readFileSync(out('dist', webp1280)).length).toBeLessThan(png.length / 10)
  })

  it('writes nothing else, and nothing for unsafe SVGs or files that are not images', () => {
    const written = readdirSync(join(project.root, 'dist'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => `/${join(e.parentPath, e.name).slice(join(project.root, 'dist').length + 1)}`)
      .sort()
    expect(written).toEqual([...mediaJobs(index).keys()].sort())
    expect(written.some((f) => f.includes('evil') || f.includes('notes'))).toBe(false)
    expect(cold.files).toBe(written.length)
  })

  it('strips EXIF and GPS from every output of a phone photo', async () => {
    expect(
      exifReader((await sharp(readFileSync(join(project.root, 'pages/_media/team/gps.jpg'))).metadata()).exif!).GPSInfo,
    ).toMatchObject({
      GPSLatitude: [30, 16, 2],
    })
    const outputs = [...mediaJobs(index).values()].filter((j) => j.source.path === '/media/team/gps.jpg')
    expect(outputs.length).toBeGreaterThan(10)
    for (const job of outputs) {
      const meta = await sharp(out('dist', job.url)).metadata()
      expect(meta.exif, job.url).toBeUndefined()
      expect(meta.xmp, job.url).toBeUndefined()
      expect(readFileSync(out('dist', job.url)).includes('Camera 12'), job.url).toBe(false)
    }
  })

  it('applies the EXIF orientation: the sideways photo comes out upright, red on top', async () => {
    for (const job of [...mediaJobs(index).values()].filter(
      (j) => j.source.path === '/media/team/sideways.jpg' && j.kind === 'resize',
    )) {
      const { data, info } = await sharp(out('dist', job.url)).raw().toBuffer({ resolveWithObject: true })
      expect([info.width, info.height], job.url).toEqual([200, 300])
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ]
      const [r1, , b1] = pixel(100, 40)
      const [r2, , b2] = pixel(100, 260)
      expect(r1! > 200 && b1! < 60, `${job.url} top`).toBe(true)
      expect(r2! < 60 && b2! > 200, `${job.url} bottom`).toBe(true)
      expect((await sharp(out('dist', job.url)).metadata()).orientation, job.url).toBeUndefined()
    }
  })

  it('copies a safe SVG byte for byte, under its hashed name and its own path', () => {
    expect(readFileSync(out('dist', planImage('/media/logo.svg', index)!.src), 'utf8')).toBe(SVG)
    expect(readFileSync(out('dist', '/media/logo.svg'), 'utf8')).toBe(SVG)
  })

  it('serves a stripped copy at the plain path, at most 1280 px wide', async () => {
    const meta = await sharp(out('dist', '/media/hero.png')).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1280, 853])
  })

  it('encodes nothing on a second run with unchanged images: every file comes from the cache', async () => {
    expect(cold.encoded).toBe(distinctOutputs([...mediaJobs(index).values()]))
    const warm = await writeMedia({ root: project.root, outDir: join(project.root, 'dist2'), cacheDir })
    expect(warm).toEqual({ ...cold, encoded: 0 })
    for (const url of mediaJobs(index).keys())
      expect(readFileSync(out('dist2', url)).equals(readFileSync(out('dist', url)))).toBe(true)
  })

  it('encodes again only the image that changed', async () => {
    project.add(
      'pages/_media/team/sideways.jpg',
      await sharp(await sidewaysJpeg())
        .flop()
        .jpeg()
        .toBuffer(),
    )
    const changed = [...mediaJobs(scanMedia(project.root)).values()].filter(
      (j) => j.source.path === '/media/team/sideways.jpg',
    )
    const third = await writeMedia({ root: project.root, outDir: join(project.root, 'dist3'), cacheDir })
    expect(third.encoded).toBe(distinctOutputs(changed))
    expect(existsSync(out('dist3', changed[0]!.url))).toBe(true)
  })

  it('refuses to encode a file that changed after the scan, naming it', async () => {
    project.add(
      'pages/_media/late.jpg',
      await sharp(await sidewaysJpeg())
        .jpeg({ quality: 60 })
        .toBuffer(),
    )
    const jobs = mediaJobs(scanMedia(project.root))
    project.add('pages/_media/late.jpg', await sidewaysJpeg())
    await expect(
      writeMedia({ root: project.root, outDir: join(project.root, 'dist4'), cacheDir, jobs }),
    ).rejects.toThrow('pages/_media/late.jpg changed while it was being processed: run the build again')
  })
})
