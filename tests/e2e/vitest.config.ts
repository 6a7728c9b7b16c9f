import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { TEST_DATE } from '../helpers/test-date.ts'

/** The real-browser suite: `npm run test:e2e` (tests/e2e/run.ts) or `npx vitest run --config tests/e2e/vitest.config.ts`. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    // The site as built on one fixed day (jobs close on their dates): see tests/helpers/test-date.ts.
    env: { SITE_DATE: process.env.SITE_DATE ?? TEST_DATE },
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Three files at a time on two cores, tests marked concurrent sharing their file's connection to the browser:
    // most of an e2e test is waiting (the 2 s splash, a server, a timer). With two, a fifth of the cores stayed idle.
    fileParallelism: true,
    maxWorkers: 3,
    maxConcurrency: 5,
    // The files of a worker share their imports (playwright-core, the helpers, the site's content loaded once): each
    // file has its own browser, servers and scratch copies, and no file replaces a module.
    isolate: false,
    // A timeout is there to end a test that hangs, not to time one: a slow or busy machine still passes. A test that
    // needs longer says so.
    testTimeout: 180_000,
    // A poll waits for what the page does next (a save, a filter, a redirect): on a busy machine that can take more
    // than Vitest's default second (a studio save did, in CI).
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['default', ['./tests/summary-reporter.ts', { suite: 'e2e' }]],
  },
})
