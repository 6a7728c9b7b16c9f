import { chmodSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listProposals, proposalFiles, publishProposal } from '../../../src/studio/git/proposals.ts'
import { publish } from '../../../src/studio/git/publish.ts'
import { ABOUT, createFixture, EDITOR, filesContaining, INDEX, OTHER, type Fixture } from './git-fixture.ts'

const PUBLISHER = { name: 'Pat Publisher', email: 'pat@example.com' }
const EDITED = INDEX.replace('Welcome to Cedar Ridge', 'Welcome to the new Cedar Ridge')
const THEIRS = ABOUT.replace('A small team.', 'A small team of twelve.')

let f: Fixture
beforeEach(() => {
  f = createFixture()
})
afterEach(() => f.cleanup())

/** The editor proposes `text` as pages/index.yaml from the studio; answers the proposal's branch. */
async function propose(text: string, message = 'New welcome'): Promise<string> {
  f.write(f.studio, 'pages/index.yaml', text)
  const result = await publish(f.opts, { message, author: EDITOR, propose: true })
  if (result.kind !== 'proposed') throw new Error(`expected proposed, got ${result.kind}`)
  return result.branch
}

describe('proposals', () => {
  it('lists a proposal, previews it, and publishes it on top of what others published meanwhile', async () => {
    const branch = await propose(EDITED, 'New welcome\n\nFor the spring campaign.')
    const tip = f.git(f.remote, 'rev-parse', branch)

    const [proposal, ...more] = await listProposals(f.opts)
    expect(more).toEqual([])
    expect(proposal).toEqual({
      branch,
      commit: tip,
      author: { name: 'Erin Editor', email: 'erin@example.com', date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      message: 'New welcome\n\nFor the spring campaign.',
      files: [{ file: 'pages/index.yaml', status: 'modified', before: INDEX, after: EDITED }],
      refused: [],
    })
    expect(await proposalFiles(f.opts, branch)).toEqual({
      author: { name: 'Erin Editor', email: 'erin@example.com' },
      files: new Map([
        ['pages/about.yaml', ABOUT],
        ['pages/index.yaml', EDITED],
      ]),
    })

    f.publishAs(f.other, OTHER, { 'pages/about.yaml': THEIRS }, 'Team size')
    const result = await publishProposal(f.opts, branch, PUBLISHER)
    const main = f.git(f.remote, 'rev-parse', 'main')
    expect(result).toEqual({ kind: 'published', commit: main, branch: 'main' })
    expect(f.git(f.remote, 'log', '--format=%an <%ae> / %cn <%ce> / %s', 'main').split('\n')).toEqual([
      'Erin Editor <erin@example.com> / Pat Publisher <pat@example.com> / New welcome',
      'Sam Other <sam@example.com> / Sam Other <sam@example.com> / Team size',
      'Setup <setup@example.com> / Setup <setup@example.com> / First version',
    ])
    expect(f.git(f.remote, 'log', '-1', '--format=%B', 'main')).toBe('New welcome\n\nFor the spring campaign.')
    expect(f.git(f.remote, 'log', '-1', '--format=%aI', 'main')).toBe(proposal!.author.date)
    expect(f.git(f.remote, 'rev-list', '--merges', 'main')).toBe('')
    expect(f.git(f.remote, 'diff-tree', '--no-commit-id', '--name-status', '-r', 'main')).toBe('M\tpages/index.yaml')
    expect(f.git(f.remote, 'show', 'main:pages/index.yaml') + '\n').toBe(EDITED)
    expect(f.git(f.remote, 'show', 'main:pages/about.yaml') + '\n').toBe(THEIRS)
    expect(f.git(f.remote, 'branch', '--list', 'content/*')).toBe('')
    expect(await listProposals(f.opts)).toEqual([])
    // The studio's copy was clean, so it now stands at the new shared version.
    expect(f.git(f.studio, 'rev-parse', 'HEAD')).toBe(main)
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('')
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(EDITED)
  })

  it('answers the conflicts of a proposal and the shared version changing the same line, pushing nothing', async () => {
    const branch = await propose(EDITED)
    const tip = f.git(f.remote, 'rev-parse', branch)
    f.publishAs(f.other, OTHER, { 'pages/index.yaml': INDEX.replace('Welcome to', 'Hello from') }, 'Friendlier intro')
    const main = f.git(f.remote, 'rev-parse', 'main')

    const result = await publishProposal(f.opts, branch, PUBLISHER)
    expect(result).toMatchObject({
      kind: 'conflicts',
      files: [
        {
          file: 'pages/index.yaml',
          segments: [
            { same: ['title: Home'] },
            { mine: ['intro: Welcome to the new Cedar Ridge'], theirs: ['intro: Hello from Cedar Ridge'] },
            { same: ['body: We build homes.', 'contact: hello@example.com', 'footer: See you soon'] },
          ],
          theirsBy: { name: 'Sam Other', email: 'sam@example.com', message: 'Friendlier intro' },
        },
      ],
    })
    expect(f.git(f.remote, 'rev-parse', 'main')).toBe(main)
    expect(f.git(f.remote, 'rev-parse', branch)).toBe(tip)
    expect(filesContaining(f.studio, '<<<<<<<')).toEqual([])
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('')
    // Sent back to the editor, it stays on the list.
    expect((await listProposals(f.opts)).map((p) => p.branch)).toEqual([branch])
  })

  it('fetches and replays again when someone publishes while the proposal is being pushed', async () => {
    const branch = await propose(EDITED)
    // The other person's commit is ready; the studio's pre-push hook pushes it just before the studio's first push.
    f.write(f.other, 'pages/about.yaml', THEIRS)
    f.git(f.other, '-c', 'user.name=Sam Other', '-c', 'user.email=sam@example.com', 'commit', '-qam', 'Team size')
    const hook = join(f.studio, '.git/hooks/pre-push')
    const once = join(f.dir, 'raced')
    f.write(
      f.studio,
      '.git/hooks/pre-push',
      `#!/bin/sh\n[ -e '${once}' ] && exit 0\ntouch '${once}'\nunset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE\ngit -C '${f.other}' push -q\n`,
    )
    chmodSync(hook, 0o755)
    expect(await publishProposal(f.opts, branch, PUBLISHER)).toMatchObject({ kind: 'published', branch: 'main' })
    expect(f.git(f.remote, 'log', '--format=%an: %s', 'main').split('\n')).toEqual([
      'Erin Editor: New welcome',
      'Sam Other: Team size',
      'Setup: First version',
    ])
    expect(f.git(f.remote, 'branch', '--list', 'content/*')).toBe('')
  })

  it('leaves the studio’s copy where it is when it holds a change of its own', async () => {
    const branch = await propose(EDITED)
    const head = f.git(f.studio, 'rev-parse', 'HEAD')
    f.write(f.studio, 'pages/about.yaml', THEIRS)
    expect(await publishProposal(f.opts, branch, PUBLISHER)).toMatchObject({ kind: 'published' })
    expect(f.git(f.studio, 'rev-parse', 'HEAD')).toBe(head)
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('M pages/about.yaml')
    expect(f.git(f.studio, 'rev-parse', 'origin/main')).toBe(f.git(f.remote, 'rev-parse', 'main'))
  })

  it('does not list a proposal the shared branch already holds, nor branches outside content/', async () => {
    const branch = await propose(EDITED)
    const later = await propose(INDEX.replace('See you soon', 'Bye'), 'Shorter footer')
    f.git(f.studio, 'push', '-q', 'origin', 'HEAD:refs/heads/feature/x')
    expect((await listProposals(f.opts)).map((p) => p.branch).sort()).toEqual([branch, later].sort())
    f.git(f.remote, 'update-ref', 'refs/heads/main', f.git(f.remote, 'rev-parse', branch))
    expect((await listProposals(f.opts)).map((p) => p.branch)).toEqual([later])
  })

  it('refuses a name that is not a proposal’s branch, a publisher without a name, and a proposal gone; lists none without a shared repository', async () => {
    for (const name of ['main', 'content/../main', 'content/Big', 'content/', 'content/a..b', 'refs/heads/content/a'])
      await expect(publishProposal(f.opts, name, PUBLISHER)).rejects.toThrow(
        `"${name}" is not the name of a proposal (they look like content/2026-11-24-new-heading), so the studio leaves it alone.`,
      )
    await expect(proposalFiles(f.opts, 'main')).rejects.toThrow('is not the name of a proposal')
    await expect(publishProposal(f.opts, 'content/x', { name: '', email: 'pat@example.com' })).rejects.toThrow(
      'Add your name in the studio before publishing',
    )
    await expect(publishProposal(f.opts, 'content/2020-01-01-gone', PUBLISHER)).rejects.toThrow(
      'This proposal is no longer in the shared repository: someone published or removed it meanwhile. Reload the list of proposals.',
    )
    f.git(f.studio, 'branch', '--unset-upstream')
    expect(await listProposals(f.opts)).toEqual([])
  })
})
