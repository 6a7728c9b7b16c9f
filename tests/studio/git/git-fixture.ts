import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gitEnv, type GitOptions } from '../../../src/studio/git/run-git.ts'

export const INDEX =
  'title: Home\nintro: Welcome to Cedar Ridge\nbody: We build homes.\ncontact: hello@example.com\nfooter: See you soon\n'
export const ABOUT = 'title: About us\nbody: A small team.\n'
export const EDITOR = { name: 'Erin Editor', email: 'erin@example.com' }
export const OTHER = { name: 'Sam Other', email: 'sam@example.com' }

/** A shared (bare) repository, the studio's clone and the other person's clone, on a machine with no git identity. */
export interface Fixture {
  dir: string
  remote: string
  studio: string
  other: string
  /** For the studio's copy: no global config, no system config, no identity in the environment. */
  opts: GitOptions
  env: NodeJS.ProcessEnv
  /** Runs git in `cwd` (setup only) and answers its stdout, trimmed. */
  git: (cwd: string, ...args: string[]) => string
  /** Writes files (undefined deletes) in `cwd`, commits them as `who` and pushes. */
  publishAs: (cwd: string, who: typeof EDITOR, files: Record<string, string>, message: string) => void
  read: (cwd: string, file: string) => string
  write: (cwd: string, file: string, text: string) => void
  cleanup: () => void
}

/** The files of a working tree (.git left out) whose text contains `text`. */
export function filesContaining(cwd: string, text: string): string[] {
  return readdirSync(cwd, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !join(e.parentPath, e.name).includes(`${cwd}/.git/`))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => readFileSync(path, 'utf8').includes(text))
}

/** Creates the three repositories, each with the first commit holding pages/index.yaml and pages/about.yaml. */
export function createFixture(): Fixture {
  const dir = mkdtempSync(join(tmpdir(), 'studio-git-'))
  const home = join(dir, 'home')
  mkdirSync(home)
  // No identity may come from the machine: every GIT_* (and EMAIL) of the test runner's environment is removed (a key
  // set to undefined), no global or system config is read, and HOME is empty.
  const env: NodeJS.ProcessEnv = {}
  for (const key of Object.keys(process.env)) if (/^GIT_/.test(key) || key === 'EMAIL') env[key] = undefined
  Object.assign(env, { HOME: home, XDG_CONFIG_HOME: home, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' })
  const childEnv = gitEnv(env)
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, env: childEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
  const write = (cwd: string, file: string, text: string) => {
    mkdirSync(dirname(join(cwd, file)), { recursive: true })
    writeFileSync(join(cwd, file), text)
  }
  const read = (cwd: string, file: string) => readFileSync(join(cwd, file), 'utf8')
  const publishAs = (cwd: string, who: typeof EDITOR, files: Record<string, string>, message: string) => {
    for (const [file, text] of Object.entries(files)) write(cwd, file, text)
    git(cwd, 'add', '-A')
    git(cwd, '-c', `user.name=${who.name}`, '-c', `user.email=${who.email}`, 'commit', '-q', '-m', message)
    git(cwd, 'push', '-q')
  }
  const remote = join(dir, 'remote.git')
  const studio = join(dir, 'studio')
  const other = join(dir, 'other')
  git(dir, 'init', '-q', '--bare', '--initial-branch=main', remote)
  git(dir, 'init', '-q', '--initial-branch=main', studio)
  git(studio, 'remote', 'add', 'origin', remote)
  write(studio, 'pages/index.yaml', INDEX)
  write(studio, 'pages/about.yaml', ABOUT)
  write(studio, 'README.md', 'The site.\n')
  git(studio, 'add', '-A')
  git(studio, '-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '-q', '-m', 'First version')
  git(studio, 'push', '-q', '-u', 'origin', 'main')
  git(dir, 'clone', '-q', remote, other)
  return {
    dir,
    remote,
    studio,
    other,
    opts: { root: studio, env },
    env,
    git,
    publishAs,
    read,
    write,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  }
}
