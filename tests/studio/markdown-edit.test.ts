import { describe, expect, it } from 'vitest'
import { markdownEdit } from '../../src/studio/client/fields/markdown-edit.ts'
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
