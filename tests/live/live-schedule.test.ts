// @vitest-environment node
/**
 * The schedule kept by the server: at midnight in the firm's zone, a few seconds ahead on the server's injected
 * clock, an article with `publishAt` that day goes live and a job whose `validThrough` was the day before closes,
 * with nobody editing: the article in its page, /insights, the feeds, the sitemap and the search index; the job's
 * page 410 and out of /careers; in a build the list names "Scheduled: ‘…’ went live". The moment may pass while the
 * first build still runs: the build after it must still honour it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Live } from '../../src/live/live-server.ts'
import { causeWords } from '../../src/studio/client/cause-words.ts'
import { git, liveProject, startLocalLive } from './live-project.ts'

const dir = mkdtempSync(join(tmpdir(), 'live-schedule-'))
const { root } = liveProject(dir)
const SLUG = 'ai-driven-staffing-solutions'
const TITLE = 'AI-Driven Staffing Solutions'
const JOB = 'devops-engineer'
// 00:00 on 1 December in the firm's zone (America/Chicago) is 06:00 UTC.
const MOMENT = Date.parse('2026-12-01T06:00:00Z')
let live: Live
// The job's page as the first build served it (before the moment).
let jobBefore: Promise<number> | undefined

beforeAll(async () => {
  const file = join(root, `pages/_collections/articles/${SLUG}.yaml`)
  writeFileSync(file, `publishAt: 2026-12-01\n${readFileSync(file, 'utf8')}`)
  const job = join(root, `pages/_collections/jobs/${JOB}.yaml`)
  writeFileSync(job, readFileSync(job, 'utf8').replace(/^validThrough: .*$/m, 'validThrough: 2026-11-30'))
  git(root, 'commit', '-q', '-am', 'The article goes live on Tuesday; the job takes applications until Monday')
  git(root, 'push', '-q', 'origin', 'main')
  // The server's clock: five seconds before the moment when it starts.
  const shift = MOMENT - 5_000 - Date.now()
  live = await startLocalLive(root, {
    publicUrl: 'https://www.cedar.test',
    now: () => new Date(Date.now() + shift),
  })
  live.builds.subscribe((b) => {
    if (b.causes[0]?.kind === 'start' && b.state === 'live')
      jobBefore ??= fetch(`${live.siteOrigin}/careers/apply/${JOB}`).then((r) => r.status)
  })
}, 60_000)

afterAll(async () => {
  await live?.close()
  rmSync(dir, { recursive: true, force: true })
})

const text = async (path: string) => (await fetch(`${live.siteOrigin}${path}`)).text()

/** The text of every page Pagefind's index holds (its fragments are gzipped JSON). */
function indexedText(): string {
  const fragments = join(live.checkout.dir, 'dist/pagefind/fragment')
  return readdirSync(fragments)
    .map((f) => gunzipSync(readFileSync(join(fragments, f))).toString('utf8'))
    .join('\n')
}

describe('the schedule kept by the live server', () => {
  it('builds the site again at a publishAt, with nobody editing anything', async () => {
    const scheduled = async () => {
      for (const start = Date.now(); Date.now() - start < 240_000; await new Promise((r) => setTimeout(r, 100))) {
        const build = live.builds.list().find((b) => b.causes.some((c) => c.kind === 'schedule'))
        if (build?.state === 'live' || build?.state === 'failed') return build
      }
      throw new Error(`no scheduled build: ${JSON.stringify(live.builds.list())}`)
    }
    const build = await scheduled()
    expect(build.state).toBe('live')
    expect(build.causes.map(causeWords).sort()).toEqual([
      `Scheduled: ‘${TITLE}’ went live`,
      'Scheduled: ‘DevOps Engineer’ closed',
    ])
    expect(build.changed).toContain(`https://www.cedar.test/insights/${SLUG}`)
    // The first build, at the server's start, was made before the moment: without the article.
    const first = live.builds.list().at(-1)!
    expect(first.causes.map((c) => c.kind)).toEqual(['start'])
    expect(first.changed).not.toContain(`https://www.cedar.test/insights/${SLUG}`)

    expect(await text(`/insights/${SLUG}`)).toContain(TITLE)
    expect(await text('/insights')).toContain(`/insights/${SLUG}`)
    expect(await text('/insights/rss.xml')).toContain(TITLE)
    expect(await text('/sitemap.xml')).toContain(`/insights/${SLUG}<`)
    expect(indexedText()).toContain(TITLE)
    // The job closed at the end of its last day: its page is gone (410) and /careers no longer lists it.
    expect(await jobBefore).toBe(200)
    expect((await fetch(`${live.siteOrigin}/careers/apply/${JOB}`)).status).toBe(410)
    expect(await text('/careers')).not.toContain(`/careers/apply/${JOB}`)
  }, 300_000)
})
