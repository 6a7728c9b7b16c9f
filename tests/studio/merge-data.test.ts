import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { changedPaths, mergeData, settleConflicts, UNKNOWN_BASE } from '../../src/studio/merge-data.ts'
import { TEST_SEED } from '../helpers/test-seed.ts'

const page = {
  title: 'Home',
  description: 'IT staffing',
  sections: [
    { type: 'hero', heading: 'Premium Staffing', eyebrow: 'Cedar Ridge', text: 'We place engineers.' },
    {
      type: 'faq',
      heading: 'Questions',
      items: [
        { question: 'How fast?', answer: 'Two weeks.' },
        { question: 'Where?', answer: 'Remote.' },
        { question: 'Cost?', answer: 'Ask us.' },
      ],
    },
  ],
}
type Page = typeof page
const edit = (f: (p: Page) => void): Page => {
  const copy = structuredClone(page)
  f(copy)
  return copy
}

describe('mergeData', () => {
  test('different fields merge without a question', () => {
    const theirs = edit((p) => (p.sections[0]!.eyebrow = 'Dana’s label'))
    const mine = edit((p) => (p.sections[0]!.text = 'Pat’s text.'))
    const { data, conflicts } = mergeData(page, theirs, mine)
    expect(conflicts).toEqual([])
    expect(data).toEqual(
      edit((p) => {
        p.sections[0]!.eyebrow = 'Dana’s label'
        p.sections[0]!.text = 'Pat’s text.'
      }),
    )
  })

  test('the same field changed to different values asks, with both values; mine stays meanwhile', () => {
    const theirs = edit((p) => (p.sections[0]!.heading = 'Theirs'))
    const mine = edit((p) => {
      p.sections[0]!.heading = 'Mine'
      p.title = 'Home, mine'
    })
    const { data, conflicts } = mergeData(page, theirs, mine)
    expect(conflicts).toEqual([{ path: ['sections', 0, 'heading'], theirs: 'Theirs', mine: 'Mine' }])
    expect(data).toEqual(mine)
    expect(settleConflicts(data, conflicts, ['Theirs'])).toEqual(
      edit((p) => {
        p.sections[0]!.heading = 'Theirs'
        p.title = 'Home, mine'
      }),
    )
  })

  test('the same field changed alike on both sides is no conflict', () => {
    const both = edit((p) => (p.title = 'Same'))
    expect(mergeData(page, both, both)).toEqual({ data: both, conflicts: [] })
  })

  test('nested objects merge field by field', () => {
    const base = { seo: { title: 'A', image: { src: '/a.png', alt: 'A' } } }
    const theirs = { seo: { title: 'A', image: { src: '/b.png', alt: 'A' } } }
    const mine = { seo: { title: 'B', image: { src: '/a.png', alt: 'An A' } } }
    expect(mergeData(base, theirs, mine)).toEqual({
      data: { seo: { title: 'B', image: { src: '/b.png', alt: 'An A' } } },
      conflicts: [],
    })
  })

  test('a field removed on one side and edited on the other asks; removed and untouched is removed', () => {
    const theirs = edit((p) => delete (p as Partial<Page>).description)
    const mine = edit((p) => (p.description = 'Edited'))
    expect(mergeData(page, theirs, mine).conflicts).toEqual([{ path: ['description'], mine: 'Edited' }])
    expect(mergeData(page, mine, theirs).conflicts).toEqual([{ path: ['description'], theirs: 'Edited' }])
    const untouched = edit((p) => (p.title = 'Other'))
    expect(mergeData(page, theirs, untouched).data).toEqual(
      edit((p) => {
        delete (p as Partial<Page>).description
        p.title = 'Other'
      }),
    )
  })

  const items = (p: Page) => (p.sections[1] as { items: { question: string; answer: string }[] }).items
  const faq = (data: unknown) => items(data as Page)

  test('list items: one added on each side are both kept, theirs first', () => {
    const theirs = edit((p) => items(p).push({ question: 'Theirs?', answer: 'T' }))
    const mine = edit((p) => items(p).push({ question: 'Mine?', answer: 'M' }))
    const { data, conflicts } = mergeData(page, theirs, mine)
    expect(conflicts).toEqual([])
    expect(faq(data).map((i) => i.question)).toEqual(['How fast?', 'Where?', 'Cost?', 'Theirs?', 'Mine?'])
  })

  test('list items: one removed on a side, another edited on the other', () => {
    const theirs = edit((p) => items(p).splice(0, 1))
    const mine = edit((p) => (items(p)[2]!.answer = 'From 50 an hour.'))
    const { data, conflicts } = mergeData(page, theirs, mine)
    expect(conflicts).toEqual([])
    expect(faq(data)).toEqual([
      { question: 'Where?', answer: 'Remote.' },
      { question: 'Cost?', answer: 'From 50 an hour.' },
    ])
  })

  test('list items: different fields of one item edited while the other side inserted before it', () => {
    const theirs = edit((p) => {
      items(p).unshift({ question: 'New?', answer: 'Yes.' })
      items(p)[2]!.question = 'Where exactly?'
    })
    const mine = edit((p) => (items(p)[1]!.answer = 'Remote or on site.'))
    const { data, conflicts } = mergeData(page, theirs, mine)
    expect(conflicts).toEqual([])
    expect(faq(data)).toEqual([
      { question: 'New?', answer: 'Yes.' },
      { question: 'How fast?', answer: 'Two weeks.' },
      { question: 'Where exactly?', answer: 'Remote or on site.' },
      { question: 'Cost?', answer: 'Ask us.' },
    ])
  })

  test('list items: the same item edited on both sides asks at that item’s field, at its merged place', () => {
    const theirs = edit((p) => {
      items(p).unshift({ question: 'New?', answer: 'Yes.' })
      items(p)[1]!.answer = 'One week.'
    })
    const mine = edit((p) => (items(p)[0]!.answer = 'Ten days.'))
    const { conflicts } = mergeData(page, theirs, mine)
    expect(conflicts).toEqual([{ path: ['sections', 1, 'items', 1, 'answer'], theirs: 'One week.', mine: 'Ten days.' }])
  })

  test('list items: removed on one side and edited on the other asks; choosing the removal removes it', () => {
    const theirs = edit((p) => items(p).splice(1, 1))
    const mine = edit((p) => (items(p)[1]!.answer = 'Remote, mostly.'))
    const { data, conflicts } = mergeData(page, theirs, mine)
    expect(conflicts).toEqual([
      { path: ['sections', 1, 'items', 1], mine: { question: 'Where?', answer: 'Remote, mostly.' } },
    ])
    expect(faq(data)[1]).toEqual({ question: 'Where?', answer: 'Remote, mostly.' })
    expect(faq(settleConflicts(data, conflicts, [undefined])).map((i) => i.question)).toEqual(['How fast?', 'Cost?'])
  })

  test('list items: a move on one side and an edit of the moved item on the other both hold', () => {
    const theirs = edit((p) => {
      const list = items(p)
      list.push(list.shift()!)
    })
    const mine = edit((p) => (items(p)[0]!.answer = 'Ten days.'))
    const { data, conflicts } = mergeData(page, theirs, mine)
    expect(conflicts).toEqual([])
    expect(faq(data).map((i) => i.answer)).toEqual(['Remote.', 'Ask us.', 'Ten days.'])
  })

  test('list items: two different reorders ask for the whole list', () => {
    const theirs = edit((p) => items(p).reverse())
    const mine = edit((p) => {
      const list = items(p)
      list.push(list.shift()!)
    })
    expect(mergeData(page, theirs, mine).conflicts.map((c) => c.path)).toEqual([['sections', 1, 'items']])
  })

  test('sections of different types are never taken for each other', () => {
    const theirs = edit((p) => (p.sections[0] = { type: 'cta', heading: 'Call us', eyebrow: '', text: '' }))
    const mine = edit((p) => (p.sections[0]!.heading = 'Mine'))
    // Their new section is kept first; my edited hero, which they replaced, asks to be kept or removed.
    const { data, conflicts } = mergeData(page, theirs, mine)
    expect((data as Page).sections.map((s) => s.type)).toEqual(['cta', 'hero', 'faq'])
    expect(conflicts).toEqual([{ path: ['sections', 1], mine: mine.sections[0] }])
  })

  test('with the base unknown, every difference asks, and nothing else', () => {
    const theirs = edit((p) => (p.title = 'T'))
    const mine = edit((p) => (p.description = 'M'))
    const { conflicts } = mergeData(UNKNOWN_BASE, theirs, mine)
    expect(conflicts).toEqual([
      { path: ['title'], theirs: 'T', mine: 'Home' },
      { path: ['description'], theirs: 'IT staffing', mine: 'M' },
    ])
  })

  test('changedPaths names the fields that differ', () => {
    const after = edit((p) => {
      p.sections[0]!.heading = 'New'
      items(p).pop()
    })
    expect(changedPaths(page, after)).toEqual([
      ['sections', 0, 'heading'],
      ['sections', 1, 'items'],
    ])
  })
})

describe('mergeData, on random edits (fixed seed)', () => {
  type Item = { id: number; text: string }
  /** A side's edits of a list of distinct items: each item kept, edited or removed; new items inserted. */
  const sideEdits = (n: number) =>
    fc.record({
      ops: fc.array(fc.constantFrom('keep', 'keep', 'edit', 'remove'), { minLength: n, maxLength: n }),
      inserts: fc.array(fc.nat({ max: n }), { maxLength: 3 }),
    })
  const apply = (base: Item[], s: { ops: string[]; inserts: number[] }, tag: string, skip: Set<number>) => {
    const out: Item[] = []
    base.forEach((item, i) => {
      const op = skip.has(i) ? 'keep' : s.ops[i]
      if (op === 'edit') out.push({ ...item, text: `${item.text} (${tag})` })
      else if (op === 'keep') out.push(item)
    })
    s.inserts.forEach((at, k) =>
      out.splice(Math.min(at, out.length), 0, { id: 1000 + k + (tag === 'T' ? 0 : 100), text: `new ${tag}${k}` }),
    )
    return out
  }

  test('edits of different items all survive, each side’s order kept, with no question', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }).chain((n) => fc.tuple(fc.constant(n), sideEdits(n), sideEdits(n))),
        ([n, t, m]) => {
          const base = Array.from({ length: n }, (_, i) => ({ id: i, text: `item ${i}` }))
          const touchedByT = new Set(t.ops.flatMap((op, i) => (op === 'keep' ? [] : [i])))
          const theirs = apply(base, t, 'T', new Set())
          const mine = apply(base, m, 'M', touchedByT)
          const { data, conflicts } = mergeData({ list: base }, { list: theirs }, { list: mine })
          expect(conflicts).toEqual([])
          const merged = (data as { list: Item[] }).list
          const ids = new Set(merged.map((i) => i.id))
          expect(ids.size).toBe(merged.length)
          // Each base item: removed if a side removed it, else as the side that edited it left it; new items kept.
          const expected = new Map<number, string>()
          base.forEach((item) => {
            const [inT, inM] = [theirs, mine].map((list) => list.find((x) => x.id === item.id))
            if (inT && inM) expected.set(item.id, inT.text !== item.text ? inT.text : inM.text)
          })
          for (const item of [...theirs, ...mine]) if (item.id >= n) expected.set(item.id, item.text)
          expect(new Map(merged.map((i) => [i.id, i.text]))).toEqual(expected)
          // Each side's items keep their order.
          for (const sideList of [theirs, mine]) {
            const order = sideList.map((i) => i.id).filter((id) => ids.has(id))
            expect(merged.map((i) => i.id).filter((id) => order.includes(id))).toEqual(order)
          }
        },
      ),
      { seed: TEST_SEED, numRuns: 200 },
    )
  })

  test('taking one side unchanged gives the other, and both alike gives that', () => {
    const json = fc.jsonValue({ maxDepth: 3 })
    fc.assert(
      fc.property(json, json, (base, other) => {
        expect(mergeData(base, base, other)).toEqual({ data: other, conflicts: [] })
        expect(mergeData(base, other, base)).toEqual({ data: other, conflicts: [] })
        expect(mergeData(base, other, other)).toEqual({ data: other, conflicts: [] })
      }),
      { seed: TEST_SEED, numRuns: 300 },
    )
  })
})
