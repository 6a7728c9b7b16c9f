import { execGit, failureOf, type GitOptions } from './run-git.ts'

/** Stages every change under pages/ (new files too, .gitignore respected); a copy without pages/ has none. */
export async function stagePages(opts: GitOptions): Promise<void> {
  const out = await execGit(opts, ['add', '-A', '--', 'pages'])
  if (out.code !== 0 && !/did not match any files/.test(out.stderr)) throw failureOf(out.stderr)
}
