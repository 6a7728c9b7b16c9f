import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect } from 'vitest'

/** `npm run build` (with `args`) in a project folder, in a child process: its output, or an error with it. */
export function build(project: string, ...args: string[]): string {
  const result = spawnSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts', ...args], {
    cwd: project,
    encoding: 'utf8',
    timeout: 240_000,
  })
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}${result.stderr}`)
  return result.stdout
}

/** Every file under `dir` (its path → its bytes), Pagefind's index aside. */
export function files(dir: string, skip = /^pagefind\//): Map<string, Buffer> {
  const out = new Map<string, Buffer>()
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name)
    const rel = relative(dir, path).split('\\').join('/')
    if (skip.test(rel) || !statSync(path).isFile()) continue
    out.set(rel, readFileSync(path))
  }
  return out
}

/**
 * A build with no cache (`npm run build -- --full`: noCache in src/build/build-cache.ts) renders every page and writes
 * the very files of dist/ as it is (Pagefind's index aside): the reference an incremental build is compared with.
 */
export function expectFullBuildSame(project: string): void {
  const dist = join(project, 'dist')
  const before = files(dist)
  expect(build(project, '--full')).not.toMatch(/reused/)
  const full = files(dist)
  expect([...before.keys()].sort()).toEqual([...full.keys()].sort())
  expect([...full].filter(([file, bytes]) => !before.get(file)!.equals(bytes)).map(([f]) => f)).toEqual([])
}
