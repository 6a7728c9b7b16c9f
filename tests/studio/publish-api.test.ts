import { execFileSync } from 'node:child_process'
import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_HEADER } from '../../src/studio/studio-api.ts'
import { startStudioSite, type StudioSite } from './studio-site.ts'

const AUTHOR = { name: 'Dana Editor', email: 'dana@cedarridge.example' }
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim()

let plain: StudioSite
let kept: StudioSite
let review: StudioSite
beforeAll(async () => {
  plain = await startStudioSite('publish-plain')
  const inGit = (_dir: string, root: string) => {
    writeFileSync(join(root, '.gitignore'), 'schema\npublic\n')
    git(root, 'init', '-q', '-b', 'main')
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '-m', 'The site')
  }
  kept = await startStudioSite('publish-kept', { prepare: inGit })
  review = await startStudioSite('publish-review', { prepare: inGit, options: { review: true } })
})
afterAll(async () => {
  await Promise.all([plain, kept, review].map((s) => s?.close()))
})

const call = (site: StudioSite, name: string, body?: object) =>
  fetch(site.base + name, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: site.token },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }))

describe('publishing through the studio API', () => {
  it('says in plain words when the folder is not kept in git', async () => {
    const answer = await call(plain, 'changes')
    expect(answer.status).toBe(502)
    expect(answer.body.message).toBe(
      'This folder is not kept in git, so the studio cannot publish or show earlier versions. Ask a developer to set it up as a copy of the shared repository.',
    )
  })

  it('lists a change in editor words, refuses a publish without a name, then refuses one while the site has an error', async () => {
    const index = join(kept.root, 'pages/index.yaml')
    writeFileSync(index, readFileSync(index, 'utf8').replace('heading: Premium Staffing', 'heading: Premier Staffing'))
    const changes = await call(kept, 'changes')
    expect(changes.body.changes).toEqual([
      { file: 'pages/index.yaml', status: 'modified', label: 'Home', route: '/', what: '1 field changed', text: true },
    ])
    expect((await call(kept, 'publish', { message: 'Hi', author: { name: '', email: 'x' } })).body.message).toBe(
      'Give your name and e-mail address: the change is published under them.',
    )
    const about = join(kept.root, 'pages/about.yaml')
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: About Us', 'title: [About'))
    const head = git(kept.root, 'rev-parse', 'HEAD')
    const refused = await call(kept, 'publish', { message: 'New heading', author: AUTHOR })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('Not published: one problem in the site must be fixed first. Nothing was sent.')
    expect(refused.body.problems).toEqual([expect.objectContaining({ file: 'pages/about.yaml', line: 1 })])
    expect(git(kept.root, 'rev-parse', 'HEAD')).toBe(head)
  })

  it('takes two publishes sent at once one after the other: one version, then nothing new', async () => {
    const about = join(kept.root, 'pages/about.yaml')
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: [About', 'title: About Cedar Ridge'))
    const head = git(kept.root, 'rev-parse', 'HEAD')
    const answers = await Promise.all([1, 2].map(() => call(kept, 'publish', { message: 'Both', author: AUTHOR })))
    expect(answers.map((a) => a.body.kind)).toEqual(['committed', 'nothing'])
    expect(git(kept.root, 'rev-list', '--count', `${head}..HEAD`)).toBe('1')
    expect(git(kept.root, 'log', '-1', '--format=%an')).toBe('Dana Editor')
  })

  it("says what git could not do without naming the site's folder (a lock left by a crashed git)", async () => {
    const about = join(kept.root, 'pages/about.yaml')
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: About Cedar Ridge', 'title: About Us'))
    const lock = join(kept.root, '.git/index.lock')
    writeFileSync(lock, '')
    try {
      const answer = await call(kept, 'publish', { message: 'Locked', author: AUTHOR })
      expect(answer.status).toBe(502)
      const text = JSON.stringify(answer.body)
      expect(text).toContain('index.lock')
      expect(text).not.toContain(kept.root)
      expect(text).not.toContain(realpathSync(kept.root))
    } finally {
      rmSync(lock)
    }
  })

  it('in review mode, proposes only', async () => {
    const answer = await call(review, 'publish', { message: 'New heading', author: AUTHOR })
    expect(answer.status).toBe(403)
    expect(answer.body.message).toBe('This studio proposes changes for review: use Propose for review.')
    expect((await call(review, 'changes')).body.review).toBe(true)
  })
})
