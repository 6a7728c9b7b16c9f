import { existsSync, mkdirSync, realpathSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { askGit, runGit, type GitOptions } from '../studio/git/run-git.ts'

/** The ref the server's own fetch writes (never one the studio moves: their locks never meet). */
const FETCHED = 'refs/live/published'
/** Git's own housekeeping never starts from the server's calls (it would take locks the studio needs). */
const QUIET = ['-c', 'gc.auto=0', '-c', 'maintenance.auto=false']

/**
 * The site as published, in a checkout of its own: a git worktree at `dir` (under the studio's private folder) kept
 * at the published commit, so the team studio's working tree, which holds editors' unpublished saves, is never
 * built. The published commit is the remote's branch (the studio's upstream) as the studio last pushed it or the
 * server last fetched it, whichever is newer; without a remote, the studio's committed HEAD.
 */
export class PublishedCheckout {
  constructor(
    /** The team studio's clone. */
    readonly root: string,
    /** Where the checkout lives. */
    readonly dir: string,
    private readonly timeoutMs = 120_000,
  ) {}

  private get repo(): GitOptions {
    return { root: this.root, timeoutMs: this.timeoutMs }
  }

  /** The studio's upstream (remote and branch), or undefined when the clone has none. */
  async upstream(): Promise<{ remote: string; branch: string; ref: string } | undefined> {
    const ref = (await askGit(this.repo, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}']))?.trim()
    if (!ref || !ref.includes('/')) return undefined
    const remote = ref.slice(0, ref.indexOf('/'))
    return { remote, branch: ref.slice(remote.length + 1), ref: `refs/remotes/${ref}` }
  }

  /** Fetches the remote's branch into the server's own ref; the published commit afterwards (undefined: no remote). */
  async fetch(): Promise<string | undefined> {
    const upstream = await this.upstream()
    if (!upstream) return undefined
    await runGit(this.repo, [
      ...QUIET,
      'fetch',
      '-q',
      '--no-write-fetch-head',
      '--no-tags',
      upstream.remote,
      `+refs/heads/${upstream.branch}:${FETCHED}`,
    ])
    return this.published()
  }

  /** The published commit (see the class). */
  async published(): Promise<string> {
    const upstream = await this.upstream()
    if (!upstream) return (await runGit(this.repo, ['rev-parse', 'HEAD'])).trim()
    const pushed = (await askGit(this.repo, ['rev-parse', '-q', '--verify', `${upstream.ref}^{commit}`]))?.trim()
    const fetched = (await askGit(this.repo, ['rev-parse', '-q', '--verify', `${FETCHED}^{commit}`]))?.trim()
    if (!pushed || !fetched) {
      const either = pushed || fetched
      if (!either) throw new Error(`the remote branch ${upstream.ref} is not known yet`)
      return either
    }
    if (pushed === fetched) return pushed
    // The studio pushed on top of what was fetched: its push is newer. Otherwise the fetch is (a push from elsewhere,
    // or a rewritten branch).
    const pushedIsNewer = (await askGit(this.repo, ['merge-base', '--is-ancestor', fetched, pushed])) !== undefined
    return pushedIsNewer ? pushed : fetched
  }

  /** Puts the checkout at `commit` exactly (made on first use): its own files only, its dist/ and .cache/ kept. */
  async moveTo(commit: string): Promise<void> {
    if (!existsSync(join(this.dir, '.git'))) {
      await runGit(this.repo, [...QUIET, 'worktree', 'prune'])
      mkdirSync(join(this.dir, '..'), { recursive: true })
      await runGit(this.repo, [...QUIET, 'worktree', 'add', '-q', '--detach', '-f', this.dir, commit])
    } else {
      const here = { root: this.dir, timeoutMs: this.timeoutMs }
      await runGit(here, [...QUIET, 'checkout', '-q', '--detach', '-f', commit])
      await runGit(here, [...QUIET, 'clean', '-q', '-fd', '-e', 'node_modules'])
    }
    this.linkShared()
  }

  /** The project's packages, and its encoded images (keyed by their bytes, written by rename: safe to share). */
  private linkShared(): void {
    if (existsSync(join(this.root, 'node_modules')))
      linkOnce(realpathSync(join(this.root, 'node_modules')), join(this.dir, 'node_modules'))
    mkdirSync(join(this.root, '.cache/media'), { recursive: true })
    mkdirSync(join(this.dir, '.cache'), { recursive: true })
    linkOnce(join(this.root, '.cache/media'), join(this.dir, '.cache/media'))
  }
}

/** A link at `path` to `target`, unless something is there already. */
function linkOnce(target: string, path: string): void {
  try {
    symlinkSync(target, path, 'dir')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
}
