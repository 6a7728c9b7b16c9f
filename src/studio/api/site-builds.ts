/**
 * What the studio knows of the public site's builds when a server builds and serves it (`npm run live`): the
 * contract between the studio (which shows "Is it live?" and the Site view) and the server that builds. The plain
 * team studio and the local studio have none, and say so ("the site will show it after its next build").
 */
import type { BuildProblem } from '../../build/build-problems.ts'
import type { ScheduledChange } from '../../site/scheduled-changes.ts'

// A problem that stopped a build and a change the schedule makes are defined where they are found.
export type { BuildProblem, ScheduledChange }

/** Where a build is: waiting for the one before it, running, served, or stopped by a problem. */
export type BuildState = 'queued' | 'building' | 'live' | 'failed'

/** Why a build runs. Several causes share one build when they arrive while it is still queued. */
export interface BuildCause {
  kind: 'publish' | 'proposal-published' | 'restore' | 'pull' | 'webhook' | 'schedule' | 'start' | 'retry'
  /** The person who published, for causes with one. */
  who?: string
  /** In the editor's words: the page published ("Home"), or what a schedule did ("'How We Hire in 2026' went live"). */
  what?: string
  /** ISO time the cause arrived. */
  at: string
}

/** The step after a good build that copies the site to another host (a command or a build-hook URL). */
export interface DeployStatus {
  state: 'running' | 'done' | 'failed'
  /** The command's output or the hook's answer, at most the last 20,000 characters. */
  output: string
}

export interface SiteBuild {
  id: string
  state: BuildState
  causes: BuildCause[]
  queuedAt: string
  startedAt?: string
  finishedAt?: string
  /** While building: the step in plain words ("Rendering pages"), with `done` of `total` when it counts. */
  step?: string
  done?: number
  total?: number
  /** The published commit this build made the site from. */
  commit?: string
  /** When live: the public addresses (absolute URLs) of the pages this build added or changed, at most 200. */
  changed?: string[]
  /** How many pages changed in all (may be more than `changed` lists). */
  changedCount?: number
  /** When failed: what stopped it; the site served stays the last good one. */
  problems?: BuildProblem[]
  deploy?: DeployStatus
}

/** What the team server is given by the process that builds and serves the public site. */
export interface SiteBuilds {
  /** The public site's address, such as https://www.example.com (no trailing slash). */
  readonly publicUrl: string
  /** The recent builds, newest first (at most 50). */
  list(): SiteBuild[]
  get(id: string): SiteBuild | undefined
  /**
   * Asks for a build because of `cause`; returns the build that will include it (the queued one when there is one:
   * builds never overlap, they queue and coalesce).
   */
  request(cause: Omit<BuildCause, 'at'>): SiteBuild
  /** Builds again after a failure; returns the new build. */
  retry(id: string, who?: string): SiteBuild
  /** The coming scheduled changes, soonest first. */
  scheduled(): ScheduledChange[]
  /** Calls `listener` whenever a build changes; returns the function that stops it. */
  subscribe(listener: (build: SiteBuild) => void): () => void
}
