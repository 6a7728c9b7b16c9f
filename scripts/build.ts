/**
 * npm run build: the whole site built aside and swapped into dist/ (scripts/build-site.ts), keeping the last build's
 * pages whose inputs did not change; `npm run build -- --full` renders every page again. Exits 1 on failure.
 */
import { BuildFailure } from './build-failure.ts'
import { buildSite } from './build-site.ts'

try {
  const full = process.argv.includes('--full')
  const { pages, kept, searchParts, seconds } = await buildSite({ full })
  const search = searchParts.of > 1 ? `; search index: ${searchParts.indexed} of ${searchParts.of} parts made` : ''
  console.log(
    `built ${pages} pages in ${seconds.toFixed(2)} s → dist/${kept > 0 ? ` (${kept} unchanged since the last build, kept${search})` : ''}`,
  )
} catch (error) {
  console.error(error instanceof BuildFailure ? `\n${error.message}` : error)
  process.exit(1)
}
