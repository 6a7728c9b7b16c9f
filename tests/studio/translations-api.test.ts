import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { valueHash } from '../../src/content/translate/field-hashes.ts'
import { callAs, personOf, startStudioSite, type StudioSite } from './studio-site.ts'

// The studio's side of translations, through its API: a translation is opened in its original's form, saved as only
// what it translates with the hashes of the original's text, begun beside its original, and listed when missing or
// stale.

let site: StudioSite
beforeAll(async () => {
  site = await startStudioSite('translations', {
    options: { team: { authorOf: personOf, reviewOnly: () => false, done: () => undefined } },
    // A page and a job with no translation, and a Home translated only in its first heading (its slug-less shape).
    prepare: (_dir, root) => {
      rmSync(join(root, 'pages/about.es.yaml'))
      rmSync(join(root, 'pages/_collections/jobs/business-analyst.es.yaml'))
      writeFileSync(
        join(root, 'pages/index.es.yaml'),
        'title: Reclutamiento de TI\nsections:\n  - heading: Talento de TI de primer nivel\n',
      )
    },
  })
})
afterAll(() => site.close())

const call = (name: string, body?: object) => callAs(site, 'dana', name, body)
const open = async (file: string) => (await call(`file?path=${encodeURIComponent(file)}`)).body
const disk = (file: string) => readFileSync(join(site.root, file), 'utf8')
const english = (file: string) => parse(disk(file))

describe('a translation in the studio', () => {
  it('opens in its original’s form, the translated text laid over the original, with the English beside it', async () => {
    const opened = await open('pages/index.es.yaml')
    const home = english('pages/index.yaml')
    expect(opened.translation).toMatchObject({ lang: 'es', name: 'Español', from: 'English' })
    expect(opened.translation.original).toEqual({ file: 'pages/index.yaml', data: home })
    expect(opened.data.title).toBe('Reclutamiento de TI')
    expect(opened.data.sections[0].heading).toBe('Talento de TI de primer nivel')
    // Not translated: the original's, inherited (text and not text alike).
    expect(opened.data.sections[0].text).toBe(home.sections[0].text)
    expect(opened.data.sections[0].type).toBe('hero')
    expect(opened.data.sections.length).toBe(home.sections.length)
    // Every field optional; Home has no address of its own.
    expect(JSON.stringify(opened.schema)).not.toMatch(/"required"/)
    expect(opened.schema.properties.slug).toBeUndefined()
    expect(opened.languages).toEqual([
      { code: 'en', name: 'English', file: 'pages/index.yaml', exists: true },
      { code: 'es', name: 'Español', file: 'pages/index.es.yaml', exists: true },
    ])
  })

  it('saves only the text that differs from the original, with the hash of the original’s text at each field', async () => {
    const file = 'pages/index.es.yaml'
    const opened = await open(file)
    const home = english('pages/index.yaml')
    opened.data.sections[0].heading = 'Talento de TI que llega a tiempo'
    // The same words as the English: inherited, not written.
    opened.data.sections[1].heading = home.sections[1].heading
    // Not text: never written, whatever the form sends.
    opened.data.sections[0].image.src = '/media/elsewhere.jpg'
    const res = await call('save', { file, data: opened.data, hash: opened.hash })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(parse(disk(file))).toEqual({
      title: 'Reclutamiento de TI',
      // With its type: the translation follows its section when the English page moves it.
      sections: [{ type: 'hero', heading: 'Talento de TI que llega a tiempo' }],
      translatedFrom: { title: valueHash(home.title), 'sections.0.heading': valueHash(home.sections[0].heading) },
    })
  })

  it('lists a translation whose original changed since as stale, naming the field by its label', async () => {
    const before = (await call('translations')).body
    expect(before.languages[0].stale).toEqual([])
    const opened = await open('pages/index.yaml')
    opened.data.sections[0].heading = 'Top-tier IT talent, on time'
    expect((await call('save', { file: 'pages/index.yaml', data: opened.data, hash: opened.hash })).status).toBe(200)
    const status = (await call('translations')).body
    expect(status.from).toBe('English')
    expect(status.languages[0]).toMatchObject({ code: 'es', name: 'Español' })
    expect(status.languages[0].stale).toEqual([
      {
        file: 'pages/index.es.yaml',
        label: 'Home',
        kind: { one: 'page', many: 'pages' },
        fields: [{ path: 'sections.0.heading', label: 'Hero › Heading' }],
      },
    ])
    // The form marks it too; a save that leaves that field as it was keeps it stale.
    const spanish = await open('pages/index.es.yaml')
    expect(spanish.translation.stale).toEqual(['sections.0.heading'])
    spanish.data.title = 'Reclutamiento y consultoría de TI'
    expect((await call('save', { file: 'pages/index.es.yaml', data: spanish.data, hash: spanish.hash })).status).toBe(
      200,
    )
    expect((await open('pages/index.es.yaml')).translation.stale).toEqual(['sections.0.heading'])
    // Marked as still right (a key of the form, never written): its hash is taken anew, the text as it was.
    const checked = await open('pages/index.es.yaml')
    const res = await call('save', {
      file: 'pages/index.es.yaml',
      data: { ...checked.data, $checked: ['sections.0.heading'] },
      hash: checked.hash,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(disk('pages/index.es.yaml')).not.toMatch(/\$checked/)
    expect((await open('pages/index.es.yaml')).translation.stale).toEqual([])
    expect(parse(disk('pages/index.es.yaml')).sections[0].heading).toBe(checked.data.sections[0].heading)
    // The English changed once more, then translated again: up to date.
    const english = await open('pages/index.yaml')
    english.data.sections[0].heading = 'Top-tier IT talent, right on time'
    expect((await call('save', { file: 'pages/index.yaml', data: english.data, hash: english.hash })).status).toBe(200)
    expect((await call('translations')).body.languages[0].stale).toHaveLength(1)
    const again = await open('pages/index.es.yaml')
    again.data.sections[0].heading = 'Talento de TI de primer nivel, a tiempo'
    expect((await call('save', { file: 'pages/index.es.yaml', data: again.data, hash: again.hash })).status).toBe(200)
    expect((await call('translations')).body.languages[0].stale).toEqual([])
  })

  it('lists the pages and entries with no translation, each of its kind, not the entries of a collection nothing of which is translated', async () => {
    const { missing } = (await call('translations')).body.languages[0]
    const files = missing.map((m: { file: string }) => m.file)
    expect(missing).toContainEqual({
      file: 'pages/about.yaml',
      label: 'About Us',
      kind: { one: 'page', many: 'pages' },
    })
    // A job is counted as a job, not a page (its collection has a translated entry).
    expect(missing).toContainEqual({
      file: 'pages/_collections/jobs/business-analyst.yaml',
      label: 'Business Analyst',
      kind: { one: 'job', many: 'jobs' },
    })
    expect(files).not.toContain('pages/index.yaml')
    expect(files).not.toContain('pages/careers.yaml')
    expect(files.some((f: string) => f.startsWith('pages/_collections/articles/'))).toBe(false)
  })

  it('begins a missing translation beside its original, its address proposed, and creates it with that alone', async () => {
    const about = await open('pages/about.yaml')
    expect(about.languages[1]).toEqual({ code: 'es', name: 'Español', file: 'pages/about.es.yaml', exists: false })
    const begun = (await call('translate?path=pages/about.yaml&lang=es')).body
    expect(begun.file).toBe('pages/about.es.yaml')
    expect(begun.data.slug).toBe('about')
    expect(begun.schema.properties.slug.title).toBe('Address in Español')
    expect(begun.data.sections).toEqual(english('pages/about.yaml').sections)
    expect(existsSync(join(site.root, 'pages/about.es.yaml'))).toBe(false)
    const data = { ...begun.data, slug: 'nosotros' }
    const res = await call('save', { file: begun.file, data, create: true })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(disk('pages/about.es.yaml')).toBe('slug: nosotros\n')
    expect((await call('translate?path=pages/about.yaml&lang=es')).status).toBe(409)
  })

  it('lists each translation with its own route, for the preview, and its language', async () => {
    const { files } = (await call('files')).body as { files: { file: string; route?: string; label: string }[] }
    expect(files.find((f) => f.file === 'pages/careers.es.yaml')?.route).toBe('/es/empleos')
    // Named by what it translates and its language, for the status line and the Changes list.
    expect(files.find((f) => f.file === 'pages/index.es.yaml')?.label).toBe('Home (Español)')
    // A template's translation names no collection: it is called as its original is.
    expect(files.find((f) => f.file === 'pages/careers/apply/[jobId].es.yaml')?.label).toBe(
      'Page for each job (template) (Español)',
    )
    expect(files.find((f) => f.file === 'pages/careers/apply/[jobId].es.yaml')?.route).toBe('/es/empleos/:jobId')
    expect(files.find((f) => f.file === 'pages/_collections/jobs/devops-engineer.es.yaml')?.route).toMatch(
      /^\/es\/empleos\/[a-z0-9-]+$/,
    )
  })

  it('refuses a translation into a language the site does not have, or of what is not a page', async () => {
    expect((await call('translate?path=pages/careers.yaml&lang=fr')).status).toBe(400)
    expect((await call('translate?path=pages/careers.yaml&lang=en')).status).toBe(400)
    expect((await call('translate?path=pages/index.es.yaml&lang=es')).status).toBe(400)
    const res = await call('save', { file: 'pages/careers.fr.yaml', data: { slug: 'x' }, create: true })
    expect(res.status).toBe(400)
    expect(existsSync(join(site.root, 'pages/careers.fr.yaml'))).toBe(false)
  })
})

describe('a translation written by hand, saved in the studio', () => {
  it('changes the line of the field edited, keeps every other line, and records what it translated', async () => {
    const file = 'pages/careers.es.yaml'
    // Written by hand: no record yet of what it translates.
    writeFileSync(join(site.root, file), disk(file).replace(/^translatedFrom:\n(?: {2}.*\n)*/m, ''))
    const before = disk(file)
    expect(before).not.toContain('translatedFrom')
    const opened = await open(file)
    expect(opened.data.slug).toBe('empleos')
    const heading = opened.data.sections[0].heading as string
    opened.data.sections[0].heading = `${heading}, hoy`
    const res = await call('save', { file, data: opened.data, hash: opened.hash })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const after = disk(file)
    const [a, b] = [before.split('\n'), after.split('\n')]
    // The file's lines, but the last (empty, after its final newline), then translatedFrom added at its end.
    const changed = b.slice(0, a.length - 1).filter((line, i) => line !== a[i])
    expect(changed).toEqual([`    heading: ${heading}, hoy`])
    expect(b[a.length - 1]).toBe('translatedFrom:')
    expect(parse(after).translatedFrom['sections.0.heading']).toBe(
      valueHash(english('pages/careers.yaml').sections[0].heading),
    )
  })
})

describe('two people saving one translation', () => {
  const file = 'pages/contact.es.yaml'
  it('merges their fields, and asks about a field both changed, in the form’s words', async () => {
    const dana = (await callAs(site, 'dana', `file?path=${encodeURIComponent(file)}`)).body
    const erin = (await callAs(site, 'erin', `file?path=${encodeURIComponent(file)}`)).body
    dana.data.title = 'Contáctenos hoy'
    expect((await callAs(site, 'dana', 'save', { file, data: dana.data, hash: dana.hash })).status).toBe(200)
    erin.data.sections[0].heading = 'Hablemos de su proyecto'
    const merged = await callAs(site, 'erin', 'save', { file, data: erin.data, hash: erin.hash })
    expect(merged.status, JSON.stringify(merged.body)).toBe(200)
    const saved = parse(disk(file))
    expect(saved.title).toBe('Contáctenos hoy')
    expect(saved.sections[0].heading).toBe('Hablemos de su proyecto')
    // The merge comes back as the form has it: the original's shape, with what is not text.
    expect(merged.body.merged.data.sections[0].type).toBe(english('pages/contact.yaml').sections[0].type)
    // Both change the title: the second is asked, with the version on disk in the form's shape.
    const again = (await callAs(site, 'dana', `file?path=${encodeURIComponent(file)}`)).body
    const other = (await callAs(site, 'erin', `file?path=${encodeURIComponent(file)}`)).body
    again.data.title = 'Escríbanos'
    expect((await callAs(site, 'dana', 'save', { file, data: again.data, hash: again.hash })).status).toBe(200)
    other.data.title = 'Llámenos'
    const conflict = await callAs(site, 'erin', 'save', { file, data: other.data, hash: other.hash })
    expect(conflict.status).toBe(409)
    expect(conflict.body.data.title).toBe('Escríbanos')
    expect(conflict.body.data.sections[0].type).toBe(english('pages/contact.yaml').sections[0].type)
    expect(parse(disk(file)).title).toBe('Escríbanos')
  })
})

describe('deleting a translated entry', () => {
  it('takes its translations with it, and says so before', async () => {
    const file = 'pages/_collections/jobs/devops-engineer.yaml'
    const check = (await call(`delete-check?path=${encodeURIComponent(file)}`)).body
    expect(check).toMatchObject({ links: [], translations: ['pages/_collections/jobs/devops-engineer.es.yaml'] })
    const res = await call('delete', { file, hash: (await open(file)).hash })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(existsSync(join(site.root, file))).toBe(false)
    expect(existsSync(join(site.root, 'pages/_collections/jobs/devops-engineer.es.yaml'))).toBe(false)
  })

  it('deletes a translation alone', async () => {
    const file = 'pages/contact.es.yaml'
    const check = (await call(`delete-check?path=${encodeURIComponent(file)}`)).body
    expect(check.required).toBeUndefined()
    const res = await call('delete', { file, hash: (await open(file)).hash })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(existsSync(join(site.root, file))).toBe(false)
    expect(existsSync(join(site.root, 'pages/contact.yaml'))).toBe(true)
  })
})

describe('renaming a list item’s reference name in the original', () => {
  it('renames it in the translation too, whose text stays that item’s', async () => {
    const file = 'pages/_collections/services.yaml'
    const spanish = 'pages/_collections/services.es.yaml'
    const before = disk(spanish)
    const opened = await open(file)
    const index = opened.data.items.findIndex((item: { id: string }) => item.id === 'managed-it')
    opened.data.items[index].id = 'managed-services'
    const res = await call('save', { file, data: opened.data, hash: opened.hash })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.translations).toEqual([spanish])
    // The warning the lint made before the translation followed is not shown.
    expect(res.body.others.filter((d: { file: string }) => d.file === spanish)).toEqual([])
    // One line changed: the id; the Spanish text and its record of what it translated stay as they were.
    expect(disk(spanish)).toBe(before.replace('id: managed-it\n', 'id: managed-services\n'))
    expect(disk(spanish)).not.toBe(before)
    const translated = await open(spanish)
    const item = translated.data.items[index]
    expect(item.id).toBe('managed-services')
    expect(item.title).toBe(parse(before).items.find((i: { id: string }) => i.id === 'managed-it').title)
    expect(item.title).not.toBe(opened.data.items[index].title)
    // Nothing stale: the English text of the item is what the translation recorded.
    const status = (await call('translations')).body
    expect(JSON.stringify(status.languages[0].stale)).not.toContain('services')
  })

  it('keeps the edits of someone who had the translation open, on the renamed item too', async () => {
    const file = 'pages/_collections/services.yaml'
    const spanish = 'pages/_collections/services.es.yaml'
    const theirs = await callAs(site, 'erin', `file?path=${encodeURIComponent(spanish)}`)
    const opened = await open(file)
    const index = opened.data.items.findIndex((item: { id: string }) => item.id === 'project-management')
    opened.data.items[index].id = 'project-delivery'
    expect((await call('save', { file, data: opened.data, hash: opened.hash })).body.translations).toEqual([spanish])
    // Erin, who opened the Spanish list before the rename, edits that item and another, and saves.
    const form = theirs.body.data
    form.items[0].title = 'Reclutamiento de talento de TI'
    form.items[index].title = 'Gestión y entrega de proyectos'
    const res = await callAs(site, 'erin', 'save', { file: spanish, data: form, hash: theirs.body.hash })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const items = parse(disk(spanish)).items as { id: string; title: string }[]
    expect(items[0]!.title).toBe('Reclutamiento de talento de TI')
    expect(items[index]).toMatchObject({ id: 'project-delivery', title: 'Gestión y entrega de proyectos' })
    expect(items.map((item) => item.id)).not.toContain('project-management')
  })

  it('leaves the translation alone when an item is replaced by another', async () => {
    const file = 'pages/_collections/industries.yaml'
    const spanish = 'pages/_collections/industries.es.yaml'
    const before = disk(spanish)
    const opened = await open(file)
    const last = opened.data.items.length - 1
    opened.data.items[last] = { ...opened.data.items[last], id: 'energy', name: 'Energy' }
    const res = await call('save', { file, data: opened.data, hash: opened.hash })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.translations).toBeUndefined()
    expect(disk(spanish)).toBe(before)
  })
})

describe('moving or removing a list item in the original', () => {
  const file = 'pages/careers.yaml'
  const spanish = 'pages/careers.es.yaml'
  type Card = { title: string; icon?: string }
  const benefitsOf = (data: { sections: { heading?: string; items?: Card[] }[] }, index: number) =>
    data.sections[index]!.items!

  it('moves its translation along, each Spanish card still beside its own icon, none stale', async () => {
    const opened = await open(file)
    const index = opened.data.sections.findIndex((s: { heading?: string }) => s.heading === 'Benefits & Perks')
    const english = benefitsOf(opened.data, index)
    const was = benefitsOf(parse(disk(spanish)), index).map((card) => card.title)
    // The first benefit (Health & Wellness) moved to the end.
    english.push(english.shift()!)
    const res = await call('save', { file, data: opened.data, hash: opened.hash })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.reordered).toEqual([spanish])
    expect(res.body.others.filter((d: { file: string }) => d.file === spanish)).toEqual([])
    expect(benefitsOf(parse(disk(spanish)), index).map((card) => card.title)).toEqual([...was.slice(1), was[0]])
    const status = (await call('translations')).body
    expect(JSON.stringify(status.languages[0].stale)).not.toContain('careers')
  })

  it('drops the translation of a removed card, the others keeping theirs', async () => {
    const opened = await open(file)
    const index = opened.data.sections.findIndex((s: { heading?: string }) => s.heading === 'Why Join Us')
    const was = benefitsOf(parse(disk(spanish)), index).map((card) => card.title)
    benefitsOf(opened.data, index).splice(0, 1)
    const res = await call('save', { file, data: opened.data, hash: opened.hash })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(benefitsOf(parse(disk(spanish)), index).map((card) => card.title)).toEqual(was.slice(1))
    const status = (await call('translations')).body
    expect(JSON.stringify(status.languages[0].stale)).not.toContain('careers')
  })

  it('says which translation could not follow a list moved and edited in one save, and changes nothing in it', async () => {
    const opened = await open(file)
    const index = opened.data.sections.findIndex((s: { heading?: string }) => s.heading === 'Benefits & Perks')
    const before = disk(spanish)
    const english = benefitsOf(opened.data, index)
    // The first benefit moved to the end and the (new) first one retitled, in one save.
    english.push(english.shift()!)
    english[0] = { ...english[0]!, title: `${english[0]!.title} and more` }
    const res = await call('save', { file, data: opened.data, hash: opened.hash })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect([res.body.reordered, res.body.unfollowed]).toEqual([undefined, [spanish]])
    expect(disk(spanish)).toBe(before)
  })
})
