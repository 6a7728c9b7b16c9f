import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { SERVED } from '../build/step-time.ts'
import { openInbox, type Inbox } from '../inbox/inbox.ts'
import type { InboxAccess } from '../inbox/types.ts'
import { siteHeaders, staticHandler } from '../server/static-server.ts'
import type { ScheduledChange, SiteBuild, SiteBuilds } from '../studio/api/site-builds.ts'
import { askGit } from '../studio/git/run-git.ts'
import { privateFolder } from '../studio/team/private-folder.ts'
import { changedPages, pageHashes } from './changed-pages.ts'
import { deploy, type DeployOptions } from './deploy.ts'
import { stopLeftBuild } from './left-build.ts'
import type { InboxArgs } from './live-args.ts'
import { LiveBuilds, type BuildOutcome, type BuildRunner } from './live-builds.ts'
import { PublishedCheckout } from './published-checkout.ts'
import { publishedInboxSettings } from './published-inbox-settings.ts'
import { answerWebhook, WEBHOOK_PATH } from './push-webhook.ts'
import { runChildBuild } from './run-build.ts'
import { readState, writeState } from './state-file.ts'
import { removeStaleLocks } from './stale-locks.ts'
import { stepInWords } from './step-in-words.ts'

export interface LiveOptions {
  /** The team studio's clone: its pages/ hold editors' saves; the site is built from what it published. */
  root: string
  /** Where each server listens (port 0: a free one). */
  host: string
  port: number
  studioPort: number
  /** The team studio, given the builds to show and the applications inbox (src/studio/team/team-server.ts). */
  teamServer: (builds: SiteBuilds, inbox: InboxAccess) => Server
  /** The public site's address as visitors type it; by default its listen address. */
  publicUrl?: string
  /** The team studio's address as people open it (the inbox's mails link to it); by default its listen address. */
  studioUrl?: string
  /** The applications inbox's database and mail server (src/live/live-args.ts). */
  inbox?: InboxArgs
  /** Honour X-Forwarded-For for the forms' rate limit (TRUST_PROXY=1: a reverse proxy in front). */
  trustProxy?: boolean
  /** How often the remote is fetched (0: never; the webhook still works). @default 60 s */
  pullEveryMs?: number
  /** The push webhook's shared secret (LIVE_WEBHOOK_SECRET); without one, the webhook is not answered. */
  webhookSecret?: string
  deploy?: DeployOptions
  /** @default 15 minutes */
  buildTimeoutMs?: number
  /** The clock of the schedule (a test's). */
  now?: () => Date
  log?: (line: string) => void
}

export interface Live {
  site: Server
  studio: Server
  builds: LiveBuilds
  inbox: Inbox
  checkout: PublishedCheckout
  /** The public site's origin and the studio's, as listened on. */
  siteOrigin: string
  studioOrigin: string
  /** Fetches the remote now, and asks for a build when the published branch moved (the timer and the webhook). */
  pull(kind?: 'pull' | 'webhook'): Promise<void>
  /** Stops the timers, the servers and a running build (it is redone at the next start). */
  close(): Promise<void>
}

/** Timers wake at least this often to look at the schedule again (and never past setTimeout's limit). */
const SCHEDULE_LOOK_MS = 60 * 60_000

/**
 * One production process (`npm run live`): the public site on `port`, served from the published commit's build with
 * every guarantee of the static server, and the team studio on `studioPort`. After every publish, proposal published
 * and restore (the studio calls `builds.request`), every change pulled from the remote (a timer, a signed webhook)
 * and every scheduled moment, the published commit is checked out in a worktree of its own
 * (`.studio/live/site/`) and built there incrementally in a child process, which swaps its dist/ atomically. At start
 * it stops a build a killed server left, removes git's stale locks, and redoes the interrupted build.
 *
 * The applications inbox (src/inbox/) is always open, whatever the forms' delivery: withdraw links already mailed
 * keep working, the retention sweep keeps deleting, and the studio shows what was received, even after a site stops
 * delivering to the server. It answers `/_forms/…` on the site's port, before the site is first built too.
 */
export async function startLive(options: LiveOptions): Promise<Live> {
  const started = Date.now()
  const root = resolve(options.root)
  const log = options.log ?? ((line: string) => console.log(line))
  const now = options.now ?? (() => new Date())
  const privateDir = join(root, '.studio')
  privateFolder(privateDir)
  const liveDir = join(privateDir, 'live')
  const pidFile = join(liveDir, 'build.pid')
  const checkout = new PublishedCheckout(root, join(liveDir, 'site'))
  const dist = join(checkout.dir, 'dist')

  if (stopLeftBuild(pidFile)) log('live: stopped the build the server left running; it is built again')
  const gitDirs = await gitFolders(root, checkout.dir)
  const removed = removeStaleLocks(gitDirs, [root], started)
  for (const file of removed) log(`live: removed git's stale lock ${file}`)

  // Set once the site listens (the builds are told its address, the inbox its own).
  const made: { builds?: LiveBuilds; inbox?: Inbox } = {}
  const serve = staticHandler(dist)
  const site = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (made.inbox?.handle(req, res)) return
    if (path?.startsWith('/_forms/')) return notOpenYet(res)
    if (path === WEBHOOK_PATH && options.webhookSecret)
      return void answerWebhook(req, res, options.webhookSecret, () => void pull('webhook')).catch(() => res.destroy())
    if (!made.builds?.lastLive() && !existsSync(dist)) return notBuiltYet(res)
    serve(req, res)
  })
  await listen(site, options.port, options.host)
  const siteOrigin = originOf(site)
  const publicUrl = (options.publicUrl ?? siteOrigin).replace(/\/+$/, '')

  // What the last good build said its schedule changes after the moment it was made as at (what was published, taken
  // down, closed then): those moments are still to do, even the ones that passed while it was building or while the
  // server was stopped. Kept with the build list; the server never loads the content itself (at 10,000 articles that
  // held its event loop for seconds).
  const scheduleFile = join(liveDir, 'schedule.json')
  let known = readState<{ asAt: number; changes: ScheduledChange[] }>(scheduleFile)
  let moments: ScheduledChange[] = []
  let momentTimer: NodeJS.Timeout | undefined
  const pinned = Boolean(process.env.SITE_NOW || process.env.SITE_DATE)
  const run: BuildRunner = async (build, progress, live): Promise<BuildOutcome> => {
    let commit: string
    const asAt = now()
    try {
      progress({ step: 'Taking the published version' })
      commit = await checkout.published()
      progress({ step: 'Taking the published version', commit })
      await checkout.moveTo(commit)
    } catch (error) {
      log(`live: build ${build.id}: ${(error as Error).message}`)
      return {
        ok: false,
        problems: [
          {
            message: `The published version could not be taken from git (${(error as Error).message}). A developer should look at the server's log.`,
          },
        ],
      }
    }
    const before = pageHashes(checkout.dir)
    let served: Extract<BuildOutcome, { ok: true }> | undefined
    // Live once the new site is in dist/ (the manifest with it): the build's tidying after that is not waited for.
    const onServed = () => {
      const changed = changedPages(before, pageHashes(checkout.dir), publicUrl)
      served = { ok: true, commit, changed, changedCount: changed.length }
      log(`live: build ${build.id} of ${commit.slice(0, 10)} is live (${changed.length} pages changed)`)
      live(served)
    }
    const result = await runChildBuild(checkout.dir, {
      onStep: (step) => (step === SERVED ? onServed() : progress({ step: stepInWords(step), commit })),
      onStart: (pid) => writeFileSync(pidFile, String(pid)),
      // The build decides what is published, taken down or closed as at `asAt` (unless a test pins its own date).
      ...(options.now || !pinned ? { env: { SITE_NOW: asAt.toISOString() } } : {}),
      ...(options.buildTimeoutMs ? { timeoutMs: options.buildTimeoutMs } : {}),
    })
    rmSync(pidFile, { force: true })
    if (!result.ok) {
      log(`live: build ${build.id} of ${commit.slice(0, 10)} failed; the last good site stays served\n${result.output}`)
      return { ok: false, commit, problems: result.problems }
    }
    if (!served) onServed()
    known = { asAt: asAt.getTime(), changes: result.scheduled ?? [] }
    writeState(scheduleFile, known)
    planMoments()
    return served!
  }
  const liveBuilds = new LiveBuilds({
    publicUrl,
    stateFile: join(liveDir, 'builds.json'),
    run,
    ...(options.deploy && (options.deploy.command?.length || options.deploy.hook)
      ? {
          deploy: async (build: SiteBuild, output: (text: string) => void) =>
            deploy(
              options.deploy!,
              checkout.dir,
              { id: build.id, ...(build.commit ? { commit: build.commit } : {}) },
              output,
            ),
        }
      : {}),
    scheduled: () => moments.filter((m) => Date.parse(m.at) > now().getTime()),
    ...(options.now ? { now: options.now } : {}),
  })
  made.builds = liveBuilds

  /** The scheduled moments since the site served was built, with a timer set to build at the first (now, if passed). */
  const planMoments = (failed = false) => {
    clearTimeout(momentTimer)
    // After a failed build only the moments to come: those passed are built with the fix, not again and again.
    const since = failed ? Math.max(known?.asAt ?? 0, now().getTime()) : (known?.asAt ?? now().getTime())
    moments = (known?.changes ?? []).filter((m) => Date.parse(m.at) > since)
    const first = moments[0]
    const wait = first ? Math.min(Date.parse(first.at) - now().getTime(), SCHEDULE_LOOK_MS) : SCHEDULE_LOOK_MS
    momentTimer = setTimeout(
      () => {
        const due = moments.filter((m) => Date.parse(m.at) <= now().getTime())
        // One build for every change due at once, each its own cause.
        const [first, ...rest] = due.map((change) => ({ kind: 'schedule' as const, what: scheduledWords(change) }))
        if (first) liveBuilds.request(first, ...rest)
        else planMoments()
      },
      Math.max(0, wait),
    )
    momentTimer.unref()
  }
  const unsubscribe = liveBuilds.subscribe((build) => {
    if (build.state === 'failed') planMoments(true)
  })

  let pulling: Promise<void> | undefined
  const pull = (kind: 'pull' | 'webhook' = 'pull'): Promise<void> =>
    (pulling ??= (async () => {
      try {
        const commit = await checkout.fetch()
        const newest = liveBuilds.list()[0]
        if (!commit || newest?.state === 'queued' || newest?.commit === commit) return
        // In words: the change's own message (a developer's push names what it does), not its hash.
        const subject = (await askGit({ root }, ['log', '-1', '--format=%s', commit]).catch(() => undefined))?.trim()
        liveBuilds.request({ kind, ...(subject ? { what: `“${subject}”` } : {}) })
      } catch (error) {
        log(`live: could not fetch the published branch: ${(error as Error).message}`)
      } finally {
        pulling = undefined
      }
    })())

  // The studio's address is known once it listens; the inbox only needs it for the mails it writes.
  const links = { studio: options.studioUrl }
  const inbox = await openInbox({
    dir: join(privateDir, 'inbox'),
    ...options.inbox,
    publicUrl,
    studioUrl: () => links.studio ?? '',
    settings: publishedInboxSettings([checkout.dir, root]),
    ...(options.now ? { now: () => now().getTime() } : {}),
    log,
    trustProxy: options.trustProxy ?? false,
    siteHeaders: siteHeaders(dist),
  })
  made.inbox = inbox
  const studio = options.teamServer(liveBuilds, inbox)
  await listen(studio, options.studioPort, options.host)
  links.studio ??= originOf(studio)

  liveBuilds.start()
  // Nothing built yet, the published commit moved while the server was stopped, or no schedule kept: built now.
  const last = liveBuilds.lastLive()
  const waiting = liveBuilds.list().some((b) => b.state === 'queued' || b.state === 'building')
  if (!waiting) {
    const published = await checkout.published().catch(() => undefined)
    if (!last || !known || !existsSync(join(dist, 'index.html')) || (published && published !== last.commit))
      liveBuilds.request({ kind: 'start' })
    else planMoments()
  }
  const pullEvery = options.pullEveryMs ?? 60_000
  const pullTimer = pullEvery > 0 ? setInterval(() => void pull('pull'), pullEvery) : undefined
  pullTimer?.unref()

  return {
    site,
    studio,
    builds: liveBuilds,
    inbox,
    checkout,
    siteOrigin,
    studioOrigin: originOf(studio),
    pull,
    async close() {
      clearInterval(pullTimer)
      clearTimeout(momentTimer)
      unsubscribe()
      liveBuilds.stop()
      stopLeftBuild(pidFile)
      for (const server of [site, studio]) {
        server.closeAllConnections()
        await new Promise((done) => server.close(done))
      }
      await inbox.close()
    },
  }
}

/** The git folders of the clone (its own and the shared one: a worktree's differ) and of the live checkout. */
async function gitFolders(root: string, checkout: string): Promise<string[]> {
  const out = await askGit({ root }, ['rev-parse', '--absolute-git-dir', '--git-common-dir'])
  if (!out) return []
  const [own = '', common = ''] = out.trim().split('\n')
  const folders = [own, resolve(root, common)]
  // A worktree's .git is a file naming its folder (read, not asked: git would wait on the lock it may hold).
  const link = /^gitdir: (.+)$/m.exec(readText(join(checkout, '.git')))?.[1]
  if (link) folders.push(resolve(checkout, link.trim()))
  return [...new Set(folders)].filter((dir) => existsSync(dir))
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function notOpenYet(res: ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' })
  res.end('The server is starting: send the form again in a few seconds.\n')
}

function notBuiltYet(res: ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' })
  res.end('The site is being built for the first time: try again in a minute.\n')
}

/** What a scheduled change did, for the build list ("Scheduled: ‘How We Hire in 2026’ went live"). */
function scheduledWords(change: ScheduledChange): string {
  if (change.kind === 'publish') return `‘${change.title}’ went live`
  if (change.kind === 'unpublish') return `‘${change.title}’ was taken down`
  return `‘${change.title}’ closed`
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => {
      server.off('error', fail)
      done()
    })
  })
}

function originOf(server: Server): string {
  const { address, port } = server.address() as AddressInfo
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`
}
