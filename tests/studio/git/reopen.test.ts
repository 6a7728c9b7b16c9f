import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changedFiles } from '../../../src/studio/git/changed-files.ts'
import { listProposals, publishProposal, reopenProposal } from '../../../src/studio/git/proposals.ts'
import { publish } from '../../../src/studio/git/publish.ts'
import { ABOUT, createFixture, EDITOR, INDEX, OTHER, type Fixture } from './git-fixture.ts'

const PUBLISHER = { name: 'Pat Publisher', email: 'pat@example.com' }
const FIRST = INDEX.replace('Welcome to Cedar Ridge', 'Welcome to the new Cedar Ridge')
const SECOND = FIRST.replace('We build homes.', 'We build warm homes.')

let f: Fixture
beforeEach(() => {
  f = createFixture()
})
afterEach(() => f.cleanup())

async function propose(message: string, update?: { branch: string; tip: string }) {
  const result = await publish(f.opts, { message, author: EDITOR, propose: true, ...(update ? { update } : {}) })
  if (result.kind !== 'proposed') throw new Error(`expected proposed, got ${result.kind}`)
  return result
}

describe('a proposal sent back, reopened and proposed again', () => {
  it('comes back as changes on today’s shared version, and proposing again updates the same proposal', async () => {
    f.write(f.studio, 'pages/index.yaml', FIRST)
    const { branch, commit: first } = await propose('New welcome')
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(INDEX) // proposed: the copy is the shared version again
    // Someone publishes another page meanwhile; the studio has not synced.
    f.publishAs(f.other, OTHER, { 'pages/about.yaml': ABOUT.replace('small', 'tiny') }, 'Tiny team')

    const reopened = await reopenProposal(f.opts, branch, EDITOR)
    expect(reopened).toEqual({ kind: 'reopened', tip: first, files: ['pages/index.yaml'] })
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(FIRST)
    expect((await changedFiles(f.opts)).map((c) => c.file)).toEqual(['pages/index.yaml'])

    f.write(f.studio, 'pages/index.yaml', SECOND)
    const again = await propose('New welcome, warmer', {
      branch,
      tip: reopened.kind === 'reopened' ? reopened.tip : '',
    })
    expect(again.branch).toBe(branch)
    expect(f.git(f.remote, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/content/')).toBe(branch)
    // The earlier version stays in the proposal's history: nothing was forced over it.
    expect(f.git(f.remote, 'merge-base', '--is-ancestor', first, branch)).toBe('')
    expect(f.git(f.remote, 'log', '-1', '--format=%an / %s', branch)).toBe('Erin Editor / New welcome, warmer')
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(INDEX)

    // The list shows exactly today's change, against the shared version it now starts from.
    const [listed, ...more] = await listProposals(f.opts)
    expect(more).toEqual([])
    expect(listed).toMatchObject({ branch, commit: again.commit, message: 'New welcome, warmer' })
    expect(listed!.files).toEqual([{ file: 'pages/index.yaml', status: 'modified', before: INDEX, after: SECOND }])

    const published = await publishProposal(f.opts, branch, PUBLISHER, again.commit)
    expect(published.kind).toBe('published')
    expect(f.git(f.remote, 'show', 'main:pages/index.yaml') + '\n').toBe(SECOND)
    expect(f.git(f.remote, 'show', 'main:pages/about.yaml')).toContain('tiny')
    expect(f.git(f.remote, 'rev-list', '--merges', 'main')).toBe('')
  })

  it('becomes a new proposal when the one reopened was published meanwhile', async () => {
    f.write(f.studio, 'pages/index.yaml', FIRST)
    const { branch, commit } = await propose('New welcome')
    const reopened = await reopenProposal(f.opts, branch, EDITOR)
    await publishProposal(f.opts, branch, PUBLISHER, commit)
    f.write(f.studio, 'pages/index.yaml', SECOND)
    const again = await propose('Warmer', { branch, tip: reopened.kind === 'reopened' ? reopened.tip : '' })
    expect(again.branch).not.toBe(branch)
    expect(f.git(f.remote, 'rev-list', '--count', `${commit}..${again.branch}`)).toBe('1')
  })

  it('answers the lines changed on both sides and writes nothing', async () => {
    f.write(f.studio, 'pages/index.yaml', FIRST)
    const { branch } = await propose('New welcome')
    f.publishAs(f.other, OTHER, { 'pages/index.yaml': INDEX.replace('Welcome to Cedar Ridge', 'Hi there') }, 'Hi')
    const reopened = await reopenProposal(f.opts, branch, EDITOR)
    expect(reopened.kind).toBe('conflicts')
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(INDEX)
  })
})
