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
import { redirectsFile } from '../site/redirects-file.ts'
import { sitemapEntries } from '../site/sitemap-entries.ts'
import { headersFile, ImageOrigins } from './headers-file.ts'
import { searchPart, searchParts, type SearchPage } from './index-search.ts'
import {
  folderHash,
  hash,
  keptFacts,
  keptPageFacts,
  PageKeeper,
  MANIFEST_VERSION,
  sameBuild,
  type KeptFacts,
  type PageManifest,
  type PreviousBuild,
} from './kept-pages.ts'
import type { PageJob } from './page-job.ts'
import { RenderPool, workersFor } from './render-pages.ts'
import { htmlFileFor, pageFile } from './html-file.ts'
import { pageTemplates } from './page-templates.ts'
import { PageDigests } from './page-digest.ts'

/**
 * From this many pages made from collections (articles, jobs) on, they are "bulk" pages: they link the stylesheet
 * instead of inlining it, and get no compressed copies (the server or CDN makes them when asked). The pages of lists
 * (the article archive, a job board's further pages) are one for every 12 or 20 entries: they keep the stylesheet
 * inlined, so they paint as fast as the list's first page, but no compressed copies either (at 10,000 articles their
 * 1,700 pages' copies cost 7 s of CPU, a fifth of the pre-render).
 */
export const BULK_FROM = 500

export { htmlFileFor }

/**
 * Renders every route, 404.html and the site's files (sitemap, feeds, robots, redirects, headers) into `outDir`,
 * which holds the client bundle's files (`client`, whose index.html is the pages' template) and, when `spare` says
 * so, the pages of the build before the last. When a page searches the site, the searched pages' copies the search
 * index is made from (src/build/index-search.ts) go into `copiesDir`, each named by its hash; it returns those pages
 * with their copies and parts of the index, and the site's files it wrote.
 */
export async function prerender({
  outDir,
  client,
  serverEntry,
  planned,
  code,
  copiesDir,
  trash,
  previous,
  spare,
  pool: started,
}: {
  root: string
  outDir: string
  /** The client bundle's folder: its index.html (the template), its stylesheet, its drawings. */
  client: string
  /** A hash of the code the build runs (src/build/bundle-cache.ts): the components, and the scripts that write pages. */
  code: string
  serverEntry: string
  /**
   * The content the bundles were built from (loaded once per build), its pages planned: those made from collections
   * are made here, one at a time, and let go of once hashed (or sent to be rendered).
   */
  planned: PlannedSite
  copiesDir: string
  /** Where the files replaced or removed in `outDir` go (see Trash in src/build/swap-dir.ts). */
  trash: string
  /** The last build (its dist/ and what it rendered from): pages whose inputs are the same are kept. */
  previous?: PreviousBuild | undefined
  /** What the build before the last rendered its pages from, when `outDir` is its tree: the same pages stay. */
  spare?: PageManifest | undefined
  /**
   * Workers started before the bundles were known (src/build/build-site.ts): used when they render with this build's
   * server bundle and templates, else ended.
   */
  pool?: RenderPool | undefined
}): Promise<{
  pages: number
  kept: number
  search: SearchPage[]
  partCount: number
  manifest: PageManifest
  /** The site's files written (besides the pages), from `outDir`. */
  written: string[]
}> {
  const { inlined, linked } = pageTemplates(client)
  const { built, later } = planned
  const { site } = built
  // Every route, in the order buildPages gives them.
  const routes = [...built.pages.keys(), ...later.keys()].sort((a, b) => a.localeCompare(b))
  // The pages of lists first: an edit, an addition or a deletion changes most of them (each page after the change
  // shifts), so their rendering starts while the other pages are hashed (see below).
  const paths = [...routes]
  if (built.lists) paths.sort((a, b) => Number(built.lists!.has(b)) - Number(built.lists!.has(a)))
  const bulk = built.generated.size > BULK_FROM
  /** A page's data by key (a route, or 404): a page made from collections is made again each time it is asked for. */
  const dataOf = (key: string): PageData => (key === '404' ? built.notFound : built.pages.get(key)) ?? later.get(key)!()
  // What the site's files take from each page (see PageFacts): those of the pages made up front, now.
  const facts = new Map<string, PageFacts>()
  for (const [path, page] of built.pages) facts.set(path, pageFacts(page))
  const missingFacts = factsOf(built.missing.values())
  if (built.notFound) facts.set('404', pageFacts(built.notFound))
  // Every route's page is searched but those left out (page data `unsearched`: the search page, the archive's: the
  // pages of lists, see PlannedSite), when a page searches the site.
  const searching = planned.laterSearches || needsSearchIndex([...facts.values(), ...missingFacts])
  const unsearched = (path: string) => built.pages.get(path)?.unsearched === true || built.lists?.has(path) === true
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
  if (built.notFound) jobs.push({ url: '/404', key: '404', file: pageFile('404'), noindex: true })
  // What a page is made from, besides its data: the templates, the server bundle that renders it, the code that
  // writes it (a change to the pre-render's own scripts renders every page), Node.
  const serverHash = folderHash(dirname(serverEntry))
  const renderKey = hash([inlined, linked, site.company.name, code, serverHash])
  const manifest: PageManifest = {
    version: MANIFEST_VERSION,
    pages: {},
    facts: {},
    search: { parts: partCount, held: {}, recent: {} },
    others: [],
  }
  // The workers load while the pages are hashed and kept (or have loaded already, while the content was read).
  const setup = { serverEntry, templates: { inlined, linked }, outDir, copiesDir, trash }
  let pool = started
  if (!pool?.serves(setup, serverHash)) {
    await pool?.close()
    pool = new RenderPool(setup, workersFor(jobs.length), serverHash)
  }
  pool.name(site.company.name)
  // The drawings among the bundle's files (the images are served in a sandbox of their own).
  const drawings = (readdirSync(client, { recursive: true }) as string[])
    .map((f) => `/${f.split(sep).join('/')}`)
    .filter((f) => f.toLowerCase().endsWith('.svg') && !f.startsWith('/media/'))
    .sort()
  // Each page's data as JSON (its large values as tokens: see page-digest.ts), made once: hashed, and searched for the
  // hosts of its images (not kept). A page made from other inputs than an earlier build's goes to the workers at once:
  // they render while the others are hashed.
  // An entry's page whose inputs are known (PlannedSite.inputs) is hashed by them instead: when an earlier build made
  // it from the same, it is kept without being made, and its facts and its images' origins are those that build kept.
  const imageHosts = new ImageOrigins()
  const digests = new PageDigests(imageHosts)
  const keptBefore = (key: string, pageHash: string): KeptFacts | undefined => {
    for (const earlier of [previous?.manifest, spare])
      if (earlier?.pages[key]?.[0] === pageHash && earlier.facts[key]) return earlier.facts[key]
    return undefined
  }
  // The feed items of the pages kept unmade, by their order only (see KeptFacts.feed).
  const unmadeItems: { key: string; date: string; id: string }[] = []
  let keeper: PageKeeper | undefined
  try {
    keeper = new PageKeeper(
      jobs.map((job) => job.key),
      outDir,
      { previous, spare, trash },
    )
    for (const [i, job] of jobs.entries()) {
      // The workers' answers are heard now and then, so each is sent its next batch while the rest is hashed.
      if (i % 100 === 99) await new Promise(setImmediate)
      const inputs = planned.inputs.get(job.key)
      const byInputs = inputs && hash([renderKey, JSON.stringify(job), digests.inputs(inputs())])
      const before = byInputs === undefined ? undefined : keptBefore(job.key, byInputs)
      let page: PageData | undefined
      let pageHash: string
      if (before) {
        pageHash = byInputs!
        facts.set(job.key, keptPageFacts(job.key, before))
        for (const [date, id] of before.feed ?? []) unmadeItems.push({ key: job.key, date, id })
        imageHosts.addOrigins(before.origins ?? [])
        manifest.facts[job.key] = before
      } else {
        page = dataOf(job.key)
        if (!facts.has(job.key)) {
          const made = pageFacts(page)
          // What the plan said of the pages made from collections (searched or not, no search of their own) is so.
          if ((made.searches && !searching) || Boolean(page.unsearched) !== unsearched(job.key))
            throw new Error(`the page ${job.key} is not what its plan said (searched, or searching the site)`)
          facts.set(job.key, made)
        }
        const images = inputs && new Set<string>()
        const json = digests.json(page, images)
        pageHash = byInputs ?? hash([renderKey, JSON.stringify(job), json])
        if (images) manifest.facts[job.key] = keptFacts(facts.get(job.key)!, images)
      }
      manifest.pages[job.key] = [pageHash, job.searchPart ?? -1]
      if (!keeper.keep(job, pageHash)) pool.add(job, page ?? dataOf(job.key))
    }
    for (const job of await keeper.settled()) pool.add(job, dataOf(job.key))
  } catch (error) {
    await keeper?.settled().catch(() => {})
    await pool.close()
    throw error
  }
  const { fromSpare, fromDist } = keeper
  // Another build swapped its own dist/ in meanwhile: what was linked from it may be its, so those are rendered.
  const trusted = previous && sameBuild(previous) ? previous : undefined
  if (!trusted) for (const job of jobs) if (fromDist.has(job.key)) pool.add(job, dataOf(job.key))
  const kept = trusted ? new Set([...fromSpare, ...fromDist]) : fromSpare
  // The site's files are written while the workers render.
  const rendering = pool.done()
  // The data of the keys that are no route (an unknown id of a template, not-found), fetched on navigation.
  const written: string[] = []
  const put = (file: string, text: string) => {
    const target = join(outDir, file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
    written.push(file)
  }
  const others: [string, PageData][] = [...built.missing].map(([pattern, page]) => [`missing:${pattern}`, page])
  if (built.notFound) others.push(['404', built.notFound])
  for (const [key, page] of others) {
    const json = JSON.stringify(page)
    imageHosts.add(json)
    put(dataUrl(key), json)
  }

  // A feed holds its newest articles' text: the pages kept unmade that show one are made for it.
  if (built.feedHome !== undefined && unmadeItems.length) {
    const made = routes.flatMap((path) => facts.get(path)!.feedItems.map(({ date, id }) => ({ key: '', date, id })))
    for (const key of new Set(
      [...made, ...unmadeItems]
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
  put(
    '_headers',
    headersFile({
      imageHosts: imageHosts.origins(),
      frameHosts: [new URL(site.company.mapEmbedUrl).origin],
      formHosts: formOrigins(site.forms),
      scriptSrc: scriptSrcAdditions([...routeFacts, ...missingFacts, ...(built.notFound ? [facts.get('404')!] : [])]),
      drawings,
    }),
  )
  const copies = await rendering
  // A searched page's entry ends with the hash of its copy: rendered now, or the one it was kept with.
  for (const [key, entry] of Object.entries(manifest.pages))
    if (entry[1] >= 0) entry.push(copies.get(key) ?? (fromSpare.has(key) ? spare! : trusted!.manifest).pages[key]![2]!)
  // The searched pages with their copies and parts, for the search index (its plan: src/build/index-search.ts).
  const files = new Map(jobs.map((job) => [job.key, job.file]))
  const search = Object.entries(manifest.pages).flatMap(([key, [, part, copy]]) =>
    part >= 0 ? [{ key, file: files.get(key)!, copy: copy!, part }] : [],
  )
  // Counted as `pages` is: the routes' pages, not 404.html.
  return { pages: paths.length, kept: kept.size - (kept.has('404') ? 1 : 0), search, partCount, manifest, written }
}
