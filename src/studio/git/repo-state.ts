import { askGit, runGit, type GitOptions } from './run-git.ts'

/** Where the studio's copy stands: its branch, the shared branch it publishes to, and how far apart they are. */
export interface RepoState {
  branch?: string
  detached: boolean
  upstream?: { remote: string; branch: string; ref: string; url?: string }
  head?: string
  ahead: number
  behind: number
}

/** The state of the copy at `opts.root`: no commit yet leaves `head` undefined, no upstream leaves `upstream` so. */
export async function repoState(opts: GitOptions): Promise<RepoState> {
  await runGit(opts, ['rev-parse', '--git-dir'])
  const branch = (await askGit(opts, ['symbolic-ref', '-q', '--short', 'HEAD']))?.trim() || undefined
  const head = await revision(opts, 'HEAD')
  const upstream = branch ? await upstreamOf(opts, branch) : undefined
  let ahead = 0
  let behind = 0
  const upstreamHead = upstream && (await revision(opts, upstream.ref))
  if (head && upstreamHead) {
    const counts = await runGit(opts, ['rev-list', '--left-right', '--count', `${head}...${upstreamHead}`])
    ;[ahead = 0, behind = 0] = counts.trim().split(/\s+/).map(Number)
  } else if (head && upstream) {
    ahead = Number((await runGit(opts, ['rev-list', '--count', head])).trim())
  }
  return { branch, detached: !branch, upstream, head, ahead, behind }
}

/** The commit a name points at, or undefined when there is none (an unborn branch, a missing ref). */
export async function revision(opts: GitOptions, name: string): Promise<string | undefined> {
  return (await askGit(opts, ['rev-parse', '-q', '--verify', `${name}^{commit}`]))?.trim() || undefined
}

async function upstreamOf(opts: GitOptions, branch: string): Promise<RepoState['upstream']> {
  const format = '%(upstream:short)%00%(upstream:remotename)%00%(upstream:remoteref)'
  const line = await runGit(opts, ['for-each-ref', `--format=${format}`, `refs/heads/${branch}`])
  const [ref, remote, remoteRef] = line.trim().split('\0')
  // A branch that tracks another local branch (remote ".") has no shared repository to publish to.
  if (!ref || !remote || !remoteRef || remote === '.') return undefined
  const url = (await askGit(opts, ['remote', 'get-url', remote]))?.trim() || undefined
  return { remote, branch: remoteRef.replace(/^refs\/heads\//, ''), ref, url }
}
