import { existsSync } from 'node:fs'
import { copyFile, mkdtemp, rm, stat, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { runGit, type GitOptions } from './run-git.ts'

/**
 * Runs `fn` with git options whose index is a scratch file in a folder of its own (`dir`, removed afterwards, free
 * for other scratch files): staging there never touches the developer's index, and a step that fails leaves it
 * exactly as it was. With `copy`, the scratch index starts as a copy of the real one (its file times too, so git
 * still trusts what it knows of unchanged files).
 */
export async function withScratchIndex<T>(
  opts: GitOptions,
  copy: boolean,
  fn: (scratch: GitOptions, dir: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'studio-index-'))
  try {
    const index = join(dir, 'index')
    if (copy) {
      const real = resolve(opts.root, (await runGit(opts, ['rev-parse', '--git-path', 'index'])).trim())
      if (existsSync(real)) {
        await copyFile(real, index)
        // git trusts an entry's size and time only when the file is older than the index: a same-size edit made in
        // the same tick as the last commit is still looked at.
        const { atime, mtime } = await stat(real)
        await utimes(index, atime, mtime)
      }
    }
    return await fn({ ...opts, env: { ...opts.env, GIT_INDEX_FILE: index } }, dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
