import { execFileSync } from 'node:child_process'
import { createServer } from 'node:http'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startLive, type Live, type LiveOptions } from '../../src/live/live-server.ts'
import { scratchProject } from '../helpers/scratch-project.ts'

/** Runs git in `dir` (a commit's author given), its output. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@cedarridge.example', ...args], {
    cwd: dir,
    encoding: 'utf8',
  })
}

/**
 * The team studio's clone as the live server finds it: a scratch copy of the site (tests/helpers/scratch-project.ts)
 * committed on main, whose origin is a bare repository under `dir`; and `other`, a second clone (a developer's, or a
 * push from elsewhere).
 */
export function liveProject(dir: string): { root: string; remote: string; other: string } {
  const remote = join(dir, 'remote.git')
  const root = scratchProject(process.cwd(), join(dir, 'studio'))
  writeFileSync(join(root, '.gitignore'), 'node_modules\ndist/\n.cache/\n.studio/\n')
  mkdirSync(remote)
  git(remote, 'init', '-q', '--bare', '-b', 'main')
  git(root, 'init', '-q', '-b', 'main')
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '-m', 'The site')
  git(root, 'remote', 'add', 'origin', remote)
  git(root, 'push', '-q', '-u', 'origin', 'main')
  const other = join(dir, 'other')
  git(dir, 'clone', '-q', remote, other)
  return { root, remote, other }
}

/** Changes the About page's first heading in `clone`, commits and pushes it (a publish, from the studio or elsewhere). */
export function publishHeading(clone: string, heading: string): void {
  setHeading(clone, heading)
  git(clone, 'commit', '-q', '-am', `About: ${heading}`)
  git(clone, 'push', '-q', 'origin', 'HEAD:main')
}

/** Changes the About page's first heading in the working tree only (an editor's unpublished save). */
export function setHeading(clone: string, heading: string): void {
  const file = join(clone, 'pages/about.yaml')
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^( {4}heading: ).*$/m, `$1${heading}`))
}

/**
 * The live server of `root` on free ports of 127.0.0.1, pulling only when asked, silent, with a stand-in studio
 * unless `options` give the team server: what every test and the bench start (src/live/live-server.ts).
 */
export function startLocalLive(root: string, options: Partial<LiveOptions> = {}): Promise<Live> {
  return startLive({
    root,
    host: '127.0.0.1',
    port: 0,
    studioPort: 0,
    pullEveryMs: 0,
    log: () => {},
    teamServer: () => createServer((_, res) => res.end('studio')),
    ...options,
  })
}
