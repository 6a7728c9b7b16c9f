import type { MediaType } from './media-index.ts'

/** Whether a PNG or WebP may be transparent, read from its header; JPEG never is, AVIF and SVG count as opaque. */
export function hasAlpha(bytes: Uint8Array, type: MediaType | undefined): boolean {
  if (type === 'png') {
    // IHDR colour type 4 (grey + alpha) or 6 (RGBA), or a tRNS chunk before the image data.
    if (bytes[25] === 4 || bytes[25] === 6) return true
    for (let at = 8; at + 8 <= bytes.length;) {
      const length = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
      const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
      if (name === 'tRNS') return true
      if (name === 'IDAT' || name === 'IEND') return false
      at += 12 + length
    }
    return false
  }
  if (type === 'webp') {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16))
    if (chunk === 'VP8X') return (bytes[20]! & 0x10) !== 0
    // VP8L: the alpha hint is bit 28 of the 32 bits after the signature byte.
    if (chunk === 'VP8L') return (bytes[24]! & 0x10) !== 0
  }
  return false
}
