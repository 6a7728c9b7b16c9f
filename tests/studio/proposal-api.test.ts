import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callAs, git, sharedRemote, startStudioSite, TEAM_HOOKS, type StudioSite } from './studio-site.ts'

// Proposals in the team studio's API (the team server's own checks are its tests): who may read one, that a
// proposal is linted before it is published, and that a saved change stays its author's.

let site: StudioSite
let remote: string
beforeAll(async () => {
  site = await startStudioSite('proposal-api', {
    prepare: (dir, root) => {
      remote = sharedRemote(dir, root)
    },
    options: {
      team: {
        ...TEAM_HOOKS,
      },
    },
  })
})
afterAll(() => site.close())

const call = (who: string, name: string, body?: object) => callAs(site, who, name, body)
const opened = async (who: string, file: string) =>
  (await call(who, `file?path=${encodeURIComponent(file)}`)).body as { data: any; hash: string }
const q = encodeURIComponent

describe('proposals in the team studio', () => {
  let branch: string
  let commit: string

  it('are read by their author and the publishers only', async () => {
    const index = await opened('dana', 'pages/index.yaml')
    index.data.sections[0].heading = 'Dana’s proposed heading'
    expect((await call('dana', 'save', { file: 'pages/index.yaml', data: index.data, hash: index.hash })).status).toBe(
      200,
    )
    const proposed = await call('dana', 'publish', { message: 'New heading', propose: true })
    expect(proposed.body.kind).toBe('proposed')
    branch = proposed.body.branch as string

    const ofDana = (await call('dana', 'proposals')).body.proposals as { branch: string; commit: string }[]
    expect(ofDana.map((p) => p.branch)).toEqual([branch])
    commit = ofDana[0]!.commit
    expect((await call('erin', 'proposals')).body.proposals).toEqual([])
    const refused = 'This proposal is someone else’s: only its author and the publishers can open it.'
    for (const path of [
      `proposal-change?branch=${q(branch)}&path=pages/index.yaml`,
      `preview-page?key=/&proposal=${q(branch)}`,
      `preview-site?proposal=${q(branch)}`,
    ]) {
      expect(await call('erin', path), path).toEqual({ status: 403, body: { message: refused } })
      expect((await call('dana', path)).status, path).toBe(200)
      expect((await call('sam', path)).status, path).toBe(200)
    }
    expect((await call('sam', `preview-page?key=/&proposal=${q(branch)}`)).body.sections[0].heading).toBe(
      'Dana’s proposed heading',
    )
  })

  it('is published only as the version reviewed', async () => {
    const unnamed = await call('sam', 'publish-proposal', { branch })
    expect(unnamed.status).toBe(400)
    const published = await call('sam', 'publish-proposal', { branch, commit })
    expect(published.body.kind).toBe('published')
    expect(git(remote, 'log', '-1', '--format=%an / %cn / %s', 'main')).toBe(
      'Dana Editor / Sam Publisher / New heading',
    )
  })

  it('is linted like a direct publish: a broken file is refused with its problem, and nothing is published', async () => {
    const clone = join(site.dir, 'other')
    git(site.dir, 'clone', '-q', remote, clone)
    git(clone, 'checkout', '-q', '-b', 'content/2026-11-29-broken')
    writeFileSync(join(clone, 'pages/about.yaml'), 'title: About\nsections: [\n')
    git(clone, 'commit', '-qam', 'Broken about page')
    git(clone, 'push', '-q', 'origin', 'content/2026-11-29-broken')
    const main = git(remote, 'rev-parse', 'main')

    const listed = (await call('sam', 'proposals')).body.proposals as { branch: string; commit: string }[]
    const broken = listed.find((p) => p.branch === 'content/2026-11-29-broken')!
    const answer = await call('sam', 'publish-proposal', { branch: broken.branch, commit: broken.commit })
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe(
      'Not published: with this proposal the site would have one problem. Send it back so its author fixes it. Nothing was sent.',
    )
    expect(answer.body.problems).toEqual([
      expect.objectContaining({ file: 'pages/about.yaml', line: expect.any(Number) }),
    ])
    expect(git(remote, 'rev-parse', 'main')).toBe(main)
    expect(git(remote, 'branch', '--list', 'content/2026-11-29-broken')).not.toBe('')
  })
})

describe('a saved change stays its author’s', () => {
  it('a colleague re-saving it, changed or not, does not make it theirs to discard', async () => {
    const about = await opened('dana', 'pages/about.yaml')
    about.data.title = 'About us, by Dana'
    expect((await call('dana', 'save', { file: 'pages/about.yaml', data: about.data, hash: about.hash })).status).toBe(
      200,
    )
    const again = await opened('erin', 'pages/about.yaml')
    expect((await call('erin', 'save', { file: 'pages/about.yaml', data: again.data, hash: again.hash })).status).toBe(
      200,
    )
    const discard = await call('erin', 'discard-change', { file: 'pages/about.yaml' })
    expect(discard).toEqual({
      status: 403,
      body: { message: 'Dana Editor saved this change: only they can discard it (or publish it).' },
    })
    const changes = (await call('erin', 'changes')).body.changes as { file: string; by?: string }[]
    expect(changes.map((c) => [c.file, c.by])).toEqual([['pages/about.yaml', 'Dana Editor']])
  })
})
