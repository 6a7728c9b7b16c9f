import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { authorEnv, type Author } from './author.ts'
import { emptyTree } from './compare-base.ts'
import { revision } from './repo-state.ts'
import { execGit, failureOf, runGit, type GitOptions } from './run-git.ts'
import { withScratchIndex } from './scratch-index.ts'
import { stageFiles, stagePages } from './stage-pages.ts'
import { refuseNotContent, treeChanges } from './tree-changes.ts'

export const SAVED_NOT_CONTENT = 'Not published: the content holds something the studio never publishes:'

/**
 * Commits every change under pages/ with the editor as author and committer; with `only`, just those files under
 * pages/ (the team studio: the person's own changes, others' stay as they are). The commit is built in a scratch
 * index from HEAD's tree, so nothing the developer staged goes with it and a failure leaves the index as it was; a
 * link or a program under pages/ refuses it (NotContentFailure). Answers the new commit, or undefined when nothing
 * of it changed.
 */
export async function commitPages(
  opts: GitOptions,
  message: string,
  author: Author,
  only?: string[],
): Promise<string | undefined> {
  const paths = only ? only.filter((file) => file.startsWith('pages/')) : ['pages']
  if (!paths.length) return undefined
  // Another git at work on the index (a developer committing, or a lock a crash left): the index and HEAD are theirs.
  const lock = resolve(opts.root, (await runGit(opts, ['rev-parse', '--git-path', 'index.lock'])).trim())
  if (existsSync(lock)) throw failureOf(`fatal: Unable to create '${lock}': File exists.`)
  const head = await revision(opts, 'HEAD')
  const commit = await withScratchIndex(opts, true, async (scratch) => {
    // The scratch index as HEAD has it: entries that did not change keep what git knows of them.
    if (head) await runGit(scratch, ['reset', '-q', head, '--', '.'])
    else await runGit(scratch, ['read-tree', '--empty'])
    if (only) await stageFiles(scratch, paths)
    else await stagePages(scratch)
    const changes = await treeChanges(scratch, head ?? (await emptyTree(opts)))
    if (!changes.length) return undefined
    refuseNotContent(changes, SAVED_NOT_CONTENT)
    const tree = (await runGit(scratch, ['write-tree'])).trim()
    const env = { ...opts.env, ...authorEnv(author) }
    const parents = head ? ['-p', head] : []
    return (await runGit({ ...opts, env }, ['commit-tree', tree, ...parents, '-F', '-'], `${message}\n`)).trim()
  })
  if (!commit) return undefined
  // Moved only from where it was: a commit made meanwhile by someone else is never overwritten.
  await runGit(opts, ['update-ref', '-m', 'studio: publish', 'HEAD', commit, head ?? ''])
  // The committed files are no longer changes: the real index takes them as HEAD has them. If this fails, the next
  // commit is still made from HEAD, and a developer's `git status` shows the files staged.
  await execGit({ ...opts, env: { ...opts.env, GIT_LITERAL_PATHSPECS: '1' } }, ['reset', '-q', '--', ...paths])
  return commit
}

/**
 * Takes back `commit`, made by commitPages on `head` with the same `only`: HEAD moves back (only from `commit`, never
 * over someone else's) and the files are changes again, in the working tree as they were.
 */
export async function undoCommit(opts: GitOptions, commit: string, head: string, only?: string[]): Promise<void> {
  const paths = only ? only.filter((file) => file.startsWith('pages/')) : ['pages']
  await runGit(opts, ['update-ref', '-m', 'studio: proposal not sent', 'HEAD', head, commit])
  await execGit({ ...opts, env: { ...opts.env, GIT_LITERAL_PATHSPECS: '1' } }, ['reset', '-q', head, '--', ...paths])
}
