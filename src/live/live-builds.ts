import type {
  BuildCause,
  BuildProblem,
  DeployStatus,
  ScheduledChange,
  SiteBuild,
  SiteBuilds,
} from '../studio/api/site-builds.ts'
import { readState, writeState } from './state-file.ts'

/** How a build ended, as its runner reports it. */
export type BuildOutcome =
  | { ok: true; commit: string; changed: string[]; changedCount: number }
  | { ok: false; commit?: string; problems: BuildProblem[] }

/**
 * What runs one build: told its steps as they start; `served` as soon as the new site is served (the build may
 * still be tidying up; the next build waits for the outcome); never throws (a problem is a failed outcome).
 */
export type BuildRunner = (
  build: SiteBuild,
  progress: (update: { step: string; done?: number; total?: number; commit?: string }) => void,
  served: (outcome: Extract<BuildOutcome, { ok: true }>) => void,
) => Promise<BuildOutcome>

export interface LiveBuildsOptions {
  publicUrl: string
  /** The JSON file the build list is kept in (under the private folder). */
  stateFile: string
  run: BuildRunner
  /** After a good build, before the next one starts: copies the site elsewhere. */
  deploy?: (build: SiteBuild, output: (text: string) => void) => Promise<DeployStatus>
  scheduled?: () => ScheduledChange[]
  now?: () => Date
}

/** The build list kept: the contract's "at most 50". */
const KEPT = 50
const DEPLOY_OUTPUT = 20_000

interface Saved {
  version: 1
  next: number
  builds: SiteBuild[]
}

/**
 * The public site's builds (SiteBuilds): one runs at a time; a cause that arrives while one runs waits in the one
 * queued build, with every other cause that arrives meanwhile. A failed build changes nothing served. The list is
 * kept in `stateFile`, written whole and renamed in at each change, so a restart finds it; a build that was running
 * or waiting when the server stopped is queued again (`start`).
 */
export class LiveBuilds implements SiteBuilds {
  readonly publicUrl: string
  private builds: SiteBuild[]
  private next: number
  private running: SiteBuild | undefined
  private listeners = new Set<(build: SiteBuild) => void>()
  private started = false
  private stopped = false
  private idle: Promise<void> = Promise.resolve()
  private settle: (() => void) | undefined
  private readonly now: () => Date

  constructor(private readonly options: LiveBuildsOptions) {
    this.publicUrl = options.publicUrl.replace(/\/+$/, '')
    this.now = options.now ?? (() => new Date())
    const saved = readState<Saved>(options.stateFile)
    this.builds = saved?.version === 1 && Array.isArray(saved.builds) ? saved.builds.slice(0, KEPT) : []
    this.next = saved?.next ?? 1
    for (const build of this.builds) {
      if (build.state === 'building') {
        // Interrupted: built again from the start, under the same id (whoever waits for it still sees it go live).
        build.state = 'queued'
        for (const key of ['startedAt', 'step', 'done', 'total'] as const) delete build[key]
      }
      if (build.deploy?.state === 'running') build.deploy = { state: 'failed', output: 'The server stopped.' }
    }
  }

  /** Starts the builds that were queued or interrupted when the server stopped. */
  start(): void {
    this.started = true
    this.save()
    this.kick()
  }

  /**
   * The server is closing and stops the build that runs: from now no build or deploy starts, and the stopped build is
   * left in the list as it was (building: the next start builds it again; live: the next build tidies up after it).
   */
  stop(): void {
    this.stopped = true
  }

  /** Settles when no build runs or waits. */
  whenIdle(): Promise<void> {
    return this.idle
  }

  /** The build that last went live, if any. */
  lastLive(): SiteBuild | undefined {
    return this.builds.find((b) => b.state === 'live')
  }

  list(): SiteBuild[] {
    return this.builds.map(copy)
  }

  get(id: string): SiteBuild | undefined {
    const build = this.builds.find((b) => b.id === id)
    return build && copy(build)
  }

  request(cause: Omit<BuildCause, 'at'>, ...more: Omit<BuildCause, 'at'>[]): SiteBuild {
    const at = this.now().toISOString()
    const stamped: BuildCause[] = [cause, ...more].map((c) => ({ ...cleanCause(c), at }))
    // The oldest waiting build takes them (after a restart, the interrupted one is run first and another may wait).
    let build = this.builds.findLast((b) => b.state === 'queued')
    if (build) build.causes.push(...stamped)
    else {
      build = { id: String(this.next++), state: 'queued', causes: stamped, queuedAt: at }
      this.builds.unshift(build)
      this.builds.length = Math.min(this.builds.length, KEPT)
    }
    this.changed(build)
    this.kick()
    return copy(build)
  }

  retry(id: string, who?: string): SiteBuild {
    const failed = this.builds.find((b) => b.id === id)
    return this.request({ kind: 'retry', ...(who ? { who } : {}), ...(failed ? { what: `build ${failed.id}` } : {}) })
  }

  scheduled(): ScheduledChange[] {
    return this.options.scheduled?.() ?? []
  }

  subscribe(listener: (build: SiteBuild) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private kick(): void {
    if (!this.started || this.running) return
    const build = this.stopped ? undefined : this.builds.findLast((b) => b.state === 'queued')
    if (!build) {
      this.settle?.()
      this.settle = undefined
      return
    }
    if (!this.settle) this.idle = new Promise((resolve) => (this.settle = resolve))
    this.running = build
    build.state = 'building'
    build.startedAt = this.now().toISOString()
    this.changed(build)
    void this.runOne(build).finally(() => {
      this.running = undefined
      this.kick()
    })
  }

  private async runOne(build: SiteBuild): Promise<void> {
    let outcome: BuildOutcome
    const goLive = (served: Extract<BuildOutcome, { ok: true }>) => {
      if (build.state === 'live') return
      for (const key of ['step', 'done', 'total'] as const) delete build[key]
      build.finishedAt = this.now().toISOString()
      build.commit = served.commit
      build.state = 'live'
      build.changed = served.changed.slice(0, 200)
      build.changedCount = served.changedCount
      // Its deploy starts once the build has ended: shown as under way from now.
      if (this.options.deploy) build.deploy = { state: 'running', output: '' }
      this.changed(build)
    }
    try {
      outcome = await this.options.run(
        copy(build),
        (update) => {
          if (build.state === 'live') return
          Object.assign(build, update)
          if (update.done === undefined) delete build.done
          if (update.total === undefined) delete build.total
          this.changed(build)
        },
        goLive,
      )
    } catch (error) {
      outcome = { ok: false, problems: [{ message: `The site could not be built: ${(error as Error).message}` }] }
    }
    if (!outcome.ok && this.stopped) return
    if (outcome.ok) goLive(outcome)
    else if (build.state === 'live') {
      // Served, then stopped while tidying up: the site is the new one; the next build tidies.
      console.error(`live: build ${build.id} failed after its site was served: ${outcome.problems[0]?.message}`)
    } else {
      for (const key of ['step', 'done', 'total'] as const) delete build[key]
      build.finishedAt = this.now().toISOString()
      if (outcome.commit) build.commit = outcome.commit
      build.state = 'failed'
      build.problems = outcome.problems
      this.changed(build)
      return
    }
    if (!this.options.deploy || this.stopped) return
    // The next build waits for the deploy: it would otherwise swap dist/ while the deploy copies it.
    build.deploy = { state: 'running', output: '' }
    this.changed(build)
    try {
      build.deploy = await this.options.deploy(copy(build), (text) => {
        build.deploy = { state: 'running', output: (build.deploy!.output + text).slice(-DEPLOY_OUTPUT) }
      })
    } catch (error) {
      build.deploy = { state: 'failed', output: (error as Error).message }
    }
    build.deploy.output = build.deploy.output.slice(-DEPLOY_OUTPUT)
    this.changed(build)
  }

  private changed(build: SiteBuild): void {
    this.save()
    const shown = copy(build)
    for (const listener of this.listeners) {
      try {
        listener(shown)
      } catch (error) {
        console.error('live: a build listener failed:', error)
      }
    }
  }

  private save(): void {
    writeState(this.options.stateFile, { version: 1, next: this.next, builds: this.builds } satisfies Saved)
  }
}

function copy(build: SiteBuild): SiteBuild {
  return structuredClone(build)
}

/** A cause as given, limited to its known fields (it may come from a request). */
function cleanCause(cause: Omit<BuildCause, 'at'>): Omit<BuildCause, 'at'> {
  return {
    kind: cause.kind,
    ...(cause.who ? { who: String(cause.who).slice(0, 100) } : {}),
    ...(cause.what ? { what: String(cause.what).slice(0, 300) } : {}),
  }
}
