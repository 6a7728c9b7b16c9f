import Type from 'typebox'
import { Anchor, Heading, Intro, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: Type.Literal('process'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    steps: Type.Array(
      Type.Object(
        { title: Text('Step name'), text: Text('What happens in this step') },
        { additionalProperties: false },
      ),
      { minItems: 2, maxItems: 8, description: 'The steps, numbered in this order' },
    ),
  },
  {
    additionalProperties: false,
    description: 'A numbered sequence of steps',
    examples: [
      {
        type: 'process',
        heading: 'Our Process',
        steps: [
          { title: 'Discovery & Assessment', text: 'We learn your goals.' },
          { title: 'Strategic Planning', text: 'We agree a plan.' },
        ],
      },
    ],
  },
)
