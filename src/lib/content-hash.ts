import { createHash } from 'node:crypto'

/** What the studio compares to know a file did not change on disk since it was opened. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}
