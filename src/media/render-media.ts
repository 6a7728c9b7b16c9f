import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ENCODE_OPTIONS, PIPELINE_VERSION } from './encode-options.ts'
import type { EncodeJob, MediaJob } from './media-job.ts'

export interface RenderMediaOptions {
  /** Project root: sources are read from `root`/pages/_media/. */
  root: string
  /** Where encoded files are kept between runs. */
  cacheDir: string
}

export interface RenderedMedia {
  data: Buffer
  /** False when the bytes came from the cache or were copied as they are. */
  encoded: boolean
}

/**
 * The bytes of one job's output. Encodes with sharp (orientation applied, then resized or cropped; sharp writes no
 * EXIF, GPS, XMP or ICC unless asked, so outputs carry no metadata), keeping the result in `cacheDir` under a key of
 * the source's content hash and every option, so a later run with the same image and settings only reads a file.
 */
export async function renderMedia(job: MediaJob, { root, cacheDir }: RenderMediaOptions): Promise<RenderedMedia> {
  if (job.kind === 'copy') return { data: readSource(root, job), encoded: false }

  const { url: _url, source, ...how } = job
  const key = createHash('sha256')
    .update(JSON.stringify({ hash: source.hash, how, options: ENCODE_OPTIONS[job.format], PIPELINE_VERSION }))
    .digest('hex')
  const cached = join(cacheDir, `${key.slice(0, 32)}.${job.format}`)
  try {
    return { data: readFileSync(cached), encoded: false }
  } catch {
    // Not cached yet.
  }

  // Two jobs can ask for the same output (an image's plain copy is also one of its fallback widths): one encode.
  const running = encoding.get(cached)
  if (running) return { data: await running, encoded: false }
  const encode = encodeJob(job, readSource(root, job), cached)
  encoding.set(cached, encode)
  try {
    return { data: await encode, encoded: true }
  } finally {
    encoding.delete(cached)
  }
}

const encoding = new Map<string, Promise<Buffer>>()

/** The source's bytes, provided they are still those scanned (the cache key and file names come from that hash). */
function readSource(root: string, job: MediaJob): Buffer {
  const input = readFileSync(join(root, job.source.file))
  if (createHash('sha256').update(input).digest('hex') !== job.source.hash)
    throw new Error(`${job.source.file} changed while it was being processed: run the build again`)
  return input
}

/**
 * sharp, loaded when an image is first encoded: its native library is slow to load, which a build whose images are
 * all in the cache (every build but the first, or the first after an image changed) never needs.
 */
const loadSharp = () => import('sharp').then((module) => module.default)

async function encodeJob(job: EncodeJob, input: Buffer, cached: string): Promise<Buffer> {
  const sharp = await loadSharp()
  let image = sharp(input).autoOrient()
  image =
    job.kind === 'cover'
      ? image.resize(job.width, job.height, { fit: 'cover', position: 'attention' })
      : image.resize({ width: job.width, withoutEnlargement: true })
  if (job.format === 'jpeg') image = image.flatten({ background: '#ffffff' })
  const data = await image.toFormat(job.format, ENCODE_OPTIONS[job.format]).toBuffer()
  mkdirSync(dirname(cached), { recursive: true })
  // Written aside and renamed, so a build stopped half-way never leaves a truncated file under a valid key.
  const partial = `${cached}.${process.pid}.tmp`
  writeFileSync(partial, data)
  renameSync(partial, cached)
  return data
}
