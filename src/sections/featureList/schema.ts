import Type from 'typebox'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { Anchor, Labelled, Heading, ImageShownAt, Intro, SectionType, Text } from '../../content/schema/common.ts'

const Group = Type.Object(
  {
    title: Text('Group title (h3)', { title: 'List title' }),
    text: Type.Optional(Text('Text under the group title', { title: 'Text' })),
    items: Type.Array(Text('A list item', { title: 'Item' }), {
      minItems: 1,
      title: 'Items',
      description: 'The items of this list',
    }),
  },
  { title: 'List', additionalProperties: false, description: 'A titled list' },
)

export const schema = Type.Object(
  {
    type: SectionType('featureList'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    variant: Type.Optional(
      Labelled(
        { check: 'Check marks', bullet: 'Bullets', numbered: 'Numbers' },
        { title: 'Marker', description: 'Marker before each item; default: check marks' },
      ),
    ),
    columns: Type.Optional(
      Type.Integer({ title: 'Columns', minimum: 1, maximum: 3, description: 'Columns on wide screens; default 2' }),
    ),
    tone: Type.Optional(
      Labelled(
        { light: 'White', muted: 'Light grey', dark: 'Dark' },
        { title: 'Background', description: 'Background; default: white' },
      ),
    ),
    items: Type.Optional(
      Type.Array(Text('A list item. "Title: text" shows the title in bold', { title: 'Item' }), {
        minItems: 1,
        title: 'Items',
        description: 'One list of items',
      }),
    ),
    groups: Type.Optional(
      Type.Array(Group, { minItems: 1, title: 'Lists', description: 'Several titled lists side by side' }),
    ),
    image: Type.Optional(ImageShownAt(SHOWN_WIDTH.half)),
  },
  {
    title: 'Feature list',
    additionalProperties: false,
    description: 'A checklist of short items, or several titled lists (groups)',
    anyOf: [{ required: ['items'] }, { required: ['groups'] }],
    examples: [
      {
        type: 'featureList',
        heading: 'Why Choose Us',
        items: ['Certified SAP BASIS consultants', 'Follow-the-sun support'],
      },
    ],
  },
)
