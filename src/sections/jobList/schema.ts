import Type from 'typebox'
import { Anchor, Heading, Intro, Ref, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: Type.Literal('jobList'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    jobs: Type.Optional(
      Type.Array(Ref('jobs'), {
        minItems: 1,
        uniqueItems: true,
        description: 'Jobs to list, by id; default all, in definition order',
      }),
    ),
    applyLabel: Text('Link text to the job page, e.g. "Apply Now"'),
  },
  {
    additionalProperties: false,
    description: 'The open positions from the jobs collection, each linking to its job page',
    examples: [{ type: 'jobList', heading: 'Open Positions', applyLabel: 'Apply Now' }],
  },
)
