import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** Git as the e2e tests run it, with this process's environment (see withoutGitIdentity). */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: process.env, stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** `-c` options naming a person, for the commits a test itself makes (a seed, a colleague). */
export const as = (name: string) => ['-c', `user.name=${name}`, '-c', `user.email=${name.toLowerCase()}@example.com`]

/**
 * This process (where the studio's git runs) with an empty HOME, no global or system config and no identity in its
 * environment: the machine's git identity is never found. Returns the function that puts the environment back.
 */
export function withoutGitIdentity(scratch: string): () => void {
  const saved = { ...process.env }
  const home = join(scratch, 'home')
  mkdirSync(home)
  Object.assign(process.env, { HOME: home, GIT_CONFIG_GLOBAL: join(home, 'none'), GIT_CONFIG_NOSYSTEM: '1' })
  for (const name of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL', 'EMAIL'])
    delete process.env[name]
  return () => {
    process.env = saved
  }
}

/**
 * A bare repository `scratch/remote.git` as the shared one, and the scratch project `copy` made its clone: the
 * site's files committed by "Seed" (the linked code and caches ignored) and pushed to main. Returns the remote.
 */
export function keepInGit(scratch: string, copy: string): string {
  const remote = join(scratch, 'remote.git')
  git(scratch, 'init', '-q', '--bare', '-b', 'main', remote)
  symlinkSync(resolve('schema'), join(copy, 'schema'), 'dir')
  writeFileSync(
    join(copy, '.gitignore'),
    ['node_modules', 'src', 'scripts', 'public', 'schema', '.cache', ''].join('\n'),
  )
  git(copy, 'init', '-q', '-b', 'main')
  git(copy, 'add', '-A')
  git(copy, ...as('Seed'), 'commit', '-q', '-m', 'The site')
  git(copy, 'remote', 'add', 'origin', remote)
  git(copy, 'push', '-q', '-u', 'origin', 'main')
  return remote
}
