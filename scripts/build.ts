/** npm run build: client bundle, server bundle, then every route pre-rendered to dist/. */
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'
import { precompress } from './precompress.ts'
import { prerender } from './prerender.ts'

const root = process.cwd()
const started = performance.now()
// Vite keeps an inherited NODE_ENV: run from vitest (NODE_ENV=test) it would ship React's development build.
process.env.NODE_ENV = 'production'
rmSync(resolve(root, 'dist'), { recursive: true, force: true })
try {
  await build({ root, logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true } })
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/app/entry-server.tsx', outDir: '.cache/ssr', emptyOutDir: true, copyPublicDir: false },
  })
} catch (e) {
  // The content plugin's message already holds every problem with file:line:col and a code frame.
  console.error(`\n${(e as Error).message}\n\nbuild failed`)
  process.exit(1)
}
const { pages } = await prerender({
  root,
  outDir: resolve(root, 'dist'),
  serverEntry: resolve(root, '.cache/ssr/entry-server.js'),
})
precompress(resolve(root, 'dist'))
console.log(`built ${pages} pages in ${((performance.now() - started) / 1000).toFixed(2)} s → dist/`)
