/**
 * The content pipeline's cost: content lint and full build of the real site and of copies with generated
 * articles added (files in pages/_collections/articles/), in scratch project folders so dist/ is untouched.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { mediaJobs } from '../../src/media/media-jobs.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { writeMedia } from '../../src/media/write-media.ts'
import { lintContent, routeCount } from '../../src/content/lint-content.ts'
import { siteModel } from '../../src/site/site-model.ts'
import type { StepTime } from '../../src/build/step-time.ts'
import { parse } from 'yaml'
import { htmlFileFor } from '../../src/build/prerender.ts'
import { scratchProject } from '../../tests/helpers/scratch-project.ts'
import { dataUrl } from '../../src/content/page-keys.ts'
import { readManifest } from './chunks.ts'
import { gzipSize } from './site.ts'

export interface PipelineCost {
  label: string
  /** Generated articles added to the real content (0: the real site). */
  added: number
  pages: number
  lintMs: number
  /** The median of BUILD_RUNS fresh builds' wall times (its CPU time and steps are that build's). */
  buildMs: number
  /** Each fresh build's wall time, in the order they ran. */
  buildRunsMs: number[]
  /** CPU time of the build process, all threads (user + system). */
  cpuMs: number
  steps: StepTime[]
  /** The build process's peak resident memory, worker threads included (the highest of the fresh builds). */
  peakBytes: number
  /**
   * Peak of the whole process group's resident memory: the build process and its children (Pagefind), summed,
   * sampled every 100 ms where the system tells it (Linux).
   */
  groupPeakBytes?: number
  /** Every file of dist/. */
  diskBytes: number
  /** How many files dist/ holds (hosts cap it: Cloudflare Pages at 20,000 on its free plan). */
  files: number
  /** Mean bytes of an article page: its HTML, its data file and their .br/.gz copies. */
  articleBytes: number
  /**
   * The next `npm run build` after one generated article was edited, one added and one deleted (the row with the
   * most articles): its wall time and the pages it reused from the full build; then the same three times more
   * (`next`: the median), builds that find the output of the build before the last to reuse
   * (src/build/reused-output.ts), as every build after the first incremental one does.
   */
  incremental?: { ms: number; reused: number; next?: { ms: number; reused: number } }
  /** Gzip bytes of the client entry chunk (every route loads it). */
  entryBytes?: number
}

/**
 * Adds `count` article files to pages/_collections/articles/, as a firm's archive has them: each a copy of a real one
 * under a title and a date of its own (one a day, going back from the newest real article's day: 10,000 span 27
 * years), in each of the categories in turn, with a body of its own: a sentence no other has, then its first
 * paragraphs or more of them run on (from about 60 to about 1,500 words, the same for the same `k`).
 */
export function addArticles(project: string, count: number): void {
  const dir = join(project, 'pages/_collections/articles')
  const real = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'))
  // The categories the project's site settings list (choices.articleCategories in pages/_site.yaml).
  const site = parse(readFileSync(join(project, 'pages/_site.yaml'), 'utf8')) as {
    choices: { articleCategories: string[] }
  }
  const categories = site.choices.articleCategories
  const newest = Math.max(...real.map((text) => Date.parse(/^date: (\S+)$/m.exec(text)![1]!)))
  for (let k = 1; k <= count; k++) {
    const base = real[(k - 1) % real.length]!
    const day = new Date(newest - k * 86_400_000).toISOString().slice(0, 10)
    const [head, body] = base.split(/^body: \|\n/m) as [string, string]
    const paragraphs = body.split(/\n\n/)
    // 1 to 18 paragraphs: the base article's own first ones, then its paragraphs again.
    const length = 1 + ((k * 7919) % 18)
    const text =
      head
        .replace(/^title: (.*)$/m, (_, title: string) => {
          const plain = title.replace(/^["']|["']$/g, '')
          return `title: ${JSON.stringify(`${plain}, Part ${k}`)}`
        })
        .replace(/^date: .*$/m, `date: ${day}`)
        .replace(/^category: .*$/m, `category: ${categories[k % categories.length]}`) +
      'body: |\n' +
      // A sentence of its own opens each: no two articles' texts are the same, as in a real archive.
      `  Part ${k} of our notes from the field, written on ${day}.\n\n` +
      Array.from({ length }, (_, i) => paragraphs[i % paragraphs.length]!.replace(/\n+$/, '')).join('\n\n') +
      '\n'
    writeFileSync(join(dir, `generated-article-${k}.yaml`), text)
  }
}

/** How many of the generated articles the bench translates into Spanish (issue 48's budget: "100 Spanish articles"). */
export const SPANISH_ARTICLES = 100

/**
 * Translates the first `count` generated articles into Spanish (`generated-article-<k>.es.yaml`: an address, a title,
 * an excerpt and a body of their own), with the articles' page and template (`/es/articulos`), as a firm's archive
 * in two languages has them.
 */
export function addSpanishArticles(project: string, count: number): void {
  writeFileSync(join(project, 'pages/insights.es.yaml'), 'slug: articulos\ntitle: Artículos\n')
  writeFileSync(join(project, 'pages/insights/[slug].es.yaml'), 'slug: articulos\n')
  const dir = join(project, 'pages/_collections/articles')
  for (let k = 1; k <= count; k++) {
    const english = readFileSync(join(dir, `generated-article-${k}.yaml`), 'utf8')
    const day = /^date: (\S+)$/m.exec(english)![1]!
    const paragraphs = 1 + ((k * 7919) % 18)
    const body = Array.from(
      { length: paragraphs },
      (_, i) =>
        `  Párrafo ${i + 1} de la parte ${k}: nuestros consultores comparten lo que aprendieron en proyectos de ` +
        'reclutamiento, nube y SAP con clientes de todo Texas.',
    ).join('\n\n')
    writeFileSync(
      join(dir, `generated-article-${k}.es.yaml`),
      `slug: articulo-${k}\ntitle: ${JSON.stringify(`Notas de campo, parte ${k}`)}\n` +
        `excerpt: ${JSON.stringify(`Parte ${k} de nuestras notas de campo, escrita el ${day}.`)}\n` +
        `body: |\n  Parte ${k} de nuestras notas de campo, escrita el ${day}.\n\n${body}\n`,
    )
  }
}

/** Median of `runs` content lints of `project` (fails on any error), with the routes of its articles. */
function timeLint(project: string, runs = 3): { ms: number; pages: number; articles: string[] } {
  const times: number[] = []
  let pages = 0
  let articles: string[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const { failed, output, result } = lintContent(project, siteModel)
    times.push(performance.now() - start)
    if (failed) throw new Error(`content lint of ${project} failed:\n${output.slice(0, 2000)}`)
    pages = routeCount(result.content!).total
    articles = (result.content!.collections.articles ?? []).map((a) => a.path!)
  }
  return { ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)]!, pages, articles }
}

/**
 * How many fresh builds of each project are timed: the median counts. The same build's wall time varies from one run
 * to the next on a shared machine, and the figure per added page is the difference of two builds.
 */
const BUILD_RUNS = 3

/**
 * BUILD_RUNS fresh builds of `project`, one after the other, each from an empty dist/ and .cache/ but for the encoded
 * images: the figures of the median one (by wall time), the highest peaks, and every wall time. What a build left is
 * moved to `aside` before the next, not removed: on this machine's disk, files made soon after many were removed
 * take longer to make (the bench's scratch folder goes when it ends).
 */
async function freshBuilds(
  project: string,
  aside: string,
  starting: (run: number) => void,
): Promise<Awaited<ReturnType<typeof timeBuild>> & { runsMs: number[] }> {
  const runs: Awaited<ReturnType<typeof timeBuild>>[] = []
  for (let run = 1; run <= BUILD_RUNS; run++) {
    if (run > 1) {
      const to = join(aside, String(run - 1))
      mkdirSync(join(to, 'cache'), { recursive: true })
      renameSync(join(project, 'dist'), join(to, 'dist'))
      for (const name of readdirSync(join(project, '.cache')))
        if (name !== 'media') renameSync(join(project, '.cache', name), join(to, 'cache', name))
    }
    starting(run)
    runs.push(await timeBuild(project))
  }
  const median = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!
  const groupPeaks = runs.flatMap((r) => (r.groupPeakBytes === undefined ? [] : [r.groupPeakBytes]))
  return {
    ...median,
    peakBytes: Math.max(...runs.map((r) => r.peakBytes)),
    ...(groupPeaks.length ? { groupPeakBytes: Math.max(...groupPeaks) } : {}),
    runsMs: runs.map((r) => r.ms),
  }
}

/** Wall time and figures of a full build of `project` in a child process (scripts/bench/timed-build.ts). */
function timeBuild(project: string): Promise<{
  ms: number
  pages: number
  reused: number
  steps: StepTime[]
  peakBytes: number
  groupPeakBytes?: number
  cpuMs: number
}> {
  // What was written before (the scratch copy's 10,000 articles, the build before) goes to the disk first, so the
  // kernel's write-back is not timed with the build. On a disk without a journal it also lets the kernel hand out the
  // inodes freed in the last minutes sooner: it skips them for 6 minutes while their table is unwritten, 1 after.
  execFileSync('sync')
  const start = performance.now()
  const child = spawn(
    process.execPath,
    [join(project, 'scripts/run-bundled.mjs'), join(project, 'scripts/bench/timed-build.ts')],
    {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  let groupPeak: number | undefined
  const sample = setInterval(() => {
    const rss = treeRss(child.pid!)
    if (rss !== undefined) groupPeak = Math.max(groupPeak ?? 0, rss)
  }, 100)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      clearInterval(sample)
      const ms = performance.now() - start
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0 || !line.startsWith('{'))
        return reject(new Error(`build of ${project} failed (exit code ${code}):\n${(err + out).slice(-2000)}`))
      const figures = JSON.parse(line) as {
        pages: number
        reused: number
        steps: StepTime[]
        peakBytes: number
        cpuMs: number
      }
      resolve({ ms, ...figures, ...(groupPeak === undefined ? {} : { groupPeakBytes: groupPeak }) })
    })
  })
}

/** Resident memory of a process and of all its descendants, summed; undefined where /proc is not there. */
function treeRss(pid: number): number | undefined {
  try {
    const own = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
    let children = 0
    for (const task of readdirSync(`/proc/${pid}/task`))
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean))
        children += treeRss(Number(child)) ?? 0
    return own + children
  } catch {
    return undefined
  }
}

function bytesUnder(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size
  return total
}

function filesUnder(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
}

/** An article page on disk: HTML and data file, each with its compressed copies (those that exist). */
function pageBytes(dist: string, route: string): number {
  let total = 0
  for (const file of [htmlFileFor(route), dataUrl(route).slice(1)])
    for (const suffix of ['', '.br', '.gz'])
      try {
        total += statSync(join(dist, file + suffix)).size
      } catch {
        // a file the build does not write
      }
  return total
}

/**
 * Lint and build of the real content, then of the real content plus each count of generated articles. The images
 * are encoded once beforehand into a cache every build shares (as on any rebuild): their cost has its own table.
 */
export async function pipelineCost(
  root: string,
  scratch: string,
  extras: number[],
  log: (s: string) => void,
): Promise<PipelineCost[]> {
  const mediaCache = join(scratch, 'media-cache')
  log('pipeline: encoding the images once…')
  const jobs = mediaJobs(scanMedia(root))
  await writeMedia({
    root,
    outDir: join(scratch, 'media'),
    cacheDir: mediaCache,
    jobs,
    concurrency: availableParallelism(),
  })
  const project = (name: string) => {
    const dir = scratchProject(root, join(scratch, name), { cachedBundles: false })
    // The copy shares the project's image cache (scratchProject); the bench's own, encoded above, replaces it.
    rmSync(join(dir, '.cache/media'))
    symlinkSync(mediaCache, join(dir, '.cache/media'), 'dir')
    return dir
  }
  const projects: [string, string, number][] = [['real site', project('real'), 0]]
  for (const extra of extras) {
    const dir = project(`plus-${extra}`)
    addArticles(dir, extra)
    const spanish = Math.min(SPANISH_ARTICLES, extra)
    addSpanishArticles(dir, spanish)
    projects.push([`real + ${extra.toLocaleString('en-US')} articles (${spanish} in Spanish)`, dir, extra])
  }
  lintContent(projects[0]![1], siteModel) // warm-up: module loading and schema compilation are not the lint's per-page cost
  const costs: PipelineCost[] = []
  for (const [i, [label, project, added]] of projects.entries()) {
    log(`pipeline: ${label}: lint…`)
    const lint = timeLint(project)
    const build = await freshBuilds(project, join(scratch, 'set-aside', String(i)), (run) =>
      log(`pipeline: ${label}: build${run > 1 ? ` again (${run} of ${BUILD_RUNS})` : ''}…`),
    )
    // The build adds derived routes (the insights archive and category pages) to those the content files define.
    if (build.pages < lint.pages)
      throw new Error(`${label}: the build made ${build.pages} pages, the content defines ${lint.pages}`)
    const dist = join(project, 'dist')
    const manifest = readManifest(project)
    // Figures of the full build first: the incremental one below replaces dist/.
    const disk = { diskBytes: bytesUnder(dist), files: filesUnder(dist) }
    const entry = manifest && Object.values(manifest).find((c) => c.isEntry)
    const articleBytes = lint.articles.reduce((sum, route) => sum + pageBytes(dist, route), 0) / lint.articles.length
    costs.push({
      label,
      added,
      pages: build.pages,
      lintMs: lint.ms,
      buildMs: build.ms,
      buildRunsMs: build.runsMs,
      cpuMs: build.cpuMs,
      steps: build.steps,
      peakBytes: build.peakBytes,
      ...(build.groupPeakBytes === undefined ? {} : { groupPeakBytes: build.groupPeakBytes }),
      ...disk,
      articleBytes,
      ...(entry ? { entryBytes: gzipSize(join(dist, entry.file)) } : {}),
    })
    if (added > 0 && added === Math.max(...extras)) {
      log(`pipeline: ${label}: one article edited, one added, one deleted: build again…`)
      editAddDelete(project, 1)
      const again = await timeBuild(project)
      // Then three times more (the median counts): each build finds the tree of the one before the last.
      const next: { ms: number; reused: number }[] = []
      for (const round of [2, 3, 4]) {
        log(`pipeline: ${label}: the same once more (${round - 1} of 3): build again…`)
        editAddDelete(project, round)
        const built = await timeBuild(project)
        next.push({ ms: built.ms, reused: built.reused })
      }
      const median = next.sort((a, b) => a.ms - b.ms)[1]!
      costs.at(-1)!.incremental = { ms: again.ms, reused: again.reused, next: median }
    }
  }
  return costs
}

/**
 * The edits of an incremental build's figure (`round` 1, 2…): a generated article retitled, one added (a copy), one
 * deleted with its Spanish translation.
 */
export function editAddDelete(project: string, round: number): void {
  const dir = join(project, 'pages/_collections/articles')
  const edited = join(dir, `generated-article-${2 * round - 1}.yaml`)
  const text = readFileSync(edited, 'utf8')
  writeFileSync(edited, text.replace(/^title: .*$/m, `title: "An Article Edited For The Benchmark (${round})"`))
  writeFileSync(
    join(dir, `added-for-the-benchmark-${round}.yaml`),
    text.replace(/^title: .*$/m, `title: "An Added Article (${round})"`),
  )
  rmSync(join(dir, `generated-article-${2 * round}.yaml`))
  // Its translation goes with it, as the studio deletes them.
  rmSync(join(dir, `generated-article-${2 * round}.es.yaml`), { force: true })
}
