import { authorEnv, type Author } from './author.ts'
import { hasStaged } from './git-queries.ts'
import { revision } from './repo-state.ts'
import { runGit, type GitOptions } from './run-git.ts'
import { stageFiles, stagePages } from './stage-pages.ts'

/**
 * Commits every change under pages/ (and nothing else the developer staged) with the editor as author and committer;
 * with `only`, just those files under pages/ (the team studio: the person's own changes, others' stay as they are).
 * Answers the new commit, or undefined when nothing of it changed.
 */
export async function commitPages(
  opts: GitOptions,
  message: string,
  author: Author,
  only?: string[],
): Promise<string | undefined> {
  const paths = only ? only.filter((file) => file.startsWith('pages/')) : ['pages']
  if (!paths.length) return undefined
  if (only) await stageFiles(opts, paths)
  else await stagePages(opts)
  const head = await revision(opts, 'HEAD')
  const pending = head
    ? await hasStaged(opts, head, 'pages')
    : (await runGit(opts, ['ls-files', '--', 'pages'])).trim() !== ''
  if (!pending) return undefined
  // Paths after "--" commit only those paths (git's --only): files staged elsewhere stay staged, uncommitted.
  const literal = { ...opts, env: { ...opts.env, ...authorEnv(author), GIT_LITERAL_PATHSPECS: '1' } }
  await runGit(literal, ['commit', '-q', '-m', message, '--', ...paths])
  return revision(opts, 'HEAD')
}
