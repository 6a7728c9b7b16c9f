/**
 * Global setup of the e2e suite: builds the site when dist/ is missing or older than its sources (the same rule as
 * `npm start`), copies dist/ to a private folder (so a concurrent `npm run build` cannot pull files from under the
 * running suite) and serves that copy with the project's CDN-like static server on a free port.
 * E2E_BASE_URL=http://localhost:4173 runs the suite against an already running server instead (e.g. `npm start`).
 * It also starts the one Chromium every test file connects to (a launch per file cost about a core-second each).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { createStaticServer } from '../../scripts/static-server.ts'
import { ensureFreshBuild } from '../helpers/fresh-build.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the site under test, without a trailing slash. */
    baseUrl: string
    /** Where the suite's Chromium listens for test files (playwright-core's browser server). */
    browserEndpoint: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  project.provide('browserEndpoint', browser.wsEndpoint())
  const external = process.env.E2E_BASE_URL
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''))
    return () => browser.close()
  }

  const root = process.cwd()
  await ensureFreshBuild(root, (line) => console.log(`[e2e] ${line}`))

  const dir = mkdtempSync(join(tmpdir(), 'e2e-dist-'))
  cpSync(join(root, 'dist'), dir, { recursive: true })
  const server = createStaticServer(dir)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('baseUrl', `http://127.0.0.1:${port}`)
  console.log(`[e2e] serving a copy of dist/ on http://127.0.0.1:${port}`)

  return async () => {
    await browser.close()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    rmSync(dir, { recursive: true, force: true })
  }
}
