import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { fieldChanges, fieldChangeText } from '../../src/studio/client/field-changes.ts'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'

const schema = JSON.parse(readFileSync('schema/page.schema.json', 'utf8')) as JsonSchema
const services = parse(readFileSync('pages/services.yaml', 'utf8')) as {
  title: string
  keywords: string[]
  sections: Record<string, unknown>[]
}
const copy = () => structuredClone(services)
const faqAt = services.sections.findIndex((s) => s.type === 'faq')
const lines = (before: unknown, after: unknown) => fieldChanges(schema, before, after).map(fieldChangeText)

describe('fieldChanges: two versions of a page as the form labels its fields', () => {
  it('finds nothing between equal versions', () => {
    expect(fieldChanges(schema, services, copy())).toEqual([])
  })

  it('names a changed heading by its section and label, with both values', () => {
    const after = copy()
    after.sections[0]!.heading = 'Services That Ship'
    expect(lines(services, after)).toEqual(['Hero › Heading: Our Services → Services That Ship'])
  })

  it('numbers an item only where its list holds more than one of its kind', () => {
    const after = copy()
    const items = (after.sections[faqAt] as { items: { answer: string }[] }).items
    items[2]!.answer = 'Within two days.'
    const [change] = fieldChanges(schema, services, after)
    expect(change).toMatchObject({ label: 'FAQ › Question 3 › Answer', kind: 'changed', after: 'Within two days.' })
  })

  it('shows only the words that changed in a long text, not the whole paragraph', () => {
    const after = copy()
    const items = (after.sections[faqAt] as { items: { answer: string }[] }).items
    items[0]!.answer = items[0]!.answer.replace('technical assessments', 'hands-on technical assessments')
    const [change] = fieldChanges(schema, services, after)
    expect(change!.before).toBe('… then screen candidates through technical assessments, structured interviews …')
    expect(change!.after).toBe(
      '… then screen candidates through hands-on technical assessments, structured interviews …',
    )
  })

  it('says "added" for one new item at the top of a list, not every item changed', () => {
    const after = copy()
    const items = (after.sections[faqAt] as { items: unknown[] }).items
    items.unshift({ question: 'Do you place SAP architects?', answer: 'Yes.' })
    expect(lines(services, after)).toEqual(['FAQ › Question 1: added “Do you place SAP architects?”'])
  })

  it('says "removed" for an item taken out of the middle of a list', () => {
    const after = copy()
    const items = (after.sections[faqAt] as { items: unknown[] }).items
    items.splice(1, 1)
    expect(lines(services, after)).toEqual(['FAQ › Question 2: removed “What industries do you serve?”'])
  })

  it('names a list of texts by the item title, and a removed section by its heading', () => {
    const after = copy()
    after.keywords[1] = 'IT recruitment'
    after.sections.splice(1, 1)
    expect(lines(services, after)).toEqual([
      'Keyword 2: IT staffing → IT recruitment',
      'Card grid: removed “Comprehensive IT and Business Solutions”',
    ])
  })

  it('writes switches as yes and no, and a field emptied as removed', () => {
    const before = { title: 'A', image: { src: '/media/a.jpg', alt: 'A room', decorative: false } }
    const after = { title: 'A', image: { src: '/media/a.jpg', alt: '', decorative: true } }
    expect(lines(before, after)).toEqual([
      'Image for sharing › Image description: removed “A room”',
      'Image for sharing › Decorative only (no description needed): no → yes',
    ])
  })

  it('shows a section that changed type as one change, and keys the schema does not know by their name', () => {
    const before = { sections: [{ type: 'richText', heading: 'Notes' }], extraNote: 'x' }
    const after = { sections: [{ type: 'cta', heading: 'Talk to us' }], extraNote: 'y' }
    expect(lines(before, after)).toEqual(['Call to action: Notes → Talk to us', 'Extra note: x → y'])
  })

  it('names an image added by its description, else by its file, never by a field name', () => {
    expect(
      lines({ title: 'A' }, { title: 'A', image: { src: '/media/team/office.jpg?v=2', alt: 'Our office' } }),
    ).toEqual(['Image for sharing: added “Our office”'])
    expect(lines({ title: 'A' }, { title: 'A', image: { src: '/media/team/office.jpg', decorative: true } })).toEqual([
      'Image for sharing: added “office.jpg”',
    ])
  })

  it('lists every filled field of a new file as added, and a removed file as one change', () => {
    expect(lines(undefined, { title: 'New page', keywords: [] })).toEqual(['Page title: added “New page”'])
    expect(lines({ title: 'Gone' }, undefined)).toEqual(['This file: removed'])
  })

  it('numbers sections of one kind among themselves, and a section added between others is one change', () => {
    const grid = (heading: string) => ({ type: 'cardGrid', heading, cards: [] })
    const before = { sections: [grid('Services'), { type: 'cta', heading: 'Talk to us' }, grid('Industries')] }
    const after = structuredClone(before)
    after.sections[2]!.heading = 'Sectors'
    after.sections.splice(1, 0, { type: 'faq', heading: 'Questions', items: [] } as never)
    expect(lines(before, after)).toEqual(['FAQ: added “Questions”', 'Card grid 2 › Heading: Industries → Sectors'])
  })

  it('writes numbers as they are and keeps order with the form’s fields first', () => {
    const schema2 = {
      type: 'object',
      properties: { b: { type: 'number', title: 'Years' }, a: { type: 'string', title: 'Name' } },
    }
    expect(fieldChanges(schema2, { a: 'x', b: 3, z: 1 }, { a: 'y', b: 4, z: 2 })).toEqual([
      { label: 'Years', kind: 'changed', before: '3', after: '4' },
      { label: 'Name', kind: 'changed', before: 'x', after: 'y' },
      { label: 'Z', kind: 'changed', before: '1', after: '2' },
    ])
  })

  it('labels without a schema from the property names', () => {
    expect(lines({ splashMs: 1 }, { splashMs: 2 }).at(0)).toBe('Splash ms: 1 → 2')
    expect(fieldChanges(undefined, { splashMs: 1 }, { splashMs: 2 })).toEqual([
      { label: 'Splash ms', kind: 'changed', before: '1', after: '2' },
    ])
  })
})
