/**
 * npm run build: the whole site built aside and swapped into dist/ (src/build/build-site.ts), reusing the previous
 * build's bundles when nothing they are built from changed and its pages whose inputs did not change; `npm run build
 * -- --full` reads no cache (src/build/build-cache.ts: noCache) and bundles and renders every page again. Exits 1 on
 * failure.
 */
import { BuildFailure } from '../src/build/build-failure.ts'
import { noCache, previousBuildCache } from '../src/build/build-cache.ts'
import { buildSite } from '../src/build/build-site.ts'

try {
  const root = process.cwd()
  const cache = process.argv.includes('--full') ? noCache(root) : previousBuildCache(root)
  const { pages, reused, bundlesReused, searchParts, seconds } = await buildSite({ root, cache })
  const search = searchParts.of > 1 ? `; search index: ${searchParts.indexed} of ${searchParts.of} parts made` : ''
  const bundles = bundlesReused ? '; the bundles too' : ''
  console.log(
    `built ${pages} pages in ${seconds.toFixed(2)} s → dist/${reused > 0 ? ` (${reused} unchanged since the last build, reused${bundles}${search})` : ''}`,
  )
  // Everything is written (and what is left to remove has a process of its own): exiting now lets the system free
  // the memory at once instead of Node tearing down a large site's content.
  process.exit(0)
} catch (error) {
  console.error(error instanceof BuildFailure ? `\n${error.message}` : error)
  process.exit(1)
}
