/**
 * The content pipeline's cost: content lint and full build, for the real site and for a generated site with
 * 1,000 more article pages, each as time per page. Builds run in temporary project folders so dist/ is untouched.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { lintContent, routeCount } from '../../src/content/lint-content.ts'
import { scratchProject } from '../scratch-project.ts'
import { readManifest } from './chunks.ts'
import { gzipSize } from './site.ts'

export interface PipelineCost {
  label: string
  pages: number
  lintMs: number
  buildMs: number
  /** Gzip bytes of the client entry chunk (every route loads it), when the build wrote its manifest. */
  entryBytes?: number
}

/** Adds `count` article files to pages/_collections/articles/, each a copy of a real one under a new title. */
export function addArticles(project: string, count: number): void {
  const dir = join(project, 'pages/_collections/articles')
  const real = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'))
  for (let k = 1; k <= count; k++) {
    const base = real[(k - 1) % real.length]!
    const text = base.replace(
      /^title: (.*)$/m,
      (_, title: string) => `title: ${JSON.stringify(`${title.replace(/^["']|["']$/g, '')}, Part ${k}`)}`,
    )
    writeFileSync(join(dir, `generated-article-${k}.yaml`), text)
  }
}

/** Median of `runs` timings of the content lint of `project`; fails when the content has any error. */
export function timeLint(project: string, runs = 3): { ms: number; pages: number } {
  const times: number[] = []
  let pages = 0
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const { failed, output, result } = lintContent(project)
    times.push(performance.now() - start)
    if (failed) throw new Error(`content lint of ${project} failed:\n${output.slice(0, 2000)}`)
    pages = routeCount(result.content!).total
  }
  return { ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)]!, pages }
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
