import type { ChangedFile } from './changed-files.ts'
import { isBinary, readBlob } from './read-blob.ts'
import type { GitOptions } from './run-git.ts'
import type { TreeChange } from './tree-changes.ts'

/** `changes` (made between two commits) with their texts on each side, as the studio shows them; images carry none. */
export async function commitChanges(
  opts: GitOptions,
  from: string,
  to: string,
  changes: TreeChange[],
): Promise<ChangedFile[]> {
  return Promise.all(
    changes.map(async ({ file, status }): Promise<ChangedFile> => {
      const before = status === 'added' ? undefined : await readBlob(opts, from, file)
      const after = status === 'deleted' ? undefined : await readBlob(opts, to, file)
      if (isBinary(before) || isBinary(after)) return { file, status }
      return { file, status, before: before?.toString('utf8'), after: after?.toString('utf8') }
    }),
  )
}
