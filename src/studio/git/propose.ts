import { proposalBranch } from './proposal-branch.ts'
import { pullRequestLink } from './pull-request-link.ts'
import { revision, type RepoState } from './repo-state.ts'
import { GitFailure, runGit, type GitOptions } from './run-git.ts'

/** A change sent for review: the branch it waits on, and the page where it becomes a pull request. */
export interface Proposal {
  kind: 'proposed'
  commit: string
  branch: string
  link?: string
}

/** Tries with the next free name when someone took this one meanwhile. */
const ATTEMPTS = 3

/**
 * Pushes HEAD to a new `content/…` branch of the upstream's remote, then moves the local branch back to the upstream
 * (the change lives on the proposal; files outside pages/ are left as they are).
 */
export async function propose(
  opts: GitOptions,
  upstream: NonNullable<RepoState['upstream']>,
  message: string,
): Promise<Proposal> {
  const commit = (await revision(opts, 'HEAD'))!
  const listed = await runGit(opts, ['ls-remote', '--heads', upstream.remote])
  const taken = new Set(listed.split('\n').map((line) => line.split('\trefs/heads/')[1] ?? ''))
  let branch = proposalBranch(message, taken)
  for (let attempt = 1; ; attempt++) {
    try {
      await runGit(opts, ['push', '-q', upstream.remote, `${commit}:refs/heads/${branch}`])
      break
    } catch (error) {
      if (!(error instanceof GitFailure && error.kind === 'rejected') || attempt === ATTEMPTS) throw error
      taken.add(branch)
      branch = proposalBranch(message, taken)
    }
  }
  if (await revision(opts, upstream.ref)) await runGit(opts, ['reset', '-q', '--keep', upstream.ref])
  const link = upstream.url ? pullRequestLink(upstream.url, branch, upstream.branch) : undefined
  return { kind: 'proposed', commit, branch, link }
}
