/**
 * What an incremental build keeps of the last one (scripts/build-site.ts, scripts/prerender.ts): the manifest of
 * what each page was made from, and the pages made from the same inputs, linked from the last build's dist/.
 */
import { createHash } from 'node:crypto'
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SearchState } from './index-search.ts'
import type { PageJob } from './render-pages.ts'

/** Bumped when what the manifest means changes: a cache of another version is ignored. */
export const MANIFEST_VERSION = 5

/** What a build rendered each page from (a hash of its inputs, by page key) and the parts of its search index. */
export interface PageManifest {
  version: number
  /**
   * By page key: the hash of everything its files are made from, its part of the search index (-1: none) and, for a
   * searched page, the hash of its copy for the index.
   */
  pages: Record<string, [string, number, string?]>
  /** What the search index holds (scripts/index-search.ts). */
  search: SearchState
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

/** The last build, for an incremental one: its dist/ and its manifest. */
export interface PreviousBuild {
  dist: string
  /** Its id, as written in dist/.build-id. */
  id: string
  manifest: PageManifest
}

/** Whether the dist/ the pages were kept from is still the last build's (its id is its manifest's hash). */
export function sameBuild(previous: PreviousBuild): boolean {
  try {
    return readFileSync(join(previous.dist, '.build-id'), 'utf8') === previous.id
  } catch {
    return false
  }
}

/** Whether `manifest` was written by this version of the build. */
export function isPageManifest(manifest: unknown): manifest is PageManifest {
  return (manifest as PageManifest | undefined)?.version === MANIFEST_VERSION
}

/**
 * The pages made from exactly what the last build made them from: their files (the HTML and, but for a plain page,
 * its compressed copies) are hard links to the last build's, not rendered again (their copies for the search index
 * are kept by their hash). Returns their keys.
 */
export function keepUnchanged(
  jobs: PageJob[],
  manifest: PageManifest,
  previous: PreviousBuild,
  outDir: string,
): Set<string> {
  const kept = new Set<string>()
  const made = new Set<string>()
  const link = (from: string, to: string) => {
    const dir = dirname(to)
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true })
      made.add(dir)
    }
    try {
      linkSync(from, to)
    } catch (error) {
      // The bundle's own index.html (the template) stands where the home page goes.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      rmSync(to)
      linkSync(from, to)
    }
  }
  for (const job of jobs) {
    if (previous.manifest.pages[job.key]?.[0] !== manifest.pages[job.key]![0]) continue
    // The same inputs gave the same files: the page and, but for a plain page, its compressed copies.
    const copies: [string, string][] = (job.plain ? [''] : ['', '.br', '.gz']).map((suffix) => [
      join(previous.dist, job.file + suffix),
      join(outDir, job.file + suffix),
    ])
    try {
      for (const [from, to] of copies) link(from, to)
      kept.add(job.key)
    } catch {
      // A file of the last build is not there (another build swapped its own in): this page is rendered.
      for (const [, to] of copies) rmSync(to, { force: true })
    }
  }
  return kept
}

/** A hex sha256 of some texts. */
export function hash(texts: string[]): string {
  const h = createHash('sha256')
  for (const text of texts) h.update(text).update('\0')
  return h.digest('hex')
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
