import Type from 'typebox'
import { Action, Anchor, Labelled, SectionType, Line, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('cta'),
    id: Anchor,
    heading: Line('The heading of the call to action', { title: 'Heading' }),
    text: Type.Optional(Text('Supporting sentence', { title: 'Text' })),
    actions: Type.Array(Action, { minItems: 1, maxItems: 3, title: 'Buttons', description: 'Buttons' }),
    tone: Type.Optional(
      Labelled(
        { brand: 'Brand blue', dark: 'Dark', light: 'White' },
        { title: 'Background', description: 'Background; default: brand blue' },
      ),
    ),
  },
  {
    title: 'Call to action',
    additionalProperties: false,
    description: 'A closing band with a heading and buttons',
    examples: [{ type: 'cta', heading: 'Ready to get started?', actions: [{ label: 'Contact Us', to: '/contact' }] }],
  },
)
