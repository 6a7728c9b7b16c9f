// @vitest-environment node
/**
 * The schedule kept by the server: an article published with `publishAt` a few seconds ahead (on the server's
 * injected clock) is absent from the first build and appears at its moment with nobody editing — its page, /insights,
 * the feeds, the sitemap and the search index — in a build the list names "Scheduled: ‘…’ went live". The moment
 * passes while the first build still runs: the build after it must still honour it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLive, type Live } from '../../src/live/live-server.ts'
import { causeWords } from '../../src/studio/client/cause-words.ts'
import { git, liveProject } from './live-project.ts'

const dir = mkdtempSync(join(tmpdir(), 'live-schedule-'))
const { root } = liveProject(dir)
const SLUG = 'ai-driven-staffing-solutions'
const TITLE = 'AI-Driven Staffing Solutions'
// 09:00 in the firm's zone (America/Chicago) is 15:00 UTC in December.
const MOMENT = Date.parse('2026-12-01T15:00:00Z')
let live: Live

beforeAll(async () => {
  const file = join(root, `pages/_collections/articles/${SLUG}.yaml`)
  writeFileSync(file, `publishAt: 2026-12-01 09:00\n${readFileSync(file, 'utf8')}`)
  git(root, 'commit', '-q', '-am', 'The article goes live on Tuesday at 9')
  git(root, 'push', '-q', 'origin', 'main')
  // The server's clock: five seconds before the moment when it starts.
  const shift = MOMENT - 5_000 - Date.now()
  live = await startLive({
    root,
    host: '127.0.0.1',
    port: 0,
    studioPort: 0,
    pullEveryMs: 0,
    publicUrl: 'https://www.cedar.test',
    now: () => new Date(Date.now() + shift),
    log: () => {},
    teamServer: () => createServer((_, res) => res.end('studio')),
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
    expect(build.causes.map(causeWords)).toEqual([`Scheduled: ‘${TITLE}’ went live`])
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
  }, 300_000)
})
