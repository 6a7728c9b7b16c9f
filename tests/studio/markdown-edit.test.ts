import { describe, expect, it } from 'vitest'
import {
  continueList,
  markdownEdit,
  type MarkdownAction,
  type MarkdownChange,
} from '../../src/studio/client/fields/markdown-edit.ts'
import { itemSummary } from '../../src/studio/client/fields/item-summary.ts'
import { humanize, itemNoun, labelAtPath } from '../../src/studio/client/schema-tools.ts'
import type { JsonSchema } from '../../src/studio/client/studio-client.ts'

describe('the Markdown toolbar', () => {
  it('wraps the selection, or a placeholder it selects', () => {
    expect(markdownEdit('We place experts.', 9, 16, 'bold')).toEqual({
      text: 'We place **experts**.',
      start: 11,
      end: 18,
    })
    expect(markdownEdit('Hi', 2, 2, 'italic')).toEqual({ text: 'Hi_italic text_', start: 3, end: 14 })
    expect(markdownEdit('See us', 4, 6, 'link', '/contact').text).toBe('See [us](/contact)')
  })

  it('marks every selected line as a list item or a subheading, once', () => {
    expect(markdownEdit('one\ntwo\nthree', 1, 5, 'list').text).toBe('- one\n- two\nthree')
    expect(markdownEdit('- one\ntwo', 0, 8, 'list').text).toBe('- one\n- two')
    expect(markdownEdit('Intro\nWhy us', 7, 7, 'heading').text).toBe('Intro\n## Why us')
  })
})

/** The text with the selection drawn in it: `|` for the caret, `[` and `]` around a selection. */
function show({ text, start, end }: MarkdownChange): string {
  if (start === end) return text.slice(0, start) + '|' + text.slice(start)
  return text.slice(0, start) + '[' + text.slice(start, end) + ']' + text.slice(end)
}

/** `markdownEdit` on a text written with its caret or selection drawn in, as `show` draws them. */
function press(drawn: string, action: MarkdownAction): string {
  const { text, start, end } = parse(drawn)
  return show(markdownEdit(text, start, end, action))
}

function parse(drawn: string): MarkdownChange {
  const caret = drawn.indexOf('|')
  if (caret >= 0) return { text: drawn.replace('|', ''), start: caret, end: caret }
  const start = drawn.indexOf('[')
  const end = drawn.indexOf(']') - 1
  return { text: drawn.replace('[', '').replace(']', ''), start, end }
}

/** Enter at the drawn caret: the text after it, drawn, or "plain" when Enter is left to the browser. */
function enter(drawn: string): string {
  const { text, start, end } = parse(drawn)
  const next = continueList(text, start, end)
  return next ? show(next) : 'plain'
}

describe('the Markdown toolbar: line marks leave the caret after the marker', () => {
  it('on an empty text or an empty line, the caret stands after the new marker, nothing selected', () => {
    expect(press('|', 'list')).toBe('- |')
    expect(press('|', 'heading')).toBe('## |')
    expect(press('|', 'numbered')).toBe('1. |')
    expect(press('|', 'quote')).toBe('> |')
    expect(press('Intro\n|', 'list')).toBe('Intro\n- |')
    expect(press('Intro\n|\nOutro', 'heading')).toBe('Intro\n## |\nOutro')
  })

  it('mid-text, the caret keeps its place in the words; at the start of a line it goes after the marker', () => {
    expect(press('We pl|ace', 'list')).toBe('- We pl|ace')
    expect(press('|We place', 'list')).toBe('- |We place')
    expect(press('Intro\nWhy| us', 'heading')).toBe('Intro\n## Why| us')
    expect(press('  nested| item', 'list')).toBe('  - nested| item')
  })

  it('replaces another marker, and takes its own away when pressed again', () => {
    expect(press('- Wh|y us', 'heading')).toBe('## Wh|y us')
    expect(press('### Wh|y us', 'heading')).toBe('## Wh|y us')
    expect(press('## Wh|y us', 'heading')).toBe('Wh|y us')
    expect(press('- on|e', 'list')).toBe('on|e')
    expect(press('* on|e', 'list')).toBe('on|e')
    expect(press('- on|e', 'numbered')).toBe('1. on|e')
    expect(press('3. on|e', 'numbered')).toBe('on|e')
    expect(press('> sa|id', 'quote')).toBe('sa|id')
    expect(press('- |', 'list')).toBe('|')
  })

  it('marks each selected line, numbers them in order, keeps blank lines blank, and keeps the words selected', () => {
    expect(press('[one\ntwo\nthree]', 'list')).toBe('- [one\n- two\n- three]')
    expect(press('[one\ntwo]\nthree', 'numbered')).toBe('1. [one\n2. two]\nthree')
    expect(press('[one\n\ntwo]', 'quote')).toBe('> [one\n\n> two]')
    expect(press('o[ne\ntw]o', 'heading')).toBe('## o[ne\n## tw]o')
    expect(press('[- one\n- two]', 'list')).toBe('[one\ntwo]')
    expect(press('[- one\ntwo]', 'list')).toBe('- [one\n- two]')
    // A selection that ends at the very start of a line leaves that line alone.
    expect(press('[one\n]two', 'list')).toBe('- [one\n]two')
  })

  it('wraps bold, italic and links around the selection or a selected placeholder, as before', () => {
    expect(press('We [place] experts', 'bold')).toBe('We **[place]** experts')
    expect(press('We |', 'italic')).toBe('We _[italic text]_')
  })
})

describe('Enter in a Markdown list', () => {
  it('continues a bullet, a task, a numbered item (the next number) and a quote, at the same indent', () => {
    expect(enter('- one|')).toBe('- one\n- |')
    expect(enter('* one|')).toBe('* one\n* |')
    expect(enter('- [x] done|')).toBe('- [x] done\n- [ ] |')
    expect(enter('1. one|')).toBe('1. one\n2. |')
    expect(enter('9) nine|')).toBe('9) nine\n10) |')
    expect(enter('> said|')).toBe('> said\n> |')
    expect(enter('  - nested|')).toBe('  - nested\n  - |')
    expect(enter('Intro\n\n- one|\n- two')).toBe('Intro\n\n- one\n- |\n- two')
  })

  it('splits an item at the caret, replacing a selection', () => {
    expect(enter('- one| two')).toBe('- one\n- | two')
    expect(enter('1. one [two] three')).toBe('1. one \n2. | three')
  })

  it('ends the list on an item with no words: the marker goes, a blank line parts the list from what follows', () => {
    expect(enter('- one\n- |')).toBe('- one\n\n|')
    expect(enter('1. one\n2. |')).toBe('1. one\n\n|')
    expect(enter('> said\n> |')).toBe('> said\n\n|')
    expect(enter('> said\n>|')).toBe('> said\n\n|')
    expect(enter('- one\n- |\nafter')).toBe('- one\n\n|\nafter')
    // Nothing above it to part from: the line is only emptied.
    expect(enter('- |')).toBe('|')
    expect(enter('Intro\n\n- |')).toBe('Intro\n\n|')
  })

  it('leaves Enter to the browser outside an item, before its words, and across lines', () => {
    expect(enter('Plain text|')).toBe('plain')
    expect(enter('## Heading|')).toBe('plain')
    expect(enter('|- one')).toBe('plain')
    expect(enter('-| one')).toBe('plain')
    expect(enter('-|')).toBe('plain')
    expect(enter('- o[ne\n- tw]o')).toBe('plain')
    expect(enter('|')).toBe('plain')
  })
})

describe('names in the studio', () => {
  it('names list items by what they are and say, never by a type key', () => {
    expect(itemSummary({ type: 'cardGrid', heading: 'Industries We Serve' }, 'Card grid')).toBe(
      'Card grid: Industries We Serve',
    )
    expect(itemSummary({ question: 'What makes a good SAP partner?' }, 'Question')).toBe(
      'Question: What makes a good SAP partner?',
    )
    expect(itemSummary({}, 'Question')).toBe('Question (empty)')
    expect(humanize('partnerGrid')).toBe('Partner grid')
  })

  it('finds the noun of a list item and the label of a place from the schema', () => {
    const schema: JsonSchema & { properties: Record<string, JsonSchema & { items: JsonSchema }> } = {
      type: 'object',
      properties: {
        sections: {
          type: 'array',
          title: 'Sections',
          items: {
            oneOf: [
              { title: 'Hero', properties: { type: { const: 'hero' }, heading: { type: 'string', title: 'Heading' } } },
              { properties: { type: { const: 'faq' } } },
            ],
            discriminator: { propertyName: 'type' },
          },
        },
        tags: { type: 'array', title: 'Keywords', items: { type: 'string' } },
      },
    }
    const data = { sections: [{ type: 'hero', heading: '' }, { type: 'faq' }], tags: ['a'] }
    expect(itemNoun('Sections', schema.properties.sections!.items, data.sections[0])).toBe('Hero')
    expect(itemNoun('Sections', schema.properties.sections!.items, data.sections[1])).toBe('Faq')
    expect(itemNoun('Keywords', schema.properties.tags!.items)).toBe('Keyword')
    expect(labelAtPath(schema, data, 'sections[0].heading')).toBe('Hero › Heading')
    expect(labelAtPath(schema, data, '')).toBe('This file')
  })
})
