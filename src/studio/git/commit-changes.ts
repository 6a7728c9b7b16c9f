import { diffedFiles, type ChangedFile } from './changed-files.ts'
import { readBlob } from './read-blob.ts'
import type { GitOptions } from './run-git.ts'

/** The files under `path` that differ between two commits, with their texts on each side (images carry none), sorted. */
export function commitChanges(opts: GitOptions, from: string, to: string, path = 'pages'): Promise<ChangedFile[]> {
  const text = (rev: string) => async (file: string) => (await readBlob(opts, rev, file))?.toString('utf8')
  return diffedFiles(opts, [from, to, '--', path], text(from), text(to))
}
