// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Live } from '../../src/live/live-server.ts'
import type { SiteBuild } from '../../src/studio/api/site-builds.ts'
import { git, liveProject, publishHeading, setHeading, startLocalLive } from './live-project.ts'

// The live server on a scratch clone whose origin is a bare repository: real builds of the site (incremental after the
// first), in the test's process, then as a child process killed with SIGKILL mid-build.

const dir = mkdtempSync(join(tmpdir(), 'live-server-'))
const { root, other } = liveProject(dir)
const target = join(dir, 'www')
mkdirSync(target)
const SECRET = 'the webhook secret'
const received: string[] = []
const hook = createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c))
  req.on('end', () => {
    received.push(body)
    res.writeHead(204).end()
  })
})
let live: Live

beforeAll(async () => {
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r))
  const hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/`
  live = await startLocalLive(root, {
    publicUrl: 'https://www.cedar.test',
    webhookSecret: SECRET,
    deploy: { command: ['cp', '-r', 'dist/.', target], hook: hookUrl },
  })
}, 60_000)

afterAll(async () => {
  await live?.close()
  await new Promise((r) => hook.close(r))
  rmSync(dir, { recursive: true, force: true })
})

const page = async (origin: string, path: string) => {
  const answer = await fetch(`${origin}${path}`)
  return { status: answer.status, text: await answer.text() }
}

/** The build once it is no longer queued or building. */
async function settled(id: string, read: (id: string) => SiteBuild | undefined = (i) => live.builds.get(i)) {
  for (const start = Date.now(); Date.now() - start < 280_000; await sleep(50)) {
    const build = read(id)
    if (build && (build.state === 'live' || build.state === 'failed') && build.deploy?.state !== 'running') return build
  }
  throw new Error(`build ${id} did not finish`)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const sign = (body: string) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`

describe('the live server', () => {
  it('builds the published commit at its first start, serves it, and deploys it', async () => {
    const first = live.builds.list().at(-1)!
    expect(first.causes.map((c) => c.kind)).toEqual(['start'])
    const done = await settled(first.id)
    expect(done.state).toBe('live')
    expect(done.commit).toBe(git(root, 'rev-parse', 'HEAD').trim())
    expect(done.changed).toContain('https://www.cedar.test/about')
    const about = await page(live.siteOrigin, '/about')
    expect(about.status).toBe(200)
    expect(about.text).toContain('About Us')
    expect(done.deploy?.state).toBe('done')
    expect(readFileSync(join(target, 'about/index.html'), 'utf8')).toBe(about.text)
    expect(received).toEqual([JSON.stringify({ build: done.id, commit: done.commit })])
  }, 300_000)

  it('builds what was published, never an editor’s unpublished save, and lists the pages it changed', async () => {
    publishHeading(root, 'About the Firm')
    setHeading(root, 'An unpublished heading')
    const build = live.builds.request({ kind: 'publish', who: 'pat', what: 'About' })
    // Asked again while it waits or runs: the same build or the one queued after it, never a third.
    const again = live.builds.request({ kind: 'publish', who: 'dana', what: 'Home' })
    const done = await settled(again.id)
    expect((await settled(build.id)).state).toBe('live')
    expect(done.state).toBe('live')
    const about = await page(live.siteOrigin, '/about')
    expect(about.text).toContain('About the Firm')
    expect(about.text).not.toContain('An unpublished heading')
    expect(live.builds.get(build.id)!.changed).toContain('https://www.cedar.test/about')
    expect(live.builds.get(build.id)!.changed).not.toContain('https://www.cedar.test/contact')
    git(root, 'checkout', '--', 'pages/about.yaml')
  }, 300_000)

  it('fails a broken change pushed from elsewhere (a signed webhook) at its file, keeps the last good site and deploys nothing', async () => {
    git(other, 'pull', '-q', '--ff-only')
    const file = join(other, 'pages/about.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: [unclosed'))
    git(other, 'commit', '-q', '-am', 'A broken page')
    git(other, 'push', '-q', 'origin', 'HEAD:main')
    const deploys = received.length
    const unsigned = await fetch(`${live.siteOrigin}/_live/push`, { method: 'POST', body: '{}' })
    expect(unsigned.status).toBe(401)
    const before = live.builds.list()[0]!.id
    const signed = await fetch(`${live.siteOrigin}/_live/push`, {
      method: 'POST',
      body: '{"ref":"refs/heads/main"}',
      headers: { 'X-Hub-Signature-256': sign('{"ref":"refs/heads/main"}') },
    })
    expect(signed.status).toBe(202)
    let id = before
    while (id === before) {
      await sleep(50)
      id = live.builds.list()[0]!.id
    }
    const failed = await settled(id)
    expect(failed.causes[0]!.kind).toBe('webhook')
    expect(failed.state).toBe('failed')
    expect(failed.problems![0]).toMatchObject({ file: 'pages/about.yaml', line: expect.any(Number) })
    expect(failed.problems![0]!.message).not.toMatch(/^Error/)
    expect(failed.deploy).toBeUndefined()
    expect(received.length).toBe(deploys)
    expect((await page(live.siteOrigin, '/about')).text).toContain('About the Firm')
    // Mended: the next push builds and goes live.
    git(other, 'revert', '--no-edit', 'HEAD')
    git(other, 'push', '-q', 'origin', 'HEAD:main')
    await live.pull('pull')
    const mended = await settled(live.builds.list()[0]!.id)
    expect(mended).toMatchObject({ state: 'live', causes: [{ kind: 'pull' }] })
  }, 300_000)
})

describe('the live server killed during a build', () => {
  let child: ChildProcess | undefined
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL')
  })

  /** Starts the server in a process of its own; its site's origin. */
  async function start(): Promise<string> {
    child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'live-child.ts')], {
      cwd: root,
      env: { ...process.env, LIVE_WEBHOOK_SECRET: SECRET },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    return new Promise((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk
        const origin = /Site: (http:\/\/\S+)/.exec(output)?.[1]
        if (origin) resolve(origin)
      }
      child!.stdout!.on('data', onData)
      child!.stderr!.on('data', onData)
      child!.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)))
    })
  }
  const state = (): SiteBuild[] =>
    JSON.parse(readFileSync(join(root, '.studio/live/builds.json'), 'utf8')).builds as SiteBuild[]

  it('serves a complete site when started again, removes the stale git lock and builds the interrupted build again', async () => {
    // Closed (as on SIGTERM) during a build: the build is left as building, not failed, for the next start to redo.
    const stopped = live.builds.request({ kind: 'pull' })
    const now = () => live.builds.get(stopped.id)!
    while (
      now().state === 'queued' ||
      (now().state === 'building' && /^(Taking the published version)?$/.test(now().step ?? ''))
    )
      await sleep(20)
    await live.close()
    expect(state().find((b) => b.id === stopped.id)).toMatchObject({ state: 'building' })
    expect(state().find((b) => b.id === stopped.id)!.problems).toBeUndefined()
    const origin = await start()
    publishHeading(other, 'About, after the kill')
    const body = '{"ref":"refs/heads/main"}'
    await fetch(`${origin}/_live/push`, { method: 'POST', body, headers: { 'X-Hub-Signature-256': sign(body) } })
    // Killed once the build renders pages (or at least reads the content).
    let building: SiteBuild | undefined
    while (!building) {
      await sleep(20)
      building = state().find(
        (b) => b.id !== stopped.id && b.state === 'building' && b.step && b.step !== 'Taking the published version',
      )
    }
    child!.kill('SIGKILL')
    await new Promise((r) => child!.once('exit', r))
    // A git killed with it would leave its lock: one from before the restart is removed.
    const lock = join(root, '.git/index.lock')
    writeFileSync(lock, '')
    utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))

    const again = await start()
    // Old or new, never a mix: every page served is whole, with its headers.
    const about = await page(again, '/about')
    expect(about.status).toBe(200)
    expect(about.text).toMatch(/About the Firm|About, after the kill/)
    expect((await page(again, '/')).status).toBe(200)
    expect(existsSync(join(root, '.studio/live/site/dist/_headers'))).toBe(true)
    expect(existsSync(lock)).toBe(false)
    const redone = await settled(building.id, (id) => state().find((b) => b.id === id))
    expect(redone.state).toBe('live')
    expect(redone.commit).toBe(git(other, 'rev-parse', 'HEAD').trim())
    expect((await page(again, '/about')).text).toContain('About, after the kill')
  }, 300_000)
})
