import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { compareBase } from './compare-base.ts'
import { readBlob } from './read-blob.ts'
import { runGit, type GitOptions } from './run-git.ts'
import { withScratchIndex } from './scratch-index.ts'
import { stagePages } from './stage-pages.ts'

/** A file under pages/ whose content differs from the shared version; images carry no text. */
export interface ChangedFile {
  file: string
  status: 'added' | 'modified' | 'deleted'
  /** The text at the upstream (or HEAD when there is no upstream). */
  before?: string
  /** The text in the working tree. */
  after?: string
}

/**
 * Every file under pages/ whose working-tree content differs from the upstream's (unpublished commits count too),
 * new files included unless .gitignore names them, sorted by file.
 */
export async function changedFiles(opts: GitOptions): Promise<ChangedFile[]> {
  const base = await compareBase(opts)
  // Staged into a copy of the index, so the developer's own staging is left as it was.
  return withScratchIndex(opts, true, async (scratch) => {
    await stagePages(scratch)
    return diffedFiles(
      scratch,
      ['--cached', base, '--', 'pages'],
      async (file) => (await readBlob(opts, base, file))?.toString('utf8'),
      (file) => readFile(join(opts.root, file), 'utf8'),
    )
  })
}

/**
 * The files `git diff <args>` names, with their texts before and after (read by the two functions; an image carries
 * none), sorted by file.
 */
export async function diffedFiles(
  opts: GitOptions,
  args: string[],
  before: (file: string) => Promise<string | undefined>,
  after: (file: string) => Promise<string | undefined>,
): Promise<ChangedFile[]> {
  const diff = (format: string) => runGit(opts, ['diff', format, '-z', '--no-renames', ...args])
  const statuses = pairs((await diff('--name-status')).split('\0'))
  const binary = binaryFiles(await diff('--numstat'))
  const files = await Promise.all(
    statuses.map(async ([letter, file]): Promise<ChangedFile> => {
      const status = letter === 'A' ? 'added' : letter === 'D' ? 'deleted' : 'modified'
      if (binary.has(file)) return { file, status }
      return {
        file,
        status,
        before: status === 'added' ? undefined : await before(file),
        after: status === 'deleted' ? undefined : await after(file),
      }
    }),
  )
  return files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
}

/** `--name-status -z` output ("M\0file\0…") as [letter, file] pairs. */
function pairs(fields: string[]): [string, string][] {
  const out: [string, string][] = []
  for (let i = 0; i + 1 < fields.length; i += 2) out.push([fields[i]!.charAt(0), fields[i + 1]!])
  return out
}

/** The files `--numstat -z` counts no lines for: git sees them as binary. */
export function binaryFiles(numstat: string): Set<string> {
  const binary = new Set<string>()
  for (const record of numstat.split('\0')) {
    const match = /^-\t-\t(.+)$/.exec(record)
    if (match) binary.add(match[1]!)
  }
  return binary
}
