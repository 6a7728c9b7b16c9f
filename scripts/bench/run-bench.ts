/** The benchmark's measurements (npm run bench: scripts/bench.ts), each part skipped as its options say. */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { jobBoardProject } from '../../tests/helpers/job-board.ts'
import { devCost, type DevCost } from './dev-cost.ts'
import type { LintScalingRow } from './lint-scaling.ts'
import { mediaCost, type MediaCost } from './media.ts'
import { pipelineCost, type PipelineCost } from './pipeline.ts'
import { publishLiveCost, type PublishLiveCost } from './publish-live-cost.ts'
import { measureRoutes, type RouteRuns } from './routes.ts'
import { contentRoutes, ensureBuilt } from './site.ts'

export interface BenchOptions {
  /** The routes Lighthouse measures, of `allRoutes` (every route the content defines). */
  routes: string[]
  allRoutes: string[]
  sectionsByRoute: ReturnType<typeof contentRoutes>
  /** Whether the routes were chosen (then the job board is measured only when `jobs` is given). */
  routesGiven: boolean
  runs: number
  floor: boolean
  lighthouse: boolean
  pipeline: boolean
  /** Generated jobs of the careers board measured with Lighthouse, when given or no routes were chosen. */
  jobs: number | undefined
  /**
   * The generated articles of each pipeline row (the last, when there are several, also sizes the dev server's and
   * the live server's second row).
   */
  extras: number[]
  /** Rebuild dist/ even when it is fresh. */
  build: boolean
}

export interface BenchResult {
  lighthouse: RouteRuns | undefined
  pipeline: PipelineCost[]
  media: MediaCost | undefined
  dev: DevCost[]
  /** Publish → live: the real site, then the largest pipeline row when there are several. */
  live: PublishLiveCost[]
  scaling: LintScalingRow[]
}

/** Runs every measurement `options` asks for, in `scratch`; `log` tells progress. */
export async function runBench(
  root: string,
  scratch: string,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<BenchResult> {
  let lighthouse: RouteRuns | undefined
  if (options.lighthouse) {
    const fresh = ensureBuilt(root, options.allRoutes, options.build) === 'fresh'
    log(`${options.routes.length} of ${options.allRoutes.length} routes; dist/ ${fresh ? 'is fresh' : 'rebuilt'}`)
    const measure = { runs: options.runs, floor: options.floor, log }
    lighthouse = await measureRoutes(
      root,
      join(scratch, 'lighthouse'),
      options.sectionsByRoute,
      options.routes,
      measure,
    )
    if (!options.routesGiven || options.jobs !== undefined)
      lighthouse.results.push(...(await jobBoard(root, join(scratch, 'board'), options.jobs ?? 500, measure)))
  }
  const pipeline = options.pipeline ? await pipelineCost(root, join(scratch, 'pipeline'), options.extras, log) : []
  const media = options.pipeline ? await mediaCost(root, join(scratch, 'media'), log) : undefined
  const live: PublishLiveCost[] = []
  if (options.pipeline) {
    live.push(await publishLiveCost(join(scratch, 'live'), 0, log))
    if (options.extras.length > 1) live.push(await publishLiveCost(join(scratch, 'live'), options.extras.at(-1)!, log))
  }
  // The dev server at the largest size (--full, --scale): first page, save latency, memory.
  const dev: DevCost[] = []
  if (options.pipeline && options.extras.length > 1) {
    log(`dev server: real + ${options.extras.at(-1)} articles…`)
    dev.push(...devCost(root, join(scratch, 'dev'), options.extras.at(-1)!))
  }
  let scaling: LintScalingRow[] = []
  if (options.pipeline) {
    log('lint of one page with 50,000 / 100,000 / 200,000 unknown names')
    const args = ['--import', 'tsx', 'scripts/bench/lint-scaling-run.ts', root, '3', '50000', '100000', '200000']
    scaling = JSON.parse(execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' })) as LintScalingRow[]
  }
  return { lighthouse, pipeline, media, dev, live, scaling }
}

/** The careers board at a staffing firm's size: /careers and its second page with `jobs` generated jobs. */
async function jobBoard(
  root: string,
  scratch: string,
  jobs: number,
  measure: { runs: number; floor: boolean; log: (line: string) => void },
): Promise<RouteRuns['results']> {
  measure.log(`building a copy with ${jobs} generated jobs`)
  const board = jobBoardProject(jobs, root)
  try {
    execFileSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts'], {
      cwd: board.root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    })
    const boardRoutes = contentRoutes(board.root)
    const routes = ['/careers', '/careers/page/2'].filter((r) => boardRoutes.has(r))
    const measured = await measureRoutes(board.root, scratch, boardRoutes, routes, measure)
    return measured.results.map((r) => ({ ...r, route: `${r.route} (${jobs} jobs)` }))
  } finally {
    board.remove()
  }
}
