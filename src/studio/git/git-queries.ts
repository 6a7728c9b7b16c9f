import { askGit, execGit, failureOf, runGit, type GitOptions } from './run-git.ts'

/** Whether commit `a` is already part of `b`'s history. */
export async function isAncestor(opts: GitOptions, a: string, b: string): Promise<boolean> {
  const out = await execGit(opts, ['merge-base', '--is-ancestor', a, b])
  if (out.code > 1) throw failureOf(out.stderr)
  return out.code === 0
}

/** The last commit two histories share, or undefined when they share none. */
export async function mergeBase(opts: GitOptions, a: string, b: string): Promise<string | undefined> {
  return (await askGit(opts, ['merge-base', a, b]))?.trim() || undefined
}

/** The files (under `path` when given) whose content differs between two commits or trees, sorted. */
export async function filesBetween(opts: GitOptions, from: string, to: string, path?: string): Promise<string[]> {
  const args = ['diff', '--name-only', '-z', '--no-renames', from, to, '--', ...(path ? [path] : [])]
  return (await runGit(opts, args)).split('\0').filter(Boolean).sort()
}

/** Whether the index holds staged changes (under `path` when given) compared with `commit`. */
export async function hasStaged(opts: GitOptions, commit: string, path?: string): Promise<boolean> {
  const out = await execGit(opts, ['diff', '--cached', '--quiet', commit, '--', ...(path ? [path] : [])])
  if (out.code > 1) throw failureOf(out.stderr)
  return out.code === 1
}
