/**
 * npm run build: the whole site built aside and swapped into dist/ (src/build/build-site.ts), reusing the previous
 * build's bundles when nothing they are built from changed and its pages whose inputs did not change; `npm run build
 * -- --full` reads no cache (src/build/build-cache.ts: noCache) and bundles and renders every page again. Exits 1 on
 * failure. `--json`: one JSON line per step as it starts (`{"step":"content"}`) and a last line with the result
 * (`{"ok":true,"pages":40,…}` or `{"ok":false,"problems":[{file,line,column,message}]}`), for the live server.
 */
import { BuildFailure } from '../src/build/build-failure.ts'
import { noCache, previousBuildCache } from '../src/build/build-cache.ts'
import { buildProblems } from '../src/build/build-problems.ts'
import { buildSite } from '../src/build/build-site.ts'

const json = process.argv.includes('--json')
const line = (value: object) => process.stdout.write(`${JSON.stringify(value)}\n`)
const root = process.cwd()
try {
  const cache = process.argv.includes('--full') ? noCache(root) : previousBuildCache(root)
  const onStep = json ? (step: string) => line({ step }) : undefined
  const { pages, reused, bundlesReused, searchParts, seconds, scheduled } = await buildSite({ root, cache, onStep })
  const search = searchParts.of > 1 ? `; search index: ${searchParts.indexed} of ${searchParts.of} parts made` : ''
  const bundles = bundlesReused ? '; the bundles too' : ''
  if (json) line({ ok: true, pages, reused, seconds, scheduled })
  else
    console.log(
      `built ${pages} pages in ${seconds.toFixed(2)} s → dist/${reused > 0 ? ` (${reused} unchanged since the last build, reused${bundles}${search})` : ''}`,
    )
  // Everything is written (and what is left to remove has a process of its own): exiting now lets the system free
  // the memory at once instead of Node tearing down a large site's content.
  process.exit(0)
} catch (error) {
  console.error(error instanceof BuildFailure ? `\n${error.message}` : error)
  if (json) line({ ok: false, problems: buildProblems(error, root) })
  process.exit(1)
}
