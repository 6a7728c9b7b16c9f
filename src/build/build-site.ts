/**
 * The build pipeline (src/build/README.md): load the content → bundle → render every page → index the search → write
 * the site's own files → swap the output into dist/. Each step is a function below, timed under its name.
 */
import { cpSync, mkdirSync, readdirSync, renameSync, rmSync, type Dirent } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ContentReader, ParsedFileCache } from '../content/load/parsed-file-cache.ts'
import { writeMedia } from '../media/write-media.ts'
import type { PlannedSite } from '../site/build-pages.ts'
import { contentError } from '../site/content-error.ts'
import { loadAndPlan } from '../site/load-site.ts'
import type { ScheduledChange } from '../site/scheduled-changes.ts'
import { contentDirOptions } from '../content/load-content-dir.ts'
import { readKnownContentDir } from '../content/read-content-dir.ts'
import { DevSite } from '../site/dev-site.ts'
import { contentModules } from '../site/vite-plugin.ts'
import { BuildFailure } from './build-failure.ts'
import { previousBuildCache, type BuildCache } from './build-cache.ts'
import { startBundling, type Bundling } from './bundle.ts'
import { bundleScript } from './bundle-script.mjs'
import { bundleKey, codeHash } from './bundle-cache.ts'
import { indexSearch, planSearch } from './index-search.ts'
import { precompress } from './precompress.ts'
import { sameBuild, type PageManifest } from './page-manifest.ts'
import { prerender, type Prerendered } from './prerender.ts'
import type { RenderPool } from './render-pages.ts'
import { removeLater } from './swap-dir.ts'
import { SERVED, type StepTime } from './step-time.ts'

/** What a build did. */
export interface BuildResult {
  pages: number
  /** Pages (and 404.html) whose files are a previous build's, built from the same inputs. */
  reused: number
  /** Whether the previous build's bundles were reused (nothing they are built from changed). */
  bundlesReused: boolean
  /** The parts of the search index built in this build, of all its parts (the others are the previous build's). */
  searchParts: { indexed: number; of: number }
  seconds: number
  steps: StepTime[]
  /** The changes the schedule makes after the moment this build was made as at, soonest first. */
  scheduled: ScheduledChange[]
}

/** The client bundle's manifest (Vite's .vite/manifest.json) of the site in dist/, in .cache/ (never served). */
export const BUNDLE_MANIFEST = 'bundle-manifest.json'

/**
 * Builds the site (content, client bundle, server bundle, every route pre-rendered, compressed copies) into a folder
 * of its own under `.cache/`, and swaps it into `dist/` only when every step succeeded: a failed build leaves the
 * previous `dist/` exactly as it was and throws a {@link BuildFailure}. Concurrent builds never mix their files.
 * `cache`: what it reuses of the builds before (noCache: nothing, `--full`).
 */
export async function buildSite({
  root = process.cwd(),
  cache = previousBuildCache(root),
  onStep,
}: {
  root?: string
  cache?: BuildCache
  /**
   * Told each step's name as it starts (`npm run build -- --json`: the live server's progress), and SERVED once the
   * new site is in dist/ (what is left is the build's own tidying for the next one).
   */
  onStep?: (step: string) => void
} = {}): Promise<BuildResult> {
  const started = performance.now()
  // Vite keeps an inherited NODE_ENV: run from vitest (NODE_ENV=test) it would ship React's development build.
  process.env.NODE_ENV = 'production'
  removeAbandoned(cache.dir)
  const build = new Build(root, cache, onStep)
  const output = cache.startOutputFolder(build.work)
  let bundling: Bundling | undefined
  let workers: RenderPool | undefined
  try {
    const code = await build.step('code hash', () => codeHash(root))
    // Bundles that cannot be the cached ones are bundled whatever the content holds: the bundler starts now, beside
    // the content, and is given what it imports from it once it is loaded. Else the render workers load meanwhile,
    // from the cached bundles: used when this build's bundles are the same.
    if (cache.hasBundlesOf(code)) workers = cache.startWorkersBeforeBundling(build.work, build.renderFolders())
    else bundling = startBundling(build.bundleFolders())
    const loaded = await build.step('content', () => loadContent(root, cache.parsedFiles))
    let planned: PlannedSite | undefined = loaded.planned
    // The parsed files are written to the cache while the build goes on.
    const parsedWritten = cache.parsedFiles.flush().catch(() => undefined)
    const bundlesReused = await bundle(build, planned, code, { bundling, workers })
    const folder = await build.step('site folder', () => prepareOutput(build, output))
    mkdirSync(cache.searchCopies, { recursive: true })
    const rendered = await build.step('pre-render', () =>
      prerender({
        outDir: build.site,
        client: build.client,
        serverEntry: join(build.ssr, 'entry-server.js'),
        planned: planned!,
        code,
        copiesDir: cache.searchCopies,
        trash: build.trash,
        previous: cache.previous,
        reusedOutput: folder?.pages,
        pool: bundlesReused ? workers : undefined,
      }),
    )
    // The content is no longer needed: what it held is free for the search index's parts.
    planned = undefined
    await parsedWritten
    const searchParts = await build.step('search index', () => indexSiteSearch(build, rendered, folder))
    rendered.manifest.others = await build.step('compression', () => compressSiteFiles(build, rendered.written))
    await parsedWritten
    await build.step('swap into dist/', () => swapIn(build, rendered.manifest))
    onStep?.(SERVED)
    return {
      pages: rendered.pages,
      reused: rendered.reused,
      bundlesReused,
      searchParts,
      seconds: (performance.now() - started) / 1000,
      steps: build.steps,
      scheduled: loaded.scheduled,
    }
  } finally {
    // A bundler still running: the build failed before it was given the content.
    await bundling?.stop()
    await workers?.close()
    await output.done()
    build.cleanUp()
  }
}

/** One build's folders, in a work folder of its own under `.cache/`, and its timed steps. */
class Build {
  readonly work: string
  /** The output folder, swapped into dist/ at the end. */
  readonly site: string
  /** What the build replaces or removes in its folders goes here, for a remover of its own (see Trash). */
  readonly trash: string
  readonly client: string
  readonly ssr: string
  readonly dist: string
  readonly steps: StepTime[] = []

  constructor(
    readonly root: string,
    readonly cache: BuildCache,
    private readonly onStep?: (step: string) => void,
  ) {
    this.work = join(cache.dir, `build-${process.pid}`)
    this.site = join(this.work, 'site')
    this.trash = join(this.work, 'trash')
    this.client = join(this.work, 'client')
    this.ssr = join(this.work, 'ssr')
    this.dist = resolve(root, 'dist')
  }

  /** Runs a step of the build, timed under `name`; its error is a BuildFailure naming it. */
  async step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
    this.onStep?.(name)
    const start = performance.now()
    try {
      return await run()
    } catch (error) {
      throw new BuildFailure(name, error)
    } finally {
      this.steps.push({ step: name, ms: performance.now() - start })
    }
  }

  bundleFolders() {
    return { root: this.root, client: this.client, ssr: this.ssr }
  }

  renderFolders() {
    return { outDir: this.site, copiesDir: this.cache.searchCopies, trash: this.trash }
  }

  /** Keeps the search layouts for the next build, hands the trash to a remover of its own, removes the work folder. */
  cleanUp(): void {
    this.cache.keepSearchLayouts(join(this.work, 'search'))
    // Removing files waits on the disk: a process of its own does it (see Trash).
    const old = join(this.cache.dir, `old-${process.pid}-${Date.now()}`)
    try {
      renameSync(this.trash, old)
      removeLater(old)
    } catch {
      // nothing went to the trash
    }
    rmSync(this.work, { recursive: true, force: true })
  }
}

/**
 * The content, loaded and its pages planned: the data of the pages of pages/ built, those built from collections left
 * to be built (see planPages). Content errors come out as the bundler's would: each at its file:line:col with its code
 * frame (see BuildFailure).
 */
async function loadContent(
  root: string,
  parsedFiles: ParsedFileCache,
): Promise<{ planned: PlannedSite; scheduled: ScheduledChange[] }> {
  // A file whose stat is what the previous build noted is not read (its text is read if a problem in it is reported).
  const files = readKnownContentDir(root, parsedFiles.knownFiles())
  const options = contentDirOptions(root)
  // The files no cached parse answers for are parsed on every core first.
  await parsedFiles.prepare(files, () => siteReader(root), options.media)
  const {
    result,
    planned,
    scheduled = [],
  } = loadAndPlan(files, {
    ...options,
    origin: process.env.SITE_ORIGIN,
    store: parsedFiles,
  })
  if (planned) return { planned, scheduled }
  const error = contentError(result, root)
  // `diagnostics`: each problem as data, for a report in the editor's words (src/build/build-problems.ts).
  const diagnostics = result.diagnostics.filter((d) => d.severity === 'error')
  throw Object.assign(error, { errors: [{ message: error.message, loc: error.loc }], diagnostics })
}

/**
 * What the content parsers' threads parse with: the site's reader bundled into one file (in `.cache/run/` until its
 * code changes), which a thread loads much sooner than through tsx; when it cannot be bundled, the site's model
 * through tsx.
 */
async function siteReader(root: string): Promise<ContentReader> {
  try {
    return {
      worker: await bundleScript(fileURLToPath(new URL('../site/site-read-worker.ts', import.meta.url)), root),
    }
  } catch {
    return { url: new URL('../site/site-model.ts', import.meta.url).href, name: 'siteModel' }
  }
}

/**
 * The client and server bundles in the build's folders: the cached ones when nothing they are built from changed
 * (then the images are written beside them), else built in a process of its own (src/build/bundle.ts), started
 * already when `bundling` is given, and cached. Workers started before bundling are ended when they are not this
 * build's. Whether the bundles were reused.
 */
async function bundle(
  build: Build,
  planned: PlannedSite,
  code: string,
  { bundling, workers }: { bundling: Bundling | undefined; workers: RenderPool | undefined },
): Promise<boolean> {
  const { cache, client, ssr } = build
  const key = bundleKey(code, build.root, planned.built)
  const reused = !bundling && (await build.step('bundles cached', () => cache.reuseBundles(key, { client, ssr })))
  if (reused) {
    await build.step('images', () => writeMedia({ root: build.root, outDir: client }))
    return true
  }
  // Not this build's bundles: their workers go before the bundler starts.
  await workers?.close()
  const bundler = bundling ?? startBundling(build.bundleFolders())
  bundler.give(contentModules(DevSite.of(planned.built)))
  try {
    await build.step('bundles', () => bundler.done)
  } finally {
    if (bundler !== bundling) await bundler.stop()
  }
  await build.step('bundles cached', () => cache.cacheBundles({ key, code }, { client, ssr, work: build.work }))
  return false
}

/**
 * The output folder: the cache's (its unchanged pages stay in place; everything else it held goes) or a new one; the
 * bundle's files go in. The manifest of the pages it holds, and whether it was linked from dist/.
 */
async function prepareOutput(
  build: Build,
  output: ReturnType<BuildCache['startOutputFolder']>,
): Promise<{ pages: PageManifest; linked: boolean } | undefined> {
  const { site, client } = build
  const folder = await output.take(site, build.trash)
  mkdirSync(site, { recursive: true })
  // The bundle's index.html is the pages' template: the home page goes where it would be. Its manifest (which chunks
  // each module needs, read by the bench) is the build's, not the site's: it goes to .cache/.
  const notServed = [join(client, 'index.html'), join(client, '.vite')]
  cpSync(client, site, { recursive: true, filter: (path) => !notServed.includes(path) })
  return folder
}

/**
 * The search index (src/build/index-search.ts): the previous build's parts reused where their pages did not change
 * (in place in a reused output folder that holds them), the others indexed again. How many parts were indexed, of all.
 */
async function indexSiteSearch(
  build: Build,
  { search, partCount, manifest }: Prerendered,
  folder: { pages: PageManifest; linked: boolean } | undefined,
): Promise<{ indexed: number; of: number }> {
  const { cache, site } = build
  // The parts' folders of pages as the previous build left them (see layOut), this build's while it runs.
  const layouts = join(build.work, 'search')
  cache.takeSearchLayouts(layouts)
  const folders = { copies: cache.searchCopies, work: layouts }
  const trusted = cache.previous && sameBuild(cache.previous) ? cache.previous : undefined
  const planned = planSearch(search, partCount, trusted?.manifest.search)
  manifest.search = planned.state
  const of = planned.plan.parts.length + (planned.plan.recent.length ? 1 : 0)
  // The reused output folder's index is this one's but for its recent part: its parts stay where they are.
  const inPlace =
    folder !== undefined &&
    !folder.linked &&
    planned.plan.parts.every((p) => !p.build) &&
    JSON.stringify(folder.pages.search.held) === JSON.stringify(planned.state.held)
  if (!inPlace) rmSync(join(site, 'pagefind'), { recursive: true, force: true })
  if (trusted)
    try {
      const { indexed } = await indexSearch(site, search, planned, { ...folders, from: trusted.dist, inPlace })
      if (sameBuild(trusted)) return { indexed, of }
    } catch {
      // The previous build's dist/ went away meanwhile (another build swapped its own in).
    }
  // The parts taken from the previous build may be another build's: every part is indexed.
  rmSync(join(site, 'pagefind'), { recursive: true, force: true })
  const fresh = planSearch(search, partCount, undefined)
  manifest.search = fresh.state
  const { indexed } = await indexSearch(site, search, fresh, folders)
  return { indexed, of: fresh.plan.parts.length }
}

/**
 * The compressed copies of the site's own files (the bundle's, the images, the sitemap, feeds…: not its pages, which
 * the renderers compress): those of unchanged bytes from the cache. Returns those files and their copies, for the next
 * build that reuses this output folder.
 */
async function compressSiteFiles({ client, site, cache }: Build, written: string[]): Promise<string[]> {
  const others = [
    ...(readdirSync(client, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => relative(client, join(entry.parentPath, entry.name)))
      .filter((file) => file !== 'index.html' && !file.startsWith('.vite/')),
    ...written,
  ]
  others.push(...(await precompress(site, [...others, 'pagefind'], cache.compressedCopies)))
  return others
}

/** Swaps the output into dist/, the bundle's manifest into .cache/, and caches what the next build reads. */
function swapIn(build: Build, manifest: PageManifest): void {
  const { cache, work } = build
  cpSync(join(build.client, '.vite/manifest.json'), join(work, BUNDLE_MANIFEST))
  renameSync(join(work, BUNDLE_MANIFEST), join(cache.dir, BUNDLE_MANIFEST))
  cache.swapIntoDist(build.site, build.dist, manifest, { work, trash: build.trash })
}

/**
 * Work folders of builds that were killed (their process is gone) would otherwise pile up in .cache/; an old dist/
 * whose removal (swapDir's `later`) may still be under way is left to a remover of its own.
 */
function removeAbandoned(cache: string): void {
  let names: string[]
  try {
    names = readdirSync(cache)
  } catch {
    return
  }
  for (const name of names) {
    const [, kind, pid] = /^(build|old)-(\d+)/.exec(name) ?? []
    if (!pid || alive(Number(pid))) continue
    if (kind === 'old') removeLater(join(cache, name))
    else rmSync(join(cache, name), { recursive: true, force: true })
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
