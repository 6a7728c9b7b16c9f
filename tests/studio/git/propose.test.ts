import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { slug } from '../../../src/studio/git/proposal-branch.ts'
import { publish, pullRequestLink } from '../../../src/studio/git/publish.ts'
import { createFixture, EDITOR, INDEX, type Fixture } from './git-fixture.ts'

describe('publish with propose', () => {
  let f: Fixture
  beforeEach(() => {
    f = createFixture()
  })
  afterEach(() => f.cleanup())

  it('pushes the change to a new content/ branch and moves the local branch back to the shared one', async () => {
    const main = f.git(f.remote, 'rev-parse', 'main')
    const edited = INDEX.replace('Welcome', 'Hello')
    f.write(f.studio, 'pages/index.yaml', edited)
    f.write(f.studio, 'notes.txt', 'a developer note, not part of the content\n')
    const result = await publish(f.opts, { message: 'New opening hours!', author: EDITOR, propose: true })
    if (result.kind !== 'proposed') throw new Error(`expected proposed, got ${result.kind}`)
    expect(result.branch).toMatch(/^content\/\d{4}-\d\d-\d\d-new-opening-hours$/)
    expect(result.link).toBeUndefined() // a folder as the remote: no pull request page
    expect(f.git(f.remote, 'rev-parse', result.branch)).toBe(result.commit)
    expect(f.git(f.remote, 'show', `${result.branch}:pages/index.yaml`) + '\n').toBe(edited)
    expect(f.git(f.remote, 'log', '-1', '--format=%an', result.branch)).toBe('Erin Editor')
    expect(f.git(f.remote, 'rev-parse', 'main')).toBe(main)
    expect(f.git(f.studio, 'rev-parse', 'HEAD')).toBe(main)
    expect(f.read(f.studio, 'pages/index.yaml')).toBe(INDEX)
    expect(f.git(f.studio, 'status', '--porcelain')).toBe('?? notes.txt')

    f.write(f.studio, 'pages/index.yaml', INDEX.replace('Welcome', 'Hi'))
    const again = await publish(f.opts, { message: 'New opening hours!', author: EDITOR, propose: true })
    expect(again).toMatchObject({ kind: 'proposed', branch: `${result.branch}-2` })
  })
})

describe('pullRequestLink', () => {
  const branch = 'content/2025-03-01-new-opening-hours'
  it.each([
    ['https://github.com/cedar/site.git', `https://github.com/cedar/site/compare/main...${branch}?expand=1`],
    ['git@github.com:cedar/site.git', `https://github.com/cedar/site/compare/main...${branch}?expand=1`],
    ['ssh://git@github.com/cedar/site', `https://github.com/cedar/site/compare/main...${branch}?expand=1`],
    [
      'https://gitlab.com/cedar/web/site.git',
      `https://gitlab.com/cedar/web/site/-/merge_requests/new?merge_request[source_branch]=${branch}&merge_request[target_branch]=main`,
    ],
    [
      'git@gitlab.com:cedar/site.git',
      `https://gitlab.com/cedar/site/-/merge_requests/new?merge_request[source_branch]=${branch}&merge_request[target_branch]=main`,
    ],
    [
      'https://erin@bitbucket.org/cedar/site.git',
      `https://bitbucket.org/cedar/site/pull-requests/new?source=${branch}&dest=main`,
    ],
    [
      'git@bitbucket.org:cedar/site.git',
      `https://bitbucket.org/cedar/site/pull-requests/new?source=${branch}&dest=main`,
    ],
  ])('%s', (url, link) => {
    expect(pullRequestLink(url, branch, 'main')).toBe(link)
  })

  it.each(['https://git.example.com/cedar/site.git', '/srv/git/site.git', 'git@example.org:site.git', 'github.com'])(
    'has no link for %s',
    (url) => {
      expect(pullRequestLink(url, branch, 'main')).toBeUndefined()
    },
  )
})

describe('slug', () => {
  it('keeps the first words of the message, in plain lower-case letters, cut at a word', () => {
    expect(slug('Café menu: new prices for Spring & Summer 2025, and more photos')).toBe(
      'cafe-menu-new-prices-for-spring-summer',
    )
    expect(slug('!!!')).toBe('change')
  })
})
