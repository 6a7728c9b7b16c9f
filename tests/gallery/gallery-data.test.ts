// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sectionsYaml } from '../../src/site/content-guide.ts'
import { entriesOf } from '../../src/content/resolve-context.ts'
import { loadSiteDir } from '../../src/site/load-site.ts'
import type { ArticleEntry, JobEntry } from '../../src/firm/collections.ts'
import { SECTION_TYPES, type Section } from '../../src/sections/definitions.ts'
import { galleryData } from '../../src/gallery/gallery-data.ts'
import { galleryExamples, type GalleryExample } from '../../src/gallery/gallery-examples.ts'
import { sectionSchemas } from '../../src/sections/definitions.ts'
import { ICON_PATHS } from '../../src/ui/icon-paths.ts'

const root = process.cwd()
const data = galleryData(root)
const content = loadSiteDir(root).content!

describe('the section gallery data', () => {
  it('has every schema example and variant of every section type pass the lint and resolve against pages/', () => {
    expect(data.problems).toEqual([])
    expect(data.types.map((t) => t.type)).toEqual(SECTION_TYPES)
    for (const t of data.types) {
      const examples = (sectionSchemas[t.type] as { examples?: unknown[] }).examples ?? []
      expect(t.items.length, t.type).toBeGreaterThanOrEqual(examples.length)
      for (const item of t.items) {
        expect(item.problems, `${t.type}: ${item.label}`).toEqual([])
        expect(item.section?.type, `${t.type}: ${item.label}`).toBe(t.type)
      }
    }
  })

  it('shows each example as the YAML an editor writes in `sections:`, the guide’s own example text', () => {
    const guide = readFileSync('pages/README.md', 'utf8')
    for (const t of data.types) {
      const examples = (sectionSchemas[t.type] as { examples?: unknown[] }).examples ?? []
      examples.forEach((example, i) => expect(t.items[i]!.yaml).toBe(sectionsYaml([example])))
      // The guide's example block of the type starts with the same lines.
      if (examples.length === 1) expect(guide).toContain('```yaml\n' + t.items[0]!.yaml + '\n```')
      expect(t.guideLine, t.type).toBeGreaterThan(0)
      expect(guide.split('\n')[t.guideLine! - 1]).toBe(`### ${t.type}`)
    }
    expect(guide.split('\n')[data.iconsGuideLine! - 1]).toBe('## Icons')
    expect(data.icons.map((i) => i.name)).toEqual(Object.keys(ICON_PATHS))
  })

  it('resolves references and the entry of the route as a page does', () => {
    const item = (type: string, label: string) =>
      data.types.find((t) => t.type === type)!.items.find((i) => i.label === label)!.section as Record<string, unknown>
    // Cards from the services collection: one per service, with its title and link.
    const services = entriesOf<{ title: string; path: string }>(content, 'services')
    const cards = item('cardGrid', 'services: all (cards from the services collection)').items as {
      title: string
      link: { to: string }
    }[]
    expect(cards.map((c) => [c.title, c.link.to])).toEqual(services.map((s) => [s.title, s.path]))
    // Sections that show their route's entry get the first entry of their collection, at its real route.
    const article = entriesOf<ArticleEntry>(content, 'articles')[0]!
    const shown = item('article', 'schema example')
    expect((shown.entry as ArticleEntry).id).toBe(article.id)
    expect(shown.url).toBe(content.site.origin.replace(/\/+$/, '') + article.path)
    expect((item('jobDetail', 'schema example').job as JobEntry).id).toBe(entriesOf<JobEntry>(content, 'jobs')[0]!.id)
    // Markdown is parsed by the loader, as on a page: the body is a block tree, not text.
    expect(typeof item('richText', 'schema example').body).not.toBe('string')
  })

  it('shows a failing example’s diagnostic at its line in the example’s YAML; every other example still renders', () => {
    const broken: GalleryExample[] = [
      {
        type: 'hero',
        label: 'misspelt',
        section: { type: 'hero', heading: 'Hello', colour: 'red' } as unknown as Section,
      },
      { type: 'partnerGrid', label: 'unknown partner', section: { type: 'partnerGrid', partners: ['sapp'] } },
      { type: 'article', label: 'incomplete', section: { type: 'article' } as unknown as Section },
    ]
    const examples = galleryExamples()
    const result = galleryData(root, [...examples, ...broken])
    const items = result.types.flatMap((t) => t.items)
    expect(items.filter((i) => i.section).length).toBe(examples.length)
    const shown = (label: string) => items.find((i) => i.label === label)!
    expect(shown('misspelt').section).toBeUndefined()
    expect(shown('misspelt').problems).toEqual([
      {
        severity: 'error',
        line: 4,
        col: 5,
        message: 'sections[0]: unknown property "colour"',
        hint:
          'fields here: Section type (type:), Hero style (variant:), Small label above the heading (eyebrow:), ' +
          'Heading (heading:), Text (text:), Image (image:), Buttons (actions:)',
        frame: '    2 |   - type: hero\n    3 |     heading: Hello\n  > 4 |     colour: red\n      |     ^',
      },
    ])
    // Found only once the examples with schema errors are set aside: references are checked in valid files.
    expect(shown('unknown partner').problems.map((p) => [p.line, p.col, p.message, p.hint])).toEqual([
      [4, 9, 'sections[0].partners[0]: no partner "sapp" in pages/_collections/partners.yaml', 'did you mean "sap"?'],
    ])
    expect(shown('unknown partner').section).toBeUndefined()
    expect(shown('incomplete').problems[0]!.message).toMatch(/^sections\[0\]: Share row label \(shareHeading:\)/)
  })
})
