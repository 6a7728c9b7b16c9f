import { checkAuthor, type Author } from './author.ts'
import { failureMessage } from './classify-failure.ts'
import { cleanMessage } from './commit-message.ts'
import { commitPages, undoCommit } from './commit-pages.ts'
import { emptyTree } from './compare-base.ts'
import { filesBetween, isAncestor, mergeBase } from './git-queries.ts'
import { propose, type ProposalUpdate } from './propose.ts'
import { replay, type FileConflict } from './replay.ts'
import { repoState, revision, type RepoState } from './repo-state.ts'
import { GitFailure, runGit, type GitOptions } from './run-git.ts'
import { refuseNotContent, treeChanges } from './tree-changes.ts'

export type { Author } from './author.ts'
export type { ConflictSegment } from './merge-texts.ts'
export type { FileConflict } from './replay.ts'
export { pullRequestLink } from './pull-request-link.ts'

/** How a publish ended. */
export type PublishResult =
  | { kind: 'published'; commit: string; branch: string; arrived: string[] }
  | { kind: 'committed'; commit: string; reason: 'no-upstream'; message: string }
  | { kind: 'nothing'; message: string }
  | { kind: 'conflicts'; upstream: string; files: FileConflict[] }
  | { kind: 'proposed'; commit: string; branch: string; link?: string; updated?: true }

/** What the editor asks: publish (or propose) their changes under pages/, maybe with their answers to conflicts. */
export interface PublishRequest {
  message: string
  author: Author
  propose?: boolean
  /** File → its full text as the editor resolved it, for the conflicts computed against `upstreamSeen`. */
  resolutions?: Record<string, string>
  upstreamSeen?: string
  /** With `propose`: the reopened proposal this change updates (see propose). */
  update?: ProposalUpdate
  /** Only these files under pages/ (the team studio: the person's own saves); every change under pages/ when absent. */
  only?: string[]
  /**
   * Checks the files after the change was replayed on others' (the combination nobody has checked yet), before the
   * push; throwing stops the publish and puts the editor's own version back.
   */
  beforePush?: () => void | Promise<void>
}

/** Pushes rejected because others published meanwhile are fetched, replayed and pushed again, this many times. */
const ATTEMPTS = 3

export const NOTHING_MESSAGE = 'There is nothing new to publish: the shared version already has every change made here.'
export const NO_UPSTREAM_MESSAGE =
  'Your change is saved as a version on this computer. No shared repository is set up for this copy, so nobody else sees it yet: ask a developer to connect one.'

/**
 * Commits the editor's changes under pages/ in their name and pushes them to the branch's upstream; when others
 * published meanwhile, the change is replayed on top of theirs (never a merge commit, never a forced push), and
 * lines changed on both sides come back as conflicts for the editor to resolve. Throws a GitFailure.
 */
export async function publish(opts: GitOptions, request: PublishRequest): Promise<PublishResult> {
  checkAuthor(request.author)
  const req = { ...request, message: cleanMessage(request.message ?? '', request.author) }
  if (!req.message) throw new Error('Say in a few words what you changed before publishing.')
  const before = await repoState(opts)
  if (before.detached) throw new GitFailure('detached', failureMessage('detached', 0), '')
  await refuseUnpublishedNotContent(opts, before)
  const committed = await commitPages(opts, req.message, req.author, req.only)
  const state = await repoState(opts)
  const { upstream, head } = state
  if (!head || (!committed && state.ahead === 0)) return { kind: 'nothing', message: NOTHING_MESSAGE }
  if (!upstream) return { kind: 'committed', commit: head, reason: 'no-upstream', message: NO_UPSTREAM_MESSAGE }
  if (req.propose) {
    try {
      return await propose(opts, upstream, req.message, req.update)
    } catch (error) {
      // A proposal that never reached the shared repository leaves no commit on this branch: the change stays its
      // person's saved work, and no colleague's publish sends it unreviewed.
      if (committed && before.head) await undoCommit(opts, committed, before.head, req.only).catch(() => {})
      throw error
    }
  }

  const known = await revision(opts, upstream.ref)
  const oldBase = (known && (await mergeBase(opts, head, known))) || (await emptyTree(opts))
  let replayedOnto: string | undefined
  let failure: unknown
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const theirs = await revision(opts, upstream.ref)
      if (theirs && !(await isAncestor(opts, theirs, 'HEAD'))) {
        const outcome = await replay(opts, theirs, req)
        if (outcome.kind === 'conflicts') return outcome
        replayedOnto = theirs
        await req.beforePush?.()
      }
      await runGit(opts, ['push', '-q', upstream.remote, `HEAD:refs/heads/${upstream.branch}`])
      const arrived = replayedOnto ? await filesBetween(opts, oldBase, replayedOnto, 'pages') : []
      return { kind: 'published', commit: (await revision(opts, 'HEAD'))!, branch: upstream.branch, arrived }
    } catch (error) {
      failure = error
      if (!(error instanceof GitFailure && error.kind === 'rejected')) break
      try {
        await runGit(opts, ['fetch', '-q', upstream.remote])
      } catch (fetchError) {
        failure = fetchError
        break
      }
    }
  }
  // Whatever failed after a replay, the editor's own commit comes back as it was: nothing is lost.
  if ((await revision(opts, 'HEAD')) !== head) await runGit(opts, ['reset', '-q', '--keep', head]).catch(() => {})
  throw failure
}

export const UNPUBLISHED_NOT_CONTENT =
  'Not published: this copy holds earlier unpublished changes that are not content, which the studio never sends (ask a developer to publish or remove them with git):'

/** Refuses when the commits this copy has and the shared branch lacks change anything but content. */
async function refuseUnpublishedNotContent(opts: GitOptions, state: RepoState): Promise<void> {
  const known = state.upstream && (await revision(opts, state.upstream.ref))
  if (!known || !state.head || state.ahead === 0) return
  const base = (await mergeBase(opts, state.head, known)) ?? (await emptyTree(opts))
  refuseNotContent(await treeChanges(opts, base, state.head), UNPUBLISHED_NOT_CONTENT)
}
