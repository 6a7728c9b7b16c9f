import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sync } from '../../../src/studio/git/sync.ts'
import { ABOUT, createFixture, INDEX, OTHER, type Fixture } from './git-fixture.ts'

let f: Fixture
beforeEach(() => {
  f = createFixture()
})
afterEach(() => f.cleanup())

const THEIRS = ABOUT.replace('small', 'growing')

describe('sync', () => {
  it('brings in what others published when nothing is changed here, and lists it', async () => {
    f.publishAs(f.other, OTHER, { 'pages/about.yaml': THEIRS, 'README.md': 'New readme\n' }, 'Growing')
    expect(await sync(f.opts)).toEqual({ fetched: true, arrived: ['pages/about.yaml'], behind: 0, ahead: 0 })
    expect(f.read(f.studio, 'pages/about.yaml')).toBe(THEIRS)
    expect(await sync(f.opts)).toEqual({ fetched: true, arrived: [], behind: 0, ahead: 0 })
  })

  it('leaves the copy as it is when the editor has a change under pages/', async () => {
    f.write(f.studio, 'pages/index.yaml', INDEX.replace('Welcome', 'Hello'))
    f.publishAs(f.other, OTHER, { 'pages/about.yaml': THEIRS }, 'Growing')
    expect(await sync(f.opts)).toEqual({
      fetched: true,
      arrived: [],
      behind: 1,
      ahead: 0,
      message:
        'Others published changes. They will be brought in when you publish yours (your unpublished changes stay as they are).',
    })
    expect(f.read(f.studio, 'pages/about.yaml')).toBe(ABOUT)
  })

  it('reports a failed fetch in plain words instead of throwing', async () => {
    f.git(f.studio, 'remote', 'set-url', 'origin', 'http://127.0.0.1:1/x.git')
    expect(await sync(f.opts)).toEqual({
      fetched: false,
      arrived: [],
      behind: 0,
      ahead: 0,
      message:
        'The shared repository could not be reached (no network, or its address is wrong). Your change is saved here; press Publish again when the connection is back.',
    })
  })

  it('says so when no shared repository is set up', async () => {
    f.git(f.studio, 'branch', '--unset-upstream')
    expect(await sync(f.opts)).toEqual({
      fetched: false,
      arrived: [],
      behind: 0,
      ahead: 0,
      message:
        'No shared repository is set up for this copy, so there is nothing to bring in. Ask a developer to connect one.',
    })
  })
})
