import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callAs, git, personOf, startStudioSite, type StudioSite } from './studio-site.ts'

// A new entry's draft, before its first save, in the team studio: the person of a request comes from a header here,
// as the team server's session gives it.

let site: StudioSite
beforeAll(async () => {
  site = await startStudioSite('new-entry-draft', {
    prepare: (_dir, root) => {
      git(root, 'init', '-q', '-b', 'main')
      git(root, 'add', 'pages')
      git(root, 'commit', '-q', '-m', 'The site')
    },
    options: { team: { authorOf: personOf, reviewOnly: () => false, done: () => undefined } },
  })
})
afterAll(() => site.close())

const call = (who: string, name: string, body?: object) => callAs(site, who, name, body)
const routesOf = async (who: string) => (await call(who, 'preview-site')).body.routes.paths as string[]
const filesOf = async (who: string) => ((await call(who, 'files')).body.files as { file: string }[]).map((f) => f.file)

const ARTICLE = 'pages/_collections/articles/the-future-of-sap-in-logistics.yaml'
const ROUTE = '/insights/the-future-of-sap-in-logistics'
const START = { title: 'The Future of SAP in Logistics', date: '2026-11-29' }

describe('the draft of a new entry', () => {
  it('is previewed at its own route, from the draft, with what is still empty standing in', async () => {
    const drafted = await call('dana', 'draft', { file: ARTICLE, data: START, create: true })
    expect(drafted.status).toBe(200)
    // The lint still names what the save needs: the stand-ins are the preview's alone.
    expect(drafted.body.diagnostics.length).toBeGreaterThan(0)
    expect(await routesOf('dana')).toContain(ROUTE)
    const page = await call('dana', `preview-page?key=${encodeURIComponent(ROUTE)}`)
    expect(page.status).toBe(200)
    expect(page.body.head.title).toMatch(/^The Future of SAP in Logistics/)
    expect(JSON.stringify(page.body)).toContain('Author')

    // As the editor types, the preview follows the draft.
    const body = 'SAP S/4HANA changes how warehouses plan.'
    await call('dana', 'draft', { file: ARTICLE, data: { ...START, body }, create: true })
    expect(JSON.stringify((await call('dana', `preview-page?key=${encodeURIComponent(ROUTE)}`)).body)).toContain(body)

    // Nothing written: not in pages/, not in anyone's list of files, not in the other person's preview.
    expect(existsSync(join(site.root, ARTICLE))).toBe(false)
    expect(await filesOf('dana')).not.toContain(ARTICLE)
    expect(await filesOf('sam')).not.toContain(ARTICLE)
    expect(await routesOf('sam')).not.toContain(ROUTE)
  })

  it('of a job or a page is previewed at its route too', async () => {
    const job = 'pages/_collections/jobs/sap-ewm-consultant.yaml'
    const page = 'pages/logistics.yaml'
    const title = 'SAP EWM Consultant'
    const drafted = await call('dana', 'draft', { file: job, data: { title, datePosted: START.date }, create: true })
    expect(drafted.status).toBe(200)
    expect((await call('dana', 'draft', { file: page, data: { title: 'Logistics' }, create: true })).status).toBe(200)
    const routes = await routesOf('dana')
    expect(routes).toContain('/careers/apply/sap-ewm-consultant')
    expect(routes).toContain('/logistics')
    const jobPage = await call('dana', `preview-page?key=${encodeURIComponent('/careers/apply/sap-ewm-consultant')}`)
    expect(jobPage.body.head.title).toMatch(new RegExp(`^${title}`))
    for (const file of [job, page]) await call('dana', 'draft', { file, discard: true })
  })

  it('is removed by a discard: no preview is left behind', async () => {
    await call('dana', 'draft', { file: ARTICLE, data: START, create: true })
    expect(await routesOf('dana')).toContain(ROUTE)
    const discarded = await call('dana', 'draft', { file: ARTICLE, discard: true })
    expect(discarded.status).toBe(200)
    expect(await routesOf('dana')).not.toContain(ROUTE)
  })

  it('is refused outside pages/, for a kind of file the studio does not make, and over an existing file', async () => {
    const refused = async (file: string) => {
      const answer = await call('dana', 'draft', { file, data: START, create: true })
      return [answer.status, answer.body.message as string] as const
    }
    for (const file of ['schema/page.schema.json', 'pages/../package.yaml', 'public/new.yaml', '/etc/new.yaml'])
      expect((await refused(file))[0], file).toBe(403)
    expect(await refused('pages/_site.yaml')).toEqual([
      400,
      'The studio makes new pages and new entries of collections only, and pages/_site.yaml is neither.',
    ])
    expect(await refused('pages/_collections/teams/lead.yaml')).toEqual([
      400,
      'The site has no collection "teams" to add pages/_collections/teams/lead.yaml to.',
    ])
    expect(await refused('pages/about.yaml')).toEqual([409, 'pages/about.yaml already exists: choose another name.'])
    const job = 'pages/_collections/jobs/devops-engineer.yaml'
    expect(await refused(job)).toEqual([409, `${job} already exists: choose another name.`])
    // The limits of a draft hold for a new file's as for any.
    const keywords = Array.from({ length: 6000 }, (_, i) => `k${i}`)
    const big = await call('dana', 'draft', { file: 'pages/big.yaml', data: { title: 'Big', keywords }, create: true })
    expect(big.status).toBe(413)
    // None of them reached the preview.
    expect(await routesOf('dana')).not.toContain('/big')
    expect((await call('dana', 'preview-page?key=%2Fabout')).body.head.title).toMatch(/^About/)
  })
})
