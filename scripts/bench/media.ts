/**
 * The local image pipeline's cost: bytes of each image in pages/_media/ before and after, the scan the lint runs,
 * and the time to write every rendition with a cold cache (one job at a time, then one per core) and a warm one.
 * Runs in a scratch folder, so dist/ and .cache/ are untouched. Alone: `npx tsx scripts/bench/media.ts`.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { mediaJobs } from '../../src/media/media-jobs.ts'
import { planImage } from '../../src/media/plan-image.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { writeMedia, type WriteMediaResult } from '../../src/media/write-media.ts'
import { table } from './report.ts'

export interface MediaImageCost {
  path: string
  size: string
  bytes: number
  /** Bytes of the 1280-wide AVIF, WebP and fallback; what a visitor on a 1280 px screen gets is one of them. */
  at1280: { avif?: number; webp?: number; fallback?: number }
  /** Every file written for the image, renditions, cover and plain copy. */
  allBytes: number
  files: number
}

export interface MediaCost {
  images: MediaImageCost[]
  /** Median of 5 runs of scanMedia() (the lint's share). */
  scanMs: number
  /** Wall time and CPU time (this process, all threads: steadier than wall time on a busy machine). */
  runs: { label: string; ms: number; cpuMs: number; result: WriteMediaResult }[]
}

/** Measures the pipeline on the images of the project at `root`; `scratch` is created and removed. */
export async function mediaCost(
  root: string,
  scratch: string,
  log: (s: string) => void = () => {},
): Promise<MediaCost> {
  const scans: number[] = []
  for (let i = 0; i < 5; i++) {
    const start = performance.now()
    scanMedia(root)
    scans.push(performance.now() - start)
  }
  const index = scanMedia(root)
  const jobs = mediaJobs(index)
  const runs: MediaCost['runs'] = []
  const time = async (label: string, cacheDir: string, concurrency: number) => {
    log(`media: ${label}…`)
    const start = performance.now()
    const cpu = process.cpuUsage()
    const result = await writeMedia({ root, outDir: join(scratch, `out-${runs.length}`), cacheDir, jobs, concurrency })
    const { user, system } = process.cpuUsage(cpu)
    runs.push({ label, ms: performance.now() - start, cpuMs: (user + system) / 1000, result })
    return result
  }
  try {
    const cores = availableParallelism()
    await time('cold cache, 1 job at a time', join(scratch, 'cache-serial'), 1)
    await time(`cold cache, ${cores} jobs at a time`, join(scratch, 'cache'), cores)
    await time('warm cache', join(scratch, 'cache'), cores)
    const written = join(scratch, 'out-0')
    const images = [...index.values()].flatMap((file): MediaImageCost[] => {
      const plan = planImage(file.path, index)
      if (!plan) return []
      const own = [...jobs.values()].filter((j) => j.source === file)
      const bytesOf = (url: string) => fileSize(join(written, decodeURIComponent(url)))
      const at = (srcset: string | undefined) => {
        const url = srcset
          ?.split(', ')
          .find((c) => c.endsWith(' 1280w'))
          ?.split(' ')[0]
        return url ? bytesOf(url) : undefined
      }
      return [
        {
          path: file.path,
          size: `${file.width}×${file.height} ${file.type}`,
          bytes: file.bytes,
          at1280: { avif: at(plan.sources[0]?.srcset), webp: at(plan.sources[1]?.srcset), fallback: at(plan.srcset) },
          allBytes: own.reduce((sum, j) => sum + bytesOf(j.url), 0),
          files: own.length,
        },
      ]
    })
    return { images, scanMs: scans.sort((a, b) => a - b)[2]!, runs }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** The figures as two tables. */
export function mediaTable(cost: MediaCost): string {
  const kB = (b: number | undefined) => (b === undefined ? '-' : (b / 1000).toFixed(1))
  const images = table(
    [
      'image (pages/_media)',
      'size',
      'original kB',
      'AVIF 1280 kB',
      'WebP 1280 kB',
      'fallback 1280 kB',
      'files',
      'all files kB',
    ],
    cost.images.map((i) => [
      i.path,
      i.size,
      kB(i.bytes),
      kB(i.at1280.avif),
      kB(i.at1280.webp),
      kB(i.at1280.fallback),
      String(i.files),
      kB(i.allBytes),
    ]),
    [false, false, true, true, true, true, true, true],
  )
  const runs = table(
    ['processing', 'time s', 'CPU s', 'files', 'encoded', 'kB written'],
    cost.runs.map((r) => [
      r.label,
      (r.ms / 1000).toFixed(2),
      (r.cpuMs / 1000).toFixed(2),
      String(r.result.files),
      String(r.result.encoded),
      kB(r.result.bytes),
    ]),
    [false, true, true, true, true, true],
  )
  return `${images}\n\nscan of pages/_media/ (runs on every lint): ${cost.scanMs.toFixed(1)} ms\n\n${runs}`
}

function fileSize(path: string): number {
  return statSync(path).size
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cost = await mediaCost(process.cwd(), mkdtempSync(join(tmpdir(), 'bench-media-')), (s) => console.error(s))
  console.log(mediaTable(cost))
}
