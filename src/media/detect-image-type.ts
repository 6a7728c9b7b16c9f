import type { MediaType } from './media-index.ts'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** The image format of `bytes` by their signature (never by a file name), or undefined when it is none we accept. */
export function detectImageType(bytes: Uint8Array): MediaType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && isAvifBrand(bytes)) return 'avif'
  if (looksLikeSvg(bytes)) return 'svg'
  return undefined
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end))
}

/** ISO-BMFF `ftyp` box: the major brand, then compatible brands up to the box's end. */
function isAvifBrand(bytes: Uint8Array): boolean {
  const size = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 256)
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4))
  return brands.includes('avif') || brands.includes('avis')
}

/** XML whose first element, after any declaration, comments and doctype, is <svg>. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096))
  if (head.includes('\u0000')) return false
  const rest = head
    .replace(/^\uFEFF/, '')
    .replace(/^\s*(<\?xml[\s\S]*?\?>)?/, '')
    .replace(/^(\s*(<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>))*/i, '')
    .trimStart()
  return /^<svg[\s>/]/.test(rest)
}
