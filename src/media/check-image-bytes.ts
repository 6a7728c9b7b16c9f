import { imageSize } from 'image-size'
import { exactCopy } from './exact-copy.ts'
import sharp from 'sharp'
import { detectImageType } from './detect-image-type.ts'
import { imageRefusal, MAX_PIXELS } from './image-limits.ts'
import type { MediaType } from './media-index.ts'
import { svgHazards } from './svg-hazards.ts'

const EXTENSIONS: Record<MediaType, string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  avif: ['avif'],
  svg: ['svg'],
}

/**
 * Why an upload named `name` cannot go into pages/_media/, in plain words, or undefined when it can: its bytes must
 * be the image format its name says, within the size limits, and decode whole (a raster image is decoded once,
 * here, so a damaged one never reaches the build); an SVG must be a plain drawing.
 */
export async function imageBytesProblem(bytes: Uint8Array, name: string): Promise<string | undefined> {
  const type = detectImageType(bytes)
  const file: { bytes: number; type?: MediaType; width?: number; height?: number } = { bytes: bytes.length }
  if (type) file.type = type
  const extension = name.split('.').pop()!.toLowerCase()
  if (type && !EXTENSIONS[type].includes(extension))
    return `its content is ${type === 'svg' ? 'SVG' : type.toUpperCase()}, but its name ends in .${extension}: name it .${EXTENSIONS[type][0]}`
  if (type && type !== 'svg')
    try {
      const size = imageSize(exactCopy(bytes))
      file.width = size.width
      file.height = size.height
    } catch {
      // No size: refused below.
    }
  const refusal = imageRefusal(file)
  if (refusal) return refusal
  if (type === 'svg') {
    const hazards = svgHazards(Buffer.from(bytes).toString('utf8'))
    return hazards.length ? `it holds ${hazards.join(', ')}; export it again as a plain drawing` : undefined
  }
  try {
    await sharp(bytes, { limitInputPixels: MAX_PIXELS }).stats()
  } catch {
    return 'its picture data is damaged or cut short, so it cannot be decoded: export it again'
  }
  return undefined
}
