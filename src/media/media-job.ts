import type { MediaFile } from './media-index.ts'

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png'

/** One file the pipeline writes under /media/: which source, and how to make it. */
export type MediaJob = EncodeJob | { url: string; source: MediaFile; kind: 'copy'; format: 'svg' }

/** A job sharp encodes: resize scales to `width` (aspect kept, never enlarged); cover crops to width × height. */
export interface EncodeJob {
  url: string
  source: MediaFile
  kind: 'resize' | 'cover'
  format: OutputFormat
  width: number
  height: number
}
