import Type from 'typebox'
import { Anchor, Heading, Intro, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: Type.Literal('stats'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    items: Type.Array(
      Type.Object(
        { value: Text('The figure, e.g. 92%'), label: Text('What it counts') },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 6, description: 'The figures, left to right' },
    ),
  },
  {
    additionalProperties: false,
    description: 'A row of headline figures',
    examples: [{ type: 'stats', items: [{ value: '92%', label: 'consultant retention beyond the initial contract' }] }],
  },
)
