/**
 * npm run test:e2e: the real-browser suite. Checks that Chromium is there, then runs vitest with the e2e config
 * (which builds dist/ when needed and serves a copy of it). Extra arguments go to vitest, e.g.
 *   npm run test:e2e -- tests/e2e/forms          one file
 *   npm run test:e2e -- -t "skip link"            tests by name
 *   E2E_BASE_URL=http://localhost:4173 npm run test:e2e   against a running `npm start`
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { E2E_CHROMIUM_PATH } from '../helpers/chromium.ts'

if (!existsSync(E2E_CHROMIUM_PATH)) {
  console.error(
    `Chromium was not found at ${E2E_CHROMIUM_PATH}.\nInstall Debian's build (sudo apt-get install -y chromium chromium-headless-shell; .ci/run does this) or set CHROMIUM_PATH.`,
  )
  process.exit(1)
}

const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs')
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
process.exit(result.status ?? 1)
