import { createHash } from 'node:crypto'
import { ENCODE_OPTIONS, PIPELINE_VERSION } from './encode-options.ts'
import type { MediaFile } from './media-index.ts'

const SIGNATURE = JSON.stringify({ ENCODE_OPTIONS, PIPELINE_VERSION })

/**
 * Public path of one rendition of `file`: its path without the extension, an 8-hex-digit hash of its content and the
 * encoding settings, then `suffix` (/media/team/austin-office.3f2a9c1b.1280.webp). New bytes or settings give a new
 * name, so the files can be cached forever.
 */
export function renditionUrl(file: MediaFile, suffix: string): string {
  const hash = createHash('sha256').update(`${file.hash}\n${SIGNATURE}`).digest('hex').slice(0, 8)
  return `${file.path.replace(/\.[^./]*$/, '')}.${hash}.${suffix}`
}
