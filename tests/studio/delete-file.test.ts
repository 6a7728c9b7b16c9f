import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { contentHash } from '../../src/lib/content-hash.ts'
import { loadSiteDir } from '../../src/site/load-site.ts'
import { TOKEN_HEADER } from '../../src/studio/studio-api.ts'
import { startStudioSite, type StudioSite } from './studio-site.ts'

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim()

let site: StudioSite
beforeAll(async () => {
  site = await startStudioSite('studio-delete', {
    prepare: (dir, root) => {
      writeFileSync(join(dir, 'outside.yaml'), 'title: not content\n')
      symlinkSync('../../outside.yaml', join(root, 'pages/services/elsewhere.yaml'))
      writeFileSync(join(root, '.gitignore'), 'schema\npublic\n')
      git(root, 'init', '-q', '-b', 'main')
      git(root, 'add', '-A')
      git(root, 'commit', '-q', '-m', 'The site')
    },
  })
})
afterAll(() => site.close())

const call = async (name: string, body?: unknown, token = site.token) => {
  const res = await fetch(site.base + name, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { message?: string } }
}
const at = (file: string) => join(site.root, file)
const hashOf = (file: string) => contentHash(readFileSync(at(file), 'utf8'))
const remove = (file: string) => call('delete', { file, hash: hashOf(file) })
// The link planted for the path attacks below is an error of its own.
const errors = () =>
  loadSiteDir(site.root).diagnostics.filter((d) => d.severity === 'error' && d.code !== 'file-is-link')

const ARTICLE = 'pages/_collections/articles/ai-driven-staffing-solutions.yaml'
const OTHER = 'pages/_collections/articles/the-future-of-remote-work-in-tech.yaml'

describe('deleting an entry or a page', () => {
  test('is refused while other files link to it, each place listed; allowed once they are changed', async () => {
    const about = at('pages/about.yaml')
    const aboutBefore = readFileSync(about, 'utf8')
    writeFileSync(about, aboutBefore.replace('to: /contact', 'to: /insights/ai-driven-staffing-solutions#top'))
    const other = at(OTHER)
    const otherBefore = readFileSync(other, 'utf8')
    writeFileSync(
      other,
      otherBefore.replace('body: |\n', 'body: |\n  See [our notes on AI](/insights/ai-driven-staffing-solutions).\n\n'),
    )

    const check = await call(`delete-check?path=${encodeURIComponent(ARTICLE)}`)
    expect(check.status).toBe(200)
    expect(check.json.required).toBeUndefined()
    const listed = check.json.links as { file: string; label: string; field: string; path: string }[]
    expect(listed.map((l) => [l.file, l.label, l.field])).toEqual([
      ['pages/_collections/articles/the-future-of-remote-work-in-tech.yaml', expect.any(String), 'Article text'],
      ['pages/about.yaml', 'About Us', expect.stringMatching(/Link$/)],
    ])
    expect(listed[1]!.path).toMatch(/^sections\[\d+\]/)

    const refused = await remove(ARTICLE)
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(
      'AI-Driven Staffing Solutions is not deleted: 2 places link to it. Change those links first (each is listed ' +
        'with a way to open it), then delete it.',
    )
    expect((refused.json.links as unknown[]).length).toBe(2)
    expect(existsSync(at(ARTICLE))).toBe(true)

    // One fixed: still refused, naming the one left.
    writeFileSync(other, otherBefore)
    const still = await remove(ARTICLE)
    expect(still.status).toBe(409)
    expect((still.json.links as { file: string }[]).map((l) => l.file)).toEqual(['pages/about.yaml'])

    writeFileSync(about, aboutBefore)
    const done = await remove(ARTICLE)
    expect(done.status).toBe(200)
    expect(done.json).toEqual({ deleted: ARTICLE, changed: 0 })
    expect(existsSync(at(ARTICLE))).toBe(false)
    expect(errors()).toEqual([])
  })

  test('shows in the list of changes, and Discard there brings it back', async () => {
    const changes = await call('changes')
    expect(changes.json.changes).toContainEqual(
      expect.objectContaining({ file: ARTICLE, status: 'deleted', what: 'removed' }),
    )
    expect((await call('discard-change', { file: ARTICLE })).status).toBe(200)
    expect(existsSync(at(ARTICLE))).toBe(true)
  })

  test('with another page to point them to, changes the links and deletes in one step, or writes nothing', async () => {
    const entry = 'pages/_collections/articles/zero-trust-security-for-growing-enterprises.yaml'
    const about = at('pages/about.yaml')
    const aboutBefore = readFileSync(about, 'utf8')
    const address = '/insights/zero-trust-security-for-growing-enterprises'
    // A button to the article (with an anchor), and a mention of a longer address that is no link to it.
    const linked = aboutBefore.replace('to: /contact', `to: ${address}#top`) + `# ${address}-part-2 stays\n`
    writeFileSync(about, linked)
    const hash = hashOf(entry)

    const nowhere = await call('delete', { file: entry, hash, replaceWith: '/no-such-page' })
    expect(nowhere.status).toBe(409)
    expect((nowhere.json.links as { message: string }[]).map((l) => l.message)).toEqual([
      expect.stringContaining('/no-such-page'),
    ])
    expect(readFileSync(about, 'utf8')).toBe(linked)
    expect(existsSync(at(entry))).toBe(true)
    expect((await call('delete', { file: entry, hash, replaceWith: 'https://evil.example' })).status).toBe(400)
    expect((await call('delete', { file: entry, hash, replaceWith: address })).status).toBe(400)

    const done = await call('delete', { file: entry, hash, replaceWith: '/insights' })
    expect(done.status).toBe(200)
    expect(done.json).toEqual({ deleted: entry, changed: 1 })
    expect(readFileSync(about, 'utf8')).toBe(
      aboutBefore.replace('to: /contact', 'to: /insights') + `# ${address}-part-2 stays\n`,
    )
    expect(existsSync(at(entry))).toBe(false)
    expect(errors()).toEqual([])
  })

  test('refuses the pages the site cannot do without, saying why', async () => {
    const why = async (file: string) => {
      const check = await call(`delete-check?path=${encodeURIComponent(file)}`)
      const refused = await remove(file)
      expect(refused.status, file).toBe(403)
      expect(existsSync(at(file))).toBe(true)
      expect(refused.json.message).toContain(String(check.json.required))
      return refused.json.message
    }
    expect(await why('pages/index.yaml')).toBe(
      'Home cannot be deleted. Home is the page visitors arrive at: the site cannot do without it.',
    )
    expect(await why('pages/contact.yaml')).toMatch(/need the page \/contact: change what it says instead\.$/)
    expect(await why('pages/_site.yaml')).toMatch(/the site cannot do without them\.$/)
    expect(await why('pages/insights/[slug].yaml')).toMatch(/makes the page of every entry: without it/)
    expect(await why('pages/_collections/services.yaml')).toMatch(/holds every service in one file/)
    expect(await why('pages/404.yaml')).toMatch(/when an address does not exist/)
  })

  test('refuses paths outside pages/, other kinds of file, links out, a stale version and a missing token', async () => {
    for (const file of [
      '../package.json',
      'pages/../package.json',
      '/etc/passwd',
      'pages/%2e%2e/package.json',
      'pages\\about.yaml',
      'package.json',
      'pages/about.yml',
      'pages/_media/README.md',
      'pages/services/elsewhere.yaml',
    ]) {
      const answer = await call('delete', { file, hash: 'x' })
      expect(answer.status, file).toBe(403)
      expect(answer.json.message).not.toContain(site.root)
    }
    expect(existsSync(join(site.dir, 'outside.yaml'))).toBe(true)
    expect(existsSync(join(site.root, 'package.json'))).toBe(false) // nothing to lose there, but nothing made either
    expect((await call('delete', { file: 'pages/services/gone.yaml', hash: 'x' })).status).toBe(404)
    expect((await call('delete', { file: 42 })).status).toBe(400)
    expect((await call('delete', { file: 'x'.repeat(300) + '.yaml' })).status).toBe(400)

    const job = 'pages/_collections/jobs/devops-engineer.yaml'
    expect((await call('delete', { file: job, hash: 'stale' })).status).toBe(409)
    expect((await call('delete', { file: job })).status).toBe(400)
    expect((await call('delete', { file: job, hash: hashOf(job) }, 'wrong-token')).status).toBe(403)
    expect(existsSync(at(job))).toBe(true)
    expect((await remove(job)).status).toBe(200)
    expect(existsSync(at(job))).toBe(false)
  })
})

describe('discarding a change in the Changes list', () => {
  type Row = { file: string; status: string; translations?: string[] }
  const rowOf = async (file: string) => ((await call('changes')).json.changes as Row[]).find((c) => c.file === file)
  const spanish = (file: string) => file.replace(/\.yaml$/, '.es.yaml')
  /** Begins `file`'s Spanish translation as the studio does, and saves it with `title`. */
  const translate = async (file: string, title: string) => {
    const begun = await call(`translate?path=${encodeURIComponent(file)}&lang=es`)
    expect(begun.json.file).toBe(spanish(file))
    const data = { ...(begun.json.data as object), title }
    const saved = await call('save', { file: spanish(file), data, create: true })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
  }

  test('of a new entry takes its new translation with it, named on its row', async () => {
    const job = 'pages/_collections/jobs/cloud-architect.yaml'
    const data = parse(readFileSync(at('pages/_collections/jobs/business-analyst.yaml'), 'utf8')) as object
    const saved = await call('save', { file: job, data: { ...data, title: 'Cloud Architect' }, create: true })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    await translate(job, 'Arquitecto(a) de la nube')
    expect(await rowOf(job)).toMatchObject({ status: 'added', translations: [spanish(job)] })
    expect((await rowOf(spanish(job)))?.translations).toBeUndefined()

    const discarded = await call('discard-change', { file: job })
    expect(discarded).toEqual({ status: 200, json: { discarded: job, files: [spanish(job), job] } })
    expect(existsSync(at(job))).toBe(false)
    expect(existsSync(at(spanish(job)))).toBe(false)
    expect(await rowOf(spanish(job))).toBeUndefined()
    expect(errors()).toEqual([])
  })

  test('of an edited entry leaves its translation, changed or not: it still translates something', async () => {
    const job = 'pages/_collections/jobs/business-analyst.yaml'
    const [before, translation] = [readFileSync(at(job), 'utf8'), readFileSync(at(spanish(job)), 'utf8')]
    writeFileSync(at(job), before.replace(/^title: .*$/m, 'title: Senior Business Analyst'))
    expect(await rowOf(job)).toEqual(expect.not.objectContaining({ translations: expect.anything() }))
    expect(await call('discard-change', { file: job })).toEqual({ status: 200, json: { discarded: job, files: [job] } })
    expect(readFileSync(at(job), 'utf8')).toBe(before)
    expect(readFileSync(at(spanish(job)), 'utf8')).toBe(translation)

    writeFileSync(at(job), before.replace(/^title: .*$/m, 'title: Senior Business Analyst'))
    writeFileSync(at(spanish(job)), translation.replace(/^title: .*$/m, 'title: Analista de negocios sénior'))
    expect((await call('discard-change', { file: job })).json.files).toEqual([job])
    expect(readFileSync(at(job), 'utf8')).toBe(before)
    expect(readFileSync(at(spanish(job)), 'utf8')).toContain('title: Analista de negocios sénior')
    expect((await call('discard-change', { file: spanish(job) })).json.files).toEqual([spanish(job)])
    expect(readFileSync(at(spanish(job)), 'utf8')).toBe(translation)
  })

  test('of a new translation alone removes only it', async () => {
    const article = 'pages/_collections/articles/digital-transformation-2023-trends-strategies.yaml'
    const before = readFileSync(at(article), 'utf8')
    await translate(article, 'La transformación digital en 2023')
    expect((await rowOf(spanish(article)))?.status).toBe('added')
    expect(await call('discard-change', { file: spanish(article) })).toEqual({
      status: 200,
      json: { discarded: spanish(article), files: [spanish(article)] },
    })
    expect(existsSync(at(spanish(article)))).toBe(false)
    expect(readFileSync(at(article), 'utf8')).toBe(before)
    expect(errors()).toEqual([])
  })

  test('of a removed entry brings back the translation removed with it, never the translation alone', async () => {
    const job = 'pages/_collections/jobs/it-project-manager.yaml'
    expect((await remove(job)).status).toBe(200)
    expect(await rowOf(job)).toMatchObject({ status: 'deleted', translations: [spanish(job)] })

    const alone = await call('discard-change', { file: spanish(job) })
    expect(alone.status).toBe(409)
    expect(alone.json.message).toBe(
      'IT Project Manager is removed here, so its translation cannot come back alone: discard the change to IT ' +
        'Project Manager instead, and its translations come back with it.',
    )
    expect(existsSync(at(spanish(job)))).toBe(false)

    expect((await call('discard-change', { file: job })).json.files).toEqual([job, spanish(job)])
    expect(existsSync(at(job))).toBe(true)
    expect(existsSync(at(spanish(job)))).toBe(true)
    expect(await rowOf(job)).toBeUndefined()
    expect(errors()).toEqual([])
  })
})

describe('the address of a page on the live site', () => {
  test('is the site’s origin and the route, for a published page or entry only', async () => {
    const live = async (file: string) => (await call(`live?path=${encodeURIComponent(file)}`)).json.url
    expect(await live('pages/about.yaml')).toBe('https://www.cedarridge-tech.com/about')
    expect(await live('pages/index.yaml')).toBe('https://www.cedarridge-tech.com/')
    expect(await live(OTHER)).toBe('https://www.cedarridge-tech.com/insights/the-future-of-remote-work-in-tech')
    expect(await live('pages/_collections/jobs/business-analyst.yaml')).toBe(
      'https://www.cedarridge-tech.com/careers/apply/business-analyst',
    )
    expect(await live('pages/_site.yaml')).toBeNull()
    // Saved but never published: no live address.
    writeFileSync(at('pages/services/new-service.yaml'), readFileSync(at('pages/services/sap-basis.yaml'), 'utf8'))
    expect(await live('pages/services/new-service.yaml')).toBeNull()
    expect((await call('live?path=..%2Fpackage.json')).status).toBe(403)
  })
})

describe('in the team studio', () => {
  test('an editor’s delete is her change to propose, logged; she cannot publish it', async () => {
    const done = vi.fn()
    const team = await startStudioSite('studio-delete-team', {
      options: {
        team: { authorOf: () => ({ name: 'dana', email: 'dana@example.com' }), reviewOnly: () => true, done },
      },
      prepare: (_dir, root) => {
        writeFileSync(join(root, '.gitignore'), 'schema\npublic\n')
        git(root, 'init', '-q', '-b', 'main')
        git(root, 'add', '-A')
        git(root, 'commit', '-q', '-m', 'The site')
      },
    })
    try {
      const post = async (name: string, body: object) => {
        const res = await fetch(team.base + name, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
        return { status: res.status, json: (await res.json()) as Record<string, unknown> }
      }
      const job = 'pages/_collections/jobs/ux-ui-designer.yaml'
      const hash = contentHash(readFileSync(join(team.root, job), 'utf8'))
      expect((await post('delete', { file: job, hash })).status).toBe(200)
      expect(done).toHaveBeenCalledWith(expect.anything(), 'delete', job)
      const changes = (await (await fetch(team.base + 'changes')).json()) as { changes: Record<string, unknown>[] }
      // Its Spanish translation goes with it.
      expect(changes.changes).toEqual([
        expect.objectContaining({ file: job.replace(/\.yaml$/, '.es.yaml'), status: 'deleted', what: 'removed' }),
        expect.objectContaining({ file: job, status: 'deleted', what: 'removed' }),
      ])
      expect(changes.changes[1]!.by).toBeUndefined()
      const publish = await post('publish', { message: 'Remove the UX job' })
      expect(publish.status).toBe(403)
      expect(publish.json.message).toBe('This studio proposes changes for review: use Propose for review.')
    } finally {
      await team.close()
    }
  })
})
