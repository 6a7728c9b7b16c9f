/**
 * Everything a build reuses of the builds before it, behind one interface: the parsed content files, the bundles, the
 * pages and their manifest, the reused output folder, the search copies and layouts, the compressed copies, and the
 * render workers started before bundling. `previousBuildCache` reads and writes `.cache/`; `noCache` (`npm run build
 * -- --full`) reads nothing of it and writes what the next build reads. See src/build/README.md.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { ParsedFileCache } from '../content/load/parsed-file-cache.ts'
import { bundlesDir, cacheBundles, cachedBundleCode, reuseBundles } from './bundle-cache.ts'
import { buildId, isPageManifest, type PageManifest, type PreviousBuild } from './page-manifest.ts'
import { pageTemplates } from './page-templates.ts'
import { RenderPool, workersFor, type RenderSetup } from './render-pages.ts'
import {
  keepForReuse,
  linkPreviousOutput,
  reusableOutputIn,
  reusedOutputWorthTaking,
  takeReusedOutput,
} from './reused-output.ts'
import { swapDir, Trash } from './swap-dir.ts'
import { readTreeId, writeTreeId } from './tree-id.ts'

/** The folder a build writes its output in, and what it already holds. */
export interface OutputFolder {
  /**
   * Moves the reused output folder (or one linked from the previous build's pages) to `site`: the manifest of the pages
   * it holds, and whether it was linked (then it holds no search index); undefined when there is none (`site` is new).
   */
  take(site: string, trash: string): Promise<{ pages: PageManifest; linked: boolean } | undefined>
  /** Resolves once no thread writes in the build's work folder any more. */
  done(): Promise<void>
}

/** What a build reuses of the builds before it, and keeps for the next one. */
export interface BuildCache {
  /** The project's `.cache/`: each build's work folder goes there too. */
  readonly dir: string
  /** The parsed content files (`.cache/content/`). */
  readonly parsedFiles: ParsedFileCache
  /** The previous build, when dist/ is the output its manifest describes: its unchanged pages and parts are reused. */
  readonly previous: PreviousBuild | undefined
  /** Whether the cached bundles were built from the code of hash `code` (then they may be reused: the bundler waits). */
  hasBundlesOf(code: string): boolean
  /** Copies the cached bundles into `client` and `ssr` when they were built under `key`: false otherwise. */
  reuseBundles(key: string, into: { client: string; ssr: string }): boolean
  /** Caches the bundles just built, under `key`, built from the code of hash `code`. */
  cacheBundles(built: { key: string; code: string }, from: { client: string; ssr: string; work: string }): void
  /** Render workers started from the cached bundles, before this build's are known: none when there are none. */
  startWorkersBeforeBundling(
    work: string,
    setup: Omit<RenderSetup, 'serverEntry' | 'templates'>,
  ): RenderPool | undefined
  /** Starts preparing the output folder (see OutputFolder), while the content is loaded. */
  startOutputFolder(work: string): OutputFolder
  /** The searched pages' copies the search index is built from, each named by the hash of its bytes. */
  readonly searchCopies: string
  /** Moves the search parts' folders of pages (see layOut in index-search.ts) to `to`, when there are any. */
  takeSearchLayouts(to: string): void
  /** Keeps the search parts' folders of pages in `from` for the next build. */
  keepSearchLayouts(from: string): void
  /** The compressed copies of the site's own files, named by the hash of their bytes, and whether they are read. */
  readonly compressedCopies: { dir: string; reuse: boolean }
  /**
   * Swaps `site` into `dist` and keeps, for the next build, `manifest` (`.cache/pages/`) and the replaced dist/ as its
   * reused output folder when it is the previous build's. Prunes the search copies no manifest names.
   */
  swapIntoDist(site: string, dist: string, manifest: PageManifest, folders: { work: string; trash: string }): void
}

/** The cache of the builds before, in `root`'s `.cache/`: reused wherever it still holds. */
export function previousBuildCache(root: string): BuildCache {
  return new PreviousBuildCache(root, true)
}

/**
 * No cache: everything is built again (`npm run build -- --full`), and what the next build reads is written as usual.
 * The reference an incremental build must equal, byte for byte. Content-addressed stores (the search copies and their
 * layouts, each file named by or checked against the hash of its bytes) are shared: they cannot hold a wrong file.
 */
export function noCache(root: string): BuildCache {
  return new NoCache(root, false)
}

/** The search parts' folders of pages in .cache/; the number is their layout's: another is never used. */
const SEARCH_LAYOUTS = 'search-layouts-1'

class PreviousBuildCache implements BuildCache {
  readonly dir: string
  readonly parsedFiles: ParsedFileCache
  readonly searchCopies: string
  readonly compressedCopies: { dir: string; reuse: boolean }
  /** `.cache/pages/`: the manifest and the reusable output folder. */
  protected readonly pagesDir: string
  /** The previous build's manifest with its JSON, when there is one of this version. */
  protected readonly lastManifest: { manifest: PageManifest; text: string } | undefined
  /** The previous build, when dist/ is its output: what the reused output folder is checked against. */
  protected readonly lastBuild: PreviousBuild | undefined

  constructor(root: string, reuse: boolean) {
    this.dir = resolve(root, '.cache')
    // Read in the background from the start (a thread of its own), while the manifest and the content files are.
    this.parsedFiles = ParsedFileCache.of(root, { reuse })
    this.parsedFiles.preload()
    this.searchCopies = join(this.dir, 'search-copies')
    this.compressedCopies = { dir: join(this.dir, 'compressed'), reuse }
    this.pagesDir = join(this.dir, 'pages')
    this.lastManifest = readManifest(this.pagesDir)
    this.lastBuild = this.lastManifest && previousBuild(this.dir, resolve(root, 'dist'), this.lastManifest)
  }

  get previous(): PreviousBuild | undefined {
    return this.lastBuild
  }

  hasBundlesOf(code: string): boolean {
    return cachedBundleCode(this.dir) === code
  }

  reuseBundles(key: string, into: { client: string; ssr: string }): boolean {
    return reuseBundles(this.dir, key, into)
  }

  cacheBundles(built: { key: string; code: string }, from: { client: string; ssr: string; work: string }): void {
    cacheBundles(this.dir, built, from)
  }

  /**
   * Workers from a copy of the cached server bundle in this build's folder (another build caching its own meanwhile
   * changes nothing under them): they load while the content is read, and are used when this build's bundles are the
   * same (src/build/prerender.ts), else ended.
   */
  // Measured (bench --full, median of 3): saves 13% of the steady incremental build (2.60 s without it, 2.27 s with).
  startWorkersBeforeBundling(
    work: string,
    setup: Omit<RenderSetup, 'serverEntry' | 'templates'>,
  ): RenderPool | undefined {
    const cached = bundlesDir(this.dir)
    const ssr = join(work, 'ssr-before-bundling')
    try {
      readFileSync(join(cached, 'key'))
      mkdirSync(work, { recursive: true })
      cpSync(join(cached, 'ssr'), ssr, { recursive: true })
      const templates = pageTemplates(join(cached, 'client'))
      const pages = this.lastManifest && Object.keys(this.lastManifest.manifest.pages).length
      return new RenderPool(
        { ...setup, serverEntry: join(ssr, 'entry-server.js'), templates },
        // As many as the previous build's pages need: a small site needs one, not one per core.
        pages === undefined ? availableParallelism() : workersFor(pages),
      )
    } catch {
      // No bundles cached, or another build swapped its own in meanwhile: the pre-render starts its own.
      rmSync(ssr, { recursive: true, force: true })
      return undefined
    }
  }

  startOutputFolder(work: string): OutputFolder {
    const previous = this.previous
    const pagesDir = this.pagesDir
    const cache = this.dir
    const takeReused = reusedOutputWorthTaking(pagesDir, previous)
    // With no reused output folder worth taking, one is linked from the previous build's pages meanwhile.
    const linkedDir = join(work, 'linked')
    const linking = previous && !takeReused ? linkPreviousOutput(previous, linkedDir) : undefined
    return {
      async take(site, trash) {
        const reused = takeReused ? takeReusedOutput(cache, pagesDir, site) : undefined
        if (reused) {
          // Everything but its pages goes: this build writes the site's own files again.
          const gone = new Trash(trash, 'site')
          for (const entry of reused.others) gone.put(join(site, entry))
          return { pages: reused, linked: false }
        }
        const linked = await linking
        if (!linked) return undefined
        renameSync(linkedDir, site)
        return { pages: linked, linked: true }
      },
      async done() {
        await linking
      },
    }
  }

  takeSearchLayouts(to: string): void {
    try {
      renameSync(join(this.dir, SEARCH_LAYOUTS), to)
    } catch {
      // None yet, or another build has them: laid out from nothing.
    }
  }

  keepSearchLayouts(from: string): void {
    try {
      renameSync(from, join(this.dir, SEARCH_LAYOUTS))
    } catch {
      // None laid out, or another build's are there.
    }
  }

  swapIntoDist(
    site: string,
    dist: string,
    manifest: PageManifest,
    { work, trash }: { work: string; trash: string },
  ): void {
    // The manifest and the id that ties it to the output folder (noted in .cache/: see tree-id.ts).
    writeTreeId(this.dir, site, buildId(manifest))
    const next = join(work, 'pages')
    mkdirSync(next, { recursive: true })
    writeFileSync(join(next, 'manifest.json'), JSON.stringify(manifest))
    // The replaced dist/ is the next build's reused output folder, when it is the previous build's.
    swapDir(site, dist, this.dir, { keep: reusableOutputIn(next) })
    keepForReuse(this.dir, next, this.lastBuild, manifest)
    try {
      mkdirSync(trash, { recursive: true })
      swapDir(next, this.pagesDir, this.dir, { keep: join(trash, 'pages') })
    } catch {
      // Another build cached its own at the same moment: the next build finds ids that disagree and renders all.
    }
    // The copies neither this build's index nor the previous one's is built from (a build that started from the
    // previous manifest meanwhile still finds its own).
    pruneSearchCopies(this.searchCopies, [manifest, this.previous?.manifest], new Trash(trash, 'copies'))
  }
}

/** Reads nothing a build before wrote (but the content-addressed stores); writes what the next build reads. */
class NoCache extends PreviousBuildCache {
  override get previous(): undefined {
    return undefined
  }

  override hasBundlesOf(): boolean {
    return false
  }

  override reuseBundles(): boolean {
    return false
  }

  override startWorkersBeforeBundling(): undefined {
    return undefined
  }

  override startOutputFolder(): OutputFolder {
    return { take: () => Promise.resolve(undefined), done: () => Promise.resolve() }
  }
}

/** The manifest the previous build wrote in `pagesDir` (.cache/pages/), with its JSON, when it is of this version. */
function readManifest(pagesDir: string): { manifest: PageManifest; text: string } | undefined {
  try {
    const text = readFileSync(join(pagesDir, 'manifest.json'), 'utf8')
    const manifest: unknown = JSON.parse(text)
    return isPageManifest(manifest) ? { manifest, text } : undefined
  } catch {
    return undefined
  }
}

/**
 * The previous build, when its manifest belongs to the dist/ that is there: its hash is dist/'s id. Anything else (no
 * cache, another version, a dist/ from another build) is not trusted: every page is rendered.
 */
function previousBuild(
  cache: string,
  dist: string,
  { manifest, text }: { manifest: PageManifest; text: string },
): PreviousBuild | undefined {
  const id = readTreeId(cache, dist)
  return id !== undefined && buildId(manifest) === id ? { cache, dist, id, manifest, text } : undefined
}

/** Moves the search copies none of `manifests` names to `trash`. */
function pruneSearchCopies(dir: string, manifests: (PageManifest | undefined)[], trash: Trash): void {
  const named = new Set<string>()
  for (const manifest of manifests)
    for (const [, , copy] of Object.values(manifest?.pages ?? {})) if (copy) named.add(`${copy}.html`)
  for (const name of readdirSync(dir)) if (!named.has(name)) trash.put(join(dir, name))
}
