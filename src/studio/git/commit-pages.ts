import { authorEnv, type Author } from './author.ts'
import { hasStaged } from './git-queries.ts'
import { revision } from './repo-state.ts'
import { runGit, type GitOptions } from './run-git.ts'
import { stagePages } from './stage-pages.ts'

/**
 * Commits every change under pages/ (and nothing else the developer staged) with the editor as author and committer;
 * answers the new commit, or undefined when nothing under pages/ changed.
 */
export async function commitPages(opts: GitOptions, message: string, author: Author): Promise<string | undefined> {
  await stagePages(opts)
  const head = await revision(opts, 'HEAD')
  const pending = head
    ? await hasStaged(opts, head, 'pages')
    : (await runGit(opts, ['ls-files', '--', 'pages'])).trim() !== ''
  if (!pending) return undefined
  // A path after "--" commits only that path (git's --only): files staged outside pages/ stay staged, uncommitted.
  await runGit({ ...opts, env: { ...opts.env, ...authorEnv(author) } }, ['commit', '-q', '-m', message, '--', 'pages'])
  return revision(opts, 'HEAD')
}
