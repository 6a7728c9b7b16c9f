/**
 * The studio's form of a translation after its original's sections were moved or removed (found by a probe: saving
 * the Spanish page then wrote one section's fields into another and failed): what a save writes follows the original
 * as the site lays it, section by section.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { formToTranslation } from '../../src/studio/translate/form-to-translation.ts'
import { translationContext } from '../../src/studio/translate/translation-context.ts'
import { translationToForm } from '../../src/studio/translate/translation-to-form.ts'

type Section = { type?: string; heading?: string } & Record<string, unknown>
type Page = { sections: Section[] } & Record<string, unknown>

const context = translationContext(process.cwd(), 'pages/about.es.yaml')!
const original = context.original.data as Page
const spanish = parse(readFileSync('pages/about.es.yaml', 'utf8')) as Page

/** The translation a save writes when the original is `changed` and the editor retitles the hero in the form. */
function saveAfter(changed: Page): Page {
  const form = translationToForm(changed, spanish, context.original.schema, true) as Page
  form.sections[0]!.heading = 'Acerca de Cedar Ridge'
  return formToTranslation(changed, form, spanish, context.original.schema, true) as Page
}

const headingOf = (type: string, turn = 0) => spanish.sections.filter((s) => s.type === type)[turn]!.heading

describe('a translation saved after its original changed its sections', () => {
  it('follows a moved section: each keeps its type and its own fields', () => {
    const sections = original.sections.slice()
    const [moved] = sections.splice(1, 1)
    sections.splice(2, 0, moved!)
    const saved = saveAfter({ ...original, sections })
    expect(saved.sections.map((s) => s.type)).toEqual(sections.map((s) => s.type))
    expect(saved.sections[0]!.heading).toBe('Acerca de Cedar Ridge')
    expect(saved.sections[2]!.heading).toBe(headingOf('richText'))
    // No section holds another's fields (a rich text with a card grid's items, or the reverse).
    saved.sections.forEach((s, i) => {
      const allowed = Object.keys(sections[i]!)
      expect(
        Object.keys(s).filter((k) => !allowed.includes(k)),
        `section ${i + 1}`,
      ).toEqual([])
    })
  })

  it('drops the translation of a removed section, and records no hash for it', () => {
    const removed = original.sections.findIndex((s) => s.type === 'stats')
    const sections = original.sections.filter((_, i) => i !== removed)
    const saved = saveAfter({ ...original, sections })
    expect(saved.sections.map((s) => s.type)).toEqual(sections.map((s) => s.type))
    expect(JSON.stringify(saved)).not.toContain(String(headingOf('stats')))
    const places = Object.keys(saved.translatedFrom as object).filter((path) => path.startsWith('sections.'))
    expect(places.length).toBeGreaterThan(10)
    expect(places.filter((path) => Number(path.split('.')[1]) >= sections.length)).toEqual([])
  })
})
