import Type from 'typebox'
import { Anchor, Heading, Intro, SectionType, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('stats'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    items: Type.Array(
      Type.Object(
        {
          value: Text('The figure, e.g. 92%', { title: 'Number' }),
          label: Text('What it counts', { title: 'What it counts' }),
        },
        { title: 'Figure', additionalProperties: false },
      ),
      { minItems: 1, maxItems: 6, title: 'Figures', description: 'The figures, left to right' },
    ),
  },
  {
    title: 'Key figures',
    additionalProperties: false,
    description: 'A row of headline figures',
    examples: [{ type: 'stats', items: [{ value: '92%', label: 'consultant retention beyond the initial contract' }] }],
  },
)
