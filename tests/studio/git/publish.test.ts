import { chmodSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { publish } from '../../../src/studio/git/publish.ts'
import { ABOUT, createFixture, filesContaining, EDITOR, INDEX, OTHER, type Fixture } from './git-fixture.ts'

let f: Fixture
beforeEach(() => {
  f = createFixture()
})
afterEach(() => f.cleanup())

const EDITED = INDEX.replace('Welcome to Cedar Ridge', 'Welcome to the new Cedar Ridge')

describe('publish', () => {
  it('pushes one commit by the editor holding only pages/, on a machine with no git identity', async () => {
    f.write(f.studio, 'pages/index.yaml', EDITED)
    f.write(f.studio, 'pages/jobs.yaml', 'title: Jobs\n')
    f.write(f.studio, 'notes.txt', 'a developer staged this\n')
    f.git(f.studio, 'add', 'notes.txt')
    const result = await publish(f.opts, { message: 'New welcome', author: EDITOR })
    const head = f.git(f.studio, 'rev-parse', 'HEAD')
    expect(result).toEqual({ kind: 'published', commit: head, branch: 'main', arrived: [] })
    expect(f.git(f.remote, 'rev-parse', 'main')).toBe(head)
    expect(f.git(f.remote, 'log', '--format=%an <%ae> / %cn <%ce> / %s', 'main').split('\n')).toEqual([
      'Erin Editor <erin@example.com> / Erin Editor <erin@example.com> / New welcome',
      'Setup <setup@example.com> / Setup <setup@example.com> / First version',
    ])
    expect(f.git(f.remote, 'diff-tree', '--no-commit-id', '--name-status', '-r', 'main')).toBe(
      'M\tpages/index.yaml\nA\tpages/jobs.yaml',
    )
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('A  notes.txt')
  })

  it('answers nothing when nothing under pages/ changed', async () => {
    f.write(f.studio, 'README.md', 'Changed outside the content.\n')
    expect(await publish(f.opts, { message: 'Nothing', author: EDITOR })).toEqual({
      kind: 'nothing',
      message: 'There is nothing new to publish: the shared version already has every change made here.',
    })
  })

  it('refuses an editor without a name or an e-mail address before changing anything', async () => {
    f.write(f.studio, 'pages/index.yaml', EDITED)
    await expect(publish(f.opts, { message: 'x', author: { name: ' ', email: 'a@b.c' } })).rejects.toThrow(
      'Add your name in the studio before publishing: the history shows who made each change.',
    )
    await expect(publish(f.opts, { message: 'x', author: { name: 'Erin', email: 'erin' } })).rejects.toThrow(
      'Add your e-mail address (name@example.com) in the studio before publishing.',
    )
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('M pages/index.yaml')
  })

  it('replays the change on top of what someone else pushed meanwhile: no merge commit, their file arrives', async () => {
    const theirs = ABOUT.replace('A small team.', 'A small team of twelve.')
    f.publishAs(f.other, OTHER, { 'pages/about.yaml': theirs }, 'Team size')
    f.write(f.studio, 'pages/index.yaml', EDITED)
    const result = await publish(f.opts, { message: 'New welcome', author: EDITOR })
    expect(result).toMatchObject({ kind: 'published', branch: 'main', arrived: ['pages/about.yaml'] })
    expect(f.read(f.studio, 'pages/about.yaml')).toBe(theirs)
    expect(f.git(f.remote, 'rev-list', '--merges', 'main')).toBe('')
    expect(f.git(f.remote, 'log', '--format=%an: %s', 'main').split('\n')).toEqual([
      'Erin Editor: New welcome',
      'Sam Other: Team size',
      'Setup: First version',
    ])
    expect(f.git(f.remote, 'show', 'main:pages/index.yaml') + '\n').toBe(EDITED)
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('')
  })

  it('checks the replayed files before the push: a refusal there sends nothing and puts the editor’s commit back', async () => {
    f.publishAs(f.other, OTHER, { 'pages/about.yaml': 'title: About\nbody: growing\n' }, 'Growing')
    f.write(f.studio, 'pages/index.yaml', EDITED)
    const remoteBefore = f.git(f.remote, 'rev-parse', 'main')
    let seen = ''
    const refusal = await publish(f.opts, {
      message: 'New welcome',
      author: EDITOR,
      beforePush: () => {
        seen = f.read(f.studio, 'pages/about.yaml')
        throw new Error('the site has an error')
      },
    }).catch((e: Error) => e.message)
    expect(refusal).toBe('the site has an error')
    // The check saw the combination: the other person's file with the editor's change.
    expect(seen).toBe('title: About\nbody: growing\n')
    expect(f.git(f.remote, 'rev-parse', 'main')).toBe(remoteBefore)
    expect(f.git(f.studio, 'log', '-1', '--format=%an: %s')).toBe('Erin Editor: New welcome')
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(EDITED)
    expect(f.read(f.studio, 'pages/about.yaml')).toBe(ABOUT)
  })

  it('merges changes to different lines of the same file', async () => {
    f.publishAs(f.other, OTHER, { 'pages/index.yaml': INDEX.replace('See you soon', 'Bye') }, 'Shorter footer')
    f.write(f.studio, 'pages/index.yaml', EDITED)
    expect(await publish(f.opts, { message: 'New welcome', author: EDITOR })).toMatchObject({ kind: 'published' })
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(EDITED.replace('See you soon', 'Bye'))
  })

  it('returns a conflict on the same line without touching HEAD or any file, then publishes the resolution', async () => {
    f.publishAs(f.other, OTHER, { 'pages/index.yaml': INDEX.replace('Welcome to', 'Hello from') }, 'Friendlier intro')
    f.write(f.studio, 'pages/index.yaml', EDITED)
    const result = await publish(f.opts, { message: 'New welcome', author: EDITOR })
    const upstream = f.git(f.studio, 'rev-parse', 'origin/main')
    expect(result).toMatchObject({
      kind: 'conflicts',
      upstream,
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
    if (result.kind !== 'conflicts') throw new Error('expected conflicts')
    expect(result.files[0]!.theirsBy!.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/)
    // The editor's commit is kept as it was, on the first version; the working tree holds the editor's text only.
    const head = f.git(f.studio, 'rev-parse', 'HEAD')
    expect(f.git(f.studio, 'log', '--format=%s', 'HEAD').split('\n')).toEqual(['New welcome', 'First version'])
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(EDITED)
    expect(filesContaining(f.studio, '<<<<<<<')).toEqual([])
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('')

    const stale = await publish(f.opts, {
      message: 'New welcome',
      author: EDITOR,
      resolutions: { 'pages/index.yaml': 'x\n' },
      upstreamSeen: '0000000',
    })
    expect(stale.kind).toBe('conflicts')
    await expect(
      publish(f.opts, {
        message: 'New welcome',
        author: EDITOR,
        resolutions: { 'pages/index.yaml': '<<<<<<< mine\nintro: a\n>>>>>>> theirs\n' },
        upstreamSeen: upstream,
      }),
    ).rejects.toThrow(
      'The text sent for pages/index.yaml still holds conflict marks (<<<<<<< or >>>>>>>): remove them first.',
    )
    expect(f.git(f.studio, 'rev-parse', 'HEAD')).toBe(head)

    const resolved = INDEX.replace('Welcome to Cedar Ridge', 'Hello and welcome to Cedar Ridge')
    const done = await publish(f.opts, {
      message: 'New welcome',
      author: EDITOR,
      resolutions: { 'pages/index.yaml': resolved },
      upstreamSeen: upstream,
    })
    expect(done).toMatchObject({ kind: 'published', arrived: ['pages/index.yaml'] })
    expect(f.git(f.remote, 'show', 'main:pages/index.yaml') + '\n').toBe(resolved)
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(resolved)
    expect(f.git(f.remote, 'rev-list', '--merges', 'main')).toBe('')
    expect(f.git(f.remote, 'log', '-1', '--format=%an <%ae>', 'main')).toBe('Erin Editor <erin@example.com>')
  })

  it("puts the editor's commit back when the replay fails after the reset (a commit hook refuses)", async () => {
    f.publishAs(f.other, OTHER, { 'pages/about.yaml': 'title: About\nbody: growing\n' }, 'Growing')
    f.write(f.studio, '.git/hooks/pre-commit', '#!/bin/sh\ngrep -q growing pages/about.yaml && exit 1\nexit 0\n')
    chmodSync(join(f.studio, '.git/hooks/pre-commit'), 0o755)
    f.write(f.studio, 'pages/index.yaml', EDITED)
    await expect(publish(f.opts, { message: 'New welcome', author: EDITOR })).rejects.toMatchObject({ kind: 'other' })
    expect(f.git(f.studio, 'log', '--format=%s', 'HEAD').split('\n')).toEqual(['New welcome', 'First version'])
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(EDITED)
    expect(f.read(f.studio, 'pages/about.yaml')).toBe(ABOUT)
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('')
  })

  it('squashes several unpublished commits into one when replaying them', async () => {
    f.write(f.studio, 'pages/index.yaml', EDITED)
    f.git(f.studio, '-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '-qam', 'Local one')
    f.publishAs(f.other, OTHER, { 'pages/about.yaml': 'title: About\n' }, 'Shorter about')
    f.write(f.studio, 'pages/jobs.yaml', 'title: Jobs\n')
    expect(await publish(f.opts, { message: 'Jobs and welcome', author: EDITOR })).toMatchObject({
      kind: 'published',
      arrived: ['pages/about.yaml'],
    })
    expect(f.git(f.remote, 'log', '--format=%an: %s', 'main').split('\n')).toEqual([
      'Erin Editor: Jobs and welcome',
      'Sam Other: Shorter about',
      'Setup: First version',
    ])
    expect(f.git(f.remote, 'diff-tree', '--no-commit-id', '--name-only', '-r', 'main')).toBe(
      'pages/index.yaml\npages/jobs.yaml',
    )
  })
})
