import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { close, createIndex } from 'pagefind'
import { SEARCH_PAGE_ATTRIBUTE } from '../src/sections/search/search-page-attribute.ts'

/** How many pages are handed to Pagefind at once: enough to keep it busy, few enough to bound memory. */
const BATCH = 64
const UNUSED = /^pagefind-(?:.*ui|highlight)\.(?:js|css)$/

/**
 * Writes the Pagefind index of a built site into `<site>/pagefind/`, when a page of it holds the search. Indexed:
 * every route's page (`…/index.html`), its `<main>` only (marked `data-pagefind-body`; forms are marked
 * `data-pagefind-ignore`). Left out: 404.html and the search page itself.
 */
export async function indexSearch(site: string): Promise<{ pages: number }> {
  const files: string[] = []
  let searchPages = 0
  for (const entry of readdirSync(site, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue
    const path = join(entry.parentPath, entry.name)
    // Attribute values are quoted and text is escaped in React's HTML, so this cannot match a page's words.
    if (readFileSync(path, 'utf8').includes(` ${SEARCH_PAGE_ATTRIBUTE}=""`)) searchPages++
    else files.push(path)
  }
  if (searchPages === 0) return { pages: 0 }

  try {
    const { index, errors } = await createIndex({})
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
    for (let i = 0; i < files.length; i += BATCH) {
      const added = await Promise.all(
        files
          .slice(i, i + BATCH)
          .map((path) =>
            index.addHTMLFile({ url: routeOf(relative(site, path)), content: readFileSync(path, 'utf8') }),
          ),
      )
      const problems = added.flatMap((result) => result.errors)
      if (problems.length) throw new Error(`Pagefind could not index a page: ${problems.join('; ')}`)
    }
    const output = join(site, 'pagefind')
    const written = await index.writeFiles({ outputPath: output })
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`)
    // Pagefind's ready-made interfaces (about 430 KB) are written too; the page has its own.
    for (const name of readdirSync(output)) if (UNUSED.test(name)) rmSync(join(output, name))
    return { pages: files.length }
  } finally {
    await close()
  }
}

/** about/index.html → /about, index.html → / (the site's routes carry no trailing slash). */
function routeOf(file: string): string {
  return `/${file.split(/[\\/]/).slice(0, -1).join('/')}`
}
