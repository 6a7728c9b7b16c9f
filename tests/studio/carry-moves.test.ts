import { describe, expect, it } from 'vitest'
import { carryMoves, unfollowedLists } from '../../src/studio/translate/carry-moves.ts'

// Items of lists matched by position (a FAQ's questions, a grid's cards, the sections) moved, removed or inserted in
// an original in the studio are moved in its translations too, with their fingerprints.

const card = (title: string) => ({ icon: title.toLowerCase(), title, to: `/${title.toLowerCase()}` })
const page = (...titles: string[]) => ({
  sections: [
    { type: 'hero', heading: 'H' },
    { type: 'cards', cards: titles.map(card) },
  ],
})
const original = page('One', 'Two', 'Three')
const spanish: {
  sections: { heading?: string; cards?: { title?: string }[] }[]
  translatedFrom: Record<string, string>
} = {
  sections: [{ heading: 'E' }, { cards: [{ title: 'Uno' }, { title: 'Dos' }, { title: 'Tres' }] }],
  translatedFrom: {
    'sections.0.heading': 'h',
    'sections.1.cards.0.title': 'one',
    'sections.1.cards.1.title': 'two',
    'sections.1.cards.2.title': 'three',
  },
}
const titles = (data: unknown) =>
  (data as typeof spanish).sections[1]!.cards!.map((c: { title?: string }) => c.title ?? '(English)')

describe('carryMoves', () => {
  it('moves each translated item with the original item it translates, and its fingerprint', () => {
    const out = carryMoves(original, page('Three', 'One', 'Two'), spanish)!
    expect(titles(out.data)).toEqual(['Tres', 'Uno', 'Dos'])
    expect((out.data as typeof spanish).translatedFrom).toEqual({
      'sections.0.heading': 'h',
      'sections.1.cards.1.title': 'one',
      'sections.1.cards.2.title': 'two',
      'sections.1.cards.0.title': 'three',
    })
    expect(out.moved).toEqual([
      ['sections', 1, 'cards', 0],
      ['sections', 1, 'cards', 1],
      ['sections', 1, 'cards', 2],
    ])
  })

  it('drops the translation of a removed item, and gives an added one an empty place', () => {
    const removed = carryMoves(original, page('Two', 'Three'), spanish)!
    expect(titles(removed.data)).toEqual(['Dos', 'Tres'])
    expect(Object.keys((removed.data as typeof spanish).translatedFrom)).toEqual([
      'sections.0.heading',
      'sections.1.cards.0.title',
      'sections.1.cards.1.title',
    ])
    const added = carryMoves(original, page('Zero', 'One', 'Two', 'Three'), spanish)!
    expect(titles(added.data)).toEqual(['(English)', 'Uno', 'Dos', 'Tres'])
    expect((added.data as typeof spanish).translatedFrom['sections.1.cards.3.title']).toBe('three')
    // Added at the end: nothing moves.
    expect(carryMoves(original, page('One', 'Two', 'Three', 'Four'), spanish)).toBeUndefined()
  })

  it('moves whole sections, each with the items inside it', () => {
    const [hero, cards] = original.sections
    const out = carryMoves(original, { sections: [cards, hero] }, spanish)!
    expect((out.data as typeof spanish).sections).toEqual([spanish.sections[1], spanish.sections[0]])
    expect((out.data as typeof spanish).translatedFrom).toMatchObject({
      'sections.1.heading': 'h',
      'sections.0.cards.2.title': 'three',
    })
  })

  it('leaves the translation alone when the list was edited besides, or not changed, or is matched by id', () => {
    expect(carryMoves(original, original, spanish)).toBeUndefined()
    // Moved and one card retitled in the same save: each keeps its place, the retitled one's translation stale.
    const edited = page('Three', 'One', 'Two')
    edited.sections[1]!.cards![0]!.title = 'Drei'
    expect(carryMoves(original, edited, spanish)).toBeUndefined()
    const services = (...ids: string[]) => ({ items: ids.map((id) => ({ id, title: id })) })
    const byId = {
      items: [
        { id: 'a', title: 'A (es)' },
        { id: 'b', title: 'B (es)' },
      ],
    }
    expect(carryMoves(services('a', 'b'), services('b', 'a'), byId)).toBeUndefined()
  })
})

describe('unfollowedLists', () => {
  it('says when a list was moved and edited (or duplicated) in one save, so its translation could not follow', () => {
    // Moved, one duplicated, one removed in one save (the editor probe's About Us cards).
    expect(unfollowedLists(original, page('Two', 'Three', 'Three'), spanish)).toBe(true)
    // Moved and one retitled.
    const edited = page('Three', 'One', 'Two')
    edited.sections[1]!.cards![0]!.title = 'Drei'
    expect(unfollowedLists(original, edited, spanish)).toBe(true)
  })

  it('says nothing of what carryMoves follows, of edits in place, or of lists matched by id', () => {
    expect(unfollowedLists(original, page('Three', 'One', 'Two'), spanish)).toBe(false)
    expect(unfollowedLists(original, page('One', 'Three'), spanish)).toBe(false)
    expect(unfollowedLists(original, original, spanish)).toBe(false)
    const retitled = page('One', 'Two', 'Three')
    retitled.sections[1]!.cards![1]!.title = 'Zwei'
    expect(unfollowedLists(original, retitled, spanish)).toBe(false)
    const services = (...ids: string[]) => ({ items: ids.map((id) => ({ id, title: id })) })
    expect(unfollowedLists(services('a', 'b'), services('b', 'a', 'c'), { items: [{ id: 'a', title: 'A' }] })).toBe(
      false,
    )
  })
})
