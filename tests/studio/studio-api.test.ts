import { startStudioSite, type StudioSite } from './studio-site.ts'
import { readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contentHash } from '../../src/lib/content-hash.ts'
import type { OtherDiagnostic } from '../../src/studio/lint-scope.ts'
import { TOKEN_HEADER } from '../../src/studio/studio-api.ts'
import { TEST_DATE } from '../helpers/test-date.ts'

let site: StudioSite
let root: string
let base: string
let token: string

beforeAll(async () => {
  site = await startStudioSite('studio-api', {
    options: { maxBody: 64 * 1024, maxUpload: 1024 },
    prepare(dir, root) {
      writeFileSync(join(dir, 'secret.yaml'), 'secret: true\n')
      symlinkSync(join(dir, 'secret.yaml'), join(root, 'pages', 'linked.yaml'))
      symlinkSync(dir, join(root, 'pages', 'outside'), 'dir')
    },
  })
  ;({ root, base, token } = site)
})

afterAll(() => site.close())

const post = (name: string, body: unknown, headers: Record<string, string> = { [TOKEN_HEADER]: token }) =>
  fetch(base + name, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const get = (name: string, headers: Record<string, string> = { [TOKEN_HEADER]: token }) =>
  fetch(base + name, { headers })
const previewHeading = async (key: string) => {
  const res = await get(`preview-page?key=${encodeURIComponent(key)}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { sections: { heading?: string }[] }).sections[0]!.heading
}
const disk = (rel: string) => readFileSync(join(root, rel), 'utf8')

async function open(file: string) {
  const res = await get(`file?path=${encodeURIComponent(file)}`)
  expect(res.status).toBe(200)
  return (await res.json()) as { text: string; data: Record<string, unknown>; hash: string; schema: { $id: string } }
}

describe('the studio API', () => {
  test('lists the content files with their routes, the routes and the media', async () => {
    const body = (await (await get('files')).json()) as {
      files: { file: string; role: string; route?: string; title?: string }[]
      routes: string[]
      media: string[]
    }
    expect(body.files).toContainEqual(
      expect.objectContaining({
        file: 'pages/about.yaml',
        role: 'page',
        route: '/about',
        title: 'About Us',
        label: 'About Us',
      }),
    )
    expect(body.files.find((f) => f.file === 'pages/index.yaml')).toMatchObject({ label: 'Home' })
    expect(body.files.find((f) => f.file === 'pages/insights/[slug].yaml')).toMatchObject({
      label: 'Page for each article (template)',
      collection: 'articles',
    })
    expect(body.files.find((f) => f.file === 'pages/_site.yaml')?.role).toBe('site')
    expect(body.routes).toContain('/services/sap-basis')
    expect(body.media).toContain('/media/team/austin-conference.jpg')
  })

  test('opens a file with its data, hash and schema', async () => {
    const file = await open('pages/about.yaml')
    expect(file.text).toBe(disk('pages/about.yaml'))
    expect(file.hash).toBe(contentHash(file.text))
    expect(file.schema.$id).toBe('page.schema.json')
    expect(file.data.title).toBe('About Us')
  })

  test('opens, saves and previews a page template: it is listed, so it is edited like any page', async () => {
    const file = await open('pages/insights/[slug].yaml')
    expect(file.text).toBe(disk('pages/insights/[slug].yaml'))
    expect(file.data.collection).toBe('articles')
    const text = disk('pages/insights/[slug].yaml')
    try {
      const res = await post('save', { file: 'pages/insights/[slug].yaml', data: file.data, hash: file.hash })
      expect(res.status).toBe(200)
      expect(parse(disk('pages/insights/[slug].yaml'))).toEqual(parse(text))
    } finally {
      writeFileSync(join(root, 'pages/insights/[slug].yaml'), text)
    }
    // A name that only looks like one stays refused.
    for (const name of ['pages/insights/[slug.yaml', 'pages/[x]/../about.yaml', 'pages/insights/[].yaml'])
      expect((await get(`file?path=${encodeURIComponent(name)}`)).status).toBe(403)
  })

  test('refuses a request without the token, with a wrong one, or from another origin or host', async () => {
    const file = await open('pages/about.yaml')
    const data = { ...file.data, title: 'Hacked' }
    for (const headers of <Record<string, string>[]>[
      {},
      { [TOKEN_HEADER]: token.slice(1) + 'x' },
      { [TOKEN_HEADER]: token, Origin: 'http://evil.example' },
      { [TOKEN_HEADER]: token, Origin: 'null' },
    ]) {
      const res = await post('save', { file: 'pages/about.yaml', data, hash: file.hash }, headers)
      expect(res.status).toBe(403)
      expect(((await res.json()) as { message: string }).message).toMatch(/token|other pages/)
    }
    expect((await get('files', {})).status).toBe(403)
    expect(disk('pages/about.yaml')).toBe(file.text)
    // A DNS-rebound name reaching 127.0.0.1 is refused by its Host.
    const { request } = await import('node:http')
    const status = await new Promise<number>((r) => {
      const req = request(base + 'files', { headers: { Host: 'evil.example', [TOKEN_HEADER]: token } }, (res) => {
        res.resume()
        r(res.statusCode!)
      })
      req.end()
    })
    expect(status).toBe(403)
  })

  test('writes nowhere but content files inside pages/', async () => {
    const pkg = readFileSync('package.json', 'utf8')
    const names = [
      '../package.json',
      'pages/../package.json',
      'pages/../../package.json',
      '/etc/passwd',
      join(root, 'pages/about.yaml'),
      'pages/%2e%2e/package.yaml',
      'pages/..%2fpackage.yaml',
      'pages\\..\\package.yaml',
      'pages/about.yaml\0.txt',
      'pages/linked.yaml',
      'pages/outside/secret.yaml',
      'pages/_media/x.yaml/../../../x.yaml',
      'pages/about.txt',
      'src/app/App.yaml',
    ]
    for (const file of names) {
      for (const create of [false, true]) {
        const res = await post('save', { file, data: { title: 'x' }, hash: 'x', create })
        expect([403, 404], `${file} ${create}`).toContain(res.status)
      }
      expect((await get(`file?path=${encodeURIComponent(file)}`)).status, file).toBeGreaterThanOrEqual(403)
    }
    // Encoded once more in the query string: still a name outside pages/.
    expect((await get('file?path=pages/%2e%2e/package.json')).status).toBe(403)
    expect(disk('../secret.yaml')).toBe('secret: true\n')
    expect(readFileSync('package.json', 'utf8')).toBe(pkg)
    const upload = await post('upload', { name: '../../evil.svg', base64: Buffer.from('<svg/>').toString('base64') })
    expect(upload.status).toBe(403)
    // The links are errors of the content (tests/content/links.test.ts): gone, they leave the later lints as they were.
    for (const link of ['linked.yaml', 'outside']) unlinkSync(join(root, 'pages', link))
  })

  test('answers a malformed request 400, never 500', async () => {
    const cases: [string, string][] = [
      ['draft', 'null'],
      ['save', '"pages/about.yaml"'],
      ['save', '[1]'],
      ['draft', '{"file": {"toString": 1}}'],
      ['save', '{"file": "pages/about.yaml", "hash": {"length": 1}}'],
      ['rename', '{"file": ["pages/about.yaml"], "to": "/x"}'],
      ['publish', '{"message": "\u0000\u001b[2J", "author": {"name": "Pat", "email": "pat@example.com"}}'],
      ['publish', '{"message": "Fix", "author": {"name": "Pat <x>", "email": "pat@example.com"}}'],
    ]
    for (const [name, body] of cases) {
      const res = await fetch(base + name, {
        method: 'POST',
        headers: { [TOKEN_HEADER]: token, 'Content-Type': 'application/json' },
        body,
      })
      expect(res.status, `${name} ${body}`).toBe(400)
    }
  })

  test('refuses bodies over the limit', async () => {
    const res = await post('draft', { file: 'pages/about.yaml', data: { title: 'x'.repeat(100 * 1024) } })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { message: string }).message).toBe('The request is larger than 64 kB.')
    const big = await post('upload', { name: 'big.png', base64: Buffer.alloc(4096).toString('base64') })
    expect(big.status).toBe(413)
  })

  test('a save changes exactly the edited line and keeps comments', async () => {
    const rel = 'pages/index.yaml'
    writeFileSync(join(root, rel), '# Home page: keep the hero first\n' + disk(rel) + '# end\n')
    const file = await open(rel)
    const data = structuredClone(file.data) as { sections: { heading: string }[] }
    data.sections[0]!.heading = 'New heading'
    const res = await post('save', { file: rel, data, hash: file.hash })
    expect(res.status).toBe(200)
    const before = file.text.split('\n')
    const after = disk(rel).split('\n')
    expect(after.length).toBe(before.length)
    const changed = after.flatMap((line, i) => (line === before[i] ? [] : [[before[i], line]]))
    expect(changed).toEqual([['    heading: Premium Staffing & Consultation Services', '    heading: New heading']])
    expect(after[0]).toBe('# Home page: keep the hero first')
    expect(((await res.json()) as { hash: string }).hash).toBe(contentHash(disk(rel)))
    expect(await previewHeading('/')).toBe('New heading')
  })

  test('a file changed on disk since it was opened is never overwritten: the same field asks, with its text', async () => {
    const rel = 'pages/contact.yaml'
    const file = await open(rel)
    const theirs = file.text.replace(/^title: .*$/m, 'title: Changed elsewhere')
    writeFileSync(join(root, rel), theirs)
    const res = await post('save', { file: rel, data: { ...file.data, title: 'Mine' }, hash: file.hash })
    expect(res.status).toBe(409)
    const body = (await res.json()) as { message: string; text: string; hash: string }
    expect(body.message).toBe(
      'This file was changed elsewhere (another window or a text editor), in a field you also changed, since you ' +
        'opened it: choose which version to keep.',
    )
    expect(body.text).toBe(theirs)
    expect(disk(rel)).toBe(theirs)
    // Saving again against the current version goes through.
    const again = await post('save', {
      file: rel,
      data: { ...(parse(theirs) as object), description: 'Mine, at last' },
      hash: body.hash,
    })
    expect(again.status).toBe(200)
  })

  test("the preview data shows a draft until it is discarded; the dev site's content is not touched", async () => {
    const rel = 'pages/about.yaml'
    const file = await open(rel)
    const data = structuredClone(file.data) as { sections: { heading?: string }[] }
    const before = data.sections[0]!.heading
    data.sections[0]!.heading = 'Unsaved heading'
    expect((await post('draft', { file: rel, data })).status).toBe(200)
    expect(await previewHeading('/about')).toBe('Unsaved heading')
    const site = (await (await get('preview-site')).json()) as {
      site: { name: string }
      sites?: Record<string, { lang?: string; navigation: { links: { to: string }[] } }>
      routes: { paths: string[] }
    }
    expect(site.routes.paths).toContain('/about')
    // The Spanish pages' shell comes along: a Spanish page previews with its Spanish navigation.
    expect(site.routes.paths).toContain('/es/nosotros')
    expect(site.sites?.es?.lang).toBe('es')
    expect(site.sites!.es!.navigation.links.map((l) => l.to)).toContain('/es/nosotros')
    expect(disk(rel)).toBe(file.text)
    await post('draft', { file: rel, discard: true })
    expect(await previewHeading('/about')).toBe(before)
    expect((await get('preview-page?key=/no-such-page')).status).toBe(404)
    expect((await get('preview-page?key=/about', {})).status).toBe(403)
  })

  test('a draft that says what the file says is none: what changes the file next shows in the preview', async () => {
    const rel = 'pages/about.yaml'
    const file = await open(rel)
    const before = (file.data as { sections: { heading?: string }[] }).sections[0]!.heading!
    // As a draft sent just after a save does: the saved data again.
    expect((await post('draft', { file: rel, data: file.data })).status).toBe(200)
    // Then the file changes under the studio (a publish arriving from the shared site, a restore).
    writeFileSync(join(root, rel), file.text.replace(`heading: ${before}`, 'heading: Changed on the shared site'))
    try {
      await expect.poll(() => previewHeading('/about'), { timeout: 10_000 }).toBe('Changed on the shared site')
    } finally {
      writeFileSync(join(root, rel), file.text)
    }
    await expect.poll(() => previewHeading('/about'), { timeout: 10_000 }).toBe(before)
  })

  test('a job’s draft says it is closed when filled or past its last day (the site’s day, as the build decides)', async () => {
    const rel = 'pages/_collections/jobs/devops-engineer.yaml'
    const { data } = await open(rel)
    const closed = async (change: Record<string, unknown>) =>
      ((await (await post('draft', { file: rel, data: { ...data, ...change } })).json()) as { closed?: boolean }).closed
    try {
      // The suite's day is TEST_DATE: open through its last day, closed the day after.
      const dayBefore = new Date(Date.parse(TEST_DATE) - 86_400_000).toISOString().slice(0, 10)
      expect(await closed({})).toBeUndefined()
      expect(await closed({ validThrough: TEST_DATE })).toBeUndefined()
      expect(await closed({ validThrough: dayBefore })).toBe(true)
      expect(await closed({ status: 'filled' })).toBe(true)
      expect(await closed({ status: 'open' })).toBeUndefined()
    } finally {
      await post('draft', { file: rel, discard: true })
    }
    // Its Spanish translation is closed with it: what closes a job is no text, and is read from the English file.
    const es = 'pages/_collections/jobs/devops-engineer.es.yaml'
    const spanish = await open(es)
    const closedEs = async () =>
      ((await (await post('draft', { file: es, data: spanish.data })).json()) as { closed?: boolean }).closed
    const english = disk(rel)
    try {
      expect(await closedEs()).toBeUndefined()
      writeFileSync(join(root, rel), english.replace(/^validThrough: .*$/m, 'status: filled'))
      expect(await closedEs()).toBe(true)
    } finally {
      writeFileSync(join(root, rel), english)
      await post('draft', { file: es, discard: true })
    }
    // A page is no entry that closes.
    const about = await open('pages/about.yaml')
    expect(await (await post('draft', { file: 'pages/about.yaml', data: about.data })).json()).not.toHaveProperty(
      'closed',
    )
  })

  test('a draft reports the lint at its path; a save with errors is refused', async () => {
    const rel = 'pages/about.yaml'
    const file = await open(rel)
    const data = structuredClone(file.data) as { sections: { heading?: string; actions?: { to: string }[] }[] }
    data.sections[0]!.actions![0]!.to = '/no-such-page'
    const linked = (await (await post('draft', { file: rel, data })).json()) as { diagnostics: { path: string }[] }
    expect(linked.diagnostics.map((d) => d.path)).toEqual(['sections[0].actions[0].to'])
    data.sections[0]!.heading = ''
    const draft = await post('draft', { file: rel, data })
    const body = (await draft.json()) as { text: string; diagnostics: { path: string; message: string }[] }
    // Every problem at once: the emptied heading, and the link that was already wrong.
    expect(body.diagnostics.map((d) => d.path).sort()).toEqual(['sections[0].actions[0].to', 'sections[0].heading'])
    // A draft with errors previews the last good version of the file, without the developer's problem box: the
    // studio shows the problems at their fields.
    const page = (await (await get('preview-page?key=/about')).json()) as {
      problems?: unknown
      sections: { heading?: string }[]
    }
    expect(page.problems).toBeUndefined()
    expect(page.sections[0]!.heading).toBe(file.data.sections ? 'About Us' : undefined)
    const save = await post('save', { file: rel, data, hash: file.hash })
    expect(save.status).toBe(422)
    expect(((await save.json()) as { message: string }).message).toMatch(/^Not saved: \d+ problems? to fix first/)
    expect(disk(rel)).toBe(file.text)
    await post('draft', { file: rel, discard: true })
  })

  test('an edit that breaks another file: its error is listed with file:line:col and stops the save', async () => {
    const rel = 'pages/_collections/industries.yaml'
    const file = await open(rel)
    const data = structuredClone(file.data) as { items: { id: string }[] }
    expect(data.items[0]!.id).toBe('healthcare')
    data.items[0]!.id = 'health-care'
    expect((await get('preview-site')).status).toBe(200)
    const draft = (await (await post('draft', { file: rel, data })).json()) as { others: OtherDiagnostic[] }
    const line = disk('pages/index.yaml').split('\n').indexOf('      - healthcare') + 1
    // The errors it brings (the Spanish list's item with the old id gets a warning of its own).
    expect(draft.others.filter((d) => d.introduced && d.severity === 'error')).toEqual([
      expect.objectContaining({
        file: 'pages/index.yaml',
        line,
        col: 9,
        code: 'unknown-reference',
        severity: 'error',
        introduced: true,
      }),
    ])
    const save = await post('save', { file: rel, data, hash: file.hash })
    expect(save.status).toBe(422)
    const body = (await save.json()) as { message: string; others: OtherDiagnostic[] }
    expect(body.message).toBe('Not saved: 1 problem to fix first, elsewhere on the site, listed in the summary.')
    expect(body.others.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line}`)).toEqual([
      `pages/index.yaml:${line}`,
    ])
    // The content no longer builds (the home page lists an industry there is not): the preview keeps the last state.
    expect(await previewHeading('/about')).toBeTruthy()
    expect(disk(rel)).toBe(file.text)
    await post('draft', { file: rel, discard: true })
  })

  test('a file that does not read opens with its mistakes in the lint’s words, and a save names its line', async () => {
    const rel = 'pages/about.yaml'
    const original = disk(rel)
    const hash = contentHash(original)
    writeFileSync(join(root, rel), original.replace('    heading: Who We Are', '    heading Who We Are'))
    try {
      const line = original.split('\n').findIndex((l) => l === '    heading: Who We Are') + 1
      const file = (await open(rel)) as unknown as { data?: unknown; unreadable: unknown[] }
      expect(file.data).toBeUndefined()
      expect(file.unreadable).toEqual([
        {
          line,
          col: 12,
          message: '`heading` has no `:` after it',
          hint: 'add `:` after `heading`: `heading: Who We Are`',
        },
      ])
      const save = await post('save', { file: rel, data: { title: 'About' }, hash: contentHash(disk(rel)) })
      expect([save.status, ((await save.json()) as { message: string }).message]).toEqual([
        422,
        `This file (${rel}) cannot be changed by the studio: line ${line}: \`heading\` has no \`:\` after it (add \`:\` after \`heading\`: \`heading: Who We Are\`). Fix it in a text editor.`,
      ])
    } finally {
      writeFileSync(join(root, rel), original)
    }
    expect(contentHash(disk(rel))).toBe(hash)
  })

  test('errors other files already had on disk are listed as such and do not stop an unrelated save', async () => {
    const broken = 'pages/_collections/industries.yaml'
    const original = disk(broken)
    writeFileSync(join(root, broken), original.replace('- id: healthcare', '- id: health-care'))
    try {
      const rel = 'pages/about.yaml'
      const file = await open(rel)
      const data = { ...file.data, description: 'An unrelated change' }
      const draft = (await (await post('draft', { file: rel, data })).json()) as {
        diagnostics: unknown[]
        others: OtherDiagnostic[]
      }
      expect(draft.diagnostics).toEqual([])
      expect(draft.others.filter((d) => d.severity === 'error')).toEqual([
        expect.objectContaining({ file: 'pages/index.yaml', code: 'unknown-reference', introduced: false }),
      ])
      // The Spanish About's description is now out of date: a warning, which stops no save.
      expect(draft.others.filter((d) => d.severity === 'warning')).toEqual([
        expect.objectContaining({ file: 'pages/about.es.yaml', code: 'stale-translation', introduced: true }),
      ])
      const save = await post('save', { file: rel, data, hash: file.hash })
      expect(save.status).toBe(200)
      expect((parse(disk(rel)) as { description: string }).description).toBe('An unrelated change')
    } finally {
      writeFileSync(join(root, broken), original)
    }
  })

  test('a new job with only its title is refused counting each field to fill, not one problem', async () => {
    const rel = 'pages/_collections/jobs/data-engineer.yaml'
    const res = await post('save', { file: rel, data: { title: 'Data Engineer' }, create: true })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { message: string; diagnostics: { missing?: string[]; severity: string }[] }
    const errors = body.diagnostics.filter((d) => d.severity === 'error')
    const fields = errors.reduce((n, d) => n + (d.missing?.length ?? 1), 0)
    expect(fields).toBeGreaterThan(5)
    expect(body.message).toBe(`Not saved: ${fields} problems to fix first, shown at their fields.`)
  })

  test('a new collection entry becomes a new file, never over an existing one', async () => {
    const rel = 'pages/_collections/jobs/studio-test-role.yaml'
    const job = parse(disk('pages/_collections/jobs/it-project-manager.yaml')) as Record<string, unknown>
    const res = await post('save', { file: rel, data: { ...job, title: 'Studio Test Role' }, create: true })
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
    expect((parse(disk(rel)) as { title: string }).title).toBe('Studio Test Role')
    const again = await post('save', { file: rel, data: job, create: true })
    expect(again.status).toBe(409)
  })
})
