import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as AjvModule from 'ajv/dist/2020.js'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { formatReport } from '../../src/content/lint-content.ts'
import { loadSite } from '../../src/site/load-site.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'

const Ajv2020 = ((AjvModule as unknown as { default: typeof AjvModule.Ajv2020 }).default ??
  AjvModule.Ajv2020) as typeof AjvModule.Ajv2020

/** What an editor's tool sees: plain Ajv on the emitted schema/, unknown keywords (the loader's marks) ignored. */
const plain = new Ajv2020({ allErrors: true, strict: false, discriminator: true })
const validatePage = plain.compile(JSON.parse(readFileSync('schema/page.schema.json', 'utf8')))

/** Problems the schema alone can find; the rest (links, references, routes) need the whole site. */
const SCHEMA_LEVEL = new Set([
  'missing-property',
  'unknown-property',
  'wrong-type',
  'unknown-section-type',
  'invalid-value',
  'bad-format',
  'bad-url',
  'empty-value',
  'one-of',
  'count-out-of-range',
  'out-of-range',
])
const real = readContentDir(process.cwd())
const fixtures = readdirSync('tests/fixtures/lint').filter((f) => f !== 'syntax-error.yaml')

describe('the emitted JSON Schema and the lint agree', () => {
  it.each(fixtures)('%s: plain Ajv on schema/ flags the same places the lint reports', (fixture) => {
    const text = readFileSync(join('tests/fixtures/lint', fixture), 'utf8')
    const lint = loadSite([...real, { file: 'pages/fixture.yaml', text }]).diagnostics.filter(
      (d) => d.file === 'pages/fixture.yaml' && SCHEMA_LEVEL.has(d.code),
    )
    const valid = validatePage(parse(text))
    const flagged = (validatePage.errors ?? []).map((e) => e.instancePath.replace(/^\//, ''))
    expect(valid, `${fixture}: the schema alone ${valid ? 'accepts' : 'refuses'} it`).toBe(lint.length === 0)
    for (const d of lint) {
      // "sections[2].items[0]" → "sections/2/items/0": some error of plain Ajv is at that place or inside it.
      const path = d.path
        .replace(/\[(\d+)\]/g, '.$1')
        .replace(/^\./, '')
        .replace(/\./g, '/')
      expect(
        flagged.some((f) => f === path || f.startsWith(`${path}/`) || path.startsWith(`${f}/`) || f === ''),
        `${fixture}: ${d.path} (${d.code}) not flagged by the schema: ${flagged.join(', ')}`,
      ).toBe(true)
    }
  })

  it('reports a card grid with two sources, and a feature list with none, as one plain choice', () => {
    const lint = (fixture: string) =>
      formatReport(
        loadSite([
          ...real,
          { file: 'pages/fixture.yaml', text: readFileSync(join('tests/fixtures/lint', fixture), 'utf8') },
        ]),
        0,
      )
        .split('\n')
        .filter((l) => l.includes('  error  '))
    expect(lint('card-sources.yaml')).toEqual([
      'pages/fixture.yaml:5:5  error  sections[0]: takes one of Cards (items:), Services (services:), Industries (industries:) or ' +
        'Cards from a collection (source:), not Cards (items:) and Services (services:) together',
    ])
    expect(lint('feature-list-empty.yaml')).toEqual([
      'pages/fixture.yaml:5:5  error  sections[0]: needs Items (items:) or Lists (groups:)',
    ])
  })
})
