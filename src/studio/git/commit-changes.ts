import { binaryFiles, pairs, type ChangedFile } from './changed-files.ts'
import { readBlob } from './read-blob.ts'
import { runGit, type GitOptions } from './run-git.ts'

/** The files under `path` that differ between two commits, with their texts on each side (images carry none), sorted. */
export async function commitChanges(
  opts: GitOptions,
  from: string,
  to: string,
  path = 'pages',
): Promise<ChangedFile[]> {
  const diff = (format: string) => runGit(opts, ['diff', format, '-z', '--no-renames', from, to, '--', path])
  const statuses = pairs((await diff('--name-status')).split('\0'))
  const binary = binaryFiles(await diff('--numstat'))
  const files = await Promise.all(
    statuses.map(async ([letter, file]): Promise<ChangedFile> => {
      const status = letter === 'A' ? 'added' : letter === 'D' ? 'deleted' : 'modified'
      if (binary.has(file)) return { file, status }
      const before = status === 'added' ? undefined : (await readBlob(opts, from, file))?.toString('utf8')
      const after = status === 'deleted' ? undefined : (await readBlob(opts, to, file))?.toString('utf8')
      return { file, status, before, after }
    }),
  )
  return files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
}
