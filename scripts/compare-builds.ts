/**
 * npm run compare-builds -- REF            builds REF (a commit, e.g. main) and the working tree, compares them
 * npm run compare-builds -- DIR_A DIR_B    compares two built sites
 *
 * What a visitor receives must not change with a refactoring: every pre-rendered HTML file, page-data JSON, feed,
 * sitemap, robots.txt and _headers, with hashed asset names (/assets/Hero-3fa9c1.js) counted as the same. Prints the
 * files that differ with their first differing line and exits 1 when any does.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, type Dirent } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'

/** The files a visitor or a crawler reads as text (the search index and scripts are compared by their effect). */
const COMPARED = /(\.html|\.json|\.xml|\.txt|\/_headers)$/
const SKIPPED = /^(pagefind|assets|\.vite)\//

/** Asset names carry a content hash: /assets/CardGrid-Cle-j0V_.js and /assets/CardGrid-D9x2.js are the same file. */
export function withoutHashes(text: string): string {
  return text.replace(/\/assets\/[^"'\s)<>]+/g, '/assets/*')
}

function filesOf(root: string): string[] {
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((f) => COMPARED.test(`/${f}`) && !SKIPPED.test(f))
    .sort()
}

/** The differences between two built sites, one line each. */
export function compareSites(a: string, b: string): string[] {
  const left = filesOf(a)
  const right = new Set(filesOf(b))
  const out: string[] = []
  for (const f of left) {
    if (!right.has(f)) {
      out.push(`${f}: only in ${a}`)
      continue
    }
    right.delete(f)
    const x = withoutHashes(readFileSync(join(a, f), 'utf8')).split('\n')
    const y = withoutHashes(readFileSync(join(b, f), 'utf8')).split('\n')
    const i = x.findIndex((line, n) => line !== y[n])
    if (i >= 0 || x.length !== y.length) {
      const n = i >= 0 ? i : Math.min(x.length, y.length)
      const at = (s: string | undefined) => (s ?? '(end of file)').slice(0, 160)
      out.push(`${f}:${n + 1}\n  - ${at(x[n])}\n  + ${at(y[n])}`)
    }
  }
  for (const f of right) out.push(`${f}: only in ${b}`)
  return out
}

/** Builds the project at `dir` (its own scripts, this checkout's node_modules) and returns its dist/. */
function build(dir: string): string {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return join(dir, 'dist')
}

/** A copy of the project at `ref` (a git worktree of it, without node_modules), built. */
function buildRef(ref: string, scratch: string): string {
  const dir = join(scratch, 'ref')
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { stdio: 'ignore' })
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  return build(dir)
}

/** The working tree as git sees it (tracked and new files, not ignored ones), copied aside and built: dist/ stays. */
function buildWorkingTree(scratch: string): string {
  const dir = join(scratch, 'work')
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .toString()
    .split('\0')
    .filter((f) => f && existsSync(f))
  for (const f of files) cpSync(f, join(dir, f))
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  return build(dir)
}

function main(args: string[]): number {
  if (args.length === 2) {
    const diff = compareSites(args[0]!, args[1]!)
    console.log(diff.length ? diff.join('\n') : 'identical')
    return diff.length ? 1 : 0
  }
  if (args.length !== 1) {
    console.error('usage: npm run compare-builds -- REF  |  npm run compare-builds -- DIR_A DIR_B')
    return 2
  }
  const scratch = mkdtempSync(join(tmpdir(), 'compare-builds-'))
  try {
    console.log(`building ${args[0]} and the working tree…`)
    const before = buildRef(args[0]!, scratch)
    const after = buildWorkingTree(scratch)
    const diff = compareSites(before, after)
    const count = filesOf(before).length
    console.log(diff.length ? diff.join('\n') : `identical: ${count} files (HTML, page data, feeds, sitemap, headers)`)
    return diff.length ? 1 : 0
  } finally {
    if (existsSync(join(scratch, 'ref'))) execFileSync('git', ['worktree', 'remove', '--force', join(scratch, 'ref')])
    rmSync(scratch, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)))
