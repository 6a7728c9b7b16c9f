// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LiveBuilds, type BuildOutcome, type BuildRunner } from '../../src/live/live-builds.ts'
import type { SiteBuild } from '../../src/studio/api/site-builds.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A runner whose builds end when the test says, each with the outcome it is given. */
function controlledRunner() {
  const runs: {
    build: SiteBuild
    finish: (outcome: BuildOutcome) => void
    progress: Parameters<BuildRunner>[1]
    served: Parameters<BuildRunner>[2]
  }[] = []
  let waiting: (() => void) | undefined
  const run: BuildRunner = (build, progress, served) =>
    new Promise((finish) => {
      runs.push({ build, finish, progress, served })
      waiting?.()
    })
  const nextRun = async (count: number) => {
    while (runs.length < count) await new Promise<void>((r) => (waiting = r))
    return runs[count - 1]!
  }
  return { run, runs, nextRun }
}

const good = (commit: string): BuildOutcome => ({
  ok: true,
  commit,
  changed: ['https://x.test/about'],
  changedCount: 1,
})

function fresh(run: BuildRunner, extra: Partial<ConstructorParameters<typeof LiveBuilds>[0]> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'live-builds-'))
  dirs.push(dir)
  const stateFile = join(dir, 'builds.json')
  const builds = new LiveBuilds({ publicUrl: 'https://x.test/', stateFile, run, ...extra })
  return { builds, stateFile, dir }
}

describe('the live builds', () => {
  it('run one at a time; every cause that arrives meanwhile waits in one queued build', async () => {
    const { run, runs, nextRun } = controlledRunner()
    const { builds } = fresh(run)
    builds.start()
    const first = builds.request({ kind: 'publish', who: 'pat', what: 'Home' })
    const running = await nextRun(1)
    expect(builds.get(first.id)!.state).toBe('building')
    const second = builds.request({ kind: 'publish', who: 'dana', what: 'About' })
    const third = builds.request({ kind: 'pull' })
    const fourth = builds.request({ kind: 'restore', who: 'pat' })
    expect(second.state).toBe('queued')
    expect(third.id).toBe(second.id)
    expect(fourth.id).toBe(second.id)
    expect(builds.get(second.id)!.causes.map((c) => c.kind)).toEqual(['publish', 'pull', 'restore'])
    expect(runs).toHaveLength(1)

    running.finish(good('a1'))
    const next = await nextRun(2)
    expect(next.build.id).toBe(second.id)
    expect(builds.get(first.id)).toMatchObject({ state: 'live', commit: 'a1', changed: ['https://x.test/about'] })
    next.finish(good('b2'))
    await builds.whenIdle()
    expect(runs).toHaveLength(2)
    expect(builds.list().map((b) => [b.id, b.state])).toEqual([
      [second.id, 'live'],
      [first.id, 'live'],
    ])
    expect(builds.publicUrl).toBe('https://x.test')
  })

  it('are live as soon as the new site is served; the next waits until the build has finished tidying', async () => {
    const { run, runs, nextRun } = controlledRunner()
    const { builds } = fresh(run)
    builds.start()
    const first = builds.request({ kind: 'publish', who: 'pat', what: 'Home' })
    const running = await nextRun(1)
    running.progress({ step: 'Rendering pages' })
    running.served({ ok: true, commit: 'a1', changed: ['https://x.test/'], changedCount: 1 })
    expect(builds.get(first.id)).toMatchObject({ state: 'live', commit: 'a1', changed: ['https://x.test/'] })
    expect(builds.get(first.id)!.step).toBeUndefined()
    const second = builds.request({ kind: 'publish', who: 'dana', what: 'About' })
    running.progress({ step: 'Tidying up' })
    expect(builds.get(first.id)!.step).toBeUndefined()
    await new Promise((r) => setTimeout(r, 20))
    expect(runs).toHaveLength(1)
    expect(builds.get(second.id)!.state).toBe('queued')
    running.finish(good('a1'))
    expect((await nextRun(2)).build.id).toBe(second.id)
    expect(builds.get(first.id)).toMatchObject({ state: 'live', changed: ['https://x.test/'] })
  })

  it('show the step while building, then a failure with its problems; a retry is a new build', async () => {
    const { run, nextRun } = controlledRunner()
    const { builds } = fresh(run)
    const seen: string[] = []
    builds.subscribe((b) => seen.push(`${b.id}:${b.state}${b.step ? `:${b.step}` : ''}`))
    builds.start()
    const build = builds.request({ kind: 'publish', who: 'pat' })
    const running = await nextRun(1)
    running.progress({ step: 'Rendering pages', done: 3, total: 40, commit: 'c3' })
    expect(builds.get(build.id)).toMatchObject({ step: 'Rendering pages', done: 3, total: 40, commit: 'c3' })
    running.finish({
      ok: false,
      commit: 'c3',
      problems: [{ file: 'pages/about.yaml', line: 4, column: 7, message: 'Title: this field is required.' }],
    })
    await builds.whenIdle()
    const failed = builds.get(build.id)!
    expect(failed.state).toBe('failed')
    expect(failed.step).toBeUndefined()
    expect(failed.problems).toEqual([
      { file: 'pages/about.yaml', line: 4, column: 7, message: 'Title: this field is required.' },
    ])
    expect(seen).toEqual([`1:queued`, `1:building`, `1:building:Rendering pages`, `1:failed`])
    expect(builds.lastLive()).toBeUndefined()

    const again = builds.retry(build.id, 'pat')
    expect(again.id).not.toBe(build.id)
    expect(again.causes[0]).toMatchObject({ kind: 'retry', who: 'pat' })
    ;(await nextRun(2)).finish(good('c4'))
    await builds.whenIdle()
    expect(builds.lastLive()!.id).toBe(again.id)
  })

  it('deploy after a good build only, the next build waiting for it', async () => {
    const { run, nextRun } = controlledRunner()
    const deployed: string[] = []
    let endDeploy: (() => void) | undefined
    const { builds } = fresh(run, {
      deploy: (build, output) =>
        new Promise((done) => {
          deployed.push(build.id)
          output('copying…\n')
          endDeploy = () => done({ state: 'done', output: 'copying…\nsent 3 files\n' })
        }),
    })
    builds.start()
    const bad = builds.request({ kind: 'publish' })
    ;(await nextRun(1)).finish({ ok: false, problems: [{ message: 'broken' }] })
    await builds.whenIdle()
    expect(deployed).toEqual([])
    expect(builds.get(bad.id)!.deploy).toBeUndefined()

    const ok = builds.request({ kind: 'publish' })
    ;(await nextRun(2)).finish(good('d1'))
    await new Promise((r) => setImmediate(r))
    expect(deployed).toEqual([ok.id])
    expect(builds.get(ok.id)!.deploy).toEqual({ state: 'running', output: 'copying…\n' })
    const waiting = builds.request({ kind: 'pull' })
    await new Promise((r) => setImmediate(r))
    expect(builds.get(waiting.id)!.state).toBe('queued')
    endDeploy!()
    ;(await nextRun(3)).finish(good('d2'))
    while (deployed.length < 2) await new Promise((r) => setImmediate(r))
    endDeploy!()
    await builds.whenIdle()
    expect(builds.get(ok.id)!.deploy).toEqual({ state: 'done', output: 'copying…\nsent 3 files\n' })
  })

  it('keep the list in a file written whole; a restart queues the interrupted build again under its id and keeps the one waiting', async () => {
    const { run, nextRun } = controlledRunner()
    const { builds, stateFile } = fresh(run)
    builds.start()
    const done = builds.request({ kind: 'publish' })
    ;(await nextRun(1)).finish(good('e1'))
    await builds.whenIdle()
    const interrupted = builds.request({ kind: 'publish', who: 'pat', what: 'Home' })
    await nextRun(2)
    const waiting = builds.request({ kind: 'pull' })
    const saved = JSON.parse(readFileSync(stateFile, 'utf8'))
    expect(saved.builds.map((b: SiteBuild) => b.state)).toEqual(['queued', 'building', 'live'])

    // The server "dies" here: a second instance reads the same file.
    const again = controlledRunner()
    const restarted = new LiveBuilds({ publicUrl: 'https://x.test', stateFile, run: again.run })
    expect(restarted.get(done.id)!.state).toBe('live')
    expect(restarted.get(interrupted.id)).toMatchObject({ state: 'queued', causes: [{ kind: 'publish', who: 'pat' }] })
    expect(restarted.get(interrupted.id)!.startedAt).toBeUndefined()
    restarted.start()
    const redo = await again.nextRun(1)
    expect(redo.build.id).toBe(interrupted.id)
    redo.finish(good('e2'))
    ;(await again.nextRun(2)).finish(good('e3'))
    await restarted.whenIdle()
    expect(restarted.get(interrupted.id)!.state).toBe('live')
    expect(restarted.get(waiting.id)!.state).toBe('live')
    // New builds take ids after the kept ones.
    expect(Number(restarted.request({ kind: 'pull' }).id)).toBeGreaterThan(Number(waiting.id))
  })

  it('stopped with the server: the build it stops is not failed but built again at the next start, and nothing else starts', async () => {
    const { run, runs, nextRun } = controlledRunner()
    const deployed: string[] = []
    const { builds, stateFile } = fresh(run, {
      deploy: async (build) => {
        deployed.push(build.id)
        return { state: 'done', output: '' }
      },
    })
    builds.start()
    // One went live and is tidying up, then one runs and one waits when the server closes.
    const tidying = builds.request({ kind: 'publish' })
    const first = await nextRun(1)
    first.served({ ok: true, commit: 'f1', changed: [], changedCount: 0 })
    builds.stop()
    first.finish({ ok: false, problems: [{ message: 'The build stopped: exit code null' }] })
    await builds.whenIdle()
    expect(builds.get(tidying.id)).toMatchObject({ state: 'live', commit: 'f1' })
    expect(builds.get(tidying.id)!.problems).toBeUndefined()
    expect(deployed).toEqual([])

    const { builds: second, stateFile: secondFile } = fresh(run)
    second.start()
    const stopped = second.request({ kind: 'publish', who: 'pat' })
    const running = await nextRun(2)
    const waiting = second.request({ kind: 'pull' })
    second.stop()
    running.finish({ ok: false, problems: [{ message: 'The build stopped: exit code null' }] })
    await second.whenIdle()
    expect(runs).toHaveLength(2)
    expect(second.get(stopped.id)!.state).toBe('building')
    expect(second.get(stopped.id)!.problems).toBeUndefined()
    expect(second.get(waiting.id)!.state).toBe('queued')

    const again = controlledRunner()
    const restarted = new LiveBuilds({ publicUrl: 'https://x.test', stateFile: secondFile, run: again.run })
    restarted.start()
    const redo = await again.nextRun(1)
    expect(redo.build.id).toBe(stopped.id)
    redo.finish(good('f2'))
    ;(await again.nextRun(2)).finish(good('f3'))
    await restarted.whenIdle()
    expect(restarted.get(stopped.id)).toMatchObject({ state: 'live', commit: 'f2' })
    expect(JSON.parse(readFileSync(stateFile, 'utf8')).builds[0].state).toBe('live')
  })

  it('keep at most 50 builds and a runner that throws fails its build in words', async () => {
    const { builds } = fresh(async () => {
      throw new Error('git is not installed')
    })
    builds.start()
    for (let i = 0; i < 60; i++) {
      builds.request({ kind: 'pull' })
      await builds.whenIdle()
    }
    expect(builds.list()).toHaveLength(50)
    expect(builds.list()[0]!.problems).toEqual([{ message: 'The site could not be built: git is not installed' }])
  })
})
