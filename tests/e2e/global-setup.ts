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
import { createStaticServer } from '../../src/server/static-server.ts'
import { ensureFreshBuild } from '../helpers/fresh-build.ts'
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from '../helpers/chromium.ts'
import { pinTestDate } from '../helpers/test-date.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the site under test, without a trailing slash. */
    baseUrl: string
    /** Where the suite's Chromium listens for test files (playwright-core's browser server). */
    browserEndpoint: string
  }
}

/**
 * The suite's own flags on top of the usual ones:
 * - every host but this machine fails at once at name resolution, so no page waits on the network (images, the map
 *   embed, share links fail the way they do when a host is down). Before, each context intercepted every request to
 *   abort the foreign ones: each of a page's requests then went through the test process, a tenth of the suite's CPU.
 * - V8 stops at its baseline compiler: a test page lives seconds, and optimizing its code cost more than it saved
 *   (the studio file: 111 → 92–100 core-s). Only the time a page takes changes, never what it does. Lighthouse
 *   (`npm run bench`) runs without this flag.
 */
const SUITE_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
  '--js-flags=--max-opt=1',
]

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  pinTestDate()
  const browser = await chromium.launchServer({
    executablePath: E2E_CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...SUITE_ARGS],
  })
  project.provide('browserEndpoint', browser.wsEndpoint())
  console.log(`[e2e] browser: ${E2E_CHROMIUM_PATH}`)
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
