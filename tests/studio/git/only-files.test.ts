import { chmodSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { publish } from '../../../src/studio/git/publish.ts'
import { ABOUT, createFixture, EDITOR, INDEX, OTHER, type Fixture } from './git-fixture.ts'

// The team studio shares one working copy: each person publishes or proposes their own saves, never a colleague's.
let f: Fixture
beforeEach(() => {
  f = createFixture()
})
afterEach(() => f.cleanup())

const MINE = INDEX.replace('Welcome to Cedar Ridge', 'Welcome, said Erin')
const COLLEAGUE = ABOUT.replace('A small team.', 'A small team, said Dana.')
const committedFiles = (cwd: string, rev: string) =>
  f.git(cwd, 'diff-tree', '--no-commit-id', '--name-only', '-r', rev).split('\n').filter(Boolean)

describe('publishing only some files', () => {
  it("commits and pushes only the person's files; a colleague's saved change stays unpublished, as it was", async () => {
    f.write(f.studio, 'pages/index.yaml', MINE)
    f.write(f.studio, 'pages/jobs/new-role.yaml', 'title: New role\n')
    f.write(f.studio, 'pages/about.yaml', COLLEAGUE)
    const result = await publish(f.opts, {
      message: 'Erin: welcome',
      author: EDITOR,
      only: ['pages/index.yaml', 'pages/jobs/new-role.yaml'],
    })
    expect(result.kind).toBe('published')
    expect(committedFiles(f.remote, 'main')).toEqual(['pages/index.yaml', 'pages/jobs/new-role.yaml'])
    expect(f.read(f.studio, 'pages/about.yaml')).toBe(COLLEAGUE)
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('M pages/about.yaml')
  })

  it("keeps the colleague's change through a replay on top of what others pushed meanwhile", async () => {
    f.publishAs(f.other, OTHER, { 'pages/contact.yaml': 'title: Contact\n' }, 'Contact page')
    f.write(f.studio, 'pages/index.yaml', MINE)
    f.write(f.studio, 'pages/about.yaml', COLLEAGUE)
    const result = await publish(f.opts, { message: 'Erin: welcome', author: EDITOR, only: ['pages/index.yaml'] })
    expect(result).toMatchObject({ kind: 'published', arrived: ['pages/contact.yaml'] })
    expect(committedFiles(f.remote, 'main')).toEqual(['pages/index.yaml'])
    expect(f.git(f.remote, 'show', 'main:pages/about.yaml')).toBe(ABOUT.trim())
    expect(f.read(f.studio, 'pages/about.yaml')).toBe(COLLEAGUE)
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('M pages/about.yaml')
  })

  it('a removed file is published as removed; a proposal takes only its files and leaves the rest in place', async () => {
    f.write(f.studio, 'pages/index.yaml', MINE)
    f.write(f.studio, 'pages/about.yaml', COLLEAGUE)
    const proposed = await publish(f.opts, {
      message: 'Erin proposes',
      author: EDITOR,
      propose: true,
      only: ['pages/index.yaml'],
    })
    expect(proposed.kind).toBe('proposed')
    const branch = (proposed as { branch: string }).branch
    expect(committedFiles(f.remote, branch)).toEqual(['pages/index.yaml'])
    // The proposal lives on its branch; the colleague's saved change is still here, still theirs to publish.
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(INDEX)
    expect(f.read(f.studio, 'pages/about.yaml')).toBe(COLLEAGUE)

    f.git(f.studio, 'rm', '-q', 'pages/index.yaml')
    f.git(f.studio, 'reset', '-q')
    const removed = await publish(f.opts, { message: 'Drop home', author: OTHER, only: ['pages/index.yaml'] })
    expect(removed.kind).toBe('published')
    expect(f.git(f.remote, 'diff-tree', '--no-commit-id', '--name-status', '-r', 'main')).toBe('D\tpages/index.yaml')
    expect(f.read(f.studio, 'pages/about.yaml')).toBe(COLLEAGUE)
  })

  it('answers nothing when none of the files changed, and commits nothing of the others', async () => {
    f.write(f.studio, 'pages/about.yaml', COLLEAGUE)
    expect((await publish(f.opts, { message: 'x', author: EDITOR, only: [] })).kind).toBe('nothing')
    expect((await publish(f.opts, { message: 'x', author: EDITOR, only: ['pages/index.yaml'] })).kind).toBe('nothing')
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('M pages/about.yaml')
  })
})

describe('a proposal whose push fails', () => {
  it("leaves no commit on this copy's branch: a colleague's publish afterwards sends only their own change", async () => {
    f.write(f.studio, 'pages/index.yaml', MINE)
    // The shared repository refuses every new branch for a while (a hook; as a network failure would).
    f.write(
      f.remote,
      'hooks/pre-receive',
      '#!/bin/sh\nwhile read old new ref; do\n  [ "$ref" = refs/heads/main ] || exit 1\ndone\n',
    )
    chmodSync(join(f.remote, 'hooks/pre-receive'), 0o755)
    const before = f.git(f.studio, 'rev-parse', 'HEAD')
    await expect(
      publish(f.opts, { message: 'Erin proposes', author: EDITOR, propose: true, only: ['pages/index.yaml'] }),
    ).rejects.toThrow()
    // Erin's change is still hers, unproposed, in the working copy; nothing of it is committed.
    expect(f.git(f.studio, 'rev-parse', 'HEAD')).toBe(before)
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(MINE)
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('M pages/index.yaml')

    f.write(f.studio, 'pages/about.yaml', COLLEAGUE)
    const published = await publish(f.opts, { message: 'Dana: about', author: OTHER, only: ['pages/about.yaml'] })
    expect(published.kind).toBe('published')
    expect(f.git(f.remote, 'show', 'main:pages/index.yaml')).toBe(INDEX.trim())
    expect(f.git(f.remote, 'log', '--format=%s', 'main')).not.toContain('Erin proposes')
  })
})
