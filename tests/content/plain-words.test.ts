/**
 * No raw key in what the studio says: every property of every section type, collection entry, page, template page
 * and the site file is broken in turn (a required one left out, each one given a value of the wrong kind, a key
 * misspelt beside it) and the lint's messages are read as the studio shows them (`message` and `hint`): no
 * camelCase or snake_case property name, no "(s)" plural, no "origin/", no ".yaml". Each catalogue message is said
 * with file-like parameters the same way; the command line's words (`inFile`) name the key beside the label.
 */
import { describe, expect, it } from 'vitest'
import { LineCounter, parse, parseDocument, stringify } from 'yaml'
import { diagnostic, type Diagnostic } from '../../src/content/diagnostic.ts'
import { catalogue, type DiagnosticCode, type ParamsOf } from '../../src/content/diagnostics/catalogue.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { contentSchemas, type FileKind } from '../../src/content/schema/content-schemas.ts'
import { validateData } from '../../src/content/validate/validate-data.ts'
import { loadSite } from '../../src/site/load-site.ts'
import { siteModel } from '../../src/site/site-model.ts'
import { labelOf, pathText, resolveSchema } from '../../src/studio/client/schema-tools.ts'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'

type Schema = Record<string, any>
type Path = (string | number)[]

const schemas = contentSchemas(siteModel) as Map<FileKind, Schema>

/** Every property name of every schema that is camelCase or snake_case: words an editor never reads. */
const rawKeys = (() => {
  const keys = new Set<string>()
  const seen = new Set<unknown>()
  const visit = (s: unknown) => {
    if (!s || typeof s !== 'object' || seen.has(s)) return
    seen.add(s)
    if (Array.isArray(s)) return s.forEach(visit)
    const o = s as Schema
    for (const [key, prop] of Object.entries<Schema>(o.properties ?? {})) {
      if (/[a-z][A-Z]|_/.test(key)) keys.add(key)
      visit(prop)
    }
    for (const k of ['items', 'additionalProperties', 'oneOf', 'anyOf', 'allOf', 'prefixItems']) visit(o[k])
  }
  for (const s of schemas.values()) visit(s)
  return keys
})()
const rawKey = new RegExp(`(?<![\\w-])(${[...rawKeys].join('|')})(?![\\w-])`)

/** What in a studio text is not plain words, or undefined. */
function developerWords(text: string): string | undefined {
  return rawKey.exec(text)?.[0] ?? /\(s\)|origin\/|\.yaml\b/.exec(text)?.[0]
}

/** The studio's words of `d` that are not plain, as "code: text" lines. */
function unplain(ds: Diagnostic[]): string[] {
  return ds.flatMap((d) => {
    const text = [d.message, d.hint ?? ''].join(' | ')
    const found = developerWords(text)
    return found ? [`${d.code} [${found}]: ${text}`] : []
  })
}

function validate(kind: FileKind, data: unknown): Diagnostic[] {
  const lineCounter = new LineCounter()
  const doc = parseDocument(stringify(data), { lineCounter })
  return validateData(siteModel, kind, data, doc, lineCounter, 'pages/walk.yaml').diagnostics
}

/** A value of another kind than `schema` takes. */
function wrongValue(schema: Schema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'string') return 42
  if (type === 'array' || type === 'object' || schema.properties || type === 'number' || type === 'integer')
    return 'some text'
  if (type === 'boolean') return 'yes'
  return [[]]
}

const setAt = (data: unknown, path: Path, value: unknown): unknown => {
  if (!path.length) return value
  const [head, ...rest] = path
  const copy: any = Array.isArray(data) ? [...data] : { ...(data as object) }
  if (value === undefined && rest.length === 0) delete copy[head!]
  else copy[head!] = setAt(copy[head!], rest, value)
  return copy
}
const valueAt = (data: unknown, path: Path): unknown => path.reduce((v: any, k) => v?.[k], data)

interface Walked {
  diagnostics: Diagnostic[]
  /** Each missing required field's label, with the studio's message about it. */
  missing: { label: string; key: string; message: string; inFile: string }[]
  properties: number
}

/**
 * Breaks each property of `data` (valid for `kind`) in turn, following the schema into objects and the first item of
 * each list, and collects what the lint says.
 */
function walk(kind: FileKind, data: unknown): Walked {
  const out: Walked = { diagnostics: [], missing: [], properties: 0 }
  const visit = (schema: Schema, path: Path) => {
    const value = valueAt(data, path)
    const s = resolveSchema(schema as JsonSchema, value) as Schema
    if (s.items && Array.isArray(value) && value.length) visit(s.items, [...path, 0])
    if (!s.properties || !value || typeof value !== 'object' || Array.isArray(value)) return
    for (const [key, prop] of Object.entries<Schema>(s.properties)) {
      const p = resolveSchema(prop as JsonSchema, (value as Schema)[key]) as Schema
      if (p.const !== undefined) continue // a section's type picks its schema: it is not broken here
      out.properties++
      const at = [...path, key]
      if (s.required?.includes(key)) {
        const ds = validate(kind, setAt(data, at, undefined))
        out.diagnostics.push(...ds)
        const d = ds.find((x) => x.code === 'missing-property' && x.path === pathText(path))
        out.missing.push({
          label: labelOf(key, p as JsonSchema),
          key,
          message: d?.message ?? '(no missing-property diagnostic)',
          inFile: d?.inFile?.message ?? '',
        })
      }
      out.diagnostics.push(...validate(kind, setAt(data, at, wrongValue(p))))
      out.diagnostics.push(...validate(kind, setAt(data, [...path, `${key}x`], 'typo')))
      if ((value as Schema)[key] !== undefined) visit(prop, at)
    }
  }
  visit(schemas.get(kind)!, [])
  return out
}

const real = readContentDir(process.cwd())
const realData = (file: string) => parse(real.find((f) => f.file === file)!.text) as unknown

/** Every kind of file, with valid data for it: one page per section type, from the type's own example. */
const cases: [string, FileKind, unknown][] = [
  ['the site file', 'site', realData('pages/_site.yaml')],
  ['a template page', 'template', realData('pages/careers/apply/[jobId].yaml')],
  ...Object.entries(siteModel.sections).map(([type, schema]): [string, FileKind, unknown] => [
    `a ${type} section`,
    'page',
    { title: 'Walk', description: 'A page to walk.', keywords: ['walk'], sections: [(schema as Schema).examples[0]] },
  ]),
  ...Object.entries(siteModel.collections).flatMap(([name, def]): [string, FileKind, unknown][] => [
    [`an entry of ${name}`, `entry:${name}`, def.example],
    [`a list of ${name}`, `list:${name}`, { items: [def.deriveId ? def.example : { id: 'walk', ...def.example }] }],
  ]),
]

describe('plain words in every message the studio shows', () => {
  it('starts from valid data of every kind of file', () => {
    for (const [what, kind, data] of cases) expect(validate(kind, data), what).toEqual([])
    expect(rawKeys).toContain('validThrough')
    expect(rawKeys).toContain('shareHeading')
  })

  it.each(cases)('%s: every property broken in turn, no raw key', (_what, kind, data) => {
    const walked = walk(kind, data)
    expect(walked.properties).toBeGreaterThan(0)
    expect(walked.diagnostics.length).toBeGreaterThanOrEqual(walked.properties)
    expect(unplain(walked.diagnostics)).toEqual([])
    // A missing field is named by its label in the studio, and by its label and key on the command line.
    for (const m of walked.missing) {
      expect(m.message).toContain(m.label)
      expect(m.inFile).toContain(`${m.label} (${m.key}:)`)
    }
  })

  it("a job's own check: what Google asks for is named by the field's label", () => {
    const file = 'pages/_collections/jobs/devops-engineer.yaml'
    const lint = (edit: (t: string) => string) =>
      loadSite(real.map((f) => (f.file === file ? { ...f, text: edit(f.text) } : f))).diagnostics.filter(
        (d) => d.file === file,
      )
    const text = real.find((f) => f.file === file)!.text
    const job = parse(text) as Schema
    const remote = lint((t) => t.replace(/^(applicantCountries|validThrough|salary|address):.*\n( {2}.*\n)*/gm, ''))
    const away = lint((t) =>
      t
        .replace(/^(validThrough|salary|address|workplace|applicantCountries):.*\n( {2}.*\n)*/gm, '')
        .replace(/^location: .*$/m, 'location: Denver, CO'),
    )
    const upside = lint((t) =>
      t
        .replace(/^location: .*$/m, 'location: Texas')
        .replace(/^(salary|validThrough):.*\n( {2}.*\n)*/gm, '')
        .concat(`salary: { min: 9, max: 1, currency: USD, per: year }\nvalidThrough: 2000-01-01\n`),
    )
    const all = [...remote, ...away, ...upside]
    expect(job.title).toBeTruthy()
    expect(new Set(all.map((d) => d.code))).toEqual(new Set(['entry-required', 'entry-recommended']))
    expect(all.length).toBeGreaterThanOrEqual(7)
    expect(unplain(all)).toEqual([])
    expect(away.map((d) => d.message)).toContain('Open until is missing: add the last day the job takes applications')
    expect(away.map((d) => d.inFile?.message)).toContain(
      'Open until (validThrough:) is missing: add the last day the job takes applications',
    )
    expect(remote.map((d) => d.message)).toContain(
      'a remote job must say where applicants may live: fill in Countries applicants may live in',
    )
  })

  it('an image needs its description unless it is decorative, which may leave the description out', () => {
    const file = 'pages/_collections/jobs/devops-engineer.yaml'
    const lint = (image: string) =>
      loadSite(
        real.map((f) =>
          f.file === file ? { ...f, text: f.text.replace(/^image:\n( {2}.*\n)+/m, `image:\n${image}`) } : f,
        ),
      ).diagnostics.filter((d) => d.file === file)
    const src = '  src: https://images.unsplash.com/photo-1558494949-ef010cbdcc31\n'
    expect(lint(`${src}  decorative: true\n`)).toEqual([])
    expect(lint(`${src}  alt: ""\n  decorative: true\n`)).toEqual([])
    expect(lint(`${src}  alt: Server racks\n`)).toEqual([])
    const missing = lint(src)
    expect(missing.map((d) => [d.code, d.path, d.message])).toEqual([
      ['missing-property', 'image', 'Image description is required: fill it in'],
    ])
    const empty = lint(`${src}  alt: ""\n`)
    expect(empty.map((d) => [d.path, d.message])).toEqual([['image.alt', 'must not be empty']])
    expect(unplain([...missing, ...empty])).toEqual([])
  })

  /** Each catalogue message with parameters as the loader gives them, file names and keys included. */
  const field = (key: string, label: string) => ({ key, label })
  const worded = { message: 'worded where it is found', hint: 'its hint' }
  const samples: { [C in DiagnosticCode]?: ParamsOf<C> } = {
    'file-empty': {},
    'missing-property': {
      properties: [
        { ...field('validThrough', 'Open until'), how: 'give a date' },
        { ...field('shareHeading', 'Share row label'), how: 'fill it in' },
      ],
    },
    'one-of': { options: [field('items', 'Cards'), field('services', 'Services')], given: [] },
    'unknown-property': {
      property: 'txt',
      suggestion: field('shareHeading', 'Share row label'),
      allowed: [field('shareHeading', 'Share row label'), field('validThrough', 'Open until')],
    },
    'wrong-type': { expected: 'a list', actual: 'text', how: 'write a list' },
    'unknown-section-type': {
      value: 'cardgrid',
      suggestion: field('cardGrid', 'Card grid'),
      known: [field('cardGrid', 'Card grid'), field('jobDetail', 'Job page')],
    },
    'invalid-value': { value: 'flipp', allowed: ['default', 'flipped'], suggestion: 'flipped' },
    'bad-format': { value: '15/06/2023', rule: 'must be a date written YYYY-MM-DD' },
    'empty-value': {},
    'count-out-of-range': { bound: 'at least', limit: 2, count: 1, noun: 'item' },
    'out-of-range': { bound: 'at most', limit: 4 },
    'duplicate-item': { first: 1, second: 3 },
    'too-long': { limit: 160 },
    'bad-url': { value: 'javascript:alert(1)', reason: 'must be a safe link', hint: 'use /contact' },
    'broken-link': { href: '/servics', suggestion: '/services' },
    'broken-anchor': { href: '/services#faqs', anchor: 'faqs', suggestion: 'faq', known: ['faq'] },
    'missing-file': { path: '/media/x.jpg' },
    'entry-required': worded,
    'entry-recommended': worded,
    'duplicate-route': { route: '/about', owner: 'pages/about.yaml', sameFile: false },
    'duplicate-id': { collection: 'jobs', id: 'devops', first: 'pages/_collections/jobs/devops.yaml', derived: true },
    'id-mismatch': { key: field('id', 'Address name'), id: 'devops-lead', fileId: 'devops-engineer' },
    'duplicate-value': {
      property: field('path', 'Page'),
      value: '/services/sap',
      first: 'pages/_collections/services.yaml items[0]',
    },
    'unknown-reference': {
      collection: 'partners',
      id: 'microsfot',
      source: 'pages/_collections/partners.yaml',
      known: ['microsoft'],
    },
    'misplaced-section': {
      type: field('jobDetail', 'Job page'),
      collection: 'jobs',
      templates: ['pages/careers/apply/[jobId].yaml'],
    },
    'markdown-html': { html: '<b>' },
    'markup-in-text': { kind: 'tags', words: 'Meet Our Team' },
    'markdown-heading-level': {},
    'markdown-image-alt': { src: '/media/office.jpg' },
    'too-complex-to-check': { seconds: 1 },
    'unknown-choice': {
      label: 'Category',
      value: 'SAP',
      listTitle: 'Article categories',
      allowed: ['Strategy', 'Technology'],
      suggestion: 'Strategy',
    },
    'not-a-day': { label: 'Open until', value: '2027-02-30', why: 'February 2027 has 28 days' },
    'missing-choice-list': { label: 'Category', list: 'articleCategories' },
    'bad-time-zone': { zone: 'Central' },
    'bad-moment': { field: field('publishAt', 'Goes live at'), value: '2026-02-30' },
    'unpublish-before-publish': {
      publish: '2026-12-01',
      unpublish: '2026-11-01',
      publishField: field('publishAt', 'Goes live at'),
      unpublishField: field('unpublishAt', 'Taken down at'),
    },
    'link-not-live': {
      href: '/insights/how-we-hire',
      when: 'goes live only on Tue 1 Dec 2026, 09:00 (Central Time)',
      fix: 'give this page the same or a later time to go live, or add the link once that page is live',
    },
    'ref-not-live': { id: 'acme', collection: 'partners', when: 'is a draft, kept off the site' },
    'publish-not-built': { field: field('publishAt', 'Goes live at'), value: '2026-12-01 09:00' },
    'translation-unknown-language': { lang: 'fr', known: ['en', 'es'], main: false },
    'translation-without-original': { original: 'pages/carrers.yaml' },
    'translation-section-type': {
      index: 0,
      type: field('cardGrid', 'Card grid'),
      original: field('splitContent', 'Text and image'),
    },
    'translation-slug': { problem: 'missing', segment: false },
    'translation-not-text': { field: field('sections.0.image.src', 'Image'), original: 'English' },
    'translation-extra-item': { item: 'item 3', original: 'English' },
    'stale-translation': { field: field('sections.0.shareHeading', 'Share row label'), original: 'English' },
    'missing-interface-words': { lang: 'fr', name: 'Français', known: ['en', 'es'] },
  }
  /**
   * Codes the studio never shows: the files it neither lists nor writes (a file in the wrong place, an unknown
   * collection folder, no site file), and the words found where the problem is (YAML slips, media), which quote
   * the file's own text.
   */
  const notShown = (code: string) =>
    /^(yaml-|file-not|file-is|media-)/.test(code) ||
    ['unknown-file', 'unknown-collection', 'missing-site-file', 'value-cut-by-comment'].includes(code) ||
    ['list-items-joined', 'value-in-curly-quotes'].includes(code)

  it('every catalogue message the studio can show, said with file names and keys in its parameters', () => {
    const codes = Object.keys(catalogue) as DiagnosticCode[]
    const missing = codes.filter((c) => !notShown(c) && !(c in samples))
    expect(missing).toEqual([])
    const ds = (Object.entries(samples) as [DiagnosticCode, never][]).map(([code, params]) =>
      diagnostic(code, params, { file: 'pages/about.yaml', line: 1, col: 1, path: '' }),
    )
    expect(unplain(ds)).toEqual([])
    // The command line keeps what someone editing the file needs: the keys beside the labels, the files named.
    const said = (code: DiagnosticCode) => ds.find((d) => d.code === code)!
    expect(said('missing-property').message).toBe('Open until and Share row label are required')
    expect(said('missing-property').inFile?.message).toBe(
      'Open until (validThrough:) and Share row label (shareHeading:) are required',
    )
    expect(said('duplicate-route').inFile?.message).toBe('the address "/about" is already defined by pages/about.yaml')
    expect(said('unknown-section-type').hint).toBe('did you mean "Card grid"? known types: Card grid, Job page')
    expect(said('unknown-section-type').inFile?.hint).toBe('did you mean "cardGrid"? known types: cardGrid, jobDetail')
    // A translation's problems name the field by its label, and on the command line by its path too.
    expect(said('stale-translation').message).toBe(
      'the English text of Share row label changed after this translation was written',
    )
    expect(said('stale-translation').inFile?.message).toBe(
      'the English text of Share row label (sections.0.shareHeading:) changed after this translation was written',
    )
    expect(said('translation-not-text').message).toBe('Image is written once, in the English page: remove it here')
    expect(said('translation-section-type').message).toBe(
      'section 1 is a Card grid section here, but a Text and image section in the original',
    )
    expect(said('translation-section-type').inFile?.hint).toBe(
      `translate the sections in the original's order, or remove "type: cardGrid" here`,
    )
    expect(said('translation-unknown-language').inFile?.hint).toContain('languages: in pages/_site.yaml')
  })
})
