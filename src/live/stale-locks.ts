import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** The lock files git leaves in a git folder when it is killed mid-change. */
const LOCKS = ['index.lock', 'HEAD.lock', 'packed-refs.lock', 'config.lock', 'shallow.lock', 'ORIG_HEAD.lock']

/**
 * Removes the lock files of the git folders `gitDirs` (each clone's and worktree's own folder and the shared one)
 * that a killed git left: only those older than `since` (the server's start), and only when no git process runs in
 * `workDirs` or those folders (read from /proc; where there is none, nothing is removed). Returns what it removed.
 */
export function removeStaleLocks(gitDirs: string[], workDirs: string[], since: number): string[] {
  const locks = gitDirs.flatMap((dir) => [
    ...LOCKS.map((name) => join(dir, name)).filter((file) => existsSync(file)),
    ...refLocks(join(dir, 'refs')),
  ])
  const stale = locks.filter((file) => {
    try {
      return statSync(file).mtimeMs < since
    } catch {
      return false
    }
  })
  if (!stale.length || gitRunningIn([...gitDirs, ...workDirs])) return []
  for (const file of stale) rmSync(file, { force: true })
  return stale
}

function refLocks(refs: string): string[] {
  try {
    return (readdirSync(refs, { recursive: true }) as string[])
      .filter((name) => name.endsWith('.lock'))
      .map((name) => join(refs, name))
  } catch {
    return []
  }
}

/** Whether a git process (git, git-remote-https…) has its working folder in one of `dirs`; true when it cannot tell. */
export function gitRunningIn(dirs: string[], proc = '/proc'): boolean {
  let pids: string[]
  try {
    pids = readdirSync(proc).filter((name) => /^\d+$/.test(name))
  } catch {
    return true
  }
  if (!pids.length) return true
  return pids.some((pid) => {
    try {
      if (!/^git(?:-|$)/.test(readFileSync(join(proc, pid, 'comm'), 'utf8').trim())) return false
      const cwd = readlinkSync(join(proc, pid, 'cwd'))
      return dirs.some((dir) => {
        const rel = relative(dir, cwd)
        return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep))
      })
    } catch {
      return false
    }
  })
}
