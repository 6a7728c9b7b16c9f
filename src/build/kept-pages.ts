/**
 * What an incremental build keeps of the last one (src/build/build-site.ts, src/build/prerender.ts): the manifest of
 * what each page was made from, and the pages made from the same inputs, linked from the last build's dist/.
 */
import { createHash, hash as digestOf } from 'node:crypto'
import { readdirSync, readFileSync, rmdirSync, statSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { dirname, join } from 'node:path'
import type { PageFacts } from '../site/page-hooks.ts'
import { imageOrigins } from './headers-file.ts'
import { pageFile } from './html-file.ts'
import type { SearchState } from './index-search.ts'
import type { PageJob } from './page-job.ts'
import { Trash } from './swap-dir.ts'
import { readTreeId } from './tree-id.ts'
import { WORKER_LIMITS } from '../lib/worker-limits.ts'

/** Bumped when what the manifest means changes: a cache of another version is ignored. */
export const MANIFEST_VERSION = 9

/** What a build rendered each page from (a hash of its inputs, by page key) and the parts of its search index. */
export interface PageManifest {
  version: number
  /**
   * By page key: the hash of everything its files are made from, its part of the search index (-1: none) and, for a
   * searched page, the hash of its copy for the index.
   */
  pages: Record<string, [string, number, string?]>
  /**
   * By page key, the facts of each page made from known inputs (PlannedSite.inputs, hashed in `pages`): a build that
   * finds the page's inputs unchanged keeps it without making it, and takes its facts from here.
   */
  facts: Record<string, KeptFacts>
  /** What the search index holds (src/build/index-search.ts). */
  search: SearchState
  /**
   * The build's files that are not a page's own (its HTML and compressed copies), from its folder: the bundle's, the
   * images, the search index, the site's files (sitemap, feeds, headers…). A folder stands for all it holds.
   */
  others: string[]
}

/**
 * A build's id, written in its dist/: a hash of what its pages were made from. The same content gives the same id
 * (a full build and an incremental one write the same file), whatever the search index holds.
 */
export function buildId(manifest: PageManifest): string {
  return createHash('sha256')
    .update(`${manifest.version}\0${JSON.stringify(manifest.pages)}`)
    .digest('hex')
}

/** A page's facts (PageFacts) as the manifest keeps them, with its image addresses; what one leaves out is empty. */
export interface KeptFacts {
  gone?: true
  lastmod?: string
  csp?: PageFacts['csp']
  searches?: true
  /** Its feed items by their order only (date, id): a page with one among a feed's newest is made for its text. */
  feed?: [string, string][]
  /**
   * The origins of its https images (see ImageOrigins), for the site's Content-Security-Policy: their addresses took
   * half the manifest (3.4 MB of 6.5 at +10,000 articles), read twice and written twice by every build.
   */
  origins?: string[]
}

/** What the manifest keeps of a page's facts and images (their addresses as JSON writes them). */
export function keptFacts({ gone, lastmod, csp, searches, feedItems }: PageFacts, images: Iterable<string>): KeptFacts {
  const origins = imageOrigins(images)
  return {
    ...(gone ? { gone } : {}),
    ...(lastmod === undefined ? {} : { lastmod }),
    ...(csp.length ? { csp } : {}),
    ...(searches ? { searches } : {}),
    ...(feedItems.length ? { feed: feedItems.map((item): [string, string] => [item.date, item.id]) } : {}),
    ...(origins.length ? { origins } : {}),
  }
}

/** The facts of page `path` as kept, but for its feed items' text (see KeptFacts.feed). */
export function keptPageFacts(path: string, kept: KeptFacts): PageFacts {
  return {
    path,
    gone: kept.gone === true,
    lastmod: kept.lastmod,
    feedItems: [],
    csp: kept.csp ?? [],
    searches: kept.searches === true,
  }
}

/** The last build, for an incremental one: its dist/ and its manifest. */
export interface PreviousBuild {
  /** The project's .cache/, where the trees' ids are kept (tree-id.ts). */
  cache: string
  dist: string
  /** Its id, as noted for dist/ (readTreeId). */
  id: string
  manifest: PageManifest
  /** The manifest's JSON as it was kept (the next build's spare tree is described by it: see keepSpare). */
  text: string
}

/** Whether the dist/ the pages were kept from is still the last build's (its id is its manifest's hash). */
export function sameBuild(previous: PreviousBuild): boolean {
  return readTreeId(previous.cache, previous.dist) === previous.id
}

/** Whether `manifest` was written by this version of the build. */
export function isPageManifest(manifest: unknown): manifest is PageManifest {
  return (manifest as PageManifest | undefined)?.version === MANIFEST_VERSION
}

/** The compressed copies of an HTML file. */
const compressed = (file: string) => [`${file}.br`, `${file}.gz`]

/** Every file a page may have: its HTML and its compressed copies (whether it has them or not). */
const everyFile = (file: string) => [file, ...compressed(file)]

/** A page's own files: its HTML and, but for a plain page, its compressed copies. */
const filesOf = (job: PageJob) => (job.plain ? [job.file] : everyFile(job.file))

/**
 * Keeps the pages made from exactly what an earlier build made them from, instead of rendering them again, one page
 * at a time (`keep`), so the pages to render go to the renderers as they are found:
 * - `spare`: the site folder is the tree of the build before the last (see src/build/spare-tree.ts), whose pages are in
 *   place: those made from the same inputs stay, the others' files go to the trash (and so do the pages gone since:
 *   when the keeper is made);
 * - `previous`: a page the last build made from the same inputs is a hard link to its file in dist/.
 * Their copies for the search index are kept by their hash.
 *
 * The files are moved to `trash` (see Trash in src/build/swap-dir.ts) and linked by a thread of its own (FILER), sent
 * them 200 pages at a time, while the main thread hashes the next pages: on its thread and through libuv's, with a
 * look before each removal, they took 0.2 to 0.4 s of the main thread at 10,000 articles, where 500 pages of lists
 * changed in the last build and not since. `settled` waits for them and names the pages that could not be linked.
 */
export class PageKeeper {
  /** The pages kept from the spare tree, by key. */
  readonly fromSpare = new Set<string>()
  /** The pages linked from the last build's dist/, by key (once `settled`: those that were). */
  readonly fromDist = new Set<string>()
  /** What the filer is to do next: files to remove, then, for a page kept from dist/, its folder and links. */
  private work: FileWork[] = []
  /** The filer, once started, and what ended it if anything did (told when the keeper settles). */
  private filer: { worker: Worker; failed?: unknown } | undefined
  private readonly linked = new Map<string, PageJob>()
  private readonly previous: PreviousBuild | undefined
  private readonly spare: PageManifest | undefined
  private readonly trash: string

  constructor(
    keys: Iterable<string>,
    private readonly outDir: string,
    {
      previous,
      spare,
      trash,
    }: { previous?: PreviousBuild | undefined; spare?: PageManifest | undefined; trash: string },
  ) {
    this.previous = previous
    this.spare = spare
    this.trash = trash
    if (!spare) return
    // The pages gone since the spare was built: their files, and their folder when it is left empty.
    const now = new Set(keys)
    const gone = new Trash(trash, 'keeper')
    for (const key of Object.keys(spare.pages))
      if (!now.has(key)) {
        const file = pageFile(key)
        for (const name of everyFile(file)) gone.put(join(outDir, name))
        try {
          if (dirname(file) !== '.') rmdirSync(join(outDir, dirname(file)))
        } catch {
          // Not empty: it holds another page (a route below this one).
        }
      }
  }

  /**
   * Keeps `job`'s page when an earlier build made it from the inputs whose hash is `hash`: 'spare' (its files are in
   * place) or 'dist' (linked from the last build, unless `settled` names it); undefined: it is to be rendered.
   */
  keep(job: PageJob, hash: string): 'spare' | 'dist' | undefined {
    const { spare, previous, outDir } = this
    if (spare?.pages[job.key]?.[0] === hash) {
      this.fromSpare.add(job.key)
      return 'spare'
    }
    const inSpare = spare?.pages[job.key] !== undefined
    if (previous?.manifest.pages[job.key]?.[0] !== hash) {
      // A page rendered again replaces its files in place (the renderer moves what is there to the trash: see
      // src/build/prerender-worker.ts): only the compressed copies a plain page will not write go.
      if (inSpare && job.plain) this.file({ remove: compressed(job.file).map((f) => join(outDir, f)) })
      return undefined
    }
    // The same inputs gave the same files: the page and, but for a plain page, its compressed copies, in place of
    // their version in the spare tree.
    this.fromDist.add(job.key)
    this.linked.set(job.key, job)
    this.file({
      ...(inSpare ? { remove: everyFile(job.file).map((f) => join(outDir, f)) } : {}),
      key: job.key,
      dir: dirname(join(outDir, job.file)),
      links: filesOf(job).map((file) => [join(previous.dist, file), join(outDir, file)]),
    })
    return 'dist'
  }

  /** Once every file is removed and linked: the pages kept as 'dist' whose files could not be linked. */
  async settled(): Promise<PageJob[]> {
    this.flush()
    const filer = this.filer
    if (!filer) return []
    this.filer = undefined
    const { worker } = filer
    try {
      // Asked after every batch sent: it answers once they are all done.
      const lost = await new Promise<string[]>((resolve, reject) => {
        if (filer.failed) return reject(filer.failed)
        worker.once('message', resolve)
        worker.once('error', reject)
        worker.once('exit', (code) => reject(new Error(`the keeper's filer stopped (exit code ${code})`)))
        worker.postMessage('settled')
      })
      for (const key of lost) this.fromDist.delete(key)
      return lost.map((key) => this.linked.get(key)!)
    } finally {
      await worker.terminate()
    }
  }

  private file(work: FileWork): void {
    this.work.push(work)
    if (this.work.length >= 200) this.flush()
  }

  /** Sends the filer what is to be done (started with the first of it). */
  private flush(): void {
    if (!this.work.length) return
    if (!this.filer) {
      const filer: { worker: Worker; failed?: unknown } = {
        worker: new Worker(FILER, { eval: true, workerData: this.trash, resourceLimits: WORKER_LIMITS }),
      }
      filer.worker.on('error', (error) => (filer.failed ??= error))
      this.filer = filer
    }
    this.filer.worker.postMessage(this.work)
    this.work = []
  }
}

/** What the filer does for a page: remove files (when there), then make its folder and link its files. */
interface FileWork {
  remove?: string[]
  key?: string
  dir?: string
  links?: [from: string, to: string][]
}

/**
 * The keeper's filer: does each batch of FileWork it is sent, in order, and, asked once they are all sent, answers
 * with the keys of the pages whose files could not be linked (a file of the last build gone: another build swapped
 * its own in), whose links it removed. Another error (a file that cannot be removed) ends the thread, and the build.
 */
const FILER = `
const { parentPort, workerData: trash } = require('node:worker_threads')
const { linkSync, mkdirSync, renameSync } = require('node:fs')
const { join } = require('node:path')
// As Trash (src/build/swap-dir.ts) does.
let count = 0
const gone = (path) => {
  if (!count) mkdirSync(trash, { recursive: true })
  try {
    renameSync(path, join(trash, 'filer-' + count++))
  } catch (error) {
    if (error.code !== 'ENOENT') throw error
  }
}
const made = new Set()
const lost = []
parentPort.on('message', (batch) => {
  if (batch === 'settled') return parentPort.postMessage(lost)
  for (const { remove, key, dir, links } of batch) {
    if (remove) for (const path of remove) gone(path)
    if (!links) continue
    try {
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true })
        made.add(dir)
      }
      for (const [from, to] of links) linkSync(from, to)
    } catch {
      for (const [, to] of links) gone(to)
      lost.push(key)
    }
  }
})
`

/** A hex sha256 of some texts, each followed by a NUL (one call: a Hash object and its updates cost more per page). */
export function hash(texts: string[]): string {
  return digestOf('sha256', `${texts.join('\0')}\0`, 'hex')
}

/** A hash of every file under `dir` (the server bundle): its names and bytes. */
export function folderHash(dir: string): string {
  const h = createHash('sha256')
  for (const file of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const path = join(dir, file)
    if (!statSync(path).isFile()) continue
    h.update(file).update('\0').update(readFileSync(path)).update('\0')
  }
  return h.digest('hex')
}
