import { crc32 } from 'node:zlib'
import type { MediaType } from './media-index.ts'

/**
 * Whether a raster image's bytes are all there, read from its structure without decoding it (the lint runs this on
 * every file, every time, synchronously): a PNG's chunks each whole with their checksums and an end chunk, a JPEG's
 * segments up to its picture data and an end marker after it, a WebP's or AVIF's boxes as long as they say. A file
 * cut short or damaged in its structure fails here, in the lint, instead of in the build's image step. An SVG is
 * checked by svgHazards(); other types are not images here.
 */
export function imageWhole(bytes: Uint8Array, type: MediaType): boolean {
  switch (type) {
    case 'png':
      return pngWhole(bytes)
    case 'jpeg':
      return jpegWhole(bytes)
    case 'webp':
      return webpWhole(bytes)
    case 'avif':
      return boxesWhole(bytes)
    default:
      return true
  }
}

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0
const tag = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!)

/** Signature, then chunks (length, type, data, CRC of type and data): IHDR first, an IDAT, IEND last. */
function pngWhole(b: Uint8Array): boolean {
  let at = 8
  let first = true
  let pictures = 0
  while (at + 12 <= b.length) {
    const length = u32(b, at)
    const type = tag(b, at + 4)
    const end = at + 12 + length
    if (end > b.length) return false
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== u32(b, at + 8 + length)) return false
    if (first && type !== 'IHDR') return false
    first = false
    if (type === 'IDAT') pictures++
    if (type === 'IEND') return pictures > 0
    at = end
  }
  return false
}

/** SOI, then marker segments up to the start of scan; the picture data then ends with an EOI marker. */
function jpegWhole(b: Uint8Array): boolean {
  let at = 2
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false
    const marker = b[at + 1]!
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      at++
      continue
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2
      continue
    }
    if (marker === 0xd9) return false // the end before any picture
    const length = (b[at + 2]! << 8) | b[at + 3]!
    if (length < 2 || at + 2 + length > b.length) return false
    if (marker === 0xda) {
      // The entropy-coded data (progressive files have several scans): an EOI marker must follow it.
      for (let i = b.length - 2; i >= at + 2 + length; i--) if (b[i] === 0xff && b[i + 1] === 0xd9) return true
      return false
    }
    at += 2 + length
  }
  return false
}

/** RIFF size covers the file; its chunks each fit. */
function webpWhole(b: Uint8Array): boolean {
  const riff = (b[4]! | (b[5]! << 8) | (b[6]! << 16) | (b[7]! << 24)) >>> 0
  if (riff + 8 > b.length || riff < 4) return false
  let at = 12
  let chunks = 0
  while (at + 8 <= riff + 8) {
    const size = (b[at + 4]! | (b[at + 5]! << 8) | (b[at + 6]! << 16) | (b[at + 7]! << 24)) >>> 0
    const end = at + 8 + size + (size & 1)
    if (at + 8 + size > riff + 8) return false
    chunks++
    at = end
  }
  return chunks > 0
}

/** ISO-BMFF (AVIF): top-level boxes end to end, each as long as it says, with a media data box among them. */
function boxesWhole(b: Uint8Array): boolean {
  let at = 0
  let media = false
  while (at < b.length) {
    if (at + 8 > b.length) return false
    let size = u32(b, at)
    const type = tag(b, at + 4)
    if (size === 1) {
      if (at + 16 > b.length) return false
      size = u32(b, at + 8) * 2 ** 32 + u32(b, at + 12)
    } else if (size === 0) size = b.length - at // the last box runs to the end of the file
    if (size < 8 || at + size > b.length) return false
    if (type === 'mdat') media = true
    at += size
  }
  return media
}
