import { execFile } from 'node:child_process'
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { constants, gunzipSync } from 'node:zlib'
import { runPool } from '../media/run-pool.ts'

/**
 * Most pages in one part of the search index. Pagefind holds the whole index it builds in memory, about 0.25 MB a
 * page (2.7 GB for the 10,033 pages of 10,000 added articles, beside the build process's 1 GB): parts of this size
 * keep the build and Pagefind within 1.5 GB together (issue 24). SEARCH_PART_PAGES sets another size (a machine with
 * less memory; a test that splits a small site).
 */
export const PART_PAGES = Number(process.env.SEARCH_PART_PAGES) > 0 ? Number(process.env.SEARCH_PART_PAGES) : 1200

/** The memory the whole build may take (issue 24: the build process and Pagefind, summed). */
const BUILD_MEMORY = 1.5e9
/** Pagefind's peak on a part of PART_PAGES pages (0.25 GB measured at 1,100), with some room. */
const PART_MEMORY = 0.3e9

/**
 * How many parts Pagefind may index at once beside a build process of `rss` bytes, within BUILD_MEMORY, never more
 * than the cores: two on two cores once the build process has let the content go (about 0.5 GB at 10,000 articles).
 */
export function searchConcurrency(rss = process.memoryUsage().rss): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor((BUILD_MEMORY - rss) / PART_MEMORY)))
}

/**
 * From this many pages, a part's fragments (each page's text, title and headings, fetched for a result shown) are
 * written FRAGMENT_GROUP to a file (Pagefind's `--max-fragments`) instead of one file each. At +10,000 articles that is
 * 2,500 files instead of 10,000, so `dist/` holds about 15,000 files, within Cloudflare Pages' 20,000 (22,469 with one
 * file a fragment), and Pagefind makes a quarter of the files (on this machine's disk, making a file where many were
 * just removed is slow). A visitor's result then brings the fragments of three other pages along: about 5.4 kB
 * compressed instead of 1.7. A smaller site keeps one file a fragment. SEARCH_GROUPED_FROM sets another size (a test
 * that groups a small site's parts).
 */
export const GROUPED_FROM = Number(process.env.SEARCH_GROUPED_FROM) > 0 ? Number(process.env.SEARCH_GROUPED_FROM) : 200
/** How many pages' fragments one file of a grouped part holds. */
export const FRAGMENT_GROUP = 4

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

/** A searched page: its key (its route), its file in the site, its copy's name in the store, its part of the index. */
export interface SearchPage {
  key: string
  file: string
  copy: string
  part: number
}

/**
 * What a build's search index holds, kept in its page manifest for the next build: how many parts, what the parts
 * hold of each page (its copy and, on a large site, its fragment: Pagefind's name for the page in its part) and the
 * pages of the recent part.
 */
export interface SearchState {
  parts: number
  held: Record<string, [copy: string, fragment: string, part: number]>
  /** The recent part's pages, each with its copy. */
  recent: Record<string, string>
  /**
   * The fragments of kept parts whose page is now held by a settled part, or gone since it was settled: left out of
   * the results until those parts are made again (none: absent).
   */
  settledOut?: string[]
  /** The settled parts the index has (see SETTLED_FROM), some of whose pages may be held by later ones. */
  settled?: number[]
}

/** What a build does with the search index: each part kept from the last build or made, and what is left out. */
export interface SearchPlan {
  /** The parts by their number, lowest first: the main part, whose script and WebAssembly serve them all. */
  parts: { part: number; pages: number; make: boolean; of?: SearchPage[] }[]
  /** Pages new or changed since their part was made, indexed in a part of their own (none: []). */
  recent: SearchPage[]
  makeRecent: boolean
  /** The fragments of the parts that hold a page's older copy, or a page no longer there: left out of the results. */
  dropped: string[]
  /** How many of `dropped` stand for a page the kept parts' counts (`pages`) include. */
  outOfCounts: number
}

/**
 * Most pages the recent part holds. A large site's build whose pages changed (an edit, an addition, a deletion)
 * indexes them on their own, in the recent part, and leaves every part of 1,100 pages as it was (1.5 s of Pagefind
 * each): the parts' older versions of those pages are left out of the results. Past this many, the parts that hold
 * a changed page are made again, and the recent part is empty. Its price: a page in the recent part is ranked among
 * few pages, so a word it shares with many others weighs more there than in a part of 1,100. SEARCH_RECENT_PAGES sets
 * another number (a test that settles a part of a small site).
 */
export const RECENT_PAGES = Number(process.env.SEARCH_RECENT_PAGES) > 0 ? Number(process.env.SEARCH_RECENT_PAGES) : 250

/**
 * Part numbers from here on are settled parts: when the recent part would pass RECENT_PAGES, its pages (those changed
 * since their parts were made) become a part of their own, made once, and the recent part starts empty; the parts'
 * older versions stay left out. At most SETTLED_PARTS of them: past that, the parts that hold a page changed since
 * they were made are made again (at +10,000 articles, every part: about 15 s of Pagefind, every 80 builds of an edit,
 * an addition and a deletion without settled parts; with them, a part of 250 pages, 0.5 s, and every part made again
 * five times less often).
 */
export const SETTLED_FROM = 1000
export const SETTLED_PARTS = 4

/**
 * How this build makes its search index from the last one's (`previous`, with the pages of `pages` and their parts
 * out of `parts`), and what the next build will find: the plan, and the state (its fragments of made parts filled in
 * by indexSearch).
 */
export function planSearch(
  pages: SearchPage[],
  parts: number,
  previous: SearchState | undefined,
): { plan: SearchPlan; state: SearchState } {
  const current = new Map(pages.map((p) => [p.key, p]))
  const held = previous?.parts === parts ? previous.held : undefined
  const changed = new Set<string>()
  if (held) {
    for (const [key, [copy]] of Object.entries(held)) if (current.get(key)?.copy !== copy) changed.add(key)
    for (const key of current.keys()) if (!(key in held)) changed.add(key)
  }
  const count = (partsOf: Iterable<number>) => {
    const out = new Map<number, number>()
    for (const part of partsOf) out.set(part, (out.get(part) ?? 0) + 1)
    return [...out].sort(([a], [b]) => a - b)
  }
  const heldParts = () => Object.values(held!).map(([, , part]) => part)
  const settled = held ? (previous?.settled ?? []) : []
  const settledOut = held ? (previous?.settledOut ?? []) : []
  // The last index's parts, each with the pages it is counted for: those that hold a page, and the settled ones.
  const keptParts = () => {
    const counted = new Map(count(heldParts()))
    for (const part of settled) if (!counted.has(part)) counted.set(part, 0)
    return [...counted].sort(([a], [b]) => a - b).map(([part, n]) => ({ part, pages: n, make: false }))
  }
  // The held versions of the changed pages, left out of their parts' results.
  const changedOut = () => [...changed].flatMap((key) => (held![key]?.[1] ? [held![key][1]] : []))
  const settledState = (more: number[], out: string[]) => ({
    ...(settled.length + more.length ? { settled: [...settled, ...more] } : {}),
    ...(settledOut.length + out.length ? { settledOut: [...settledOut, ...out] } : {}),
  })
  if (held && previous && parts > 1 && changed.size <= RECENT_PAGES) {
    // Every part as it was; the changed pages in the recent part, the parts' versions of them left out.
    const recent = pages.filter((p) => changed.has(p.key))
    const state: SearchState = {
      parts,
      held,
      recent: Object.fromEntries(recent.map((p) => [p.key, p.copy])),
      ...settledState([], []),
    }
    const out = changedOut()
    return {
      plan: {
        parts: keptParts(),
        recent,
        makeRecent: recent.length > 0 && JSON.stringify(state.recent) !== JSON.stringify(previous.recent),
        dropped: [...settledOut, ...out],
        outOfCounts: out.length,
      },
      state,
    }
  }
  if (held && previous && parts > 1 && settled.length < SETTLED_PARTS) {
    // Every part as it was; the changed pages in a settled part of their own, made now, and the recent part empty.
    const number = Math.max(SETTLED_FROM - 1, ...settled) + 1
    const settling = pages.filter((p) => changed.has(p.key))
    const next: SearchState['held'] = { ...held }
    for (const key of changed) {
      const page = current.get(key)
      if (page) next[key] = [page.copy, '', number]
      else delete next[key]
    }
    // A part of the site's own left holding no page would leave the index (the main one, its script): all are made.
    const left = new Set(Object.values(next).map(([, , part]) => part))
    if (heldParts().every((part) => part >= SETTLED_FROM || left.has(part))) {
      const out = changedOut()
      return {
        plan: {
          parts: [...keptParts(), { part: number, pages: settling.length, make: true, of: settling }],
          recent: [],
          makeRecent: false,
          dropped: [...settledOut, ...out],
          outOfCounts: out.length,
        },
        state: { parts, held: next, recent: {}, ...settledState([number], out) },
      }
    }
  }
  // The parts that hold a changed page, or a page gone, are made again (all of them with no last index, or with
  // settled parts: they go, and so do the older versions they stand for), and the main part when it is not the last
  // one's.
  const stale = new Set([...changed].map((key) => held?.[key]?.[2] ?? current.get(key)!.part))
  if (settled.length) for (const page of pages) stale.add(page.part)
  const mainBefore = held ? count(heldParts())[0]?.[0] : undefined
  const plan = count(pages.map((p) => p.part)).map(([part, n], place) => ({
    part,
    pages: n,
    make: !held || stale.has(part) || (place === 0 && part !== mainBefore),
  }))
  const made = new Set(plan.filter((p) => p.make).map((p) => p.part))
  const next: SearchState['held'] = {}
  for (const page of pages) next[page.key] = made.has(page.part) ? [page.copy, '', page.part] : held![page.key]!
  return {
    plan: { parts: plan, recent: [], makeRecent: false, dropped: [], outOfCounts: 0 },
    state: { parts, held: next, recent: {} },
  }
}

/**
 * Writes the Pagefind index of a built site into `<site>/pagefind/` as `plan` says (src/build/prerender.ts makes it),
 * from `pages`: the pre-render's copies of the searchable pages (src/build/prerender-worker.ts: each page's `<main
 * data-pagefind-body>`, a third of the page's bytes), kept in `copies` by their hash. A part made again gets a folder
 * of its own under `work`, its pages laid out as in the site (layOut: the folders kept from the last build); a
 * part kept is linked from the last build's dist/ (`from`). Indexed: every route's page but those whose page data
 * says `unsearched` (the search page, the archive's); forms, an article's share row and related cards are marked
 * `data-pagefind-ignore`. Fills in `state` the fragments of the parts it makes.
 *
 * Each part is indexed by Pagefind's command line on its own, as many at once as the memory left allows
 * (searchConcurrency), each one's memory freed when it ends. One part (up to PART_PAGES pages) is the index as
 * Pagefind writes it. More: the lowest is the main index (`/pagefind/`), the others go to `/pagefind/part-N/` (and
 * the recent part to `/pagefind/recent/`), and `/pagefind/pagefind.js` becomes a small module that merges them into
 * the main one before the first search (Pagefind's `mergeIndex`) and leaves the dropped fragments out of its results,
 * so the search page sees one index. The cost of the split: a part in which no word starts with a query's word
 * shortens that word until one does (Pagefind 1.6 has no option against it), so a word found in some parts brings
 * loosely matching pages of the others along.
 *
 * Pagefind's Node API was no faster and needs the same memory: its index is built and written the same way (with
 * custom records, 10,033 pages: 5.3 s to add, 12.2 s to write, peak 2.76 GB; the command line: 17 to 18 s, 2.5 GB).
 */
export async function indexSearch(
  site: string,
  pages: SearchPage[],
  { plan, state }: { plan: SearchPlan; state: SearchState },
  {
    copies,
    work,
    from,
    inPlace = false,
  }: {
    copies: string
    work: string
    from?: string | undefined
    /** The site's pagefind/ holds every part the plan keeps as it is (a spare tree's): they stay where they are. */
    inPlace?: boolean
  },
): Promise<{ pages: number; indexed: number }> {
  if (plan.parts.length === 0) return { pages: 0, indexed: 0 }
  const main = plan.parts[0]!.part
  const output = join(site, 'pagefind')
  const folderOf = (part: number | 'recent') => (part === main ? '' : part === 'recent' ? 'recent' : `part-${part}`)
  const merged = plan.parts.length > 1 || plan.recent.length > 0
  const byPart = new Map<number, SearchPage[]>()
  for (const page of pages) {
    const its = byPart.get(page.part)
    if (its) its.push(page)
    else byPart.set(page.part, [page])
  }
  const jobs: { part: number | 'recent'; pages: SearchPage[] }[] = [
    ...plan.parts.filter((p) => p.make).map((p) => ({ part: p.part, pages: p.of ?? byPart.get(p.part) ?? [] })),
    ...(plan.makeRecent ? [{ part: 'recent' as const, pages: plan.recent }] : []),
  ]
  if (inPlace) rmSync(join(output, 'recent'), { recursive: true, force: true })
  else
    for (const { part, make } of plan.parts)
      if (!make) linkFiles(join(from!, 'pagefind', folderOf(part)), join(output, folderOf(part)))
  if (plan.recent.length && !plan.makeRecent) linkFiles(join(from!, 'pagefind/recent'), join(output, 'recent'))
  // The pages the index answers for: those of the parts kept (but the ones left out) and what Pagefind indexes now.
  let answered = plan.parts.reduce((n, p) => n + (p.make ? 0 : p.pages), 0) - plan.outOfCounts
  if (plan.recent.length && !plan.makeRecent) answered += plan.recent.length
  await runPool(jobs, searchConcurrency(), async ({ part, pages: its }) => {
    const source = join(work, String(part))
    layOut(source, its, copies)
    const written = join(output, folderOf(part))
    // Read after the await: parts end in any order (`answered += await …` would add to a stale count).
    const count = await runPagefind(source, written, its.length)
    answered += count
    // Pagefind's ready-made interfaces go from the main part; a merged part keeps only its index.
    const unused = part === main ? UNUSED : SCRIPT_ONLY
    for (const name of readdirSync(written)) if (unused.test(name)) rmSync(join(written, name))
    // What each page is called in the part, for a later build to leave its older version out.
    if (merged && part !== 'recent') {
      const keyOf = new Map(its.map((p) => [`/${p.file.replace(/index\.html$/, '')}`, p.key]))
      for (const [url, fragment] of fragmentsOf(written)) {
        const key = keyOf.get(url)
        if (key) state.held[key] = [state.held[key]![0], fragment, part]
      }
    }
  })
  if (merged) {
    // The main part's own script (made now, or linked with the last build's merging module: replaced, never written
    // through the link, and without the old one's compressed copies, which the server would send instead).
    if (plan.parts[0]!.make) renameSync(join(output, 'pagefind.js'), join(output, 'pagefind-core.js'))
    for (const suffix of ['', '.br', '.gz']) rmSync(join(output, `pagefind.js${suffix}`), { force: true })
    const others = [
      ...plan.parts.slice(1).map((p) => `${folderOf(p.part)}/`),
      ...(plan.recent.length ? ['recent/'] : []),
    ]
    writeFileSync(join(output, 'pagefind.js'), mergingModule(others, plan.dropped))
  }
  return { pages: answered, indexed: jobs.length }
}

/**
 * Lays out the copies of a part's pages in `source` as the pages are in the site (Pagefind takes each one's address
 * from its place), as hard links. The folder is kept from one build to the next (`work` is .cache/'s: see
 * src/build/build-site.ts), so only what changed is linked or removed: a folder made and removed for each of 10,000
 * pages cost 1.3 s and 5 s of the main thread here (a disk mounted with `discard` frees each folder's block at once).
 * What the folder may hold is listed beside it (`<source>.list`) before anything is linked, so a build stopped
 * halfway leaves no page unlisted; a folder without its list is made again from nothing. A file listed and still
 * wanted is the page's copy if it is the same file (its inode), else it is linked again.
 */
export function layOut(source: string, pages: SearchPage[], copies: string): void {
  const listFile = `${source}.list`
  let listed: string[] | undefined
  try {
    listed = readFileSync(listFile, 'utf8').split('\n').filter(Boolean)
  } catch {
    rmSync(source, { recursive: true, force: true })
  }
  mkdirSync(source, { recursive: true })
  const wanted = new Set(pages.map((p) => p.file))
  const writeList = (files: Iterable<string>) => {
    writeFileSync(`${listFile}.tmp`, [...files].join('\n'))
    renameSync(`${listFile}.tmp`, listFile)
  }
  writeList(new Set([...(listed ?? []), ...wanted]))
  for (const file of listed ?? []) if (!wanted.has(file)) rmSync(join(source, file), { force: true })
  for (const { file, copy } of pages) {
    const target = join(source, file)
    const from = join(copies, `${copy}.html`)
    // A folder made from nothing has no page's folder yet: made first, not after a link refused (an error made and
    // thrown for each of 10,000 pages).
    if (!listed) {
      mkdirSync(dirname(target), { recursive: true })
      linkSync(from, target)
      continue
    }
    try {
      linkSync(from, target)
      continue
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT') {
        mkdirSync(dirname(target), { recursive: true })
        linkSync(from, target)
        continue
      }
      if (code !== 'EEXIST') throw error
    }
    if (statSync(target).ino !== statSync(from).ino) {
      rmSync(target, { recursive: true, force: true })
      linkSync(from, target)
    }
  }
  writeList(wanted)
}

/** A fragment's beginning, once inflated: Pagefind writes its JSON with the page's url first. */
const FRAGMENT_URL = /^pagefind_dcd\{"url":("(?:[^"\\]|\\.)*")/
/** What a fragment's file holds before its JSON, once inflated. */
const SIGNATURE = 'pagefind_dcd'
/** A file of a group of fragments (`--max-fragments`): `en_group_1a2b3c4.pf_fragment`. */
const GROUP_FILE = /_group_[^.]*\.pf_fragment$/

/**
 * Each page's url in a part of the index, with the name of its fragment (gzipped JSON, the url first), as the search
 * page's results name it. Only a fragment's first 512 bytes are read and inflated, as far as they go: the whole of
 * 10,000 fragments took the main thread 0.45 s, while the next parts' Pagefind wanted both cores. A url longer than
 * that reads the whole file. A file of a group of fragments (GROUPED_FROM) is read whole: its JSON holds each
 * fragment by its name.
 */
export function fragmentsOf(index: string): Map<string, string> {
  const out = new Map<string, string>()
  const dir = join(index, 'fragment')
  const head = Buffer.alloc(512)
  for (const name of readdirSync(dir)) {
    const file = join(dir, name)
    if (GROUP_FILE.test(name)) {
      const group = JSON.parse(gunzipSync(readFileSync(file)).subarray(SIGNATURE.length).toString('utf8')) as Record<
        string,
        { url: string }
      >
      for (const [fragment, { url }] of Object.entries(group)) out.set(url, fragment)
      continue
    }
    const fd = openSync(file, 'r')
    let length: number
    try {
      length = readSync(fd, head, 0, head.length, 0)
    } finally {
      closeSync(fd)
    }
    const start = gunzipSync(head.subarray(0, length), { finishFlush: constants.Z_SYNC_FLUSH })
    const url =
      FRAGMENT_URL.exec(start.toString('utf8')) ?? FRAGMENT_URL.exec(gunzipSync(readFileSync(file)).toString('utf8'))
    if (url) out.set(JSON.parse(url[1]!) as string, name.replace(/\.pf_fragment$/, ''))
  }
  return out
}

/**
 * Hard links to the files of `from` (not the folders of other parts: part-N, recent) in `to`: a part of the index
 * kept from the last build.
 */
function linkFiles(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (/^part-\d+$|^recent$/.test(entry.name)) continue
      linkFiles(join(from, entry.name), join(to, entry.name))
    } else linkSync(join(from, entry.name), join(to, entry.name))
  }
}

// The npm package's own lookup of its native binary for this platform (its command line runs it through a Node
// process of its own: 40 MB and 50 ms more for each part).
const { resolveBinaryPath } = (await import(new URL('./resolveBinary.js', import.meta.resolve('pagefind')).href)) as {
  resolveBinaryPath(names: string[]): string
}

/** Pagefind's command line on one folder of `pages` pages: the number of pages it indexed. */
async function runPagefind(source: string, output: string, pages: number): Promise<number> {
  const grouped = pages >= GROUPED_FROM ? ['--max-fragments', String(Math.ceil(pages / FRAGMENT_GROUP))] : []
  try {
    const { stdout } = await promisify(execFile)(
      resolveBinaryPath(['pagefind_extended', 'pagefind']),
      ['--site', source, '--glob', '**/index.html', '--output-path', output, ...grouped],
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
 * search. Results of all parts come back as one list, ranked by score, without the `dropped` fragments (a page's
 * older version in its part, while the recent part holds the current one; a page no longer there).
 */
function mergingModule(parts: string[], dropped: string[]): string {
  return `// Written by the build (src/build/index-search.ts): the search index in ${parts.length + 1} part(s), merged.
import { createInstance } from './pagefind-core.js'
const base = new URL('./', import.meta.url).pathname
const pagefind = createInstance({ basePath: base })
const parts = ${JSON.stringify(parts)}
const dropped = new Set(${JSON.stringify(dropped)})
let settings = {}
let merged
export async function options(changes) {
  settings = { ...settings, ...changes }
  await pagefind.options(changes)
}
export async function search(term, options) {
  merged ??= Promise.all(parts.map((part) => pagefind.mergeIndex(base + part, settings)))
  await merged
  const found = await pagefind.search(term, options)
  return found && dropped.size ? { ...found, results: found.results.filter((r) => !dropped.has(r.id)) } : found
}
`
}
