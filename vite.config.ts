/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { devGuardPlugin } from './src/site/dev-guard.ts'
import { chunkGroups, entryGroup } from './src/site/chunk-groups.ts'
import { contentPlugin } from './src/site/vite-plugin.ts'
import { galleryPlugin } from './src/gallery/gallery-plugin.ts'
import { mediaPlugin } from './src/media/media-plugin.ts'

/** The day the tests build the site as on (package.json's config.testDate: see tests/helpers/test-date.ts). */
const TEST_DATE: string = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')).config.testDate

/** The build's cache (src/build/build-site.ts). */
const CACHE = fileURLToPath(new URL('.cache', import.meta.url))

/** The unit files that take far longer than the rest (see the `long` project). */
const LONG = ['tests/content/fuzz.test.ts', 'tests/build/incremental-build.test.ts', 'tests/server/load-test.test.ts']

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [devGuardPlugin(), react(), contentPlugin(), mediaPlugin(), galleryPlugin()],
  server: {
    // No Access-Control-Allow-Origin for anyone: another site on this machine cannot read the dev server's answers.
    cors: false,
    // The build's cache (its spare site tree, the search index's copies: 40,000 files at 10,000 articles) is nothing
    // the dev server shows: its watcher walked it at every start (0.3 GB of the server's memory at that size).
    watch: { ignored: [(path: string) => path === CACHE || path.startsWith(CACHE + sep)] },
  },
  build: {
    target: 'esnext',
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // A group takes only the modules it names: their dependencies stay where they are (the entry, mostly), so no
        // group pulls the router or React out of the entry. The entry group is the browser's: in the server bundle
        // (two entries, the server's and the pre-render worker's) it left the worker unable to start (exit code 13,
        // an import that never settled).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: isSsrBuild ? chunkGroups : [entryGroup, ...chunkGroups],
        },
      },
    },
    // .vite/manifest.json, which the build moves to .cache/bundle-manifest.json (dist/ holds only what is served):
    // npm run bench reads each route's initial chunks from it.
    manifest: true,
  },
  preview: { port: 4173 },
  test: {
    exclude: ['tests/e2e/**'],
    // The site as built on one fixed day (jobs close on their dates): see tests/helpers/test-date.ts.
    env: { SITE_DATE: process.env.SITE_DATE ?? TEST_DATE },
    restoreMocks: true,
    // Vitest's default is one worker per core but one (2 on this machine's 2 cores: 1); many tests wait on a child
    // build or a server, so two keep both cores busy.
    maxWorkers: 2,
    // Tests that load the whole site's content take ~1 s alone and much longer on a busy 2-core machine.
    testTimeout: 30_000,
    // A file's setup (a site of 500 jobs loaded, a scratch copy built) likewise.
    hookTimeout: 60_000,
    reporters: ['default', './tests/summary-reporter.ts'],
    // Components are tested in jsdom; the rest (content, build, media, server) needs no DOM and starts faster without
    // one. A .ts test that parses XML or HTML asks for jsdom with a `// @vitest-environment jsdom` comment.
    projects: [
      {
        extends: true,
        // One jsdom per worker, shared by its files (a fresh one per file cost three times the CPU): tests/setup.ts
        // clears what a file can leave behind (the rendered tree, storage, the page store, fake timers).
        test: {
          name: 'dom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/**/*.isolated.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        // A file that replaces a module (vi.mock) needs its own module graph: name it *.isolated.test.ts(x) (the code
        // lint refuses vi.mock anywhere else; a .ts one without a DOM says `// @vitest-environment node`).
        test: {
          name: 'isolated',
          include: ['tests/**/*.isolated.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        // The files that take far longer than the rest, in a project of their own: Vitest starts projects in
        // name order and the files of one by their last timings, or by size on a clean clone (CI), where these small
        // files would start last and end the run with one worker busy and the other idle.
        test: { name: 'long', include: LONG, environment: 'node', isolate: false, setupFiles: ['tests/hold-words.ts'] },
      },
      {
        extends: true,
        // No DOM and no module state that one file leaves for another: the files share their imports.
        test: {
          name: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/**/*.isolated.test.ts', ...LONG],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/hold-words.ts'],
        },
      },
    ],
  },
}))
