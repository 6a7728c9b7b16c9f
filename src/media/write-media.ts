import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import type { MediaJob } from './media-job.ts'
import { mediaJobs } from './media-jobs.ts'
import { renderMedia } from './render-media.ts'
import { runPool } from './run-pool.ts'
import { scanMedia } from './scan-media.ts'

export interface WriteMediaOptions {
  /** Project root holding pages/_media/. */
  root: string
  /** The site's output folder: files go to `outDir`/media/…. */
  outDir: string
  /** @default `root`/.cache/media */
  cacheDir?: string
  /** @default mediaJobs(scanMedia(root)) */
  jobs?: Map<string, MediaJob>
  /**
   * Jobs processed at once. sharp gives each encode one libvips thread here (glibc builds default to that), so
   * one job per core is what keeps every core busy.
   * @default os.availableParallelism()
   */
  concurrency?: number
}

export interface WriteMediaResult {
  files: number
  /** How many files sharp had to encode (the rest came from the cache or were copied). */
  encoded: number
  bytes: number
}

/** Writes every rendition, cover, plain copy and safe SVG of pages/_media/ into `outDir`/media/. */
export async function writeMedia(options: WriteMediaOptions): Promise<WriteMediaResult> {
  const { root, outDir } = options
  const cacheDir = options.cacheDir ?? join(root, '.cache/media')
  const jobs = [...(options.jobs ?? mediaJobs(scanMedia(root))).values()]
  // Widest first: the slow encodes start early instead of leaving one core alone with them at the end.
  jobs.sort((a, b) => ('width' in b ? b.width : 0) - ('width' in a ? a.width : 0))
  const result: WriteMediaResult = { files: 0, encoded: 0, bytes: 0 }
  await runPool(jobs, options.concurrency ?? availableParallelism(), async (job) => {
    const { data, encoded } = await renderMedia(job, { root, cacheDir }).catch((e: unknown) => {
      throw new Error(`${job.source.file} could not be processed: ${(e as Error).message}`, { cause: e })
    })
    const target = join(outDir, job.url)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, data)
    result.files++
    result.bytes += data.length
    if (encoded) result.encoded++
  })
  return result
}
