import { execFile } from 'node:child_process'
import {
  closeSync,
  existsSync,
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
 * Most pages in one part of the search index. Pagefind holds the whole index it builds in memory, about a quarter of
 * a megabyte a page: parts of this size keep the build and Pagefind within the build's memory budget together
 * (BUILD_MEMORY). SEARCH_PART_PAGES sets another size (a machine with less memory; a test that splits a small site).
 */
export const PART_PAGES = Number(process.env.SEARCH_PART_PAGES) > 0 ? Number(process.env.SEARCH_PART_PAGES) : 1200

/** The memory the whole build may take: the build process and Pagefind, summed. */
const BUILD_MEMORY = 1.5e9
/** Pagefind's peak on a part of PART_PAGES pages, with some room. */
const PART_MEMORY = 0.3e9

/**
 * How many parts Pagefind may index at once beside a build process of `rss` bytes, within BUILD_MEMORY, never more
 * than the cores (the build process has let the content go by then).
 */
export function searchConcurrency(rss = process.memoryUsage().rss): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor((BUILD_MEMORY - rss) / PART_MEMORY)))
}

/**
 * From this many pages, a part's fragments (each page's text, title and headings, fetched for a result shown) are
 * written FRAGMENT_GROUP to a file (Pagefind's `--max-fragments`) instead of one file each: a quarter of the files,
 * so a site of 10,000 articles stays within Cloudflare Pages' 20,000 files. A visitor's result then brings the
 * fragments of three other pages along. A smaller site keeps one file a fragment. SEARCH_GROUPED_FROM sets another
 * size (a test that groups a small site's parts).
 */
export const GROUPED_FROM = Number(process.env.SEARCH_GROUPED_FROM) > 0 ? Number(process.env.SEARCH_GROUPED_FROM) : 200
/** How many pages' fragments one file of a grouped part holds. */
export const FRAGMENT_GROUP = 4

// Pagefind's ready-made interfaces: the search page has its own.
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
 * What a build's search index holds, written in its page manifest for the next build: how many parts, what the parts
 * hold of each page (its copy and, on a large site, its fragment: Pagefind's name for the page in its part) and the
 * pages of the recent part.
 */
export interface SearchState {
  parts: number
  held: Record<string, [copy: string, fragment: string, part: number]>
  /** The recent part's pages, each with its copy. */
  recent: Record<string, string>
  /**
   * The fragments of reused parts whose page is now held by a flushed part, or gone since it was flushed: left out of
   * the results until those parts are built again (none: absent).
   */
  flushedOut?: string[]
  /** The flushed parts the index has (see FLUSHED_FROM), some of whose pages may be held by later ones. */
  flushed?: number[]
}

/** What a build does with the search index: each part reused from the previous build or built, and what is left out. */
export interface SearchPlan {
  /** The parts by their number, lowest first: the main part, whose script and WebAssembly serve them all. */
  parts: { part: number; pages: number; build: boolean; of?: SearchPage[] }[]
  /** Pages new or changed since their part was built, indexed in a part of their own (none: []). */
  recent: SearchPage[]
  buildRecent: boolean
  /** The fragments of the parts that hold a page's older copy, or a page no longer there: left out of the results. */
  dropped: string[]
  /** How many of `dropped` stand for a page the reused parts' counts (`pages`) include. */
  outOfCounts: number
}

/**
 * Most pages the recent part holds. A large site's build whose pages changed (an edit, an addition, a deletion)
 * indexes them on their own, in the recent part, and leaves every other part as it was: the parts' older versions of
 * those pages are left out of the results. Past this many, the parts that hold
 * a changed page are built again, and the recent part is empty. Its price: a page in the recent part is ranked among
 * few pages, so a word it shares with many others weighs more there than in a part of 1,100. SEARCH_RECENT_PAGES sets
 * another number (a test that flushes a part of a small site).
 */
export const RECENT_PAGES = Number(process.env.SEARCH_RECENT_PAGES) > 0 ? Number(process.env.SEARCH_RECENT_PAGES) : 250

/**
 * Part numbers from here on are flushed parts: when the recent part would pass RECENT_PAGES, its pages (those changed
 * since their parts were built) become a part of their own, built once, and the recent part starts empty; the parts'
 * older versions stay left out. At most FLUSHED_PARTS of them: past that, the parts that hold a page changed since
 * they were indexed are indexed again (with flushed parts, a small part is indexed where every part would be, and
 * every part is indexed again several times less often).
 */
export const FLUSHED_FROM = 1000
export const FLUSHED_PARTS = 4

/**
 * How this build builds its search index from the previous one's (`previous`, with the pages of `pages` and their parts
 * out of `parts`), and what the next build will find: the plan, and the state (its fragments of built parts filled in
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
  const flushed = held ? (previous?.flushed ?? []) : []
  const flushedOut = held ? (previous?.flushedOut ?? []) : []
  // The previous index's parts, each with the pages it is counted for: those that hold a page, and the flushed ones.
  const reusedParts = () => {
    const counted = new Map(count(heldParts()))
    for (const part of flushed) if (!counted.has(part)) counted.set(part, 0)
    return [...counted].sort(([a], [b]) => a - b).map(([part, n]) => ({ part, pages: n, build: false }))
  }
  // The held versions of the changed pages, left out of their parts' results.
  const changedOut = () => [...changed].flatMap((key) => (held![key]?.[1] ? [held![key][1]] : []))
  const flushedState = (more: number[], out: string[]) => ({
    ...(flushed.length + more.length ? { flushed: [...flushed, ...more] } : {}),
    ...(flushedOut.length + out.length ? { flushedOut: [...flushedOut, ...out] } : {}),
  })
  if (held && previous && parts > 1 && changed.size <= RECENT_PAGES) {
    // Every part as it was; the changed pages in the recent part, the parts' versions of them left out.
    const recent = pages.filter((p) => changed.has(p.key))
    const state: SearchState = {
      parts,
      held,
      recent: Object.fromEntries(recent.map((p) => [p.key, p.copy])),
      ...flushedState([], []),
    }
    const out = changedOut()
    return {
      plan: {
        parts: reusedParts(),
        recent,
        buildRecent: recent.length > 0 && JSON.stringify(state.recent) !== JSON.stringify(previous.recent),
        dropped: [...flushedOut, ...out],
        outOfCounts: out.length,
      },
      state,
    }
  }
  if (held && previous && parts > 1 && flushed.length < FLUSHED_PARTS) {
    // Every part as it was; the changed pages in a flushed part of their own, built now, and the recent part empty.
    const number = Math.max(FLUSHED_FROM - 1, ...flushed) + 1
    const flushing = pages.filter((p) => changed.has(p.key))
    const next: SearchState['held'] = { ...held }
    for (const key of changed) {
      const page = current.get(key)
      if (page) next[key] = [page.copy, '', number]
      else delete next[key]
    }
    // A part of the site's own left holding no page would leave the index (the main one, its script): all are built.
    const left = new Set(Object.values(next).map(([, , part]) => part))
    if (heldParts().every((part) => part >= FLUSHED_FROM || left.has(part))) {
      const out = changedOut()
      return {
        plan: {
          parts: [...reusedParts(), { part: number, pages: flushing.length, build: true, of: flushing }],
          recent: [],
          buildRecent: false,
          dropped: [...flushedOut, ...out],
          outOfCounts: out.length,
        },
        state: { parts, held: next, recent: {}, ...flushedState([number], out) },
      }
    }
  }
  // The parts that hold a changed page, or a page gone, are built again (all of them with no previous index, or with
  // flushed parts: they go, and so do the older versions they stand for), and the main part when it is not the previous
  // one's.
  const stale = new Set([...changed].map((key) => held?.[key]?.[2] ?? current.get(key)!.part))
  if (flushed.length) for (const page of pages) stale.add(page.part)
  const mainBefore = held ? count(heldParts())[0]?.[0] : undefined
  const plan = count(pages.map((p) => p.part)).map(([part, n], place) => ({
    part,
    pages: n,
    build: !held || stale.has(part) || (place === 0 && part !== mainBefore),
  }))
  const built = new Set(plan.filter((p) => p.build).map((p) => p.part))
  const next: SearchState['held'] = {}
  for (const page of pages) next[page.key] = built.has(page.part) ? [page.copy, '', page.part] : held![page.key]!
  return {
    plan: { parts: plan, recent: [], buildRecent: false, dropped: [], outOfCounts: 0 },
    state: { parts, held: next, recent: {} },
  }
}

/**
 * Writes the Pagefind index of a built site into `<site>/pagefind/` as `plan` says (src/build/prerender.ts builds it),
 * from `pages`: the pre-render's copies of the searchable pages (src/build/prerender-worker.ts: each page's `<main
 * data-pagefind-body>`, a third of the page's bytes), stored in `copies` by their hash. A part built again gets a
 * folder of its own under `work`, its pages laid out as in the site (layOut: the folders reused from the previous
 * build); a part reused is linked from the previous build's dist/ (`from`). Indexed: every route's page but those whose
 * page data says `unsearched` (the search page, the archive's); forms, an article's share row and related cards are
 * marked `data-pagefind-ignore`. Fills in `state` the fragments of the parts it builds.
 *
 * Each part is indexed by Pagefind's command line on its own, as many at once as the memory left allows
 * (searchConcurrency), each one's memory freed when it ends. One part (up to PART_PAGES pages) is the index as Pagefind
 * writes it. More: the lowest is the main index (`/pagefind/`), the others go to `/pagefind/part-N/` (and the recent
 * part to `/pagefind/recent/`), and `/pagefind/pagefind.js` becomes a small module that merges them into the main one
 * before the first search (Pagefind's `mergeIndex`) and leaves the dropped fragments out of its results, so the search
 * page sees one index. The cost of the split: a part in which no word starts with a query's word shortens that word
 * until one does (Pagefind 1.6 has no option against it), so a word found in some parts brings loosely matching pages
 * of the others along.
 *
 * Pagefind's Node API is no faster and needs the same memory: its index is built and written the same way.
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
    /** The site's pagefind/ holds every part the plan reuses as it is (a reused output folder's): they stay there. */
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
    ...plan.parts.filter((p) => p.build).map((p) => ({ part: p.part, pages: p.of ?? byPart.get(p.part) ?? [] })),
    ...(plan.buildRecent ? [{ part: 'recent' as const, pages: plan.recent }] : []),
  ]
  if (inPlace) rmSync(join(output, 'recent'), { recursive: true, force: true })
  else
    for (const { part, build } of plan.parts)
      if (!build) linkFiles(join(from!, 'pagefind', folderOf(part)), join(output, folderOf(part)))
  if (plan.recent.length && !plan.buildRecent) linkFiles(join(from!, 'pagefind/recent'), join(output, 'recent'))
  // The pages the index answers for: those of the parts reused (but the ones left out) and what Pagefind indexes now.
  let answered = plan.parts.reduce((n, p) => n + (p.build ? 0 : p.pages), 0) - plan.outOfCounts
  if (plan.recent.length && !plan.buildRecent) answered += plan.recent.length
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
  // A site in several languages has an index per language (by each page's <html lang>): its script too is ours.
  if (merged || languagesOf(output) > 1) {
    // The main part's own script (built now, or linked with the previous build's merging module: replaced, never
    // written through the link, and without the old one's compressed copies, which the server would send instead).
    if (plan.parts[0]!.build || !existsSync(join(output, 'pagefind-core.js')))
      renameSync(join(output, 'pagefind.js'), join(output, 'pagefind-core.js'))
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
 * from its place), as hard links. The folder is cached from one build to the next (see takeSearchLayouts in
 * src/build/build-cache.ts), so only what changed is linked or removed, not a folder created and removed for every
 * page.
 * What the folder may hold is listed beside it (`<source>.list`) before anything is linked, so a build stopped
 * halfway leaves no page unlisted; a folder without its list is built again from nothing. A file listed and still
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
    // A folder built from nothing has no page's folder yet: built first, not after a link refused (an error created and
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
 * page's results name it. Only a fragment's first 512 bytes are read and inflated, as far as they go, so the main
 * thread leaves the cores to the next parts' Pagefind. A url longer than that reads the whole file. A file of a group
 * of fragments (GROUPED_FROM) is read whole: its JSON holds each fragment by its name.
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
 * reused from the previous build.
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
// process of its own, one more process for each part).
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

/** How many languages the index written in `output` (its main part) has: Pagefind's entry names them. */
function languagesOf(output: string): number {
  try {
    const entry = JSON.parse(readFileSync(join(output, 'pagefind-entry.json'), 'utf8')) as { languages?: object }
    return Object.keys(entry.languages ?? {}).length
  } catch {
    return 0
  }
}

/**
 * `/pagefind/pagefind.js`: the part of Pagefind's browser API the search page uses (src/sections/search/
 * load-pagefind.ts: `options`, `search`), over Pagefind's own script, with the other parts merged in before the first
 * search. Results of all parts come back as one list, ranked by score, without the `dropped` fragments (a page's
 * older version in its part, while the recent part holds the current one; a page no longer there).
 *
 * Pagefind searches the index of the language its instance was made in (the page's `<html lang>`): one instance per
 * language, made at its first search, so a visitor who searched in English and follows the language switch to the
 * Spanish search page searches the Spanish pages. A part with no page in that language is not merged (Pagefind would
 * take its largest language's index instead).
 */
export function mergingModule(parts: string[], dropped: string[]): string {
  return `// Written by the build (src/build/index-search.ts): the search index in ${parts.length + 1} part(s), merged.
import { createInstance } from './pagefind-core.js'
const base = new URL('./', import.meta.url).pathname
const parts = ${JSON.stringify(parts)}
const dropped = new Set(${JSON.stringify(dropped)})
const instances = new Map()
let settings = {}
async function holds(part, lang) {
  const response = await fetch(base + part + 'pagefind-entry.json')
  const { languages = {} } = response.ok ? await response.json() : {}
  return lang in languages || lang.split('-')[0] in languages
}
function instance() {
  const lang = (document.documentElement.getAttribute('lang') || 'unknown').toLowerCase()
  let made = instances.get(lang)
  if (!made) {
    const pagefind = createInstance({ basePath: base })
    const merge = async (part) => (await holds(part, lang)) && (await pagefind.mergeIndex(base + part, settings))
    const ready = pagefind.options(settings).then(() => Promise.all(parts.map(merge)))
    ready.catch(() => instances.delete(lang))
    instances.set(lang, (made = { pagefind, ready }))
  }
  return made
}
export async function options(changes) {
  settings = { ...settings, ...changes }
  await Promise.all([...instances.values()].map(({ pagefind }) => pagefind.options(changes)))
}
export async function search(term, options) {
  const { pagefind, ready } = instance()
  await ready
  const found = await pagefind.search(term, options)
  return found && dropped.size ? { ...found, results: found.results.filter((r) => !dropped.has(r.id)) } : found
}
`
}
