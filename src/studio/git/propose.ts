import { authorEnv } from './author.ts'
import { checkProposalBranch } from './check-proposal-branch.ts'
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
  /** The proposal reopened was updated (rather than a new one made). */
  updated?: true
}

/** Tries with the next free name when someone took this one meanwhile. */
const ATTEMPTS = 3

/** A proposal sent back and reopened: proposing again updates it, from the version that was sent back. */
export interface ProposalUpdate {
  branch: string
  tip: string
}

/**
 * Pushes HEAD to a new `content/…` branch of the upstream's remote, then moves the local branch back to the upstream
 * (the change lives on the proposal; files outside pages/ are left as they are). With `update`, the reopened
 * proposal is updated instead: a commit with HEAD's content whose parents are the version sent back and HEAD, so
 * the proposal keeps its earlier version in its history and now proposes exactly HEAD's change; pushed only while
 * the branch is still at that version (else, published or changed meanwhile, the change becomes a new proposal).
 */
export async function propose(
  opts: GitOptions,
  upstream: NonNullable<RepoState['upstream']>,
  message: string,
  update?: ProposalUpdate,
): Promise<Proposal> {
  const head = (await revision(opts, 'HEAD'))!
  const updated = update && (await updateProposal(opts, upstream, head, message, update))
  if (updated) return updated
  const commit = head
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
  return proposed(opts, upstream, commit, branch)
}

async function proposed(
  opts: GitOptions,
  upstream: NonNullable<RepoState['upstream']>,
  commit: string,
  branch: string,
): Promise<Proposal> {
  if (await revision(opts, upstream.ref)) await runGit(opts, ['reset', '-q', '--keep', upstream.ref])
  const link = upstream.url ? pullRequestLink(upstream.url, branch, upstream.branch) : undefined
  return { kind: 'proposed', commit, branch, link }
}

/** The update of a reopened proposal, pushed; undefined when its branch is no longer at the version reopened. */
async function updateProposal(
  opts: GitOptions,
  upstream: NonNullable<RepoState['upstream']>,
  head: string,
  message: string,
  { branch, tip }: ProposalUpdate,
): Promise<Proposal | undefined> {
  checkProposalBranch(branch)
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(tip)) return undefined
  const [name = '', email = ''] = (await runGit(opts, ['log', '-1', '--format=%an%x00%ae', head])).trim().split('\0')
  const env = { ...opts.env, ...authorEnv({ name, email }) }
  const args = ['commit-tree', `${head}^{tree}`, '-p', tip, '-p', head, '-F', '-']
  // The version reopened is no longer known here (a fresh copy): the change becomes a new proposal.
  if (!(await revision(opts, tip))) return undefined
  const commit = (await runGit({ ...opts, env }, args, `${message}\n`)).trim()
  const lease = `--force-with-lease=refs/heads/${branch}:${tip}`
  try {
    await runGit(opts, ['push', '-q', lease, upstream.remote, `${commit}:refs/heads/${branch}`])
  } catch (error) {
    if (error instanceof GitFailure && error.kind === 'rejected') return undefined
    throw error
  }
  return { ...(await proposed(opts, upstream, commit, branch)), updated: true }
}
