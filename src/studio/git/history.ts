import { compareBase } from './compare-base.ts'
import { pagesFile } from './pages-file.ts'
import { readBlob } from './read-blob.ts'
import { revision } from './repo-state.ts'
import { runGit, type GitOptions } from './run-git.ts'
import { writeWorkingFile } from './write-working-file.ts'

/** One published (or saved) version of the content: who, when, why, and which files under pages/ it changed. */
export interface HistoryEntry {
  commit: string
  author: string
  email: string
  date: string
  message: string
  files: { file: string; status: 'added' | 'modified' | 'deleted' }[]
}

const RECORD = '\x1e'
const FIELD = '\x1f'

/** The content as git names it: the content files and the images, never a developer's notes kept under pages/. */
const CONTENT = [':(glob)pages/**/*.yaml', ':(glob)pages/_media/**']

/**
 * The commits that changed the content (one file's, with `file`), newest first, each with the content files it
 * changed: a commit that touched nothing but other files (pages/README.md, code) is not listed. None for a copy with
 * no commit yet.
 */
export async function history(opts: GitOptions, limit = 50, file?: string): Promise<HistoryEntry[]> {
  if (file !== undefined) pagesFile(opts.root, file)
  if (!(await revision(opts, 'HEAD'))) return []
  const format = `--format=${RECORD}%H${FIELD}%an${FIELD}%ae${FIELD}%aI${FIELD}%B${FIELD}`
  const args = ['-c', 'core.quotePath=false', 'log', `-n${Math.max(1, Math.floor(limit))}`, format]
  const paths = file === undefined ? CONTENT : [`:(literal)${file}`]
  const out = await runGit(opts, [...args, '--name-status', '--no-renames', 'HEAD', '--', ...paths])
  return out
    .split(RECORD)
    .filter(Boolean)
    .map((record) => {
      const [commit = '', author = '', email = '', date = '', message = '', changes = ''] = record.split(FIELD)
      const files = changes
        .split('\n')
        .map((line) => /^([A-Z])\d*\t(.+)$/.exec(line))
        .filter((m) => m !== null)
        .map(([, letter, file]) => ({ file: file!, status: statusOf(letter!) }))
      return { commit, author, email, date, message: message.trim(), files }
    })
}

/**
 * What the version `commit` did to `file`: its text just before (in the commit's first parent; undefined when new)
 * and in it (undefined when removed).
 */
export async function versionChange(
  opts: GitOptions,
  commit: string,
  file: string,
): Promise<{ before: string | undefined; after: string | undefined }> {
  const after = await fileAt(opts, commit, file)
  const parent = await revision(opts, `${commit}^`)
  return { before: parent ? await fileAt(opts, parent, file) : undefined, after }
}

/** The text of `file` (under pages/) at `commit`, or undefined when the file did not exist then. */
export async function fileAt(opts: GitOptions, commit: string, file: string): Promise<string | undefined> {
  return (await versionAt(opts, commit, file))?.toString('utf8')
}

/**
 * Writes `file` as it was at `commit` into the working tree (a new change to publish: history is never rewritten); a
 * file that did not exist then is deleted.
 */
export async function restoreFile(opts: GitOptions, commit: string, file: string): Promise<void> {
  await writeWorkingFile(opts.root, file, await versionAt(opts, commit, file))
}

/** Puts `file` back as the upstream (or HEAD) has it; a file new here is deleted. */
export async function discardChange(opts: GitOptions, file: string): Promise<void> {
  pagesFile(opts.root, file)
  const base = await compareBase(opts)
  await refuseLink(opts, base, file)
  await writeWorkingFile(opts.root, file, await readBlob(opts, base, file))
}

async function versionAt(opts: GitOptions, commit: string, file: string): Promise<Buffer | undefined> {
  if (!/^[0-9a-f]{7,40}$/i.test(commit)) throw new Error(`"${commit}" is not the name of a version.`)
  pagesFile(opts.root, file)
  if (!(await revision(opts, commit))) throw new Error(`Version ${commit} is not in this copy's history.`)
  await refuseLink(opts, commit, file)
  return readBlob(opts, commit, file)
}

/** A link or another repository kept at `file` in `rev` is never written out as a file (its target as text). */
async function refuseLink(opts: GitOptions, rev: string, file: string): Promise<void> {
  const listed = await runGit(opts, ['--literal-pathspecs', 'ls-tree', '-z', rev, '--', file])
  const mode = /^(\d{6}) /.exec(listed)?.[1]
  if (mode === '120000' || mode === '160000')
    throw new Error(`${file} is a link to another file in that version, so the studio does not bring it back.`)
}

function statusOf(letter: string): HistoryEntry['files'][number]['status'] {
  return letter === 'A' ? 'added' : letter === 'D' ? 'deleted' : 'modified'
}
