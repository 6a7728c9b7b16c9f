/**
 * The previous build's record of its pages (`.cache/pages/manifest.json`): what each page was built from, the facts the
 * site's files take from it, the parts of the search index. An incremental build reuses a page whose inputs hash the
 * same (src/build/unchanged-pages.ts).
 */
import { createHash, hash as digestOf } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { PageFacts } from '../site/page-hooks.ts'
import { imageOrigins } from './headers-file.ts'
import type { SearchState } from './index-search.ts'
import { readTreeId } from './tree-id.ts'

/** Bumped when what the manifest or a folder of .cache/pages/ means changes: another version's cache is ignored. */
export const MANIFEST_VERSION = 10

/** What a build rendered each page from (a hash of its inputs, by page key) and the parts of its search index. */
export interface PageManifest {
  version: number
  /**
   * By page key: the hash of everything its files are built from, its part of the search index (-1: none) and, for a
   * searched page, the hash of its copy for the index.
   */
  pages: Record<string, [string, number, string?]>
  /**
   * By page key, the facts of each page built from known inputs (PlannedSite.inputs, hashed in `pages`): a build that
   * finds the page's inputs unchanged reuses it without building its data, and takes its facts from here.
   */
  facts: Record<string, CachedFacts>
  /** What the search index holds (src/build/index-search.ts). */
  search: SearchState
  /**
   * The build's files that are not a page's own (its HTML and compressed copies), from its folder: the bundle's, the
   * images, the search index, the site's files (sitemap, feeds, headers…). A folder stands for all it holds.
   */
  others: string[]
}

/**
 * A build's id, noted for its output folder (tree-id.ts): a hash of what its pages were built from. The same content
 * gives the same id (a full build and an incremental one), whatever the search index holds.
 */
export function buildId(manifest: PageManifest): string {
  return createHash('sha256')
    .update(`${manifest.version}\0${JSON.stringify(manifest.pages)}`)
    .digest('hex')
}

/** A page's facts (PageFacts) as the manifest holds them, with its image origins; what one leaves out is empty. */
export interface CachedFacts {
  gone?: true
  lastmod?: string
  csp?: PageFacts['csp']
  searches?: true
  /** Its feed items by their order only (date, id): a page with one among a feed's newest is built for its text. */
  feed?: [string, string][]
  /** The origins of its https images (see ImageOrigins), for the site's Content-Security-Policy. */
  origins?: string[]
}

/** What the manifest holds of a page's facts and images (their addresses as JSON writes them). */
export function cachedFacts(
  { gone, lastmod, csp, searches, feedItems }: PageFacts,
  images: Iterable<string>,
): CachedFacts {
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

/** The facts of page `path` as cached, but for its feed items' text (see CachedFacts.feed). */
export function pageFactsFromCache(path: string, cached: CachedFacts): PageFacts {
  return {
    path,
    gone: cached.gone === true,
    lastmod: cached.lastmod,
    feedItems: [],
    csp: cached.csp ?? [],
    searches: cached.searches === true,
  }
}

/** The previous build, for an incremental one: its output (dist/) and its manifest. */
export interface PreviousBuild {
  /** The project's .cache/, where the output folders' ids are noted (tree-id.ts). */
  cache: string
  dist: string
  /** Its id, as noted for dist/ (readTreeId). */
  id: string
  manifest: PageManifest
  /** The manifest's JSON as it was written (it describes the reused output folder of the next build). */
  text: string
}

/** Whether dist/ is still the previous build's output (its id is its manifest's hash): no other build swapped in. */
export function sameBuild(previous: PreviousBuild): boolean {
  return readTreeId(previous.cache, previous.dist) === previous.id
}

/** Whether `manifest` was written by this version of the build. */
export function isPageManifest(manifest: unknown): manifest is PageManifest {
  return (manifest as PageManifest | undefined)?.version === MANIFEST_VERSION
}

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
