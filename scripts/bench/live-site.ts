import { get } from 'node:http'
import type { BuildState } from '../../src/studio/api/site-builds.ts'
import { git, liveProject, publishHeading, startLocalLive } from '../../tests/live/live-project.ts'
import { addArticles } from './pipeline.ts'

/** One publish on the live server, timed from the push. */
export interface LivePublish {
  /** Until the public port served the new text; undefined when it never did (the build failed). */
  servedMs: number | undefined
  /** Until the build's state is Live or Failed, as the studio shows it. */
  endedMs: number
  state: BuildState
  /** Requests for the page that failed while waiting (a refused or broken connection, a status other than 200). */
  failedRequests: number
  /** A failed build's problems, in the words the studio shows. */
  problems: string[]
}

export interface LiveSite {
  /** The public site's origin. */
  origin: string
  /** The server's first build in its own checkout: a full build, nothing cached but the encoded images. */
  firstBuildMs: number
  /** Publishes a new heading of the About page as the studio does, until it is served and its build ended. */
  publish(heading: string): Promise<LivePublish>
  close(): Promise<void>
}

const ENDED: BuildState[] = ['live', 'failed']

/**
 * The live server (src/live/live-server.ts) on a scratch clone, in `dir`, of the project at the working directory
 * (tests/live/live-project.ts: its origin a bare repository), with `added` generated articles committed and pushed
 * (scripts/bench/pipeline.ts), once its first build has ended. No studio: a publish is what the studio does after
 * its push, `builds.request({ kind: 'publish' })`.
 */
export async function startLiveSite(dir: string, added: number): Promise<LiveSite> {
  const { root } = liveProject(dir)
  if (added > 0) {
    addArticles(root, added)
    git(root, 'add', '-A')
    git(root, 'commit', '-qm', `${added} articles`)
    git(root, 'push', '-q')
  }
  const live = await startLocalLive(root)
  const state = (id: string) => live.builds.get(id)!.state
  const problems = (id: string) => (live.builds.get(id)!.problems ?? []).map((p) => wordsOf(p))
  const started = performance.now()
  const first = live.builds.list()[0]!
  while (!ENDED.includes(state(first.id))) await sleep(50)
  const firstBuildMs = performance.now() - started
  if (state(first.id) === 'failed') {
    await live.close()
    throw new Error(`the live server's first build failed: ${problems(first.id).join('; ')}`)
  }
  // A connection of its own each time: a kept-alive one may be closed by the server as the next request goes out.
  const about = () =>
    new Promise<string>((done, fail) =>
      get(`${live.siteOrigin}/about`, { agent: false }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => (res.statusCode === 200 ? done(body) : fail(new Error(`status ${res.statusCode}`))))
        res.on('error', fail)
      }).on('error', fail),
    )
  return {
    origin: live.siteOrigin,
    firstBuildMs,
    async publish(heading) {
      const clicked = performance.now()
      publishHeading(root, heading)
      const build = live.builds.request({ kind: 'publish', who: 'bench', what: 'About' })
      let servedMs: number | undefined
      let failedRequests = 0
      for (;;) {
        // The state first: a build that ended has swapped dist/ in, so a page fetched after it shows what it built.
        const ended = ENDED.includes(state(build.id))
        const page = await about().catch(() => {
          failedRequests++
          return ''
        })
        if (page.includes(heading)) {
          servedMs = performance.now() - clicked
          break
        }
        if (ended) break
        await sleep(20)
      }
      while (!ENDED.includes(state(build.id))) await sleep(10)
      const endedMs = performance.now() - clicked
      return { servedMs, endedMs, state: state(build.id), failedRequests, problems: problems(build.id) }
    },
    close: () => live.close(),
  }
}

function wordsOf(problem: { file?: string; message: string }): string {
  return problem.file ? `${problem.file}: ${problem.message}` : problem.message
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms))
}
