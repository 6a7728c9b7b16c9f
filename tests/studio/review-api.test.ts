import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callAs, git, startStudioSite, TEAM_HOOKS, type StudioSite } from './studio-site.ts'

// The review as the team studio's API serves it: an editor's proposal listed for her in field words, sent back with
// a note, reopened into the studio, changed and proposed again as the same proposal; the page's history in field
// words.

let site: StudioSite
let remote: string
beforeAll(async () => {
  site = await startStudioSite('review-api', {
    prepare: (dir, root) => {
      remote = join(dir, 'remote.git')
      git(dir, 'init', '-q', '--bare', '-b', 'main', remote)
      git(root, 'init', '-q', '-b', 'main')
      writeFileSync(join(root, '.gitignore'), '.studio/\n')
      git(root, 'add', 'pages', '.gitignore')
      git(root, 'commit', '-q', '-m', 'The site')
      // A developer's commit that touches no content file: never a version of a page.
      writeFileSync(join(root, 'pages/README.md'), 'How pages/ is laid out.\n')
      git(root, 'add', 'pages/README.md')
      git(root, 'commit', '-q', '-m', 'Developer notes')
      git(root, 'remote', 'add', 'origin', remote)
      git(root, 'push', '-q', '-u', 'origin', 'main')
    },
    options: {
      team: {
        ...TEAM_HOOKS,
      },
    },
  })
})
afterAll(() => site.close())

const call = (who: string, name: string, body?: object) => callAs(site, who, name, body)
const saveHeading = async (who: string, heading: string) => {
  const { body: f } = await call(who, 'file?path=pages/index.yaml')
  f.data.sections[0].heading = heading
  expect((await call(who, 'save', { file: 'pages/index.yaml', data: f.data, hash: f.hash })).status).toBe(200)
}
const proposals = async (who: string) => (await call(who, 'proposals')).body.proposals as Record<string, any>[]
const HEADING = 'Premium Staffing & Consultation Services'

describe('review in the team studio', () => {
  let branch: string
  let first: string

  it('lists the editor’s proposal for her, its change in field words, waiting for a publisher', async () => {
    await saveHeading('dana', 'Engineers Who Ship')
    const proposed = await call('dana', 'publish', { message: 'Sharper heading', propose: true })
    expect(proposed.body.kind).toBe('proposed')
    branch = proposed.body.branch
    const [mine, ...more] = await proposals('dana')
    expect(more).toEqual([])
    expect(mine).toMatchObject({ branch, mine: true, message: 'Sharper heading' })
    expect(mine!.returned).toBeUndefined()
    expect(mine!.changes[0].fields).toEqual([
      { label: 'Hero › Heading', kind: 'changed', before: HEADING, after: 'Engineers Who Ship' },
    ])
    first = mine!.commit
    expect((await proposals('sam'))[0]).toMatchObject({ branch, mine: false })
    // The first save starts the studio's worker and lints the whole site: slow on a loaded machine.
  }, 60_000)

  it('is sent back by a publisher only, with a note the editor reads', async () => {
    expect((await call('dana', 'return-proposal', { branch, note: 'Mine!' })).status).toBe(403)
    const sent = await call('sam', 'return-proposal', { branch, commit: first, note: 'Say what we do' })
    expect(sent.status).toBe(200)
    expect((await proposals('dana'))[0]!.returned).toMatchObject({ note: 'Say what we do', by: 'Sam Publisher' })
  })

  it('is reopened by its author only, into her changes, once', async () => {
    expect(await call('erin', 'reopen-proposal', { branch })).toEqual({
      status: 403,
      body: { message: 'Only the person who proposed this change can reopen it.' },
    })
    expect((await call('dana', 'reopen-proposal', { branch: 'main' })).status).toBe(400)
    const reopened = await call('dana', 'reopen-proposal', { branch })
    expect(reopened).toEqual({ status: 200, body: { reopened: branch, files: ['pages/index.yaml'] } })
    expect(readFileSync(join(site.root, 'pages/index.yaml'), 'utf8')).toContain('heading: Engineers Who Ship')
    const changes = (await call('dana', 'changes')).body.changes as { file: string; by?: string }[]
    expect(changes.map((c) => [c.file, c.by])).toEqual([['pages/index.yaml', undefined]])
    expect((await proposals('dana'))[0]).toMatchObject({ reopened: true })
    const again = await call('dana', 'reopen-proposal', { branch })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/^Home already has unpublished changes here/)
  })

  it('proposed again, updates the same proposal, its earlier version kept and the note answered', async () => {
    await saveHeading('dana', 'Engineers Who Ship Software')
    const proposed = await call('dana', 'publish', { message: 'Sharper heading, says what we do', propose: true })
    expect(proposed.body).toMatchObject({ kind: 'proposed', branch })
    expect(git(remote, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/content/')).toBe(branch)
    expect(git(remote, 'rev-list', '--count', `${first}..${branch}`)).toBe('2')
    const [listed, ...more] = await proposals('sam')
    expect(more).toEqual([])
    expect(listed!.commit).not.toBe(first)
    expect(listed!.returned).toBeUndefined()
    expect(listed!.answered).toMatchObject({ note: 'Say what we do', by: 'Sam Publisher' })
    expect(listed!.reopened).toBeUndefined()
    expect(listed!.changes[0].fields).toEqual([
      { label: 'Hero › Heading', kind: 'changed', before: HEADING, after: 'Engineers Who Ship Software' },
    ])
    // Proposing once more is a new proposal: the one reopened was updated already.
    await saveHeading('dana', 'Another idea')
    const other = await call('dana', 'publish', { message: 'Another idea', propose: true })
    expect(other.body.branch).not.toBe(branch)
    const published = await call('sam', 'publish-proposal', { branch, commit: listed!.commit })
    expect(published.body.kind).toBe('published')
  })

  it('shows a page’s history: only its versions, each as the fields it changed', async () => {
    git(site.root, 'pull', '-q')
    const { entries } = (await call('dana', 'history?path=pages/index.yaml')).body as { entries: any[] }
    expect(entries.map((e) => [e.message, e.author])).toEqual([
      ['Sharper heading, says what we do', 'Dana Editor'],
      ['The site', 'Seed'],
    ])
    const all = (await call('dana', 'history')).body.entries as { message: string }[]
    expect(all.map((e) => e.message)).not.toContain('Developer notes')
    const version = await call('dana', `version?commit=${entries[0].commit}&path=pages/index.yaml`)
    expect(version.body.fields).toEqual([
      { label: 'Hero › Heading', kind: 'changed', before: HEADING, after: 'Engineers Who Ship Software' },
    ])
    expect(version.body.before).toContain(`heading: ${HEADING}`)
  })
})
