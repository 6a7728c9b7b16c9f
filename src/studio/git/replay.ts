import { authorEnv, type Author } from './author.ts'
import { emptyTree } from './compare-base.ts'
import { filesBetween, hasStaged, mergeBase } from './git-queries.ts'
import { hasConflictMarkers, mergeTexts, type ConflictSegment } from './merge-texts.ts'
import { isBinary, readBlob } from './read-blob.ts'
import { revision } from './repo-state.ts'
import { execGit, runGit, type GitOptions } from './run-git.ts'
import { stageFiles } from './stage-pages.ts'
import { writeWorkingFile } from './write-working-file.ts'

/** A file changed on both sides at the same lines, as the studio shows it, with who changed it on the other side. */
export interface FileConflict {
  file: string
  segments: ConflictSegment[]
  /** The last upstream commit that touched the file. */
  theirsBy?: { name: string; email: string; date: string; message: string }
}

/** What replaying the editor's commits on top of the others' gave: the new HEAD, or conflicts (nothing changed). */
export type ReplayOutcome =
  { kind: 'replayed'; head: string } | { kind: 'conflicts'; upstream: string; files: FileConflict[] }

/** What the editor asks to publish: the commit message, who they are, and their answers to earlier conflicts. */
export interface ReplayRequest {
  message: string
  author: Author
  resolutions?: Record<string, string>
  upstreamSeen?: string
}

/** A file's content after the merge: bytes, absent (deleted), or a conflict. */
export type Merged = { bytes: Buffer | undefined } | { segments: ConflictSegment[] }

/**
 * Replays the commits HEAD has and `theirs` lacks as one commit on top of `theirs` (several local commits are squashed
 * into one with the request's message: the editor published them as one change). Every file is merged in memory
 * first; when one conflicts and the request holds no resolution for it against this very `theirs`, the conflicts are
 * answered and neither HEAD nor any file is touched. Never a merge commit.
 */
export async function replay(opts: GitOptions, theirs: string, req: ReplayRequest): Promise<ReplayOutcome> {
  const head = (await revision(opts, 'HEAD'))!
  const base = (await mergeBase(opts, head, theirs)) ?? (await emptyTree(opts))
  const files = await filesBetween(opts, base, head)
  const merged = new Map<string, Merged>()
  for (const file of files) merged.set(file, await mergeFile(opts, file, base, head, theirs))
  const answered = req.upstreamSeen === theirs ? (req.resolutions ?? {}) : {}
  const conflicts = [...merged].filter(([, m]) => 'segments' in m)
  if (conflicts.some(([file]) => answered[file] === undefined)) {
    const described = conflicts.map(async ([file, m]) => ({
      file,
      segments: (m as { segments: ConflictSegment[] }).segments,
      theirsBy: await lastChange(opts, base, theirs, file),
    }))
    return { kind: 'conflicts', upstream: theirs, files: await Promise.all(described) }
  }
  const result = new Map<string, Buffer | undefined>()
  for (const [file, m] of merged) {
    if ('bytes' in m) result.set(file, m.bytes)
    else {
      const text = answered[file]!
      if (hasConflictMarkers(text))
        throw new Error(`The text sent for ${file} still holds conflict marks (<<<<<<< or >>>>>>>): remove them first.`)
      result.set(
        file,
        text === '' && (await emptyMeansDeleted(opts, file, head, theirs)) ? undefined : Buffer.from(text),
      )
    }
  }
  await runGit(opts, ['reset', '-q', '--keep', theirs])
  try {
    await writeAll(opts.root, result)
    // Exactly the replayed files: changes others saved here and have not published stay unstaged, theirs.
    await stageFiles(opts, files)
    if (await hasStaged(opts, theirs)) {
      const env = { ...opts.env, ...authorEnv(req.author) }
      await runGit({ ...opts, env }, ['commit', '-q', '-m', req.message])
    }
    return { kind: 'replayed', head: (await revision(opts, 'HEAD'))! }
  } catch (error) {
    await putBack(opts, theirs, head, files)
    throw error
  }
}

/** Merges one file the editor's commits changed: a side that did not change it takes the other's version. */
export async function mergeFile(
  opts: GitOptions,
  file: string,
  base: string,
  mine: string,
  theirs: string,
): Promise<Merged> {
  const [b, m, t] = await Promise.all([base, mine, theirs].map((rev) => readBlob(opts, rev, file)))
  if (same(m, b)) return { bytes: t }
  if (same(t, b) || same(m, t)) return { bytes: m }
  // Two different new versions of an image cannot be merged line by line: the editor's, uploaded last, is kept.
  if (isBinary(b) || isBinary(m) || isBinary(t)) return { bytes: m }
  const outcome = await mergeTexts(opts, text(b), text(m), text(t))
  if ('segments' in outcome) return outcome
  const deleted = outcome.text === '' && (m === undefined || t === undefined)
  return { bytes: deleted ? undefined : Buffer.from(outcome.text) }
}

/** A resolution left empty deletes the file when one side had deleted it. */
async function emptyMeansDeleted(opts: GitOptions, file: string, mine: string, theirs: string): Promise<boolean> {
  return (await readBlob(opts, mine, file)) === undefined || (await readBlob(opts, theirs, file)) === undefined
}

/** Who last changed `file` on the others' side since the common base. */
export async function lastChange(
  opts: GitOptions,
  base: string,
  theirs: string,
  file: string,
): Promise<FileConflict['theirsBy']> {
  const range = base === (await emptyTree(opts)) ? theirs : `${base}..${theirs}`
  const out = await runGit(opts, ['log', '-1', '--format=%an%x00%ae%x00%aI%x00%B', range, '--', file])
  const [name, email, date, message] = out.split('\0')
  return name && email !== undefined && date ? { name, email, date, message: (message ?? '').trim() } : undefined
}

async function writeAll(root: string, files: Map<string, Buffer | undefined>): Promise<void> {
  for (const [file, bytes] of files) await writeWorkingFile(root, file, bytes)
}

/** After a failure past the reset: the files back as `theirs` had them, then HEAD back to the editor's commit. */
async function putBack(opts: GitOptions, theirs: string, head: string, files: string[]): Promise<void> {
  try {
    await runGit(opts, ['reset', '-q'])
    const original = new Map<string, Buffer | undefined>()
    for (const file of files) original.set(file, await readBlob(opts, theirs, file))
    await writeAll(opts.root, original)
    // The files were just rewritten: git must look at their content again, or it takes them for local changes.
    await execGit(opts, ['update-index', '-q', '--refresh'])
    await runGit(opts, ['reset', '-q', '--keep', head])
  } catch {
    // The failure being reported matters more; the editor's commit is still in the reflog for a developer.
  }
}

function same(a: Buffer | undefined, b: Buffer | undefined): boolean {
  return a === undefined || b === undefined ? a === b : a.equals(b)
}

function text(bytes: Buffer | undefined): string {
  return bytes?.toString('utf8') ?? ''
}
