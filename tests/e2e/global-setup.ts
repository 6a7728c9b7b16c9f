/**
 * Global setup of the e2e suite: builds the site when dist/ is missing or older than its sources (the same rule as
 * `npm start`), copies dist/ to a private folder (so a concurrent `npm run build` cannot pull files from under the
 * running suite) and serves that copy with the project's CDN-like static server on a free port.
 * E2E_BASE_URL=http://localhost:4173 runs the suite against an already running server instead (e.g. `npm start`).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createStaticServer } from '../../scripts/static-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the site under test, without a trailing slash. */
    baseUrl: string
  }
}

const SOURCES = ['src', 'pages', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json']

/** A bundle with React's development build (a build run with NODE_ENV=development/test) is not what ships. */
function isDevBuild(dist: string): boolean {
  const assets = join(dist, 'assets')
  if (!existsSync(assets)) return false
  return readdirSync(assets).some(
    (f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes('Download the React DevTools'),
  )
}

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''))
    return async () => {}
  }

  const root = process.cwd()
  const built = join(root, 'dist', 'index.html')
  const sources = Math.max(...SOURCES.map((p) => newest(join(root, p))))
  const reason =
    process.env.E2E_BUILD === '1'
      ? 'E2E_BUILD=1'
      : !existsSync(built)
        ? 'dist/ is missing'
        : statSync(built).mtimeMs < sources
          ? 'dist/ is older than its sources'
          : isDevBuild(join(root, 'dist'))
            ? 'dist/ holds a development build'
            : ''
  if (reason) {
    console.log(`[e2e] ${reason}: building…`)
    // vitest sets NODE_ENV=test, and Vite honours an inherited NODE_ENV: without this the bundle holds React's dev build.
    const env = { ...process.env, NODE_ENV: 'production' }
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit', cwd: root, env })
  }

  const dir = mkdtempSync(join(tmpdir(), 'e2e-dist-'))
  cpSync(join(root, 'dist'), dir, { recursive: true })
  const server = createStaticServer(dir)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('baseUrl', `http://127.0.0.1:${port}`)
  console.log(`[e2e] serving a copy of dist/ on http://127.0.0.1:${port}`)

  return async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    rmSync(dir, { recursive: true, force: true })
  }
}
