import type {
  BuildCause,
  BuildProblem,
  DeployStatus,
  ScheduledChange,
  SiteBuild,
  SiteBuilds,
} from '../../src/studio/api/site-builds.ts'

/**
 * An in-memory SiteBuilds for the studio's tests: builds queue and coalesce as the contract says, and move through
 * their states only when the test says so (start, progress, live, fail). `requests` keeps every cause asked for.
 */
export class FakeSiteBuilds implements SiteBuilds {
  readonly requests: Omit<BuildCause, 'at'>[] = []
  /** The coming scheduled changes the studio is shown. */
  schedule: ScheduledChange[] = []
  private readonly builds: SiteBuild[] = []
  private readonly listeners = new Set<(build: SiteBuild) => void>()
  private count = 0

  constructor(
    public publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(): SiteBuild[] {
    return this.builds.map((b) => structuredClone(b))
  }

  get(id: string): SiteBuild | undefined {
    const build = this.builds.find((b) => b.id === id)
    return build && structuredClone(build)
  }

  request(cause: Omit<BuildCause, 'at'>): SiteBuild {
    this.requests.push(cause)
    const at = this.now().toISOString()
    const queued = this.builds.find((b) => b.state === 'queued')
    if (queued) {
      queued.causes.push({ ...cause, at })
      return this.changed(queued)
    }
    const build: SiteBuild = { id: `b${++this.count}`, state: 'queued', causes: [{ ...cause, at }], queuedAt: at }
    this.builds.unshift(build)
    this.builds.splice(50)
    return this.changed(build)
  }

  retry(id: string, who?: string): SiteBuild {
    if (!this.builds.some((b) => b.id === id && b.state === 'failed')) throw new Error(`build ${id} did not fail`)
    return this.request({ kind: 'retry', ...(who ? { who } : {}) })
  }

  scheduled(): ScheduledChange[] {
    return this.schedule.map((s) => ({ ...s }))
  }

  subscribe(listener: (build: SiteBuild) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The newest build. */
  latest(): SiteBuild {
    const build = this.builds[0]
    if (!build) throw new Error('no build was asked for')
    return structuredClone(build)
  }

  /** The build starts (or goes on): `step` in plain words, with `done` of `total`. */
  progress(id: string, step: string, done?: number, total?: number): void {
    const build = this.find(id)
    build.state = 'building'
    build.startedAt ??= this.now().toISOString()
    Object.assign(build, { step, done, total })
    this.changed(build)
  }

  /** The build is served: these pages changed (`count` of them in all). */
  live(id: string, changed: string[], count = changed.length, commit = 'f'.repeat(40)): void {
    this.finish(id, { state: 'live', changed, changedCount: count, commit })
  }

  /** The build stopped on these problems; the site served stays the last good one. */
  fail(id: string, problems: BuildProblem[]): void {
    this.finish(id, { state: 'failed', problems })
  }

  /** The deploy step after the build, as the server reports it. */
  deploy(id: string, deploy: DeployStatus): void {
    const build = this.find(id)
    build.deploy = deploy
    this.changed(build)
  }

  private finish(id: string, end: Partial<SiteBuild>): void {
    const build = this.find(id)
    build.startedAt ??= this.now().toISOString()
    const { step: _s, done: _d, total: _t, ...rest } = build
    const finished: SiteBuild = { ...rest, ...end, finishedAt: this.now().toISOString() }
    this.builds[this.builds.indexOf(build)] = finished
    this.changed(finished)
  }

  private find(id: string): SiteBuild {
    const build = this.builds.find((b) => b.id === id)
    if (!build) throw new Error(`no build ${id}`)
    return build
  }

  private changed(build: SiteBuild): SiteBuild {
    for (const listener of this.listeners) listener(structuredClone(build))
    return structuredClone(build)
  }
}
