import { checkAuthor, type Author } from './author.ts'
import type { ChangedFile } from './changed-files.ts'
import { checkProposalBranch } from './check-proposal-branch.ts'
import { commitChanges } from './commit-changes.ts'
import { cleanMessage } from './commit-message.ts'
import { emptyTree } from './compare-base.ts'
import { isAncestor, mergeBase } from './git-queries.ts'
import type { FileConflict } from './replay.ts'
import { repoState, revision, type RepoState } from './repo-state.ts'
import { GitFailure, runGit, type GitOptions } from './run-git.ts'
import { squashOnto } from './squash-onto.ts'
import { readBlob } from './read-blob.ts'
import { textFilesAt } from './text-files-at.ts'
import { writeWorkingFile } from './write-working-file.ts'
import { NotContentFailure, refusedChanges, treeChanges, type RefusedChange, type TreeChange } from './tree-changes.ts'

/** A change an editor proposed, waiting on its `content/…` branch of the shared repository for a publisher. */
export interface Proposal {
  /** The branch's short name, without the remote: "content/2026-11-24-new-heading". */
  branch: string
  /** The branch's tip on the shared repository. */
  commit: string
  /** Who wrote the tip commit, and when (ISO 8601). */
  author: Author & { date: string }
  message: string
  /** The content the proposal changes, against where it left the shared branch: what publishing it writes. */
  files: ChangedFile[]
  /** What else it changes (a file outside pages/, a link…): while there is any, it cannot be published. */
  refused: RefusedChange[]
}

/** How publishing a proposal ended: the new commit on the shared branch, or the files changed on both sides. */
export type ProposalPublishResult =
  { kind: 'published'; commit: string; branch: string } | { kind: 'conflicts'; files: FileConflict[] }

/** Pushes rejected because someone published meanwhile are fetched, replayed and pushed again, this many times. */
const ATTEMPTS = 3

export const PROPOSAL_GONE =
  'This proposal is no longer in the shared repository: someone published or removed it meanwhile. Reload the list of proposals.'
export const PROPOSALS_NO_UPSTREAM =
  'No shared repository is set up for this copy, so there are no proposals to publish. Ask a developer to connect one.'
export const PROPOSAL_MOVED =
  'The editor changed this proposal after you opened it: look at its changes again before publishing it.'
export const PROPOSAL_NOT_CONTENT = 'This proposal cannot be published: besides content it changes'
export const PROPOSAL_LEFT_OVER =
  'The proposal is published, but it could not be taken off the list of proposals. Press Publish on it again in a moment to take it off.'

const RECORD = '\x1e'

/**
 * Fetches the upstream's remote (with prune) and lists its `content/*` branches that are not yet contained in the
 * upstream branch, newest tip first. No upstream → []. A fetch failure throws the module's GitFailure.
 */
export async function listProposals(opts: GitOptions): Promise<Proposal[]> {
  const { upstream } = await repoState(opts)
  if (!upstream) return []
  await fetchRemote(opts, upstream)
  const onto = await revision(opts, upstream.ref)
  const prefix = `refs/remotes/${upstream.remote}/`
  const format =
    '--format=%(refname)%00%(objectname)%00%(authorname)%00%(authoremail)%00%(authordate:iso-strict)%00%(contents)%1e'
  const out = await runGit(opts, ['for-each-ref', '--sort=-committerdate', format, `${prefix}content`])
  const proposals: Proposal[] = []
  for (const record of out.split(RECORD)) {
    const [ref = '', commit = '', name = '', email = '', date = '', message = ''] = record
      .replace(/^\n/, '')
      .split('\0')
    const branch = ref.slice(prefix.length)
    if (!ref.startsWith(prefix) || !isProposalBranch(branch) || branch === upstream.branch) continue
    if (onto && (await isAncestor(opts, commit, onto))) continue
    const { base, changes } = await proposalChanges(opts, commit, onto)
    const refused = refusedChanges(changes)
    const content = changes.filter((c) => !refused.some((r) => r.file === c.file))
    const author = { name, email: email.replace(/^<|>$/g, ''), date }
    const files = await commitChanges(opts, base, commit, content)
    proposals.push({ branch, commit, author, message: message.trim(), files, refused })
  }
  return proposals
}

/**
 * Everything a proposal's tip changes since it left `onto` (every path, not only pages/): the one list the review
 * shows and publishing writes, so the two cannot differ.
 */
async function proposalChanges(
  opts: GitOptions,
  tip: string,
  onto: string | undefined,
): Promise<{ base: string; changes: TreeChange[] }> {
  const base = (onto && (await mergeBase(opts, tip, onto))) || (await emptyTree(opts))
  return { base, changes: await treeChanges(opts, base, tip) }
}

/** The proposal's branch was published, removed, or moved since the publisher looked at it. */
export class ProposalChanged extends Error {
  constructor(readonly kind: 'gone' | 'moved') {
    super(kind === 'gone' ? PROPOSAL_GONE : PROPOSAL_MOVED)
    this.name = 'ProposalChanged'
  }
}

/**
 * The proposal's files under pages/ as they would be published: every text file under pages/ at the branch tip
 * (path → text), for the preview of the proposed state; with who wrote the tip.
 */
export async function proposalFiles(
  opts: GitOptions,
  branch: string,
): Promise<{ author: Author; files: Map<string, string> }> {
  const tip = await proposalTip(opts, branch)
  const { name, email } = await authorOf(opts, tip)
  return { author: { name, email }, files: await textFilesAt(opts, tip, 'pages') }
}

/** The tip of a proposal's branch on the shared repository (fetched when this copy does not know the branch yet). */
async function proposalTip(opts: GitOptions, branch: string): Promise<string> {
  checkProposalBranch(branch)
  const { upstream } = await repoState(opts)
  // No shared repository: no proposal (the list says why).
  if (!upstream) throw new ProposalChanged('gone')
  let tip = await revision(opts, trackingRef(upstream, branch))
  if (!tip) {
    await fetchRemote(opts, upstream)
    tip = await revision(opts, trackingRef(upstream, branch))
  }
  if (!tip) throw new ProposalChanged('gone')
  return tip
}

/**
 * Publishes a proposal as ONE commit on the current upstream (never a merge commit, never a forced push): the
 * proposal's author and message, `publisher` as committer; built without touching the working tree, which is then
 * fast-forwarded when nothing is changed or unpublished in it. Only the commit the publisher reviewed (`reviewed`,
 * when given) is published, and only content: anything else refuses the whole proposal. Pushes rejected because the
 * upstream moved are retried after a fetch; the proposal's branch is deleted afterwards. Lines changed on both sides
 * answer the conflicts and push nothing. Throws a GitFailure, a ProposalChanged or a NotContentFailure.
 */
export async function publishProposal(
  opts: GitOptions,
  branch: string,
  publisher: Author,
  reviewed?: string,
  /** Checks the commit about to be pushed (the proposal on today's shared version); throwing stops the publish. */
  beforePush?: (commit: string) => void | Promise<void>,
): Promise<ProposalPublishResult> {
  checkProposalBranch(branch)
  checkAuthor(publisher)
  const { upstream } = await repoState(opts)
  if (!upstream) throw new GitFailure('other', PROPOSALS_NO_UPSTREAM, '')
  await fetchRemote(opts, upstream)
  const tip = await revision(opts, trackingRef(upstream, branch))
  if (!tip) throw new ProposalChanged('gone')
  if (reviewed !== undefined && reviewed !== tip) throw new ProposalChanged('moved')
  const { message: written, ...author } = await authorOf(opts, tip)
  const message = cleanMessage(written, author) || 'Proposed change'
  let failure: unknown
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const onto = await revision(opts, upstream.ref)
      if (!onto) throw new GitFailure('other', PROPOSALS_NO_UPSTREAM, `${upstream.ref} does not exist`)
      const { base, changes } = await proposalChanges(opts, tip, onto)
      const refused = refusedChanges(changes)
      if (refused.length) throw new NotContentFailure(PROPOSAL_NOT_CONTENT, refused)
      const outcome = await squashOnto(opts, { tip, onto, base, changes, message, author, committer: publisher })
      if (outcome.kind === 'conflicts') return outcome
      // Unchanged: an earlier try (or another publisher) already published it; only the branch is left to delete.
      const commit = outcome.kind === 'squashed' ? outcome.commit : onto
      if (outcome.kind === 'squashed') await beforePush?.(commit)
      if (outcome.kind === 'squashed')
        await runGit(opts, ['push', '-q', upstream.remote, `${commit}:refs/heads/${upstream.branch}`])
      await deleteProposal(opts, upstream, branch, tip)
      await fastForward(opts, commit)
      return { kind: 'published', commit, branch: upstream.branch }
    } catch (error) {
      failure = error
      if (!upstreamMoved(error)) break
      try {
        await fetchRemote(opts, upstream)
      } catch (fetchError) {
        failure = fetchError
        break
      }
    }
  }
  throw failure
}

/** A reopened proposal: the version reopened and the files written; or the lines others changed since. */
export type ReopenResult =
  { kind: 'reopened'; tip: string; files: string[] } | { kind: 'conflicts'; files: FileConflict[] }

/**
 * Brings a proposal back into the working tree as changes to make again: its changes replayed on today's shared
 * version (built aside like a publish, so lines others changed since are kept), each changed file written under
 * pages/. Lines changed on both sides answer the conflicts and write nothing. The proposal stays on the shared
 * repository until it is proposed again (see propose's `update`) or published. Throws a GitFailure, a
 * ProposalChanged or a NotContentFailure.
 */
export async function reopenProposal(opts: GitOptions, branch: string, who: Author): Promise<ReopenResult> {
  checkProposalBranch(branch)
  const { upstream } = await repoState(opts)
  if (!upstream) throw new GitFailure('other', PROPOSALS_NO_UPSTREAM, '')
  await fetchRemote(opts, upstream)
  const tip = await revision(opts, trackingRef(upstream, branch))
  if (!tip) throw new ProposalChanged('gone')
  const onto = await revision(opts, upstream.ref)
  if (!onto) throw new GitFailure('other', PROPOSALS_NO_UPSTREAM, `${upstream.ref} does not exist`)
  const { base, changes } = await proposalChanges(opts, tip, onto)
  const refused = refusedChanges(changes)
  if (refused.length) throw new NotContentFailure(PROPOSAL_NOT_CONTENT, refused)
  const { message, ...author } = await authorOf(opts, tip)
  const outcome = await squashOnto(opts, { tip, onto, base, changes, message, author, committer: who })
  if (outcome.kind === 'conflicts') return outcome
  const at = outcome.kind === 'squashed' ? outcome.commit : onto
  // The copy catches up first when it can, so the changes listed are the proposal's and not what others published.
  await fastForward(opts, onto)
  for (const { file } of changes) await writeWorkingFile(opts.root, file, await readBlob(opts, at, file))
  return { kind: 'reopened', tip, files: changes.map((c) => c.file) }
}

type Upstream = NonNullable<RepoState['upstream']>

/**
 * Whether a push failed because the branch moved: before the push began ("fetch first"), or while it ran (the shared
 * repository's own check, which git reports as a "remote rejected" like a protected branch).
 */
function upstreamMoved(error: unknown): boolean {
  if (!(error instanceof GitFailure)) return false
  return error.kind === 'rejected' || /cannot lock ref|failed to update ref|incorrect old value/i.test(error.details)
}

function isProposalBranch(branch: string): boolean {
  try {
    checkProposalBranch(branch)
    return true
  } catch {
    return false
  }
}

function trackingRef(upstream: Upstream, branch: string): string {
  return `refs/remotes/${upstream.remote}/${branch}`
}

async function fetchRemote(opts: GitOptions, upstream: Upstream): Promise<void> {
  await runGit(opts, ['fetch', '-q', '--prune', upstream.remote])
}

async function authorOf(opts: GitOptions, commit: string): Promise<Author & { date: string; message: string }> {
  const [name = '', email = '', date = '', message = ''] = (
    await runGit(opts, ['log', '-1', '--format=%an%x00%ae%x00%aI%x00%B', commit])
  ).split('\0')
  return { name, email, date, message: message.trim() }
}

/**
 * Deletes the proposal's branch on the shared repository, unless it moved since `tip` (the editor added to it: that
 * stays a proposal) or is gone already.
 */
async function deleteProposal(opts: GitOptions, upstream: Upstream, branch: string, tip: string): Promise<void> {
  if (!(await revision(opts, trackingRef(upstream, branch)))) return
  const lease = `--force-with-lease=refs/heads/${branch}:${tip}`
  try {
    await runGit(opts, ['push', '-q', lease, upstream.remote, `:refs/heads/${branch}`])
  } catch (error) {
    if (!(error instanceof GitFailure)) throw error
    if (error.kind === 'rejected') return
    throw new GitFailure(error.kind, PROPOSAL_LEFT_OVER, error.details)
  }
}

/** Brings the studio's copy to `commit` when nothing under pages/ is changed or unpublished in it; else leaves it. */
async function fastForward(opts: GitOptions, commit: string): Promise<void> {
  try {
    const state = await repoState(opts)
    if (!state.head || state.ahead > 0 || !(await isAncestor(opts, state.head, commit))) return
    if ((await runGit(opts, ['status', '--porcelain', '--', 'pages'])).trim() !== '') return
    await runGit(opts, ['merge', '-q', '--ff-only', commit])
  } catch {
    // The proposal is published; the next sync brings it into this copy.
  }
}
