import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { scratchProject } from '../../tests/helpers/scratch-project.ts'
import { addArticles } from './pipeline.ts'
import { table } from './report.ts'

/** `npm run dev` on the real site plus generated articles (scripts/bench/dev-save.ts, in a process of its own). */
export interface DevCost {
  added: number
  /**
   * What ran in the project before: nothing (every file is read), an earlier start of the dev server or a build
   * (the first load takes the parsed files that one cached).
   */
  after: 'nothing' | 'a start' | 'a build'
  /** From starting the dev server to the first page's HTML and page data. */
  firstPageMs: number
  /** Each of three saves of one article, until its page data shows the change. */
  saveMs: number[]
  /** The dev server's peak resident memory. */
  peakBytes: number
}

/** Median of a list of numbers. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * Measures the dev server in a scratch copy of `root` with `added` generated articles: first on a project never built,
 * then started again (its first load takes the parsed files the first start cached), then once `npm run build` has
 * run in it (the parsed files the build cached).
 */
export function devCost(root: string, scratch: string, added: number): DevCost[] {
  const project = scratchProject(root, join(scratch, `dev-${added}`), { cachedBundles: false })
  addArticles(project, added)
  const measure = (after: DevCost['after']): DevCost => {
    const out = execFileSync(
      process.execPath,
      ['--experimental-websocket', '--import', 'tsx', join(project, 'scripts/bench/dev-save.ts')],
      { cwd: project, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const line = out.trim().split('\n').at(-1) ?? ''
    if (!line.startsWith('{')) throw new Error(`the dev server measurement printed no figures:\n${out.slice(-2000)}`)
    return { added, after, ...(JSON.parse(line) as Omit<DevCost, 'added' | 'after'>) }
  }
  const cold = measure('nothing')
  const again = measure('a start')
  execFileSync(process.execPath, [join(project, 'scripts/run-bundled.mjs'), join(project, 'scripts/build.ts')], {
    cwd: project,
    stdio: 'ignore',
  })
  return [cold, again, measure('a build')]
}

/** The dev server's figures, one row per measured size. */
export function devTable(rows: DevCost[]): string {
  return table(
    ['dev server', 'first page', 'saves (page data shows the change)', 'median save', 'peak'],
    rows.map((r) => [
      `real + ${r.added.toLocaleString('en-US')} articles${r.after === 'nothing' ? '' : `, after ${r.after}`}`,
      `${(r.firstPageMs / 1000).toFixed(1)} s`,
      r.saveMs.map((ms) => `${ms.toFixed(0)} ms`).join(', '),
      `${median(r.saveMs).toFixed(0)} ms`,
      `${(r.peakBytes / 1e9).toFixed(2)} GB`,
    ]),
    [false, true, true, true, true],
  )
}
