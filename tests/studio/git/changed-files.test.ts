import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { changedFiles } from '../../../src/studio/git/changed-files.ts'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('changedFiles', () => {
  it('sees a same-size edit made in the same clock tick as the last commit', async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-racy-'))
    const file = join(dir, 'pages/index.yaml')
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', ...args], { cwd: dir })
    mkdirSync(join(dir, 'pages'))
    // One tick for everything: the file when committed, the index, the edited file (same size, same time).
    const tick = new Date('2026-11-24T12:00:00Z')
    writeFileSync(file, 'title: Premium\n')
    utimesSync(file, tick, tick)
    git('init', '-q', '-b', 'main')
    git('add', '-A')
    git('commit', '-q', '-m', 'First')
    utimesSync(join(dir, '.git/index'), tick, tick)
    writeFileSync(file, 'title: Premier\n')
    utimesSync(file, tick, tick)
    expect(await changedFiles({ root: dir })).toEqual([
      { file: 'pages/index.yaml', status: 'modified', before: 'title: Premium\n', after: 'title: Premier\n' },
    ])
  })
})
