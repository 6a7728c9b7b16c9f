import { emptyTree } from './compare-base.ts'
import { filesBetween } from './git-queries.ts'
import { repoState } from './repo-state.ts'
import { GitFailure, runGit, type GitOptions } from './run-git.ts'
import { treeChanges, whyNotFile } from './tree-changes.ts'

/** What a sync did: whether it reached the shared repository, which files under pages/ arrived, where things stand. */
export interface SyncResult {
  fetched: boolean
  arrived: string[]
  behind: number
  ahead: number
  /** Plain words when the fetch failed or the others' changes could not be brought in yet. */
  message?: string
}

export const SYNC_NO_UPSTREAM =
  'No shared repository is set up for this copy, so there is nothing to bring in. Ask a developer to connect one.'
export const SYNC_BLOCKED =
  'Others published changes, but files changed on this computer outside the content are in the way, so they were not brought in yet. Ask a developer to look at this copy.'
/** Why what others published is not brought in: links where the site's files are. */
export const syncRefused = (reasons: string[]) =>
  `Others published changes, but they were not brought in: ${reasons.slice(0, 5).join('; ')}${reasons.length > 5 ? `, and ${reasons.length - 5} more` : ''}, which the studio never takes where the site’s files are. Ask a developer to remove ${reasons.length === 1 ? 'it' : 'them'} from the shared repository.`
export const SYNC_WAITING =
  'Others published changes. They will be brought in when you publish yours (your unpublished changes stay as they are).'

/**
 * Fetches the upstream and, when nothing under pages/ is changed or unpublished here, fast-forwards to it and lists
 * the files under pages/ that arrived. A failed fetch is reported in `message`, never thrown.
 */
export async function sync(opts: GitOptions): Promise<SyncResult> {
  const before = await repoState(opts)
  const upstream = before.upstream
  if (!upstream) return { fetched: false, arrived: [], behind: 0, ahead: before.ahead, message: SYNC_NO_UPSTREAM }
  try {
    await runGit(opts, ['fetch', '-q', upstream.remote])
  } catch (error) {
    const message = error instanceof GitFailure ? error.message : String(error)
    return { fetched: false, arrived: [], behind: before.behind, ahead: before.ahead, message }
  }
  const state = await repoState(opts)
  if (state.behind === 0) return { fetched: true, arrived: [], behind: 0, ahead: state.ahead }
  // The site and the studio serve pages/ and public/: a link there could hand out any file of this machine.
  const served = (await treeChanges(opts, state.head ?? (await emptyTree(opts)), upstream.ref)).filter((c) =>
    /^(pages|public)\//.test(c.file),
  )
  const links = served.flatMap((c) => whyNotFile(c) ?? [])
  if (links.length)
    return { fetched: true, arrived: [], behind: state.behind, ahead: state.ahead, message: syncRefused(links) }
  const edited = (await runGit(opts, ['status', '--porcelain', '--', 'pages'])).trim() !== ''
  if (edited || state.ahead > 0 || !state.head)
    return { fetched: true, arrived: [], behind: state.behind, ahead: state.ahead, message: SYNC_WAITING }
  try {
    await runGit(opts, ['merge', '-q', '--ff-only', upstream.ref])
  } catch (error) {
    const message = error instanceof GitFailure && error.kind !== 'other' ? error.message : SYNC_BLOCKED
    return { fetched: true, arrived: [], behind: state.behind, ahead: state.ahead, message }
  }
  const after = await repoState(opts)
  const arrived = await filesBetween(opts, state.head, after.head!, 'pages')
  return { fetched: true, arrived, behind: after.behind, ahead: after.ahead }
}
