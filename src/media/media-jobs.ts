import type { MediaIndex } from './media-index.ts'
import type { MediaJob } from './media-job.ts'
import { renditionSet } from './rendition-set.ts'
import { renditionUrl } from './rendition-url.ts'

/**
 * Every file the pipeline serves and writes, by public path: all renditions of every image in the index (at all the
 * spec widths, so whatever planImage() gives a page is among them), each image's cover and plain copy, and each safe
 * SVG under its hashed name and its own path. Unsafe SVGs and refused files (not images, damaged,
 * too large: MediaFile.refusal) get nothing.
 */
export function mediaJobs(index: MediaIndex): Map<string, MediaJob> {
  const jobs = new Map<string, MediaJob>()
  for (const file of index.values()) {
    if (file.refusal) continue
    if (file.type === 'svg' && !file.hazards.length) {
      for (const url of [renditionUrl(file, 'svg'), file.path])
        jobs.set(url, { url, source: file, kind: 'copy', format: 'svg' })
      continue
    }
    const set = renditionSet(file)
    if (!set) continue
    for (const job of [...set.avif, ...set.webp, ...set.fallback, set.cover, set.plain]) jobs.set(job.url, job)
  }
  return jobs
}
