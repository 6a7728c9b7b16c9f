import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Author } from './author.ts'
import type { ConflictSegment } from './merge-texts.ts'
import { lastChange, mergeFile, type FileConflict, type Merged } from './replay.ts'
import { runGit, type GitOptions } from './run-git.ts'
import { withScratchIndex } from './scratch-index.ts'
import type { TreeChange } from './tree-changes.ts'

/**
 * What to squash: `changes`, made by `tip` since `base` (its merge-base with `onto`), as one commit on `onto` in the
 * names given. Each file is written with the mode its change says; nothing outside `changes` is written.
 */
export interface SquashRequest {
  tip: string
  onto: string
  base: string
  changes: TreeChange[]
  message: string
  author: Author & { date: string }
  committer: Author
}

/** A new commit on `onto`, nothing new (`onto` already holds every change), or the files changed on both sides. */
export type SquashOutcome =
  { kind: 'squashed'; commit: string } | { kind: 'unchanged' } | { kind: 'conflicts'; files: FileConflict[] }

/**
 * Replays `tip`'s changes since its merge-base with `onto` as one commit whose parent is `onto`, built in git's object
 * store with a scratch index: no working tree, index or branch is touched, and no file ever holds conflict markers.
 */
export async function squashOnto(opts: GitOptions, req: SquashRequest): Promise<SquashOutcome> {
  const { tip, onto, base, changes } = req
  const merged = new Map<string, Merged>()
  for (const { file } of changes) merged.set(file, await mergeFile(opts, file, base, tip, onto))
  const conflicts = [...merged].filter(
    (entry): entry is [string, { segments: ConflictSegment[] }] => 'segments' in entry[1],
  )
  if (conflicts.length) {
    const described = conflicts.map(async ([file, { segments }]) => ({
      file,
      segments,
      theirsBy: await lastChange(opts, base, onto, file),
    }))
    return { kind: 'conflicts', files: await Promise.all(described) }
  }

  return withScratchIndex(opts, false, async (scratch, dir) => {
    await runGit(scratch, ['read-tree', onto])
    const kept = [...merged].filter(
      (entry): entry is [string, { bytes: Buffer }] => 'bytes' in entry[1] && !!entry[1].bytes,
    )
    const gone = [...merged].filter(([, m]) => 'bytes' in m && !m.bytes).map(([file]) => file)
    if (kept.length) {
      const paths = kept.map((_, i) => join(dir, `blob-${i}`))
      await Promise.all(kept.map(([, { bytes }], i) => writeFile(paths[i]!, bytes)))
      // The bytes come out of the repository, so they are stored as they are (no line-ending or other filter).
      const ids = (await runGit(scratch, ['hash-object', '-w', '--no-filters', '--', ...paths])).trim().split('\n')
      const modes = new Map(changes.map((c) => [c.file, c.after === '000000' ? c.before : c.after]))
      const info = kept.map(([file], i) => `${modes.get(file) ?? '100644'} ${ids[i]}\t${file}\0`).join('')
      await runGit(scratch, ['update-index', '-z', '--index-info'], info)
    }
    if (gone.length) await runGit(scratch, ['update-index', '--force-remove', '--', ...gone])
    const tree = (await runGit(scratch, ['write-tree'])).trim()
    if (tree === (await runGit(opts, ['rev-parse', `${onto}^{tree}`])).trim()) return { kind: 'unchanged' }
    const env = {
      ...opts.env,
      GIT_AUTHOR_NAME: req.author.name,
      GIT_AUTHOR_EMAIL: req.author.email,
      GIT_AUTHOR_DATE: req.author.date,
      GIT_COMMITTER_NAME: req.committer.name.trim(),
      GIT_COMMITTER_EMAIL: req.committer.email.trim(),
    }
    const commit = await runGit({ ...opts, env }, ['commit-tree', tree, '-p', onto, '-F', '-'], `${req.message}\n`)
    return { kind: 'squashed', commit: commit.trim() }
  })
}
