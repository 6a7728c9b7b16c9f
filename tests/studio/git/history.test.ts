import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changedFiles } from '../../../src/studio/git/changed-files.ts'
import { discardChange, fileAt, history, restoreFile, versionChange } from '../../../src/studio/git/history.ts'
import { publish } from '../../../src/studio/git/publish.ts'
import { gitEnv } from '../../../src/studio/git/run-git.ts'
import { ABOUT, createFixture, EDITOR, INDEX, type Fixture } from './git-fixture.ts'

let f: Fixture
beforeEach(() => {
  f = createFixture()
})
afterEach(() => f.cleanup())

const EDITED = INDEX.replace('Welcome', 'Hello')

describe('history', () => {
  it('lists the commits that touched pages/, newest first, with their author and files', async () => {
    f.write(f.studio, 'pages/index.yaml', EDITED)
    f.write(f.studio, 'pages/jobs.yaml', 'title: Jobs\n')
    const published = await publish(f.opts, { message: 'Hello and jobs', author: EDITOR })
    f.write(f.studio, 'README.md', 'Only outside the content.\n')
    f.git(f.studio, '-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '-qam', 'Readme')
    const entries = await history(f.opts)
    expect(entries.map(({ date: _date, ...entry }) => entry)).toEqual([
      {
        commit: published.kind === 'published' ? published.commit : '',
        author: 'Erin Editor',
        email: 'erin@example.com',
        message: 'Hello and jobs',
        files: [
          { file: 'pages/index.yaml', status: 'modified' },
          { file: 'pages/jobs.yaml', status: 'added' },
        ],
      },
      {
        commit: f.git(f.studio, 'rev-parse', 'HEAD~2'),
        author: 'Setup',
        email: 'setup@example.com',
        message: 'First version',
        files: [
          { file: 'pages/about.yaml', status: 'added' },
          { file: 'pages/index.yaml', status: 'added' },
        ],
      },
    ])
    expect(entries[0]!.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/)
    expect(await history(f.opts, 1)).toHaveLength(1)
  })

  it('lists only the content: a developer’s notes under pages/ and code are never a version of it', async () => {
    const dev = ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.com']
    f.write(f.studio, 'pages/README.md', 'How the content is laid out.\n')
    f.write(f.studio, 'src/app.ts', 'export {}\n')
    f.git(f.studio, 'add', '-A')
    f.git(f.studio, ...dev, 'commit', '-qm', 'Developer notes and code')
    f.write(f.studio, 'pages/README.md', 'Notes, again.\n')
    f.write(f.studio, 'pages/about.yaml', 'title: About\nbody: A small team.\n')
    f.git(f.studio, ...dev, 'commit', '-qam', 'Notes and the about title')
    f.write(f.studio, 'pages/_media/logo.png', '\x89PNG')
    f.git(f.studio, 'add', '-A')
    f.git(f.studio, ...dev, 'commit', '-qm', 'A logo')
    const entries = await history(f.opts)
    expect(entries.map((e) => [e.message, e.files.map((x) => x.file)])).toEqual([
      ['A logo', ['pages/_media/logo.png']],
      ['Notes and the about title', ['pages/about.yaml']],
      ['First version', ['pages/about.yaml', 'pages/index.yaml']],
    ])
  })

  it('lists one file’s versions with who and when, and what each did to it', async () => {
    f.write(f.studio, 'pages/index.yaml', EDITED)
    const hello = await publish(f.opts, { message: 'Hello', author: EDITOR })
    f.write(f.studio, 'pages/about.yaml', 'title: About\n')
    await publish(f.opts, { message: 'About only', author: EDITOR })
    const entries = await history(f.opts, 50, 'pages/index.yaml')
    expect(entries.map((e) => [e.message, e.author, e.email])).toEqual([
      ['Hello', 'Erin Editor', 'erin@example.com'],
      ['First version', 'Setup', 'setup@example.com'],
    ])
    expect(entries[0]!.commit).toBe(hello.kind === 'published' ? hello.commit : '')
    expect(await versionChange(f.opts, entries[0]!.commit, 'pages/index.yaml')).toEqual({
      before: INDEX,
      after: EDITED,
    })
    expect(await versionChange(f.opts, entries[1]!.commit, 'pages/index.yaml')).toEqual({
      before: undefined,
      after: INDEX,
    })
    await expect(history(f.opts, 50, 'pages/../README.md')).rejects.toThrow('is not a file of the site')
  })

  it('is empty for a copy with no commit yet', async () => {
    const fresh = join(f.dir, 'fresh')
    mkdirSync(fresh)
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: fresh, env: gitEnv(f.env) })
    expect(await history({ root: fresh, env: f.env })).toEqual([])
  })

  it('reads, restores and discards versions of a file', async () => {
    const first = f.git(f.studio, 'rev-parse', 'HEAD')
    f.write(f.studio, 'pages/index.yaml', EDITED)
    await publish(f.opts, { message: 'Hello', author: EDITOR })
    expect(await fileAt(f.opts, first, 'pages/index.yaml')).toBe(INDEX)
    expect(await fileAt(f.opts, first.slice(0, 7), 'pages/jobs.yaml')).toBeUndefined()
    await expect(fileAt(f.opts, 'HEAD', 'pages/index.yaml')).rejects.toThrow('"HEAD" is not the name of a version.')
    await expect(fileAt(f.opts, first, 'pages/../README.md')).rejects.toThrow(
      `"pages/../README.md" is not a file of the site's content (pages/), so the studio leaves it alone.`,
    )
    await expect(fileAt(f.opts, 'abcdef1234', 'pages/index.yaml')).rejects.toThrow(
      "Version abcdef1234 is not in this copy's history.",
    )

    await restoreFile(f.opts, first, 'pages/index.yaml')
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(INDEX)
    expect(await changedFiles(f.opts)).toEqual([
      { file: 'pages/index.yaml', status: 'modified', before: EDITED, after: INDEX },
    ])
    expect(f.git(f.studio, 'log', '-1', '--format=%s')).toBe('Hello') // history is never rewritten

    f.write(f.studio, 'pages/jobs.yaml', 'title: Jobs\n')
    await restoreFile(f.opts, first, 'pages/jobs.yaml') // absent then: deleted
    expect(existsSync(join(f.studio, 'pages/jobs.yaml'))).toBe(false)

    f.write(f.studio, 'pages/new.yaml', 'title: New\n')
    f.write(f.studio, 'pages/about.yaml', 'title: Changed\n')
    await discardChange(f.opts, 'pages/index.yaml')
    await discardChange(f.opts, 'pages/new.yaml')
    await discardChange(f.opts, 'pages/about.yaml')
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(EDITED)
    expect(f.read(f.studio, 'pages/about.yaml')).toBe(ABOUT)
    expect(existsSync(join(f.studio, 'pages/new.yaml'))).toBe(false)
    expect(await changedFiles(f.opts)).toEqual([])
    await expect(discardChange(f.opts, 'README.md')).rejects.toThrow(
      `"README.md" is not a file of the site's content (pages/), so the studio leaves it alone.`,
    )
  })
})

describe('changedFiles', () => {
  it('lists changed, new, deleted and unpublished files under pages/ against the shared version', async () => {
    f.write(f.studio, '.gitignore', 'pages/*.tmp\n')
    f.write(f.studio, 'pages/index.yaml', EDITED)
    f.write(f.studio, 'pages/jobs.yaml', 'title: Jobs\n')
    f.write(f.studio, 'pages/draft.tmp', 'ignored\n')
    f.write(f.studio, 'pages/_media/logo.png', '\x89PNG\r\n\x1a\n\0\0\0\rIHDR')
    f.write(f.studio, 'README.md', 'outside\n')
    rmSync(join(f.studio, 'pages/about.yaml'))
    f.write(f.studio, 'pages/team.yaml', 'title: Team\n')
    f.git(f.studio, 'add', 'pages/team.yaml')
    f.git(f.studio, '-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', 'Team')
    const status = f.git(f.studio, 'status', '--porcelain')
    expect(await changedFiles(f.opts)).toEqual([
      { file: 'pages/_media/logo.png', status: 'added' },
      { file: 'pages/about.yaml', status: 'deleted', before: ABOUT, after: undefined },
      { file: 'pages/index.yaml', status: 'modified', before: INDEX, after: EDITED },
      { file: 'pages/jobs.yaml', status: 'added', before: undefined, after: 'title: Jobs\n' },
      { file: 'pages/team.yaml', status: 'added', before: undefined, after: 'title: Team\n' },
    ])
    expect(f.git(f.studio, 'status', '--porcelain')).toBe(status) // the developer's staging is untouched
  })
})
