/**
 * The content pipeline's cost: content lint and full build, for the real site and for a generated site with
 * 1,000 more article pages, each as time per page. Builds run in temporary project folders so dist/ is untouched.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isSeq, parseDocument } from 'yaml'
import { lintContent } from '../../src/content/lint-content.ts'
import { scratchProject } from '../scratch-project.ts'
import { readManifest } from './chunks.ts'
import { gzipSize } from './site.ts'
import type { Article } from '../../src/content/schema/collections.ts'

export interface PipelineCost {
  label: string
  pages: number
  lintMs: number
  buildMs: number
  /** Gzip bytes of the client entry chunk (every route loads it), when the build wrote its manifest. */
  entryBytes?: number
}

/** Appends `count` articles to pages/_collections/articles.yaml, each a copy of a real one under a new title. */
export function addArticles(project: string, count: number): void {
  const file = join(project, 'pages/_collections/articles.yaml')
  const doc = parseDocument(readFileSync(file, 'utf8'))
  const items = doc.get('items')
  if (!isSeq(items)) throw new Error(`${file}: items is not a list`)
  const real = (doc.toJS() as { items: Article[] }).items
  for (let k = 1; k <= count; k++) {
    const base = real[(k - 1) % real.length]!
    const article: Article = { ...base, title: `${base.title}, Part ${k}` }
    if (base.slug) article.slug = `${base.slug}-part-${k}`
    items.add(doc.createNode(article))
  }
  writeFileSync(file, String(doc))
}

/** Median of `runs` timings of the content lint of `project`; fails when the content has any error. */
export function timeLint(project: string, runs = 3): { ms: number; pages: number } {
  const times: number[] = []
  let pages = 0
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const { errors, output, result } = lintContent(project)
    times.push(performance.now() - start)
    if (errors) throw new Error(`content lint of ${project} failed:\n${output.slice(0, 2000)}`)
    pages = routeCount(result.content!)
  }
  return { ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)]!, pages }
}

/** Routes the content defines: pages plus one per job and per article (when their template page exists). */
function routeCount(content: NonNullable<ReturnType<typeof lintContent>['result']['content']>): number {
  const has = (c: string) => content.templates.some((t) => t.template.collection === c)
  return (
    content.pages.length +
    (has('jobs') ? content.collections.jobs.length : 0) +
    (has('articles') ? content.collections.articles.length : 0)
  )
}

/** Wall time of the full build (`npm run build`'s script: client, server, pre-render) of `project`. */
export function timeBuild(project: string): { ms: number; pages: number } {
  const start = performance.now()
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(project, 'scripts/build.ts')], {
    cwd: project,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
  const ms = performance.now() - start
  const built = /built (\d+) pages/.exec(out)
  if (!built) throw new Error(`build of ${project} printed no page count:\n${out.slice(-2000)}`)
  return { ms, pages: Number(built[1]) }
}

/** Lint and build of the real content, then of the real content plus `extra` generated articles. */
export function pipelineCost(root: string, scratch: string, extra: number, log: (s: string) => void): PipelineCost[] {
  const real = scratchProject(root, join(scratch, 'real'))
  const big = scratchProject(root, join(scratch, `plus-${extra}`))
  addArticles(big, extra)
  lintContent(real) // warm-up: module loading and schema compilation are not the lint's per-page cost
  const rows: PipelineCost[] = []
  for (const [label, project] of [
    ['real site', real],
    [`real + ${extra.toLocaleString('en-US')} articles`, big],
  ] as const) {
    log(`pipeline: ${label}: lint…`)
    const lint = timeLint(project)
    log(`pipeline: ${label}: build…`)
    const build = timeBuild(project)
    if (build.pages !== lint.pages)
      throw new Error(`${label}: the build made ${build.pages} pages, the content defines ${lint.pages}`)
    const manifest = readManifest(join(project, 'dist'))
    const entry = manifest && Object.values(manifest).find((c) => c.isEntry)
    rows.push({
      label,
      pages: build.pages,
      lintMs: lint.ms,
      buildMs: build.ms,
      ...(entry ? { entryBytes: gzipSize(join(project, 'dist', entry.file)) } : {}),
    })
  }
  return rows
}
