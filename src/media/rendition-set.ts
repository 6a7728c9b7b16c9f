import { COVER_SIZE, PLAIN_MAX_WIDTH } from './encode-options.ts'
import type { MediaFile } from './media-index.ts'
import type { EncodeJob, OutputFormat } from './media-job.ts'
import { renditionUrl } from './rendition-url.ts'
import { renditionWidths } from './rendition-widths.ts'

/** The renditions of one image, grouped as a page uses them. */
export interface RenditionSet {
  avif: EncodeJob[]
  webp: EncodeJob[]
  /** The original format (WebP for an AVIF original: a fallback must be one every browser decodes). */
  fallback: EncodeJob[]
  cover: EncodeJob
  /** Served at the image's own path, e.g. /media/team/office.jpg: capped in width, metadata stripped. */
  plain: EncodeJob
}

const EXTENSION: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' }

/**
 * Every rendition of `file` at `widths` (see renditionWidths), or undefined for what gets none: SVG, files that are
 * not images and images whose size could not be read.
 */
export function renditionSet(file: MediaFile, widths?: readonly number[]): RenditionSet | undefined {
  const { type, width, height } = file
  if (!type || type === 'svg' || !width || !height) return undefined
  const source = file
  const resize = (format: OutputFormat, w: number): EncodeJob => ({
    url: renditionUrl(file, `${w}.${EXTENSION[format]}`),
    source,
    kind: 'resize',
    format,
    width: w,
    height: Math.max(1, Math.round((w * height) / width)),
  })
  const sizes = renditionWidths(width, widths)
  const fallbackFormat: OutputFormat = type === 'avif' ? 'webp' : type
  const coverWidth = Math.min(COVER_SIZE.width, width, Math.floor((height * COVER_SIZE.width) / COVER_SIZE.height))
  const coverFormat: OutputFormat = file.hasAlpha ? 'png' : 'jpeg'
  return {
    avif: sizes.map((w) => resize('avif', w)),
    webp: sizes.map((w) => resize('webp', w)),
    fallback: sizes.map((w) => resize(fallbackFormat, w)),
    cover: {
      url: renditionUrl(file, `cover.${EXTENSION[coverFormat]}`),
      source,
      kind: 'cover',
      format: coverFormat,
      width: coverWidth,
      height: Math.round((coverWidth * COVER_SIZE.height) / COVER_SIZE.width),
    },
    plain: { ...resize(type, Math.min(width, PLAIN_MAX_WIDTH)), url: file.path },
  }
}
