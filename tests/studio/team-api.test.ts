import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callAs, git, startStudioSite, TEAM_HOOKS, type StudioSite } from './studio-site.ts'

// Two people in the team studio's API at once (the team server's checks are its own tests): the person of a request
// comes from a header here, as the team server's session gives it.

let site: StudioSite
beforeAll(async () => {
  site = await startStudioSite('team-api', {
    prepare: (_dir, root) => {
      git(root, 'init', '-q', '-b', 'main')
      git(root, 'add', 'pages')
      git(root, 'commit', '-q', '-m', 'The site')
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
const opened = async (who: string, file: string) =>
  (await call(who, `file?path=${encodeURIComponent(file)}`)).body as { data: any; hash: string; editing: string[] }
const heroOf = async (who: string, key: string) =>
  (await call(who, `preview-page?key=${encodeURIComponent(key)}`)).body.sections[0].heading as string

describe('two people in the team studio at once', () => {
  it("each has their own unsaved changes: one's draft is in their preview, never in the other's", async () => {
    const file = await opened('dana', 'pages/index.yaml')
    const data = structuredClone(file.data)
    data.sections[0].heading = 'Dana’s unsaved heading'
    expect((await call('dana', 'draft', { file: 'pages/index.yaml', data })).status).toBe(200)
    expect(await heroOf('dana', '/')).toBe('Dana’s unsaved heading')
    expect(await heroOf('sam', '/')).toBe('Premium Staffing & Consultation Services')
    await call('dana', 'draft', { file: 'pages/index.yaml', discard: true })
    expect(await heroOf('dana', '/')).toBe('Premium Staffing & Consultation Services')
  })

  it('says who else has a page open, drops them when they close it, and never names oneself', async () => {
    expect((await opened('dana', 'pages/about.yaml')).editing).toEqual([])
    expect((await opened('sam', 'pages/about.yaml')).editing).toEqual(['Dana Editor'])
    expect((await call('dana', 'presence', { file: 'pages/about.yaml' })).body.editing).toEqual(['Sam Publisher'])
    await call('dana', 'presence', { file: 'pages/about.yaml', closed: true })
    expect((await call('sam', 'presence', { file: 'pages/about.yaml' })).body.editing).toEqual([])
    // Opening another page leaves the first.
    await opened('dana', 'pages/about.yaml')
    await opened('dana', 'pages/contact.yaml')
    expect((await call('sam', 'presence', { file: 'pages/about.yaml' })).body.editing).toEqual([])
  })

  it("publishing sends one's own saves: a colleague's saved change stays, marked theirs, and only they discard it", async () => {
    const index = await opened('dana', 'pages/index.yaml')
    index.data.sections[0].heading = 'Dana saved this'
    expect((await call('dana', 'save', { file: 'pages/index.yaml', data: index.data, hash: index.hash })).status).toBe(
      200,
    )
    const about = await opened('sam', 'pages/about.yaml')
    about.data.title = 'About Cedar Ridge, by Sam'
    expect((await call('sam', 'save', { file: 'pages/about.yaml', data: about.data, hash: about.hash })).status).toBe(
      200,
    )

    const seenBySam = (await call('sam', 'changes')).body.changes as { file: string; by?: string }[]
    expect(seenBySam.map((c) => [c.file, c.by])).toEqual([
      ['pages/about.yaml', undefined],
      ['pages/index.yaml', 'Dana Editor'],
    ])
    const refused = await call('sam', 'discard-change', { file: 'pages/index.yaml' })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Dana Editor saved this change: only they can discard it (or publish it).')

    const published = await call('sam', 'publish', { message: 'About page' })
    expect(published.body.kind).toBe('committed')
    expect(git(site.root, 'log', '-1', '--format=%an', '--name-only').split('\n').filter(Boolean)).toEqual([
      'Sam Publisher',
      'pages/about.yaml',
    ])
    expect(readFileSync(join(site.root, 'pages/index.yaml'), 'utf8')).toContain('heading: Dana saved this')
    const seenByDana = (await call('dana', 'changes')).body.changes as { file: string; by?: string }[]
    expect(seenByDana.map((c) => [c.file, c.by])).toEqual([['pages/index.yaml', undefined]])
    // A change undone by hand on the server is nobody's any more: Sam's next save of it is his.
    writeFileSync(join(site.root, 'pages/index.yaml'), git(site.root, 'show', 'HEAD:pages/index.yaml') + '\n')
    expect((await call('sam', 'changes')).body.changes).toEqual([])
    expect(JSON.parse(readFileSync(join(site.root, '.studio/owners.json'), 'utf8'))).toEqual({})
  })

  it("a colleague's save into one's own change is named, and a publish never sends it unseen", async () => {
    const about = await opened('sam', 'pages/about.yaml')
    about.data.title = 'About Cedar Ridge'
    expect((await call('sam', 'save', { file: 'pages/about.yaml', data: about.data, hash: about.hash })).status).toBe(
      200,
    )
    type Listed = { file: string; by?: string; also?: string[]; seen: string }
    const looked = (await call('sam', 'changes')).body.changes as Listed[]
    expect(looked.map((c) => [c.file, c.also])).toEqual([['pages/about.yaml', undefined]])

    // Dana saves another field of the same page after Sam looked.
    const again = await opened('dana', 'pages/about.yaml')
    again.data.sections[0].heading = 'Dana was here, unreviewed'
    expect((await call('dana', 'save', { file: 'pages/about.yaml', data: again.data, hash: again.hash })).status).toBe(
      200,
    )
    const seen = Object.fromEntries(looked.map((c) => [c.file, c.seen]))
    const refused = await call('sam', 'publish', { message: 'About title', seen })
    expect(refused).toEqual({
      status: 409,
      body: {
        message: 'Dana Editor saved About Cedar Ridge after Changes listed it: look again, then publish.',
      },
    })
    expect(git(site.root, 'log', '-1', '--format=%s')).not.toBe('About title')

    // Listed again, with who else saved it; what Sam has now seen is what goes, his and Dana's, and then nobody's.
    const now = (await call('sam', 'changes')).body.changes as Listed[]
    expect(now.map((c) => [c.file, c.by, c.also])).toEqual([['pages/about.yaml', undefined, ['Dana Editor']]])
    expect((await call('dana', 'changes')).body.changes.map((c: Listed) => c.by)).toEqual(['Sam Publisher'])
    const published = await call('sam', 'publish', {
      message: 'About title',
      seen: Object.fromEntries(now.map((c) => [c.file, c.seen])),
    })
    expect(published.body.kind).toBe('committed')
    expect(git(site.root, 'show', 'HEAD:pages/about.yaml')).toContain('Dana was here, unreviewed')
    expect((await call('sam', 'changes')).body.changes).toEqual([])
    expect(JSON.parse(readFileSync(join(site.root, '.studio/also-saved.json'), 'utf8'))).toEqual({})
  })

  it("a new entry's discard waits while a colleague's translation of it would go with it", async () => {
    const job = 'pages/_collections/jobs/cloud-architect.yaml'
    const spanish = 'pages/_collections/jobs/cloud-architect.es.yaml'
    const data = (await opened('dana', 'pages/_collections/jobs/business-analyst.yaml')).data
    expect(
      (await call('dana', 'save', { file: job, data: { ...data, title: 'Cloud Architect' }, create: true })).status,
    ).toBe(200)
    const begun = (await call('sam', `translate?path=${encodeURIComponent(job)}&lang=es`)).body
    const translation = { ...begun.data, title: 'Arquitecto(a) de la nube' }
    expect((await call('sam', 'save', { file: spanish, data: translation, create: true })).status).toBe(200)

    expect(await call('dana', 'discard-change', { file: job })).toEqual({
      status: 403,
      body: {
        message: 'Sam Publisher saved its Spanish translation, which would go with it: ask them to discard that first.',
      },
    })
    expect(existsSync(join(site.root, spanish))).toBe(true)
    expect((await call('sam', 'discard-change', { file: spanish })).body.files).toEqual([spanish])
    expect((await call('dana', 'discard-change', { file: job })).body.files).toEqual([job])
    expect(existsSync(join(site.root, job))).toBe(false)
    expect((await call('sam', 'changes')).body.changes).toEqual([])
  })

  it("a page a colleague saved is not deleted or renamed over their unpublished change; once it is gone, it is one's own", async () => {
    const file = 'pages/_collections/articles/ai-driven-staffing-solutions.yaml'
    const article = await opened('sam', file)
    const summary = 'Sam’s summary, saved and not published'
    const saved = await call('sam', 'save', { file, data: { ...article.data, excerpt: summary }, hash: article.hash })
    expect(saved.status).toBe(200)
    const message =
      'Sam Publisher saved changes to this page that are not published yet, and deleting it would lose them: ask them to publish or discard their changes first.'
    expect(await call('dana', `delete-check?path=${encodeURIComponent(file)}`)).toEqual({
      status: 409,
      body: { message },
    })
    const hash = (await opened('dana', file)).hash
    expect(await call('dana', 'delete', { file, hash })).toEqual({ status: 409, body: { message } })
    expect(await call('dana', 'rename', { file, to: 'ai-staffing' })).toEqual({
      status: 409,
      body: {
        message: message.replace('deleting it would lose them', 'renaming it would leave them at the old address'),
      },
    })
    expect(readFileSync(join(site.root, file), 'utf8')).toContain(summary)
    expect(existsSync(join(site.root, 'pages/_collections/articles/ai-staffing.yaml'))).toBe(false)

    // Sam discards his change; he still has the article open: Dana's delete dialog says so.
    await opened('sam', file)
    expect((await call('sam', 'discard-change', { file })).status).toBe(200)
    const check = await call('dana', `delete-check?path=${encodeURIComponent(file)}`)
    expect(check.body.editing).toEqual(['Sam Publisher'])
    expect((await call('dana', 'delete', { file, hash: (await opened('dana', file)).hash })).status).toBe(200)
    // Sam's next save finds it gone, and is told what happened and that his text is still in his form.
    const late = await call('sam', 'save', { file, data: { ...article.data, excerpt: 'Too late' }, hash: article.hash })
    expect(late).toEqual({
      status: 404,
      body: {
        message:
          'This page or entry is no longer there: deleted or renamed by a colleague, or in another window. Anything you typed stays in the form until you leave it: copy what you need first.',
      },
    })
    const listed = (await call('dana', 'changes')).body.changes.find((c: { file: string }) => c.file === file)
    expect(listed).toMatchObject({ status: 'deleted' })
    expect(listed).not.toHaveProperty('by')
    expect((await call('dana', 'discard-change', { file })).status).toBe(200)
  })
})
