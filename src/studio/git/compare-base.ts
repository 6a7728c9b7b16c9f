import { repoState, revision } from './repo-state.ts'
import { runGit, type GitOptions } from './run-git.ts'

/**
 * The commit the editor's changes are measured against: the upstream's, else HEAD's, else the empty tree (a copy with
 * no commit yet).
 */
export async function compareBase(opts: GitOptions): Promise<string> {
  const state = await repoState(opts)
  const upstream = state.upstream && (await revision(opts, state.upstream.ref))
  return upstream ?? state.head ?? (await emptyTree(opts))
}

/** The id of the empty tree in this repository's hash. */
export async function emptyTree(opts: GitOptions): Promise<string> {
  return (await runGit(opts, ['hash-object', '-t', 'tree', '--stdin'], '')).trim()
}
