/** npm run build: the whole site built aside and swapped into dist/ (scripts/build-site.ts); exits 1 on failure. */
import { BuildFailure } from './build-failure.ts'
import { buildSite } from './build-site.ts'

try {
  const { pages, seconds } = await buildSite()
  console.log(`built ${pages} pages in ${seconds.toFixed(2)} s → dist/`)
} catch (error) {
  console.error(error instanceof BuildFailure ? `\n${error.message}` : error)
  process.exit(1)
}
