import Type from 'typebox'
import { Anchor, Heading, Intro, SectionType, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('process'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    steps: Type.Array(
      Type.Object(
        {
          title: Text('Step name', { title: 'Step name' }),
          text: Text('What happens in this step', { title: 'What happens' }),
        },
        { title: 'Step', additionalProperties: false },
      ),
      { minItems: 2, maxItems: 8, title: 'Steps', description: 'The steps, numbered in this order' },
    ),
  },
  {
    title: 'Process steps',
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
