import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeSiteBuilds } from '../helpers/fake-site-builds.ts'
import { callAs, git, personOf, sharedRemote, startStudioSite, TEAM_HOOKS, type StudioSite } from './studio-site.ts'

// The team studio's API with a server that builds the public site (an in-memory SiteBuilds): each publish, proposal
// published and restore asks for a build and names it; the builds, one build, Retry and the schedule.

const builds = new FakeSiteBuilds('https://www.cedarridge-tech.example')
let site: StudioSite
beforeAll(async () => {
  site = await startStudioSite('build-api', {
    prepare: sharedRemote,
    options: {
      team: {
        ...TEAM_HOOKS,
        builds,
      },
    },
  })
})
afterAll(() => site.close())

const call = (who: string, name: string, body?: object) => callAs(site, who, name, body)
const saveHeading = async (who: string, heading: string) => {
  const { body: f } = await call(who, 'file?path=pages/index.yaml')
  f.data.sections[0].heading = heading
  expect((await call(who, 'save', { file: 'pages/index.yaml', data: f.data, hash: f.hash })).status).toBe(200)
}
const publish = async (message: string) => {
  const answer = await call('sam', 'publish', { message })
  expect([answer.status, answer.body.kind]).toEqual([200, 'published'])
  return answer.body
}

describe('a studio inside the server that builds the site', () => {
  it('asks for a build on each publish, answers with it, and lists the builds to anyone signed in', async () => {
    await saveHeading('sam', 'Staffing that ships')
    const published = await publish('Sharper heading')
    expect(published.build).toEqual({ id: builds.latest().id })
    expect(builds.requests.at(-1)).toEqual({ kind: 'publish', who: 'Sam Publisher', what: 'Home' })

    const listed = await call('dana', 'builds')
    expect(listed.status).toBe(200)
    expect(listed.body.publicUrl).toBe('https://www.cedarridge-tech.example')
    expect(listed.body.builds.map((b: { id: string; state: string }) => [b.id, b.state])).toEqual([
      [published.build.id, 'queued'],
    ])
    builds.progress(published.build.id, 'Rendering pages', 1200, 11700)
    const one = await call('dana', `build?id=${encodeURIComponent(published.build.id)}`)
    expect(one.body).toMatchObject({ state: 'building', step: 'Rendering pages', done: 1200, total: 11700 })
    // View live page: the page at the address the server serves the site at.
    expect((await call('dana', 'live?path=pages/about.yaml')).body).toEqual({
      url: 'https://www.cedarridge-tech.example/about',
    })
    expect(await call('dana', 'build?id=nothing')).toEqual({
      status: 404,
      body: { message: 'That build is not in the site’s list any more: open the Site view again.' },
    })
  })

  it('builds a failed build again for a publisher only, and only a failed one', async () => {
    const { id } = builds.latest()
    builds.live(id, ['https://www.cedarridge-tech.example/'])
    expect((await call('sam', 'retry-build', { id })).body.message).toBe(
      'This build did not fail, so there is nothing to try again.',
    )
    await saveHeading('sam', 'Staffing that ships, fast')
    const { build } = await publish('Faster')
    builds.fail(build.id, [{ file: 'pages/index.yaml', line: 4, path: 'sections[0].heading', message: 'Too long.' }])
    const refused = await call('dana', 'retry-build', { id: build.id })
    expect(refused).toEqual({
      status: 403,
      body: { message: 'Only a publisher builds the site again: ask one to press Retry.' },
    })
    expect((await call('sam', 'retry-build', { id: 7 })).status).toBe(404)
    const retried = await call('sam', 'retry-build', { id: build.id })
    expect(retried.status).toBe(200)
    expect(retried.body.build.id).toBe(builds.latest().id)
    expect(retried.body.build.id).not.toBe(build.id)
    expect(builds.requests.at(-1)).toEqual({ kind: 'retry', who: 'Sam Publisher' })
    builds.live(retried.body.build.id, [])
  })

  it('calls the publish of a restored version a restore, and a restored version changed since a publish', async () => {
    const { body } = await call('sam', 'history?path=pages/index.yaml')
    const first = body.entries.at(-1).commit as string
    expect((await call('sam', 'restore', { commit: first, file: 'pages/index.yaml' })).status).toBe(200)
    const restored = await publish('Back to the first heading')
    expect(restored.build.id).toBe(builds.latest().id)
    expect(builds.requests.at(-1)).toEqual({ kind: 'restore', who: 'Sam Publisher', what: 'Home' })
    builds.live(restored.build.id, [])

    const second = body.entries.at(-2).commit as string
    await call('sam', 'restore', { commit: second, file: 'pages/index.yaml' })
    await saveHeading('sam', 'Restored, then changed')
    await publish('Changed after a restore')
    expect(builds.requests.at(-1)).toEqual({ kind: 'publish', who: 'Sam Publisher', what: 'Home' })
    builds.live(builds.latest().id, [])
  })

  it('asks for a build when a publisher publishes a proposal, never for the proposal itself', async () => {
    await saveHeading('dana', 'Dana’s proposed heading')
    const asked = builds.requests.length
    const proposed = await call('dana', 'publish', { message: 'Proposed heading', propose: true })
    expect([proposed.body.kind, proposed.body.build]).toEqual(['proposed', undefined])
    expect(builds.requests.length).toBe(asked)
    const { body } = await call('sam', 'proposals')
    const [p] = body.proposals
    const published = await call('sam', 'publish-proposal', { branch: p.branch, commit: p.commit })
    expect(published.body.build).toEqual({ id: builds.latest().id })
    expect(builds.requests.at(-1)).toEqual({ kind: 'proposal-published', who: 'Sam Publisher', what: 'Home' })
  })

  it('shows the deploy step’s output to publishers only, and lists the schedule', async () => {
    const { id } = builds.latest()
    builds.live(id, [])
    builds.deploy(id, { state: 'done', output: 'rsync to deploy@host:/srv/site: 3 files' })
    expect((await call('sam', `build?id=${id}`)).body.deploy).toEqual({
      state: 'done',
      output: 'rsync to deploy@host:/srv/site: 3 files',
    })
    expect((await call('dana', `build?id=${id}`)).body.deploy).toEqual({ state: 'done', output: '' })
    expect((await call('dana', 'builds')).body.builds[0].deploy.output).toBe('')

    builds.schedule = [
      {
        file: 'pages/_collections/articles/how-we-hire.yaml',
        title: 'How We Hire',
        kind: 'publish',
        at: '2026-12-01T08:00:00Z',
      },
    ]
    expect((await call('dana', 'scheduled')).body).toEqual({ scheduled: builds.schedule, timeZone: 'America/Chicago' })
  })
})

describe('a studio without that server', () => {
  let plain: StudioSite
  beforeAll(async () => {
    plain = await startStudioSite('build-api-none', {
      prepare: (_dir, root) => {
        git(root, 'init', '-q', '-b', 'main')
        git(root, 'add', 'pages')
        git(root, 'commit', '-q', '-m', 'The site')
      },
      options: { team: { authorOf: personOf, reviewOnly: () => false, done: () => undefined } },
    })
  })
  afterAll(() => plain.close())

  it('publishes with no build named and has no builds to list', async () => {
    const at = (name: string, body?: object) =>
      fetch(plain.base + name, {
        method: body ? 'POST' : 'GET',
        headers: { 'Content-Type': 'application/json', 'x-person': 'sam' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
    const f = (await (await at('file?path=pages/about.yaml')).json()) as { data: { title: string }; hash: string }
    f.data.title = 'About us, plainly'
    expect((await at('save', { file: 'pages/about.yaml', data: f.data, hash: f.hash })).status).toBe(200)
    const published = (await (await at('publish', { message: 'About' })).json()) as Record<string, unknown>
    expect(published.kind).toBe('committed')
    expect('build' in published).toBe(false)
    for (const name of ['builds', 'build?id=b1', 'scheduled']) expect((await at(name)).status).toBe(404)
  })
})
