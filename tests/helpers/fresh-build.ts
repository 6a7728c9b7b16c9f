import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = ['src', 'pages', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json']

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** A bundle with React's development build (a build run with NODE_ENV=development/test) is not what ships. */
function isDevBuild(dist: string): boolean {
  const assets = join(dist, 'assets')
  if (!existsSync(assets)) return false
  return readdirSync(assets).some(
    (f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes('Download the React DevTools'),
  )
}

/** Why dist/ must be built again before tests read it, or '' when it is what `npm run build` makes of the sources. */
export function staleReason(root: string): string {
  const built = join(root, 'dist', 'index.html')
  if (process.env.E2E_BUILD === '1') return 'E2E_BUILD=1'
  if (!existsSync(built)) return 'dist/ is missing'
  if (statSync(built).mtimeMs < Math.max(...SOURCES.map((p) => newest(join(root, p)))))
    return 'dist/ is older than its sources'
  if (isDevBuild(join(root, 'dist'))) return 'dist/ holds a development build'
  return ''
}

/**
 * Makes dist/ a production build of the current sources, once for all the suites that read it (npm test runs the
 * unit and e2e suites side by side): a build already under way elsewhere is waited for, not repeated.
 */
export async function ensureFreshBuild(root: string, log: (line: string) => void = console.log): Promise<void> {
  const lock = join(root, '.cache', 'fresh-build.lock')
  mkdirSync(join(root, '.cache'), { recursive: true })
  for (const started = Date.now(); ;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      // Another suite builds: wait for it (a lock older than five minutes was left by a killed run).
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 300_000) rmSync(lock, { recursive: true })
      if (Date.now() - started > 300_000) throw new Error(`${lock} held for five minutes: remove it if no build runs`)
      await new Promise((done) => setTimeout(done, 250))
    }
  }
  try {
    const reason = staleReason(root)
    if (!reason) return
    log(`${reason}: building…`)
    // vitest sets NODE_ENV=test, and Vite honours an inherited NODE_ENV: without this the bundle holds React's dev build.
    execFileSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts'], {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
    })
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
