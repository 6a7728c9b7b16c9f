/** Renders every route of the built site to static HTML with its own head, plus 404.html, sitemap and robots. */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { dataUrl } from '../content/page-keys.ts'
import { formOrigins } from '../forms/form-origins.ts'
import { FEED_SIZE, newestFirst } from '../seo/feeds.ts'
import { robotsTxt, sitemapFiles } from '../seo/sitemap.ts'
import type { PlannedSite } from '../site/build-pages.ts'
import { factsOf, needsSearchIndex, pageFacts, scriptSrcAdditions, type PageFacts } from '../site/page-hooks.ts'
import type { PageData } from '../sections/page-data.ts'
import { siteFeeds } from '../site/site-feeds.ts'
import { languageOfPath, translatedNotFound } from '../site/built-site.ts'
import { redirectsFile } from '../site/redirects-file.ts'
import { sitemapEntries } from '../site/sitemap-entries.ts'
import { headersFile, ImageOrigins } from './headers-file.ts'
import { searchPart, searchParts, type SearchPage } from './index-search.ts'
import {
  cachedFacts,
  folderHash,
  hash,
  MANIFEST_VERSION,
  pageFactsFromCache,
  sameBuild,
  type CachedFacts,
  type PageManifest,
  type PreviousBuild,
} from './page-manifest.ts'
import { UnchangedPages } from './unchanged-pages.ts'
import type { PageJob } from './page-job.ts'
import { RenderPool, workersFor } from './render-pages.ts'
import { htmlFileFor, pageFile } from './html-file.ts'
import { pageTemplates } from './page-templates.ts'
import { PageDigests } from './page-digest.ts'

/**
 * From this many pages built from collections (articles, jobs) on, they are "bulk" pages: they link the stylesheet
 * instead of inlining it, and get no compressed copies (the server or CDN compresses them when asked). The pages of
 * lists (the article archive, a job board's further pages) are one for every 12 or 20 entries: they keep the
 * stylesheet inlined, so they paint as fast as the list's first page, but no compressed copies either (thousands of
 * list pages' copies would cost a large share of the pre-render's CPU).
 */
export const BULK_FROM = 500

export { htmlFileFor }

/** What the pre-render gives the rest of the build. */
export interface Prerendered {
  /** The routes' pages (404.html aside). */
  pages: number
  /** The routes' pages whose files are a previous build's. */
  reused: number
  /** The searched pages with their copies and parts, for the search index (src/build/index-search.ts). */
  search: SearchPage[]
  partCount: number
  manifest: PageManifest
  /** The site's files written (besides the pages), from `outDir`. */
  written: string[]
}

interface PrerenderOptions {
  outDir: string
  /** The client bundle's folder: its index.html (the template), its stylesheet, its drawings. */
  client: string
  /** A hash of the code the build runs (src/build/bundle-cache.ts): the components, and the code that writes pages. */
  code: string
  serverEntry: string
  /**
   * The content the bundles were built from (loaded once per build), its pages planned: those built from collections
   * are built here, one at a time, and let go of once hashed (or sent to be rendered).
   */
  planned: PlannedSite
  /** Where the searched pages' copies for the search index go, each named by its hash. */
  copiesDir: string
  /** Where the files replaced or removed in `outDir` go (see Trash in src/build/swap-dir.ts). */
  trash: string
  /** The previous build (its dist/ and what it rendered from): pages whose inputs are the same are reused. */
  previous?: PreviousBuild | undefined
  /** What the pages in `outDir` were rendered from, when it is a reused output folder: the same pages stay. */
  reusedOutput?: PageManifest | undefined
  /**
   * Workers started before bundling (src/build/build-cache.ts): used when they render with this build's server
   * bundle and templates, else ended.
   */
  pool?: RenderPool | undefined
}

/**
 * Renders every route, 404.html and the site's files (sitemap, feeds, robots, redirects, headers) into `outDir`,
 * which holds the client bundle's files (`client`, whose index.html is the pages' template) and, when `reusedOutput`
 * says so, the pages of a build before. When a page searches the site, the searched pages' copies the search index is
 * built from (src/build/index-search.ts) go into `copiesDir`, each named by its hash; it returns those pages with
 * their copies and parts of the index, and the site's files it wrote.
 */
export async function prerender(options: PrerenderOptions): Promise<Prerendered> {
  const { planned, previous, reusedOutput } = options
  const plan = planJobs(planned, options.client)
  const manifest: PageManifest = {
    version: MANIFEST_VERSION,
    pages: {},
    facts: {},
    search: { parts: plan.partCount, held: {}, recent: {} },
    others: [],
  }
  const pool = await startWorkers(options, plan)
  const { unchanged, imageHosts, feedItemsNotBuilt } = await renderChangedPages(options, plan, manifest, pool)
  const { fromReusedOutput, fromDist } = unchanged
  // Another build swapped its own dist/ in meanwhile: what was linked from it may be its, so those are rendered.
  const trusted = previous && sameBuild(previous) ? previous : undefined
  if (!trusted) for (const job of plan.jobs) if (fromDist.has(job.key)) pool.add(job, plan.dataOf(job.key))
  const reused = trusted ? new Set([...fromReusedOutput, ...fromDist]) : fromReusedOutput
  // The site's files are written while the workers render.
  const rendering = pool.done()
  const written = writeSiteFiles(options, plan, imageHosts, feedItemsNotBuilt)
  const copies = await rendering
  // A searched page's entry ends with the hash of its copy: rendered now, or the one it was reused with.
  for (const [key, entry] of Object.entries(manifest.pages))
    if (entry[1] >= 0)
      entry.push(copies.get(key) ?? (fromReusedOutput.has(key) ? reusedOutput! : trusted!.manifest).pages[key]![2]!)
  const files = new Map(plan.jobs.map((job) => [job.key, job.file]))
  const search = Object.entries(manifest.pages).flatMap(([key, [, part, copy]]) =>
    part >= 0 ? [{ key, file: files.get(key)!, copy: copy!, part }] : [],
  )
  return {
    pages: plan.paths.length,
    // Counted as `pages` is: the routes' pages, not 404.html.
    reused: reused.size - plan.notFoundKeys.filter((key) => reused.has(key)).length,
    search,
    partCount: plan.partCount,
    manifest,
    written,
  }
}

/** What is rendered: every page's job, the facts known up front, the search's parts. */
interface JobPlan {
  /** Every route, sorted. */
  routes: string[]
  /** The routes, the pages of lists first. */
  paths: string[]
  jobs: PageJob[]
  /** What the site's files take from each page (see PageFacts): those of the pages built up front, so far. */
  facts: Map<string, PageFacts>
  missingFacts: PageFacts[]
  /** Whether a page searches the site (then the searched pages get copies and parts). */
  searching: boolean
  unsearched: (path: string) => boolean
  partCount: number
  templates: { inlined: string; linked: string }
  /** A page's data by key (a route, or 404): a page built from collections is built again each time it is asked for. */
  dataOf: (key: string) => PageData
  /** The keys of the not-found pages: 404, and the other languages' (/es/404.html). */
  notFoundKeys: string[]
}

function planJobs(planned: PlannedSite, client: string): JobPlan {
  const { built, later } = planned
  const routes = [...built.pages.keys(), ...later.keys()].sort((a, b) => a.localeCompare(b))
  // The pages of lists first: an edit, an addition or a deletion changes most of them (each page after the change
  // shifts), so their rendering starts while the other pages are hashed.
  const paths = [...routes]
  if (built.lists) paths.sort((a, b) => Number(built.lists!.has(b)) - Number(built.lists!.has(a)))
  const bulk = built.generated.size > BULK_FROM
  const notFound = new Map<string, PageData>(built.notFound ? [['404', built.notFound]] : [])
  for (const [key, page] of translatedNotFound(built)) notFound.set(key, page)
  const dataOf = (key: string): PageData => notFound.get(key) ?? built.pages.get(key) ?? later.get(key)!()
  const facts = new Map<string, PageFacts>()
  for (const [path, page] of built.pages) facts.set(path, pageFacts(page))
  const missingFacts = factsOf(built.missing.values())
  for (const [key, page] of notFound) facts.set(key, pageFacts(page))
  // Every route's page is searched but those left out (page data `unsearched`: the search page, the archive's: the
  // pages of lists, a closed entry's, see PlannedSite), when a page searches the site.
  const searching = planned.laterSearches || needsSearchIndex([...facts.values(), ...missingFacts])
  const unsearched = (path: string) =>
    built.pages.get(path)?.unsearched === true || built.lists?.has(path) === true || planned.closed.has(path)
  const searched = searching ? paths.filter((path) => !unsearched(path)) : []
  const partCount = searchParts(searched.length)
  const parts = new Map(searched.map((path) => [path, searchPart(path, partCount)]))
  const jobs: PageJob[] = paths.map((path) => ({
    url: path,
    key: path,
    file: htmlFileFor(path),
    ...(bulk && built.generated.has(path) ? { plain: true, ...(built.lists?.has(path) ? {} : { linked: true }) } : {}),
    ...(parts.has(path) ? { searchPart: parts.get(path) } : {}),
  }))
  for (const [key, page] of notFound) jobs.push({ url: page.path, key, file: pageFile(key), noindex: true })
  const templates = pageTemplates(client)
  const notFoundKeys = [...notFound.keys()]
  return { routes, paths, jobs, facts, missingFacts, searching, unsearched, partCount, templates, dataOf, notFoundKeys }
}

/** The render workers: those started before bundling when they render as this build would, else new ones. */
async function startWorkers(
  { serverEntry, outDir, copiesDir, trash, pool: started }: PrerenderOptions,
  { templates, jobs }: JobPlan,
): Promise<RenderPool> {
  // They load while the pages are hashed (or have loaded already, while the content was read).
  const setup = { serverEntry, templates, outDir, copiesDir, trash }
  const serverHash = folderHash(dirname(serverEntry))
  let pool = started
  if (!pool?.serves(setup, serverHash)) {
    await pool?.close()
    pool = new RenderPool(setup, workersFor(jobs.length), serverHash)
  }
  return pool
}

/**
 * Hashes each page's inputs and reuses the pages a previous build built from the same (UnchangedPages); the others go
 * to the workers at once, so they render while the rest is hashed. Fills in `manifest`'s pages and facts.
 *
 * A page is hashed by its data as JSON (its large values as tokens: see page-digest.ts), built once: hashed, and
 * searched for the hosts of its images. An entry's page whose inputs are known (PlannedSite.inputs) is hashed by them
 * instead: when a previous build built it from the same, it is reused without building its data, and its facts and
 * its images' origins are those that build cached.
 */
async function renderChangedPages(
  { planned, outDir, code, trash, previous, reusedOutput }: PrerenderOptions,
  plan: JobPlan,
  manifest: PageManifest,
  pool: RenderPool,
): Promise<{
  unchanged: UnchangedPages
  imageHosts: ImageOrigins
  /** The feed items of the pages reused without building their data, by their order only (see CachedFacts.feed). */
  feedItemsNotBuilt: { key: string; date: string; id: string }[]
}> {
  const { site } = planned.built
  const { jobs, facts, dataOf, templates } = plan
  pool.name(site.company.name)
  // What a page is built from, besides its data: the templates, the server bundle that renders it, the code that
  // writes it (a change to the pre-render's own code renders every page), Node.
  const renderKey = hash([templates.inlined, templates.linked, site.company.name, code, pool.serverHash])
  const imageHosts = new ImageOrigins()
  const digests = new PageDigests(imageHosts)
  const cachedBefore = (key: string, pageHash: string): CachedFacts | undefined => {
    for (const earlier of [previous?.manifest, reusedOutput])
      if (earlier?.pages[key]?.[0] === pageHash && earlier.facts[key]) return earlier.facts[key]
    return undefined
  }
  const feedItemsNotBuilt: { key: string; date: string; id: string }[] = []
  let unchanged: UnchangedPages | undefined
  try {
    unchanged = new UnchangedPages(
      jobs.map((job) => job.key),
      outDir,
      { previous, reusedOutput, trash },
    )
    for (const [i, job] of jobs.entries()) {
      // The workers' answers are heard now and then, so each is sent its next batch while the rest is hashed.
      if (i % 100 === 99) await new Promise(setImmediate)
      const inputs = planned.inputs.get(job.key)
      const byInputs = inputs && hash([renderKey, JSON.stringify(job), digests.inputs(inputs())])
      const before = byInputs === undefined ? undefined : cachedBefore(job.key, byInputs)
      let page: PageData | undefined
      let pageHash: string
      if (before) {
        pageHash = byInputs!
        facts.set(job.key, pageFactsFromCache(job.key, before))
        for (const [date, id] of before.feed ?? []) feedItemsNotBuilt.push({ key: job.key, date, id })
        imageHosts.addOrigins(before.origins ?? [])
        manifest.facts[job.key] = before
      } else {
        page = dataOf(job.key)
        if (!facts.has(job.key)) {
          const built = pageFacts(page)
          // What the plan said of the pages built from collections (searched or not, no search of their own) is so.
          if ((built.searches && !plan.searching) || Boolean(page.unsearched) !== plan.unsearched(job.key))
            throw new Error(`the page ${job.key} is not what its plan said (searched, or searching the site)`)
          facts.set(job.key, built)
        }
        const images = inputs && new Set<string>()
        const json = digests.json(page, images)
        pageHash = byInputs ?? hash([renderKey, JSON.stringify(job), json])
        if (images) manifest.facts[job.key] = cachedFacts(facts.get(job.key)!, images)
      }
      manifest.pages[job.key] = [pageHash, job.searchPart ?? -1]
      if (!unchanged.reuse(job, pageHash)) pool.add(job, page ?? dataOf(job.key))
    }
    for (const job of await unchanged.waitForWrites()) pool.add(job, dataOf(job.key))
  } catch (error) {
    await unchanged?.waitForWrites().catch(() => {})
    await pool.close()
    throw error
  }
  return { unchanged, imageHosts, feedItemsNotBuilt }
}

/**
 * Writes the site's own files: the data of the keys that are no route (an unknown id of a template, not-found,
 * fetched on navigation), the sitemap, the feeds, robots.txt, _redirects and _headers. Returns them, from `outDir`.
 */
function writeSiteFiles(
  { planned, outDir, client }: PrerenderOptions,
  { routes, facts, missingFacts, dataOf, notFoundKeys }: JobPlan,
  imageHosts: ImageOrigins,
  feedItemsNotBuilt: { key: string; date: string; id: string }[],
): string[] {
  const { built } = planned
  const { site } = built
  const written: string[] = []
  const put = (file: string, text: string) => {
    const target = join(outDir, file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
    written.push(file)
  }
  const others: [string, PageData][] = [...built.missing].map(([pattern, page]) => [`missing:${pattern}`, page])
  for (const key of notFoundKeys) others.push([key, dataOf(key)])
  for (const [key, page] of others) {
    const json = JSON.stringify(page)
    imageHosts.add(json)
    put(dataUrl(key), json)
  }
  // A feed holds its newest articles' text: the reused pages that show one have their data built for it.
  // Each language's feed holds its own newest articles.
  const feedHomes = [built.feedHome, ...Object.values(built.translations ?? {}).map((t) => t.feedHome)]
  if (feedHomes.some((home) => home !== undefined) && feedItemsNotBuilt.length) {
    const builtItems = routes.flatMap((path) =>
      facts.get(path)!.feedItems.map(({ date, id }) => ({ key: '', date, id, lang: languageOfPath(built, path) })),
    )
    const items = [
      ...builtItems,
      ...feedItemsNotBuilt.map((item) => ({ ...item, lang: languageOfPath(built, item.key) })),
    ]
    for (const lang of new Set(items.map((item) => item.lang)))
      for (const key of new Set(
        items
          .filter((item) => item.lang === lang)
          .sort(newestFirst)
          .slice(0, FEED_SIZE)
          .map((item) => item.key),
      ))
        if (key) facts.set(key, pageFacts(dataOf(key)))
  }
  const routeFacts = routes.map((path) => facts.get(path)!)
  for (const [file, text] of sitemapFiles(sitemapEntries(built, routeFacts), site.origin)) put(file, text)
  for (const [file, text] of siteFeeds(built, routeFacts)) put(file, text)
  put('robots.txt', robotsTxt(site.origin))
  put('_redirects', redirectsFile(built, routeFacts))
  // The drawings among the bundle's files (the images are served in a sandbox of their own).
  const drawings = (readdirSync(client, { recursive: true }) as string[])
    .map((f) => `/${f.split(sep).join('/')}`)
    .filter((f) => f.toLowerCase().endsWith('.svg') && !f.startsWith('/media/'))
    .sort()
  put(
    '_headers',
    headersFile({
      imageHosts: imageHosts.origins(),
      frameHosts: [new URL(site.company.mapEmbedUrl).origin],
      formHosts: formOrigins(site.forms),
      scriptSrc: scriptSrcAdditions([...routeFacts, ...missingFacts, ...notFoundKeys.map((key) => facts.get(key)!)]),
      drawings,
    }),
  )
  return written
}
