/**
 * npm run build: the whole site built aside and swapped into dist/ (src/build/build-site.ts), keeping the last build's
 * bundles when nothing they are made from changed and its pages whose inputs did not change; `npm run build --
 * --full` bundles and renders every page again. Exits 1 on failure.
 */
import { BuildFailure } from '../src/build/build-failure.ts'
import { buildSite } from '../src/build/build-site.ts'

try {
  const full = process.argv.includes('--full')
  const { pages, kept, bundlesReused, searchParts, seconds } = await buildSite({ full })
  const search = searchParts.of > 1 ? `; search index: ${searchParts.indexed} of ${searchParts.of} parts made` : ''
  const bundles = bundlesReused ? '; the bundles too' : ''
  console.log(
    `built ${pages} pages in ${seconds.toFixed(2)} s → dist/${kept > 0 ? ` (${kept} unchanged since the last build, kept${bundles}${search})` : ''}`,
  )
  // Everything is written (and what is left to remove has a process of its own): the system lets go of the memory at
  // once, where Node's own teardown of a large site's content took 0.1 to 0.15 s more.
  process.exit(0)
} catch (error) {
  console.error(error instanceof BuildFailure ? `\n${error.message}` : error)
  process.exit(1)
}
