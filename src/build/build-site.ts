import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, type Dirent } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ReadingStore, type ContentReader } from '../content/load/reading-store.ts'
import { writeMedia } from '../media/write-media.ts'
import type { PlannedSite } from '../site/build-pages.ts'
import { contentError } from '../site/content-error.ts'
import { loadAndPlan } from '../site/load-site.ts'
import { contentDirOptions } from '../content/load-content-dir.ts'
import { readKnownContentDir } from '../content/read-content-dir.ts'
import { DevSite } from '../site/dev-site.ts'
import { contentModules } from '../site/vite-plugin.ts'
import { BuildFailure } from './build-failure.ts'
import { startBundling, type Bundling } from './bundle.ts'
import { bundleScript } from './bundle-script.mjs'
import { bundleKey, codeHash, keepBundles, kept as keptBundles, keptCode, reuseBundles } from './bundle-cache.ts'
import { indexSearch, planSearch } from './index-search.ts'
import { precompress } from './precompress.ts'
import { buildId, isPageManifest, sameBuild, type PageManifest, type PreviousBuild } from './kept-pages.ts'
import { pageTemplates } from './page-templates.ts'
import { prerender } from './prerender.ts'
import { RenderPool, workersFor } from './render-pages.ts'
import { keepSpare, linkSpare, spareIn, spareWorthTaking, takeSpare } from './spare-tree.ts'
import { removeLater, swapDir, Trash } from './swap-dir.ts'
import type { StepTime } from './step-time.ts'
import { readTreeId, writeTreeId } from './tree-id.ts'

/**
 * Builds the site (content, client bundle, server bundle, every route pre-rendered, compressed copies) into a folder
 * of its own under `.cache/`, and swaps it into `dist/` only when every step succeeded: a failed build leaves the
 * previous `dist/` exactly as it was and throws a {@link BuildFailure}. Concurrent builds never mix their files. The
 * last build's bundles are used again when nothing they are made from changed, and its pages whose inputs are the
 * same are kept (unless `full`).
 */
export async function buildSite({
  root = process.cwd(),
  full = false,
}: {
  root?: string
  /** Render every page and index every part of the search again, whatever the last build left (`--full`). */
  full?: boolean
} = {}): Promise<{
  pages: number
  /** Pages (and 404.html) whose files are the last build's, made from the same inputs. */
  kept: number
  /** Whether the last build's bundles were used (nothing they are made from changed). */
  bundlesReused: boolean
  /** The parts of the search index made in this build, of all its parts (the others are the last build's). */
  searchParts: { indexed: number; of: number }
  seconds: number
  steps: StepTime[]
}> {
  const started = performance.now()
  // Vite keeps an inherited NODE_ENV: run from vitest (NODE_ENV=test) it would ship React's development build.
  process.env.NODE_ENV = 'production'
  const cache = resolve(root, '.cache')
  removeAbandoned(cache)
  const work = join(cache, `build-${process.pid}`)
  const site = join(work, 'site')
  // What the build replaces or removes in its folders goes here, for a remover of its own (see Trash).
  const trash = join(work, 'trash')
  const client = join(work, 'client')
  const ssr = join(work, 'ssr')
  const steps: StepTime[] = []
  const step = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
    const start = performance.now()
    try {
      return await run()
    } catch (error) {
      throw new BuildFailure(name, error)
    } finally {
      steps.push({ step: name, ms: performance.now() - start })
    }
  }
  // Each file's reading is kept in .cache/content/: the next build reads only the files that changed. Its files are
  // read in the background from the start (a thread of its own), while the last build's manifest and the content
  // files are.
  const readings = ReadingStore.of(root, { reuse: !full })
  readings.preload()
  // The searched pages' copies the index is made from, each named by its hash, kept from build to build.
  const copiesDir = join(cache, 'search-copies')
  // What the last build made its pages from, read once: it sizes the workers started early and, when it is dist/'s,
  // its pages made from the same inputs are kept.
  const kept = join(cache, 'pages')
  const lastManifest = readManifest(kept)
  // Started once the code's hash is known (see below): the pre-render's workers from the last build's bundles, or
  // the bundler.
  let early: RenderPool | undefined
  let bundling: Bundling | undefined
  const dist = resolve(root, 'dist')
  const last = lastManifest && previousBuild(cache, dist, lastManifest)
  const previous = full ? undefined : last
  // With no spare tree worth taking, one is made of the last build's pages meanwhile (see linkSpare).
  const takeTree = !full && spareWorthTaking(kept, previous)
  const linked = previous && !takeTree ? linkSpare(previous, join(work, 'linked')) : undefined
  try {
    const code = await step('code hash', () => codeHash(root))
    if (full || keptCode(cache) !== code)
      // The bundles are made whatever the content holds (the code is not the kept bundles'): the bundler starts now,
      // beside the content, and is given what it imports from it once it is loaded. At +10,000 articles, its start
      // and its work took 2.5 to 3 s after the content, whose readers keep 1.5 to 1.8 of two cores busy: now 0.7 to
      // 0.9 s.
      bundling = startBundling({ root, client, ssr })
    // Else the pre-render's workers load while the content is read, with the last build's bundles: used when this
    // build's are the same (nothing they are made from changed), else ended.
    else early = startEarly(cache, work, { site, copiesDir, trash }, lastManifest?.manifest)
    // pages/ is loaded once, before the bundles: the bundles' key, the bundles (the modules they import from it) and
    // the pre-render share it. The pages made from collections are made by the pre-render, one at a time.
    let planned: PlannedSite | undefined = await step('content', () => loadPlanned(root, readings))
    // The new readings are written while the build goes on.
    const settled = readings.settle().catch(() => undefined)
    const key = bundleKey(code, root, planned.built)
    const bundlesReused = !bundling && (await step('bundles kept', () => reuseBundles(cache, key, { client, ssr })))
    if (bundlesReused) await step('images', () => writeMedia({ root, outDir: client }))
    else {
      // Not this build's bundles: their workers go before the bundler starts.
      await early?.close()
      // In a process of its own, whose memory goes when it ends (src/build/bundle.ts). The step is what the build waits
      // for it once the content is loaded.
      const bundler = (bundling ??= startBundling({ root, client, ssr }))
      bundler.give(contentModules(DevSite.of(planned.built)))
      await step('bundles', () => bundler.done)
      await step('bundles kept', () => keepBundles(cache, { key, code }, { client, ssr, work }))
    }
    // The folder of the site: the tree of the build before the last when there is one (its pages that did not
    // change stay in place; everything else it held goes), or one linked from the last build's pages, else a new
    // one; the bundle's files go in.
    let spareLinked = false
    const spare = await step('site folder', async () => {
      let tree = takeTree ? takeSpare(cache, kept, site) : undefined
      if (tree) {
        const gone = new Trash(trash, 'site')
        for (const entry of tree.others) gone.put(join(site, entry))
      } else if ((tree = await linked)) {
        renameSync(join(work, 'linked'), site)
        spareLinked = true
      }
      mkdirSync(site, { recursive: true })
      // The bundle's index.html is the pages' template: the home page goes where it would be. Its manifest (which
      // chunks each module needs, read by the bench) is the build's, not the site's: it goes to .cache/.
      const notServed = [join(client, 'index.html'), join(client, '.vite')]
      cpSync(client, site, { recursive: true, filter: (path) => !notServed.includes(path) })
      return tree
    })
    mkdirSync(copiesDir, { recursive: true })
    const {
      pages,
      kept: keptPages,
      search,
      partCount,
      manifest,
      written,
    } = await step('pre-render', () =>
      prerender({
        root,
        outDir: site,
        client,
        serverEntry: join(ssr, 'entry-server.js'),
        planned: planned!,
        code,
        copiesDir,
        trash,
        previous,
        spare,
        pool: bundlesReused ? early : undefined,
      }),
    )
    // The content is no longer needed: what it held is free for the search index's parts.
    planned = undefined
    await settled
    const { indexed, of } = await step('search index', async () => {
      // The parts' folders of pages as the last build left them (see layOut), this build's while it runs.
      const layouts = join(work, 'search')
      try {
        renameSync(join(cache, SEARCH_LAYOUTS), layouts)
      } catch {
        // None yet, or another build has them: made from nothing.
      }
      const folders = { copies: copiesDir, work: layouts }
      const trusted = previous && sameBuild(previous) ? previous : undefined
      const planned = planSearch(search, partCount, trusted?.manifest.search)
      manifest.search = planned.state
      const of = planned.plan.parts.length + (planned.plan.recent.length ? 1 : 0)
      // The spare tree's index is this one's but for its recent part: its parts stay where they are.
      const inPlace =
        spare !== undefined &&
        !spareLinked &&
        planned.plan.parts.every((p) => !p.make) &&
        JSON.stringify(spare.search.held) === JSON.stringify(planned.state.held)
      if (!inPlace) rmSync(join(site, 'pagefind'), { recursive: true, force: true })
      if (trusted)
        try {
          const { indexed } = await indexSearch(site, search, planned, { ...folders, from: trusted.dist, inPlace })
          if (sameBuild(trusted)) return { indexed, of }
        } catch {
          // The last build's dist/ went away meanwhile (another build swapped its own in).
        }
      // The parts taken from the last build may be another build's: every part is made.
      rmSync(join(site, 'pagefind'), { recursive: true, force: true })
      const fresh = planSearch(search, partCount, undefined)
      manifest.search = fresh.state
      const { indexed } = await indexSearch(site, search, fresh, folders)
      return { indexed, of: fresh.plan.parts.length }
    })
    // The site's own files (the bundle's, the images, the sitemap, feeds…: not its pages), for the next build that
    // takes this tree as its spare.
    const others = [
      ...(readdirSync(client, { recursive: true, withFileTypes: true }) as Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => relative(client, join(entry.parentPath, entry.name)))
        .filter((file) => file !== 'index.html' && !file.startsWith('.vite/')),
      ...written,
    ]
    // Their compressed copies, those of unchanged bytes taken from the last build's (.cache/compressed/).
    const copies = join(cache, 'compressed')
    others.push(...(await step('compression', () => precompress(site, [...others, 'pagefind'], copies))))
    manifest.others = others
    await settled
    // What the next build needs to keep what did not change: the pages' manifest, and an id of the tree that ties it
    // to them (kept in .cache/: see tree-id.ts).
    const id = buildId(manifest)
    writeTreeId(cache, site, id)
    const next = join(work, 'kept')
    mkdirSync(next, { recursive: true })
    writeFileSync(join(next, 'manifest.json'), JSON.stringify(manifest))
    await step('swap into dist/', () => {
      cpSync(join(client, '.vite/manifest.json'), join(work, BUNDLE_MANIFEST))
      renameSync(join(work, BUNDLE_MANIFEST), join(cache, BUNDLE_MANIFEST))
      // The replaced dist/ is the next build's spare tree, when it is the last build's as its manifest says.
      swapDir(site, dist, cache, { keep: spareIn(next) })
      keepSpare(cache, next, last, manifest)
      try {
        mkdirSync(trash, { recursive: true })
        swapDir(next, kept, cache, { keep: join(trash, 'kept') })
      } catch {
        // Another build kept its own at the same moment: the next build finds ids that disagree and renders all.
      }
    })
    // The copies neither this build's index nor the last one's is made from (a build that started from the last
    // manifest meanwhile still finds its own).
    pruneCopies(copiesDir, [manifest, previous?.manifest], new Trash(trash, 'copies'))
    return {
      pages,
      kept: keptPages,
      bundlesReused,
      searchParts: { indexed, of },
      seconds: (performance.now() - started) / 1000,
      steps,
    }
  } finally {
    // A bundler still running: the build failed before it was given the content.
    await bundling?.stop()
    await early?.close()
    // A tree still being linked is left to finish first: its folder is in the work folder.
    await linked
    // The search index's folders of pages are kept for the next build (unless another build kept its own).
    try {
      renameSync(join(work, 'search'), join(cache, SEARCH_LAYOUTS))
    } catch {
      // none made, or another build's are there
    }
    // The trash is removed by a process of its own: its files' removal waits on the disk (see Trash).
    const old = join(cache, `old-${process.pid}-${Date.now()}`)
    try {
      renameSync(trash, old)
      removeLater(old)
    } catch {
      // nothing went to the trash
    }
    rmSync(work, { recursive: true, force: true })
  }
}

/**
 * Render workers started from the kept bundles (a copy of the server bundle in this build's folder, so another build
 * keeping its own meanwhile changes nothing under them), with `site` as their folder; none when no bundles are kept.
 */
function startEarly(
  cache: string,
  work: string,
  { site, copiesDir, trash }: { site: string; copiesDir: string; trash: string },
  last: PageManifest | undefined,
): RenderPool | undefined {
  const kept = keptBundles(cache)
  const ssr = join(work, 'early-ssr')
  try {
    readFileSync(join(kept, 'key'))
    mkdirSync(work, { recursive: true })
    cpSync(join(kept, 'ssr'), ssr, { recursive: true })
    const templates = pageTemplates(join(kept, 'client'))
    return new RenderPool(
      { serverEntry: join(ssr, 'entry-server.js'), templates, outDir: site, copiesDir, trash },
      // As many as the last build's pages need (one for a site of 40 pages, not one per core: 50 MB each).
      last ? workersFor(Object.keys(last.pages).length) : availableParallelism(),
    )
  } catch {
    // No bundles kept, or another build swapped its own in meanwhile: the pre-render starts its own.
    rmSync(ssr, { recursive: true, force: true })
    return undefined
  }
}

/**
 * The content, loaded and its pages planned: the data of the pages of pages/ made, those made from collections left to
 * be made (see planPages). Content errors come out as the bundler's would: each at its file:line:col with its code
 * frame (see BuildFailure).
 */
async function loadPlanned(root: string, store: ReadingStore): Promise<PlannedSite> {
  // A file whose stat is what the last build noted is not read (its text is read if a problem in it is reported).
  const files = readKnownContentDir(root, store.knownFiles())
  const options = contentDirOptions(root)
  // The files no kept reading answers for are read on every core first.
  await store.prepare(files, () => siteReader(root), options.media)
  const { result, planned } = loadAndPlan(files, { ...options, origin: process.env.SITE_ORIGIN, store })
  if (planned) return planned
  const error = contentError(result, root)
  throw Object.assign(error, { errors: [{ message: error.message, loc: error.loc }] })
}

/**
 * What the content readers' threads read with: the site's reader bundled into one file (kept in `.cache/run/` until
 * its code changes), which a thread loads in 0.3 s instead of 2 to 3 s through tsx; when it cannot be bundled, the
 * site's model through tsx.
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

/** The client bundle's manifest (Vite's .vite/manifest.json) of the site in dist/, in .cache/ (never served). */
export const BUNDLE_MANIFEST = 'bundle-manifest.json'

/**
 * The search index's parts' folders of pages, kept in .cache/ between builds (see layOut in index-search.ts); the
 * number is that of the way they are laid out: another is never used.
 */
const SEARCH_LAYOUTS = 'search-layouts-1'

/** The manifest the last build kept in `kept` (.cache/pages/), with its JSON, when there is one of this version. */
function readManifest(kept: string): { manifest: PageManifest; text: string } | undefined {
  try {
    const text = readFileSync(join(kept, 'manifest.json'), 'utf8')
    const manifest: unknown = JSON.parse(text)
    return isPageManifest(manifest) ? { manifest, text } : undefined
  } catch {
    return undefined
  }
}

/**
 * The last build, when the manifest it kept (`.cache/pages/manifest.json`) belongs to the dist/ that is there: its
 * hash is dist/'s id (readManifest has checked its version). Anything else (no cache, another version, a dist/ from
 * another build) is not trusted: every page is rendered.
 */
function previousBuild(
  cache: string,
  dist: string,
  { manifest, text }: { manifest: PageManifest; text: string },
): PreviousBuild | undefined {
  const id = readTreeId(cache, dist)
  return id !== undefined && buildId(manifest) === id ? { cache, dist, id, manifest, text } : undefined
}

/** Moves the search copies none of `manifests` names to the trash. */
function pruneCopies(dir: string, manifests: (PageManifest | undefined)[], trash: Trash): void {
  const named = new Set<string>()
  for (const manifest of manifests)
    for (const [, , copy] of Object.values(manifest?.pages ?? {})) if (copy) named.add(`${copy}.html`)
  for (const name of readdirSync(dir)) if (!named.has(name)) trash.put(join(dir, name))
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
