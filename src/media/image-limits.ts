import type { MediaType } from './media-index.ts'

/** Largest picture the pipeline decodes: a 50-megapixel camera original is fine, a decompression bomb is not. */
export const MAX_PIXELS = 50_000_000
/** Longest side in pixels (the encoders' own limit for WebP is 16,383). */
export const MAX_SIDE = 16_383

/**
 * Why an image's bytes cannot be used, read from its header alone (the lint runs this on every file, every time),
 * in plain words; undefined when they can. An unsafe SVG is reported apart (svgHazards).
 */
export function imageRefusal(file: {
  bytes: number
  type?: MediaType
  width?: number
  height?: number
}): string | undefined {
  if (file.bytes === 0) return 'the file is empty'
  if (!file.type) return 'its content is not JPEG, PNG, WebP, AVIF or SVG, whatever its name says'
  if (file.type === 'svg') return undefined
  const { width, height } = file
  if (!width || !height) return 'its size cannot be read: the file is damaged or cut short'
  if (width > MAX_SIDE || height > MAX_SIDE)
    return `it is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} px, more than the ${MAX_SIDE.toLocaleString('en-US')} px a side an image may have`
  if (width * height > MAX_PIXELS)
    return `it is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} px (${Math.round((width * height) / 1e6)} megapixels), more than the ${MAX_PIXELS / 1e6} megapixels an image may have`
  return undefined
}
