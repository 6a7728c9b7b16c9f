import { execFile } from 'node:child_process'
import { linkSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { runPool } from '../src/media/run-pool.ts'

/**
 * Most pages in one part of the search index. Pagefind holds the whole index it builds in memory, about 0.25 MB a
 * page (2.7 GB for the 10,033 pages of 10,000 added articles, beside the build process's 1 GB): parts of this size
 * keep the build and Pagefind within 1.5 GB together (issue 24).
 */
export const PART_PAGES = 1200

/** The memory the whole build may take (issue 24: the build process and Pagefind, summed). */
const BUILD_MEMORY = 1.5e9
/** Pagefind's peak on a part of PART_PAGES pages (0.25 GB measured at 1,100), with some room. */
const PART_MEMORY = 0.3e9

/**
 * How many parts Pagefind may index at once beside a build process of `rss` bytes, within BUILD_MEMORY: one after a
 * full build's pre-render (1.2 GB), two after an incremental one's (0.7 GB), never more than the cores.
 */
export function searchConcurrency(rss = process.memoryUsage().rss): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor((BUILD_MEMORY - rss) / PART_MEMORY)))
}

// Pagefind's ready-made interfaces (about 430 KB): the page has its own.
const UNUSED = /^pagefind-(?:.*ui|highlight)\.(?:js|css)$/
// What the main part's script needs; a merged part needs only its index (entry, metadata, words, fragments).
const SCRIPT_ONLY = /\.(?:js|css)$|^wasm\./

/** How many parts the search index of `count` searchable pages has (1 up to PART_PAGES). */
export function searchParts(count: number): number {
  // A part's pages are drawn by a hash of their path: a tenth of room keeps the largest within PART_PAGES.
  return count <= PART_PAGES ? 1 : Math.ceil(count / (PART_PAGES * 0.9))
}

/**
 * The part of the search index a searchable page goes into, out of `parts`: drawn by a hash of its path, so each part
 * is a sample of the whole site and ranks a page as the whole index would, and a page added or removed leaves every
 * other page in its part (an incremental build indexes again only the parts whose pages changed).
 */
export function searchPart(path: string, parts: number): number {
  if (parts === 1) return 0
  let hash = 0x811c9dc5
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193) >>> 0
  return hash % parts
}

/** A part of the search index: its pages, each its file in the site and its copy (the copy's name in the store). */
export interface SearchPart {
  pages: { file: string; copy: string }[]
}

/**
 * Writes the Pagefind index of a built site into `<site>/pagefind/`, from `parts` (none when no page searches the
 * site): the pre-render's copies of the searchable pages (scripts/prerender-worker.ts: each page's `<main
 * data-pagefind-body>`, a third of the page's bytes), kept in `copies` by their hash. A part made again gets a folder
 * of its own under `work`, its pages laid out as in the site (Pagefind takes each one's address from its place). Indexed: every route's page but those whose page data says
 * `unsearched` (the search page, the archive's); forms, an article's share row and related cards are marked
 * `data-pagefind-ignore`.
 *
 * Each part is indexed by Pagefind's command line on its own, as many at once as the memory left allows
 * (searchConcurrency), each one's memory freed when it ends. One part (up to
 * PART_PAGES pages) is the index as Pagefind writes it. More: the first is the main index (`/pagefind/`), the others
 * go to `/pagefind/part-N/`, and `/pagefind/pagefind.js` becomes a small module that merges them into the main one
 * before the first search (Pagefind's `mergeIndex`), so the search page sees one index. The cost of the split: a
 * part in which no word starts with a query's word shortens that word until one does (Pagefind 1.6 has no option
 * against it), so a word found in some parts brings loosely matching pages of the others along.
 *
 * Pagefind's Node API was no faster and needs the same memory: its index is built and written the same way (with
 * custom records, 10,033 pages: 5.3 s to add, 12.2 s to write, peak 2.76 GB; the command line: 17 to 18 s, 2.5 GB).
 */
export async function indexSearch(
  site: string,
  parts: SearchPart[],
  { copies, work }: { copies: string; work: string },
  /** Parts whose pages are those of the previous build (its folder): their index is taken from it, not made again. */
  reuse?: { from: string; parts: Set<number> },
): Promise<{ pages: number; indexed: number[] }> {
  if (parts.length === 0) return { pages: 0, indexed: [] }
  const output = join(site, 'pagefind')
  const folder = (root: string, part: number) => join(root, 'pagefind', part === 0 ? '' : `part-${part}`)
  let pages = 0
  const made: number[] = []
  for (const [part, { pages: its }] of parts.entries()) {
    if (!reuse?.parts.has(part)) {
      made.push(part)
      continue
    }
    linkFiles(folder(reuse.from, part), folder(site, part))
    pages += its.length
  }
  await runPool(made, searchConcurrency(), async (part) => {
    const source = join(work, String(part))
    const dirs = new Set<string>()
    for (const { file, copy } of parts[part]!.pages) {
      const target = join(source, file)
      const dir = dirname(target)
      if (!dirs.has(dir)) {
        mkdirSync(dir, { recursive: true })
        dirs.add(dir)
      }
      linkSync(join(copies, `${copy}.html`), target)
    }
    // Read after the await: parts end in any order (`pages += await …` would add to a stale count).
    const indexed = await runPagefind(source, folder(site, part))
    pages += indexed
    rmSync(source, { recursive: true, force: true })
    // Pagefind's ready-made interfaces go from the main part; a merged part keeps only its index.
    const written = folder(site, part)
    const unused = part === 0 ? UNUSED : SCRIPT_ONLY
    for (const name of readdirSync(written)) if (unused.test(name)) rmSync(join(written, name))
  })
  const indexed = made
  if (parts.length > 1 && indexed.includes(0)) {
    renameSync(join(output, 'pagefind.js'), join(output, 'pagefind-core.js'))
    writeFileSync(
      join(output, 'pagefind.js'),
      mergingModule(Array.from({ length: parts.length - 1 }, (_, i) => `part-${i + 1}/`)),
    )
  }
  return { pages, indexed }
}

/** Hard links to the files of `from` (not its part-N folders) in `to`: a part of the index kept from the last build. */
function linkFiles(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (/^part-\d+$/.test(entry.name)) continue
      linkFiles(join(from, entry.name), join(to, entry.name))
    } else linkSync(join(from, entry.name), join(to, entry.name))
  }
}

// The npm package's own lookup of its native binary for this platform (its command line runs it through a Node
// process of its own: 40 MB and 50 ms more for each part).
const { resolveBinaryPath } = (await import(new URL('./resolveBinary.js', import.meta.resolve('pagefind')).href)) as {
  resolveBinaryPath(names: string[]): string
}

/** Pagefind's command line on one folder of pages: the number of pages it indexed. */
async function runPagefind(source: string, output: string): Promise<number> {
  try {
    const { stdout } = await promisify(execFile)(
      resolveBinaryPath(['pagefind_extended', 'pagefind']),
      ['--site', source, '--glob', '**/index.html', '--output-path', output],
      { maxBuffer: 16 * 1024 * 1024 },
    )
    return Number(/Indexed (\d+) pages?/.exec(stdout)?.[1] ?? 0)
  } catch (error) {
    const { stdout: out = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`Pagefind could not index the site:\n${`${stderr}\n${out}`.trim().slice(-2000)}`, {
      cause: error,
    })
  }
}

/**
 * `/pagefind/pagefind.js`: the part of Pagefind's browser API the search page uses (src/sections/search/
 * load-pagefind.ts: `options`, `search`), over Pagefind's own script, with the other parts merged in before the first
 * search. Results of all parts come back as one list, ranked by score.
 */
function mergingModule(parts: string[]): string {
  return `// Written by the build (scripts/index-search.ts): the search index in ${parts.length + 1} part(s), merged.
import { createInstance } from './pagefind-core.js'
const base = new URL('./', import.meta.url).pathname
const pagefind = createInstance({ basePath: base })
const parts = ${JSON.stringify(parts)}
let settings = {}
let merged
export async function options(changes) {
  settings = { ...settings, ...changes }
  await pagefind.options(changes)
}
export async function search(term, options) {
  merged ??= Promise.all(parts.map((part) => pagefind.mergeIndex(base + part, settings)))
  await merged
  return pagefind.search(term, options)
}
`
}
