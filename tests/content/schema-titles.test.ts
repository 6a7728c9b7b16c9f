/**
 * Every property of every schema of schema/ has a `title`: the plain-words name VS Code's hover, the content guide and
 * the studio's form labels show ("Image description" for `alt`). Without one, the studio falls back to the key.
 */
import { describe, expect, it } from 'vitest'
import { emitSchemas } from '../../src/content/schema/emit-schemas.ts'
import { sectionSchemas } from '../../src/sections/definitions.ts'
import { siteModel } from '../../src/site/site-model.ts'

type Schema = Record<string, any>

/** The JSON Schema files of schema/, by path, as the sources emit them (schema.test.ts checks the files equal these). */
const files = new Map(
  [...emitSchemas(siteModel)]
    .filter(([path]) => path.startsWith('schema/') && path.endsWith('.json'))
    .map(([path, text]) => [path, JSON.parse(text) as Schema]),
)
const byId = new Map([...files.values()].map((schema) => [String(schema.$id), schema]))

/** The schema a `$ref` points to: a JSON pointer in the same file, or in another file of schema/ by its $id. */
function resolveRef(ref: string, root: Schema): Schema | undefined {
  const [file, pointer = ''] = ref.split('#')
  let target: unknown = file ? byId.get(file.replace(/^\.\//, '')) : root
  for (const part of pointer.split('/').filter(Boolean))
    target = (target as Schema | undefined)?.[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')]
  return target as Schema | undefined
}

/** A schema's title, its own or that of the schema its `$ref` points to. */
function titleOf(schema: Schema, root: Schema): string | undefined {
  if (typeof schema.title === 'string' && schema.title.trim()) return schema.title
  return schema.$ref ? resolveRef(schema.$ref, root)?.title : undefined
}

interface Found {
  /** Each property, by its path in its file, with its key and its title. */
  properties: { path: string; key: string; title: string | undefined }[]
  /** Each list's item (what "Add …" and the item's heading name), by path, with its title. */
  items: { path: string; title: string | undefined }[]
}

/**
 * Walks a schema file: properties, items, prefixItems, anyOf/oneOf/allOf branches, $defs/definitions and object
 * additionalProperties/patternProperties. if/then/else and not only constrain properties declared where they are
 * walked, so they are not entered; a `$ref` is not followed (its target is walked where it is defined).
 */
function walk(root: Schema, file: string): Found {
  const found: Found = { properties: [], items: [] }
  const seen = new Set<Schema>()
  const visit = (schema: unknown, path: string) => {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema) || seen.has(schema as Schema)) return
    const s = schema as Schema
    seen.add(s)
    for (const [key, prop] of Object.entries<Schema>(s.properties ?? {})) {
      const at = path ? `${path}.${key}` : key
      found.properties.push({ path: `${file}: ${at}`, key, title: titleOf(prop, root) })
      visit(prop, at)
    }
    for (const [pattern, prop] of Object.entries<Schema>(s.patternProperties ?? {}))
      visit(prop, `${path}[/${pattern}/]`)
    if (typeof s.additionalProperties === 'object') visit(s.additionalProperties, `${path}.*`)
    if (Array.isArray(s.items)) s.items.forEach((item: Schema, i: number) => visit(item, `${path}[${i}]`))
    else if (s.items && typeof s.items === 'object') {
      found.items.push({ path: `${file}: ${path}[]`, title: titleOf(s.items, root) })
      visit(s.items, `${path}[]`)
    }
    for (const [i, item] of (s.prefixItems ?? []).entries()) visit(item, `${path}[${i}]`)
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const branch of s[key] ?? []) visit(branch, path)
    for (const key of ['$defs', 'definitions'] as const)
      for (const [name, def] of Object.entries(s[key] ?? {})) visit(def, `#/${key}/${name}`)
  }
  visit(root, '')
  return found
}

const all = [...files].map(([file, schema]) => walk(schema, file))
const properties = all.flatMap((f) => f.properties)
const items = all.flatMap((f) => f.items)

describe('schema titles', () => {
  it('reaches every file and every property of schema/', () => {
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['schema/site.schema.json', 'schema/page.schema.json', 'schema/sections/faq.schema.json']),
    )
    expect(properties.length).toBeGreaterThan(900)
  })

  it('walks $defs, prefixItems, branches and additionalProperties, and takes a $ref target’s title', () => {
    const schema = {
      $defs: { Cta: { type: 'object', title: 'Button', properties: { href: { type: 'string' } } } },
      type: 'object',
      properties: {
        cta: { $ref: '#/$defs/Cta' },
        pair: { type: 'array', title: 'Pair', prefixItems: [{ properties: { first: { title: 'First' } } }] },
        byName: { title: 'By name', additionalProperties: { properties: { one: {} } } },
      },
      anyOf: [{ properties: { other: { title: 'Other' } } }],
    }
    const found = walk(schema, 'x.json')
    expect(found.properties.map((p) => [p.path, p.title ?? null])).toEqual([
      ['x.json: cta', 'Button'],
      ['x.json: pair', 'Pair'],
      ['x.json: pair[0].first', 'First'],
      ['x.json: byName', 'By name'],
      ['x.json: byName.*.one', null],
      ['x.json: other', 'Other'],
      ['x.json: #/$defs/Cta.href', null],
    ])
  })

  it('gives every property a title', () => {
    expect(properties.filter((p) => !p.title).map((p) => p.path)).toEqual([])
  })

  it('gives every list item a title naming one item ("Question", "Card")', () => {
    expect(items.filter((i) => !i.title).map((i) => i.path)).toEqual([])
  })

  it('gives every section type a title naming it for people', () => {
    const untitled = Object.entries(sectionSchemas)
      .filter(([, schema]) => !(schema as Schema).title)
      .map(([type]) => type)
    expect(untitled).toEqual([])
    expect((sectionSchemas.cardGrid as Schema).title).toBe('Card grid')
  })

  it('writes titles in plain words, sentence case: never a camelCase key as it is', () => {
    const raw = properties
      .filter((p) => p.title && /[a-z][A-Z]/.test(p.key) && p.title.trim() === p.key)
      .map((p) => `${p.path}: "${p.title}"`)
    expect(raw).toEqual([])
    const lowerCase = properties.filter((p) => p.title && !/^[A-Z]/.test(p.title)).map((p) => `${p.path}: "${p.title}"`)
    expect(lowerCase).toEqual([])
  })

  it('names the fields an editor meets most in plain words', () => {
    const titles = (key: string) => new Set(properties.filter((p) => p.key === key).map((p) => p.title))
    expect(titles('alt')).toEqual(new Set(['Image description']))
    expect(titles('eyebrow')).toEqual(new Set(['Small label above the heading']))
    expect(titles('intro')).toEqual(new Set(['Introduction']))
    expect(titles('seo')).toEqual(new Set(['Search engine settings']))
    expect(titles('splashMs')).toEqual(new Set(['Splash screen duration (ms)']))
    expect(titles('question')).toEqual(new Set(['Question']))
    expect(titles('answer')).toEqual(new Set(['Answer']))
  })
})
