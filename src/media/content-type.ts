import type { MediaJob } from './media-job.ts'

const TYPES: Record<MediaJob['format'], string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
}

/** The Content-Type a job's output is served with. */
export function contentType(format: MediaJob['format']): string {
  return TYPES[format]
}
