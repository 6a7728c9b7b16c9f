import { describe, expect, it } from 'vitest'
import { carryIdRenames } from '../../src/studio/translate/carry-id-renames.ts'

// A list item's reference name (id) renamed in an original is renamed in its translations, which match items by id:
// only when the item kept its place and nothing else of it changed.

const service = (id: string, title = 'IT Staffing', more: object = {}) => ({
  id,
  title,
  path: `/services/${id}`,
  ...more,
})
const original = { items: [service('it-staffing'), service('sap', 'SAP Services')] }
const spanish = {
  items: [
    { id: 'it-staffing', title: 'Reclutamiento de TI' },
    { id: 'sap', title: 'Servicios SAP' },
  ],
  translatedFrom: { 'items.0.title': 'cd51018cd857a362' },
}

describe('carryIdRenames', () => {
  it('renames the translated item, keeping its text and everything else', () => {
    const after = { items: [service('tech-staffing'), original.items[1]] }
    expect(carryIdRenames(original, after, spanish)).toEqual({
      data: { ...spanish, items: [{ id: 'tech-staffing', title: 'Reclutamiento de TI' }, spanish.items[1]] },
      renamed: [['items', 0]],
    })
  })

  it('leaves the translation alone when no id changed, or when the item changed besides its id', () => {
    expect(carryIdRenames(original, original, spanish)).toBeUndefined()
    const edited = { items: [{ ...original.items[0], title: 'Staffing' }, original.items[1]] }
    expect(carryIdRenames(original, edited, spanish)).toBeUndefined()
    // Deleted, and another service added in its place: the old Spanish text is not the new one's.
    const replaced = { items: [service('cloud', 'Cloud Services'), original.items[1]] }
    expect(carryIdRenames(original, replaced, spanish)).toBeUndefined()
    // Renamed and its title changed in one save: not taken for a rename.
    const both = { items: [service('tech-staffing', 'Tech Staffing'), original.items[1]] }
    expect(carryIdRenames(original, both, spanish)).toBeUndefined()
  })

  it('does not rename onto an id the translation already holds, nor an item moved in the list', () => {
    const onto = { ...spanish, items: [...spanish.items, { id: 'tech-staffing', title: 'Otro' }] }
    expect(carryIdRenames(original, { items: [service('tech-staffing'), original.items[1]] }, onto)).toBeUndefined()
    const moved = { items: [original.items[1], service('tech-staffing')] }
    expect(carryIdRenames(original, moved, spanish)).toBeUndefined()
  })

  it('follows lists matched by id inside sections, which are matched by position', () => {
    const page = (id: string) => ({ sections: [{ type: 'hero' }, { type: 'cards', cards: [{ id, heading: 'One' }] }] })
    const translation = { sections: [{}, { cards: [{ id: 'one', heading: 'Uno' }] }] }
    expect(carryIdRenames(page('one'), page('first'), translation)).toEqual({
      data: { sections: [{}, { cards: [{ id: 'first', heading: 'Uno' }] }] },
      renamed: [['sections', 1, 'cards', 0]],
    })
  })
})
