import { execGit, failureOf, runGit, type GitOptions } from './run-git.ts'

/** Stages every change under pages/ (new files too, .gitignore respected); a copy without pages/ has none. */
export async function stagePages(opts: GitOptions): Promise<void> {
  const out = await execGit(opts, ['add', '-A', '--', 'pages'])
  if (out.code !== 0 && !/did not match any files/.test(out.stderr)) throw failureOf(out.stderr)
}

/**
 * Stages exactly `files` as the working tree has them: changed, new, or gone (a path gone from both the index and
 * the tree is left alone). Other changed files stay unstaged. Paths are taken literally, never as patterns.
 */
export async function stageFiles(opts: GitOptions, files: string[]): Promise<void> {
  for (let i = 0; i < files.length; i += 500)
    await runGit(opts, ['update-index', '--add', '--remove', '--', ...files.slice(i, i + 500)])
}
