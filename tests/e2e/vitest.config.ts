import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** The real-browser suite: `npm run test:e2e` (tests/e2e/run.ts) or `npx vitest run --config tests/e2e/vitest.config.ts`. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One browser per file; files run one after the other (2 cores), tests marked concurrent share it.
    fileParallelism: false,
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['default', ['./tests/summary-reporter.ts', { suite: 'e2e' }]],
  },
})
