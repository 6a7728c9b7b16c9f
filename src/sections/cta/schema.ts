import Type from 'typebox'
import { Action, Anchor, StringEnum, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: Type.Literal('cta'),
    id: Anchor,
    heading: Text('Call-to-action heading (h2)'),
    text: Type.Optional(Text('Supporting sentence')),
    actions: Type.Array(Action, { minItems: 1, maxItems: 3, description: 'Buttons' }),
    tone: Type.Optional(StringEnum(['brand', 'dark', 'light'] as const, { description: 'Background; default brand' })),
  },
  {
    additionalProperties: false,
    description: 'A closing band with a heading and buttons',
    examples: [{ type: 'cta', heading: 'Ready to get started?', actions: [{ label: 'Contact Us', to: '/contact' }] }],
  },
)
