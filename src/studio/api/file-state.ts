import { statSync } from 'node:fs'
import { contentHash } from '../../lib/content-hash.ts'
import { readContentFile } from './read-content-file.ts'
import type { VersionBy, Versions } from './versions.ts'

/** The hash of `file` on disk now, and who saved that version in the studio when (else the file's time). */
export function fileState(root: string, file: string, versions: Versions): { hash: string; by: VersionBy } {
  const { path, text } = readContentFile(root, file)
  const hash = contentHash(text)
  return { hash, by: versions.by(file, hash) ?? { at: statSync(path).mtime.toISOString() } }
}
