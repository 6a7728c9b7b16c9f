import { PLAIN_MAX_WIDTH } from './encode-options.ts'
import type { ImageRenditions } from './image-renditions.ts'
import { IMAGE_WIDTHS } from './image-widths.ts'
import type { MediaIndex } from './media-index.ts'
import type { EncodeJob } from './media-job.ts'
import { renditionSet } from './rendition-set.ts'
import { renditionUrl } from './rendition-url.ts'

export interface PlanImageOptions {
  /**
   * Widths the section can use, picked from the spec widths (others are dropped, so every planned file is one the
   * build writes).
   * @default [640, 768, 1024, 1280, 1920]
   */
  widths?: readonly number[]
}

/**
 * The renditions a page shows for the local image `src` (/media/…), or undefined when there are none to show: an
 * https:// image, a path checkMediaSrc() reports, or an image whose size cannot be read.
 */
export function planImage(src: string, index: MediaIndex, options: PlanImageOptions = {}): ImageRenditions | undefined {
  const file = index.get(src)
  if (!file?.type || file.hazards.length || !file.width || !file.height) return undefined
  if (file.type === 'svg')
    return { width: file.width, height: file.height, sources: [], src: href(renditionUrl(file, 'svg')) }
  const widths = options.widths?.filter((w) => (IMAGE_WIDTHS as readonly number[]).includes(w))
  const set = renditionSet(file, widths?.length ? widths : IMAGE_WIDTHS)!
  const srcset = (jobs: EncodeJob[]) => jobs.map((j) => `${href(j.url)} ${j.width}w`).join(', ')
  const fallback = set.fallback.filter((j) => j.width <= PLAIN_MAX_WIDTH).pop() ?? set.fallback[0]!
  return {
    width: file.width,
    height: file.height,
    sources: [
      { type: 'image/avif', srcset: srcset(set.avif) },
      { type: 'image/webp', srcset: srcset(set.webp) },
    ],
    src: href(fallback.url),
    srcset: srcset(set.fallback),
    cover: { src: href(set.cover.url), width: set.cover.width, height: set.cover.height },
  }
}

/** A path as it may stand in HTML and in a srcset: spaces, commas and other specials percent-encoded. */
function href(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}
