/**
 * A site in two languages, as the loader reads it: translation files beside their originals, laid over them, checked
 * as they are, gathered into the language's own content with its own routes, and compared with what their original
 * said when they were saved.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import Type from 'typebox'
import { describe, expect, it } from 'vitest'
import type { Diagnostic } from '../../src/content/diagnostic.ts'
import { lintContent } from '../../src/content/lint-content.ts'
import { loadContent, type Content } from '../../src/content/load-content.ts'
import { liveContent } from '../../src/content/live-content.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { fileRole } from '../../src/content/routes.ts'
import { Image, Text, Url } from '../../src/content/schema/common.ts'
import type { SourceFile } from '../../src/content/source-file.ts'
import { fieldHashes, staleFields, valueHash } from '../../src/content/translate/field-hashes.ts'
import { mergeTranslation } from '../../src/content/translate/merge-translation.ts'
import { translationStatus } from '../../src/content/translate/translation-status.ts'
import { loadSite } from '../../src/site/load-site.ts'
import { siteModel } from '../../src/site/site-model.ts'
import { parse, stringify } from 'yaml'

const LANGUAGES = 'languages:\n  - { code: en, name: English }\n  - { code: es, name: Español }\n'

/** The real content in English only: no translation file, no languages (whatever pages/ holds today). */
const english: SourceFile[] = readContentDir(process.cwd())
  .filter((f) => fileRole(f.file).role !== 'translation')
  .map((f) => (f.file === 'pages/_site.yaml' ? { ...f, text: f.text.replace(/^languages:\n( {2}.*\n)*/m, '') } : f))

/** The content with languages (unless `languages` is false) and these files added or replaced. */
function load(extra: Record<string, string>, { languages = true }: { languages?: boolean } = {}) {
  const files = english
    .filter((f) => !(f.file in extra))
    .map((f) => (f.file === 'pages/_site.yaml' && languages ? { ...f, text: LANGUAGES + f.text } : f))
  for (const [file, text] of Object.entries(extra)) files.push({ file, text })
  const result = loadSite(files)
  return { result, content: result.content!, es: result.content?.translations?.es as Content }
}

const codes = (ds: Diagnostic[], file?: string) =>
  ds.filter((d) => !file || d.file === file).map((d) => `${d.file} ${d.path} ${d.code}`)
/** The href of every link of a Markdown tree, in order. */
function linkHrefs(tree: unknown): string[] {
  const hrefs: string[] = []
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(walk)
    if (n && typeof n === 'object') {
      const o = n as Record<string, unknown>
      if (o.type === 'link') hrefs.push(String(o.href))
      Object.values(o).forEach(walk)
    }
  }
  walk(tree)
  return hrefs
}
const textOf = (file: string) => english.find((f) => f.file === file)!.text

const CAREERS = 'pages/careers.es.yaml'
const JOB_TEMPLATE = 'pages/careers/apply/[jobId].es.yaml'
const DEVOPS = 'pages/_collections/jobs/devops-engineer.es.yaml'
const base = {
  [CAREERS]:
    'slug: empleos\ntitle: Empleos\nsections:\n  - type: hero\n    heading: Construya su carrera con nosotros\n',
  'pages/index.es.yaml': 'title: Inicio\n',
  [JOB_TEMPLATE]: 'slug: empleos\nsections:\n  - formHeading: Postúlese ahora\n',
  [DEVOPS]:
    'slug: ingeniero-devops\ntitle: Ingeniero DevOps\ndescription: |\n  Lea sobre [nuestros empleos](/careers#open-positions) y [nosotros](/about).\n',
}

describe('file roles of translations', () => {
  it('names the language and the original beside it, for every kind of file', () => {
    expect(fileRole('pages/careers.es.yaml')).toEqual({
      role: 'translation',
      lang: 'es',
      of: 'pages/careers.yaml',
      original: { role: 'page', route: '/careers' },
    })
    expect(fileRole('pages/careers/apply/[jobId].es.yaml')).toMatchObject({
      lang: 'es',
      of: 'pages/careers/apply/[jobId].yaml',
      original: { role: 'template', prefix: '/careers/apply' },
    })
    expect(fileRole('pages/404.es.yaml')).toMatchObject({ of: 'pages/404.yaml', original: { role: 'notFound' } })
    expect(fileRole('pages/_site.es.yaml')).toMatchObject({ of: 'pages/_site.yaml', original: { role: 'site' } })
    expect(fileRole('pages/_collections/jobs/x.es.yaml')).toMatchObject({
      of: 'pages/_collections/jobs/x.yaml',
      original: { role: 'entry', collection: 'jobs', id: 'x' },
    })
    expect(fileRole('pages/_collections/services.pt-br.yaml')).toMatchObject({
      lang: 'pt-br',
      original: { role: 'collection', name: 'services' },
    })
    expect(fileRole('pages/index.es.yaml')).toMatchObject({ original: { role: 'page', route: '/' } })
    expect(fileRole('pages/about.es.es.yaml').role).toBe('unknown')
    expect(fileRole('pages/About.es.yaml').role).toBe('unknown')
    expect(fileRole('pages/about.yaml')).toEqual({ role: 'page', route: '/about' })
  })
})

describe('a site in one language', () => {
  it('loads as before, with no languages, and a translation file is a problem that changes nothing else', () => {
    const plain = loadSite(english)
    const withFile = load({ 'pages/about.es.yaml': 'slug: nosotros\ntitle: Nosotros\n' }, { languages: false })
    expect(plain.content!.languages).toBeUndefined()
    expect(plain.content!.translations).toBeUndefined()
    expect(plain.content!.alternates).toBeUndefined()
    expect(codes(withFile.result.diagnostics)).toEqual(['pages/about.es.yaml  translation-unknown-language'])
    expect(withFile.content.translations).toBeUndefined()
    expect(withFile.content.pages).toEqual(plain.content!.pages)
    expect(withFile.content.collections).toEqual(plain.content!.collections)
  })
})

describe('each language its own content', () => {
  const { result, content, es } = load(base)

  it('loads without a problem, the main language as before', () => {
    expect(codes(result.diagnostics)).toEqual([])
    expect(content.languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'es', name: 'Español' },
    ])
    expect(content.lang).toBeUndefined()
    expect(es.lang).toBe('es')
    expect(content.pages.find((p) => p.route === '/careers')!.page.title).toBe('Careers')
  })

  it('gives translated pages, templates and entries their own routes, and alternates both ways', () => {
    expect(es.pages.map((p) => [p.file, p.route]).sort()).toEqual([
      ['pages/careers.es.yaml', '/es/empleos'],
      ['pages/index.es.yaml', '/es'],
    ])
    expect(es.templates.map((t) => [t.pattern, t.prefix, t.param])).toEqual([
      ['/es/empleos/:jobId', '/es/empleos', 'jobId'],
    ])
    expect(es.collections.jobs!.map((j) => [j.id, j.path])).toEqual([
      ['devops-engineer', '/es/empleos/ingeniero-devops'],
    ])
    expect(content.alternates!.get('/careers')).toEqual({ en: '/careers', es: '/es/empleos' })
    expect(content.alternates!.get('/es/empleos')).toEqual({ en: '/careers', es: '/es/empleos' })
    expect(content.alternates!.get('/')).toEqual({ en: '/', es: '/es' })
    expect(content.alternates!.get('/careers/apply/devops-engineer')).toEqual({
      en: '/careers/apply/devops-engineer',
      es: '/es/empleos/ingeniero-devops',
    })
    expect(content.alternates!.has('/about')).toBe(false)
    expect(es.alternates).toBe(content.alternates)
  })

  it('lays the translation over its original: text translated, the rest inherited', () => {
    const careers = es.pages.find((p) => p.route === '/es/empleos')!.page
    const original = content.pages.find((p) => p.route === '/careers')!.page
    expect(careers.title).toBe('Empleos')
    expect(careers.description).toBe(original.description)
    expect(careers.sections[0]).toMatchObject({ type: 'hero', heading: 'Construya su carrera con nosotros' })
    expect(careers.sections[0]!.image).toEqual(original.sections[0]!.image)
    expect(careers.sections.length).toBe(original.sections.length)
    expect(careers.sections[1]).toEqual(original.sections[1])
    const job = es.collections.jobs![0]!
    const en = content.collections.jobs!.find((j) => j.id === 'devops-engineer')!
    expect(job.title).toBe('Ingeniero DevOps')
    expect(job.datePosted).toBe(en.datePosted)
    expect(job.salary).toEqual(en.salary)
    expect(es.templates[0]!.template.sections[0]).toMatchObject({ type: 'jobDetail', formHeading: 'Postúlese ahora' })
    expect(es.templates[0]!.template.collection).toBe('jobs')
    // The main language's data is not touched.
    expect(en.title).toBe('DevOps Engineer')
  })

  it('leaves out what is not translated, and keeps the site file with its links pointed at translations', () => {
    expect(es.collections.articles).toEqual([])
    expect(es.collections.services).toEqual([])
    expect(es.notFound).toBeUndefined()
    const links = Object.fromEntries(es.site.navigation.links.map((l) => [l.label, l.to]))
    expect(links).toMatchObject({ Home: '/es', Careers: '/es/empleos', About: '/about', Contact: '/contact' })
    expect(content.site.navigation.links.find((l) => l.label === 'Careers')!.to).toBe('/careers')
  })

  it('points links inside translated Markdown at translated pages, anchors kept, others as they are', () => {
    const hrefs = linkHrefs(es.collections.jobs![0]!.description)
    expect(hrefs).toEqual(['/es/empleos#open-positions', '/about'])
  })

  it('points a link written as the site’s own address at the translated page, any other address as it is', () => {
    const origin = 'https://www.cedarridge-tech.com'
    const { result, es } = load({
      ...base,
      [DEVOPS]:
        'slug: ingeniero-devops\ndescription: |\n' +
        `  [Inicio](${origin}) [Empleos](${origin.toUpperCase()}/careers?x=1#top) [Acerca](${origin}/about) ` +
        `[Otro](https://www.cedarridge-tech.com.example.com/careers)\n`,
    })
    expect(codes(result.diagnostics)).toEqual([])
    const hrefs = linkHrefs(es.collections.jobs![0]!.description)
    expect(hrefs).toEqual([
      `${origin}/es`,
      `${origin}/es/empleos?x=1#top`,
      `${origin}/about`,
      'https://www.cedarridge-tech.com.example.com/careers',
    ])
  })

  it('keeps an entry whose template is not translated at its main-language page', () => {
    const { es, result } = load({ [DEVOPS]: base[DEVOPS] })
    expect(codes(result.diagnostics)).toEqual([])
    expect(es.collections.jobs!.map((j) => [j.id, j.path])).toEqual([
      ['devops-engineer', '/careers/apply/devops-engineer'],
    ])
    expect(es.templates).toEqual([])
  })

  it('translates a list of entries by id: only the translated items, in the original order', () => {
    const { es, content, result } = load({
      'pages/_collections/services.es.yaml':
        'items:\n  - id: managed-it\n    title: Servicios de TI gestionados\n  - id: it-staffing\n    title: Personal de TI\n',
    })
    expect(codes(result.diagnostics)).toEqual([])
    expect(es.collections.services!.map((s) => [s.id, s.title])).toEqual([
      ['it-staffing', 'Personal de TI'],
      ['managed-it', 'Servicios de TI gestionados'],
    ])
    const en = content.collections.services!.find((s) => s.id === 'managed-it')!
    expect(es.collections.services![1]).toMatchObject({ icon: en.icon, path: en.path, description: en.description })
  })

  it('merges the site file by key and its lists by position', () => {
    const { es, result } = load({
      'pages/_site.es.yaml':
        'company:\n  blurb: Somos una firma de Austin.\nnavigation:\n  links:\n    - label: Inicio\n    - {}\n    - label: Servicios\n',
    })
    expect(codes(result.diagnostics)).toEqual([])
    expect(es.site.company.blurb).toBe('Somos una firma de Austin.')
    expect(es.site.company.name).toBe('Cedar Ridge Technologies')
    expect(es.site.navigation.links.slice(0, 3)).toEqual([
      { label: 'Inicio', to: '/' },
      { label: 'About', to: '/about' },
      { label: 'Servicios', to: '/services' },
    ])
  })
})

describe("a translation's problems", () => {
  it('warns of every field that is not text, and keeps the original value', () => {
    const file = 'pages/_collections/jobs/devops-engineer.es.yaml'
    const { result, es, content } = load({
      [file]:
        'title: Ingeniero\ndatePosted: 2020-01-01\ntype: Contract\nsalary: { min: 1 }\nimage: { src: /x.jpg, alt: Equipo }\nworkplace: onsite\napplicantCountries: [MX]\n',
      'pages/_site.es.yaml': 'navigation:\n  links:\n    - { label: Inicio, to: /es }\n',
      'pages/_collections/services.es.yaml': 'items:\n  - id: it-staffing\n    footer: false\n',
    })
    expect(codes(result.diagnostics)).toEqual([
      `${file} datePosted translation-not-text`,
      `${file} type translation-not-text`,
      `${file} salary.min translation-not-text`,
      `${file} image.src translation-not-text`,
      `${file} workplace translation-not-text`,
      `${file} applicantCountries translation-not-text`,
      'pages/_collections/services.es.yaml items[0].footer translation-not-text',
      'pages/_site.es.yaml navigation.links[0].to translation-not-text',
    ])
    const d = result.diagnostics.find((x) => x.path === 'datePosted')!
    expect(d.severity).toBe('warning')
    expect(d.message).toBe('Date posted is written once, in the English page: remove it here')
    expect(d.inFile?.message).toBe('Date posted (datePosted:) is written once, in the English page: remove it here')
    const en = content.collections.jobs!.find((j) => j.id === 'devops-engineer')!
    const job = es.collections.jobs![0]!
    expect([job.datePosted, job.type, job.salary, job.workplace]).toEqual([
      en.datePosted,
      en.type,
      en.salary,
      en.workplace,
    ])
    expect(job.image).toMatchObject({ src: (en.image as { src: string }).src, alt: 'Equipo' })
    expect(es.site.navigation.links[0]).toEqual({ label: 'Inicio', to: '/' })
  })

  it('takes text that must hold a placeholder as text', () => {
    const { result, es } = load({
      'pages/search.es.yaml': 'slug: buscar\nsections:\n  - {}\n  - oneResult: 1 resultado para «{query}»\n',
    })
    expect(codes(result.diagnostics)).toEqual([])
    expect(es.pages[0]!.page.sections[1]).toMatchObject({ type: 'search', oneResult: '1 resultado para «{query}»' })
  })

  it('follows sections the original moved: a section is matched by its type, in its turn', () => {
    const about = parse(textOf('pages/about.yaml')) as { sections: { type: string; heading?: string }[] }
    const [first, second, ...rest] = about.sections
    expect([first!.type, second!.type]).toEqual(['hero', 'richText'])
    const spanish =
      'slug: nosotros\nsections:\n  - type: hero\n    heading: Acerca de nosotros\n' +
      '  - type: richText\n    heading: Quiénes somos\n'
    const moved = stringify({ ...about, sections: [second, first, ...rest] })
    const { result, es } = load({ 'pages/about.yaml': moved, 'pages/about.es.yaml': spanish })
    expect(codes(result.diagnostics)).toEqual([])
    const sections = es.pages.find((p) => p.route === '/es/nosotros')!.page.sections as { heading?: string }[]
    expect(sections.slice(0, 2).map((s) => s.heading)).toEqual(['Quiénes somos', 'Acerca de nosotros'])
  })

  it('leaves out a section of a type the original has not in that turn, with a warning', () => {
    const { result, es } = load({ [CAREERS]: 'slug: empleos\nsections:\n  - type: faq\n    heading: Hola\n' })
    expect(codes(result.diagnostics)).toEqual([`${CAREERS} sections[0] translation-extra-item`])
    expect(result.diagnostics[0]!.severity).toBe('warning')
    const careers = es.pages.find((p) => p.route === '/es/empleos')!.page
    expect(JSON.stringify(careers.sections)).not.toContain('Hola')
  })

  it('follows a section the original removed: its translation is left out, the sections after it still match', () => {
    const about = parse(textOf('pages/about.yaml')) as { sections: { type: string; heading?: string }[] }
    const types = about.sections.map((s) => s.type)
    // A type the page has once: of two sections of one type, the translation's first is matched to the original's
    // first left, and its recorded hashes then say it is stale.
    const removed = types.indexOf('stats')
    expect(types.filter((t) => t === 'stats')).toHaveLength(1)
    const spanish =
      'slug: nosotros\nsections:\n' +
      about.sections.map((s, i) => `  - type: ${s.type}\n    heading: Sección ${i + 1}\n`).join('') +
      `translatedFrom:\n  sections.${removed}.heading: "0000000000000000"\n`
    const without = stringify({ ...about, sections: about.sections.filter((_, i) => i !== removed) })
    const { result, es } = load({ 'pages/about.yaml': without, 'pages/about.es.yaml': spanish })
    // A warning, not an error: the English page can lose a section without breaking its translation.
    expect(codes(result.diagnostics)).toEqual([`pages/about.es.yaml sections[${removed}] translation-extra-item`])
    const sections = es.pages.find((p) => p.route === '/es/nosotros')!.page.sections as { heading?: string }[]
    expect(sections.map((s) => s.heading)).toEqual(
      about.sections.flatMap((_, i) => (i === removed ? [] : [`Sección ${i + 1}`])),
    )
  })

  it('warns of a list item the original does not have', () => {
    const sections = textOf('pages/careers.yaml').match(/^ {2}- type:/gm)!.length
    const { result } = load({
      [CAREERS]: `slug: empleos\nsections:\n${'  - {}\n'.repeat(sections)}  - heading: De más\n`,
      'pages/_collections/services.es.yaml': 'items:\n  - id: nope\n    title: Nada\n',
    })
    expect(codes(result.diagnostics)).toEqual([
      'pages/_collections/services.es.yaml items[0] translation-extra-item',
      `${CAREERS} sections[${sections}] translation-extra-item`,
    ])
  })

  it('says how to write a translation that is a list or a single text, and an empty one', () => {
    const { result } = load({ 'pages/about.es.yaml': '- Sobre nosotros\n', [CAREERS]: '# nada\n' })
    const about = result.diagnostics.find((d) => d.file === 'pages/about.es.yaml')!
    expect([about.code, about.message, about.hint]).toEqual([
      'wrong-type',
      'must be a mapping (key: value lines), not a list',
      'write one "key: value" line for each field it translates, named as in the original',
    ])
    const careers = result.diagnostics.find((d) => d.file === CAREERS)!
    expect([careers.code, careers.hint]).toEqual([
      'file-empty',
      'write its "key: value" lines as in the files beside it, or delete the file if it is not needed',
    ])
  })

  it('checks the merged page against the original schema, at the translation', () => {
    const { result, es } = load({ [CAREERS]: 'slug: empleos\ntitle: 42\nsections:\n  - headline: Hola\n' })
    expect(codes(result.diagnostics)).toEqual([
      `${CAREERS} title wrong-type`,
      `${CAREERS} sections[0] unknown-property`,
    ])
    expect(result.diagnostics.map((d) => d.line)).toEqual([2, 4])
    expect(es.pages).toEqual([])
  })

  it('needs an address for a page, a valid one, and one no other translated page has', () => {
    const { result } = load({
      [CAREERS]: 'title: Empleos\n',
      'pages/about.es.yaml': 'slug: Sobre Nosotros\n',
      'pages/contact.es.yaml': 'slug: contacto\n',
      'pages/search.es.yaml': 'slug: contacto\n',
      [DEVOPS]: 'slug: ingeniero/devops\n',
    })
    expect(codes(result.diagnostics)).toEqual([
      'pages/_collections/jobs/devops-engineer.es.yaml slug translation-slug',
      'pages/about.es.yaml slug translation-slug',
      'pages/careers.es.yaml slug translation-slug',
      'pages/search.es.yaml slug duplicate-route',
    ])
    // A missing address is said at its field (the studio's), in the file where it would go; a malformed one names
    // the address its words make.
    const slug = (file: string) => result.diagnostics.find((d) => d.file === file && d.code === 'translation-slug')!
    expect(slug(CAREERS).line).toBe(1)
    expect(slug('pages/about.es.yaml').hint).toBe(
      'did you mean "sobre-nosotros"? write it in lowercase letters, digits and hyphens, with / between parts, e.g. empleos',
    )
    expect(slug(DEVOPS).hint).toMatch(/^did you mean "ingeniero-devops"\? /)
    // The fix named is the field the two share, not the files.
    const twice = result.diagnostics.find((d) => d.code === 'duplicate-route')!
    expect(twice.inFile?.hint).toBe('give one of the two its own slug:')
  })

  it('names a language the site does not list, and a translation of no file', () => {
    const { result } = load({
      'pages/about.fr.yaml': 'slug: a-propos\n',
      'pages/abuot.es.yaml': 'slug: x\n',
      'pages/about.en.yaml': 'title: X\n',
    })
    expect(codes(result.diagnostics)).toEqual([
      'pages/about.en.yaml  translation-unknown-language',
      'pages/about.fr.yaml  translation-unknown-language',
      'pages/abuot.es.yaml  translation-without-original',
    ])
    expect(result.diagnostics[1]!.message).toBe('"fr" is not one of the site\'s languages')
  })

  it('names a site language that has no interface words', () => {
    const files = english.map((f) => (f.file === 'pages/_site.yaml' ? { ...f, text: LANGUAGES + f.text } : f))
    const model = { ...siteModel, interfaceLanguages: ['en'] }
    const ds = loadContent(files, { model }).diagnostics
    expect(codes(ds)).toEqual(['pages/_site.yaml languages[1].code missing-interface-words'])
    expect(ds[0]!.message).toBe("the site's own words (menus, forms, messages) are not written in Español (es)")
    expect(
      codes(loadContent(files, { model: { ...siteModel, interfaceLanguages: ['en', 'es'] } }).diagnostics),
    ).toEqual([])
  })
})

describe('merge rules', () => {
  const schema = Type.Object({
    title: Text('Title'),
    image: Image,
    links: Type.Array(Type.Object({ label: Text('Label'), to: Url })),
    people: Type.Array(Type.Object({ id: Type.String({ pattern: '^[a-z]+$' }), name: Text('Name') })),
    tags: Type.Array(Text('Tag')),
    count: Type.Integer(),
  })
  const original = {
    title: 'Hello',
    image: { src: '/a.jpg', alt: 'A cat' },
    links: [
      { label: 'One', to: '/one' },
      { label: 'Two', to: '/two' },
    ],
    people: [
      { id: 'ann', name: 'Ann' },
      { id: 'bob', name: 'Bob' },
    ],
    tags: ['a', 'b', 'c'],
    count: 3,
  }

  it('objects by key, lists by position, lists with ids by id, lists of words whole', () => {
    const { data, problems } = mergeTranslation(
      original,
      {
        title: 'Hola',
        image: { alt: 'Un gato' },
        links: [{}, { label: 'Dos' }],
        people: [{ id: 'bob', name: 'Roberto' }],
        tags: ['x'],
      },
      schema,
    )
    expect(problems).toEqual([])
    expect(data).toEqual({
      ...original,
      title: 'Hola',
      image: { src: '/a.jpg', alt: 'Un gato' },
      links: [
        { label: 'One', to: '/one' },
        { label: 'Dos', to: '/two' },
      ],
      people: [
        { id: 'ann', name: 'Ann' },
        { id: 'bob', name: 'Roberto' },
      ],
      tags: ['x'],
    })
    expect(original.title).toBe('Hello')
  })

  it('keeps what is not text, with a problem at its place in the translation', () => {
    const { data, problems } = mergeTranslation(
      original,
      { count: 4, links: [{ to: '/uno' }], image: { src: '/b.jpg' }, slug: 'hola', translatedFrom: { title: 'x' } },
      schema,
    )
    expect(data).toEqual(original)
    expect(problems.map((p) => [p.code, p.at.join('.')])).toEqual([
      ['translation-not-text', 'count'],
      ['translation-not-text', 'links.0.to'],
      ['translation-not-text', 'image.src'],
    ])
  })
})

describe('stale translations', () => {
  const original = {
    title: 'Careers',
    sections: [{ type: 'hero', heading: 'Build', text: 'Work' }],
    items: [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ],
  }
  const translation = {
    slug: 'empleos',
    title: 'Empleos',
    sections: [{ heading: 'Construya' }],
    items: [{ id: 'b', title: 'Be' }],
  }

  it('records the hash of the original at every field the translation sets', () => {
    expect(fieldHashes(original, translation)).toEqual({
      title: valueHash('Careers'),
      'sections.0.heading': valueHash('Build'),
      'items.0.title': valueHash('B'),
    })
    expect(valueHash('Careers')).toMatch(/^[0-9a-f]{16}$/)
  })

  it('names the fields whose original changed since; nothing recorded is not stale', () => {
    const saved = { ...translation, translatedFrom: fieldHashes(original, translation) }
    expect(staleFields(original, saved)).toEqual([])
    const changed = {
      ...original,
      sections: [{ type: 'hero', heading: 'Grow', text: 'Work' }],
      items: [
        { id: 'b', title: 'B2' },
        { id: 'a', title: 'A' },
      ],
    }
    expect(staleFields(changed, saved)).toEqual(['sections.0.heading', 'items.0.title'])
    expect(staleFields(changed, translation)).toEqual([])
  })

  it('the lint warns at each stale field by its label, --strict fails, and the studio lists it', () => {
    const careers = parse(textOf('pages/careers.yaml')) as Record<string, any>
    const spanish = { slug: 'empleos', title: 'Empleos', sections: [{ heading: 'Construya su carrera' }] }
    const saved = `${JSON.stringify({ ...spanish, translatedFrom: fieldHashes(careers, spanish) })}\n`
    const fresh = load({ [CAREERS]: saved })
    expect(codes(fresh.result.diagnostics)).toEqual([])
    expect(translationStatus(fresh.content).find((t) => t.file === 'pages/careers.yaml')!.languages).toEqual([
      { lang: 'es', file: CAREERS, route: '/es/empleos', state: 'up-to-date', fields: [] },
    ])

    const root = mkdtempSync(join(tmpdir(), 'translations-'))
    try {
      cpSync(join(process.cwd(), 'pages'), join(root, 'pages'), {
        recursive: true,
        // The copy starts with no translation of its own (the project's Spanish files stay out).
        filter: (f) => fileRole(relative(process.cwd(), f)).role !== 'translation',
      })
      for (const f of english)
        if (f.file.startsWith('pages/') && f.file.endsWith('.yaml')) writeFileSync(join(root, f.file), f.text)
      writeFileSync(join(root, 'pages/_site.yaml'), LANGUAGES + textOf('pages/_site.yaml'))
      writeFileSync(join(root, CAREERS), saved)
      const edited = readFileSync(join(root, 'pages/careers.yaml'), 'utf8').replace(
        'heading: Build Your Career With Us',
        'heading: Grow Your Career With Us',
      )
      writeFileSync(join(root, 'pages/careers.yaml'), edited)
      const lax = lintContent(root, siteModel)
      const stale = lax.result.diagnostics.filter((d) => d.code === 'stale-translation')
      expect(stale.map((d) => [d.file, d.path, d.severity, d.message, d.inFile?.message])).toEqual([
        [
          CAREERS,
          'sections[0].heading',
          'warning',
          'the English text of Heading in section 1 changed after this translation was written',
          'the English text of Heading in section 1 (sections.0.heading:) changed after this translation was written',
        ],
      ])
      expect(lax.failed).toBe(false)
      expect(lintContent(root, siteModel, 'pretty', { strict: true }).failed).toBe(true)
      const listed = translationStatus(lax.result.content!)
      expect(listed.find((t) => t.file === 'pages/careers.yaml')!.languages).toEqual([
        {
          lang: 'es',
          file: CAREERS,
          route: '/es/empleos',
          state: 'stale',
          fields: [{ path: 'sections.0.heading', label: 'Heading in section 1' }],
        },
      ])
      expect(listed.find((t) => t.file === 'pages/about.yaml')!.languages).toEqual([
        { lang: 'es', file: 'pages/about.es.yaml', state: 'missing', fields: [] },
      ])
      const job = listed.find((t) => t.id === 'devops-engineer')!
      expect(job).toMatchObject({ kind: 'entry', title: 'DevOps Engineer', route: '/careers/apply/devops-engineer' })
      expect(job.languages[0]!.state).toBe('missing')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('drafts and schedules in every language', () => {
  it('a draft job is left out in Spanish too, and no alternate leads to it', () => {
    const devops = 'pages/_collections/jobs/devops-engineer.yaml'
    const { content } = load({ ...base, [devops]: `draft: true\n${textOf(devops)}` })
    expect(content.alternates!.get('/careers/apply/devops-engineer')).toMatchObject({
      es: '/es/empleos/ingeniero-devops',
    })
    const live = liveContent(content, Date.parse('2026-11-25T12:00:00Z'))
    const paths = (c: Content) => c.collections.jobs!.map((j) => j.path)
    expect(paths(live)).not.toContain('/careers/apply/devops-engineer')
    expect(paths(live.translations!.es!)).toEqual([])
    expect(live.alternates!.has('/careers/apply/devops-engineer')).toBe(false)
    expect(live.alternates!.has('/es/empleos/ingeniero-devops')).toBe(false)
    expect(live.alternates!.get('/careers')).toEqual({ en: '/careers', es: '/es/empleos' })
  })
})
