/** The two sites npm run compare-builds compares: a git ref's, and the working tree's, each built in a scratch copy. */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** Builds the project at `dir` (its own scripts, this checkout's node_modules) and returns its dist/. */
function build(dir: string): string {
  execFileSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return join(dir, 'dist')
}

/** A copy of the project at `ref` (a git worktree of it, without node_modules), built. */
export function buildRef(ref: string, scratch: string): string {
  const dir = join(scratch, 'ref')
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { stdio: 'ignore' })
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  return build(dir)
}

/** The working tree as git sees it (tracked and new files, not ignored ones), copied aside and built: dist/ stays. */
export function buildWorkingTree(scratch: string): string {
  const dir = join(scratch, 'work')
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .toString()
    .split('\0')
    .filter((f) => f && existsSync(f))
  for (const f of files) cpSync(f, join(dir, f))
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  return build(dir)
}

/** Removes the git worktree buildRef added in `scratch`, if any. */
export function removeRef(scratch: string): void {
  if (existsSync(join(scratch, 'ref'))) execFileSync('git', ['worktree', 'remove', '--force', join(scratch, 'ref')])
}
