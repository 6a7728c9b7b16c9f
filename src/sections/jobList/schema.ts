import Type from 'typebox'
import { Anchor, Heading, Intro, Ref, SectionType, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('jobList'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    jobs: Type.Optional(
      Type.Array(Ref('jobs', undefined, { title: 'Job' }), {
        minItems: 1,
        title: 'Jobs shown',
        uniqueItems: true,
        description: 'Jobs to list, by id; default all, in definition order',
      }),
    ),
    applyLabel: Text('Link text to the job page, e.g. "Apply Now"', { title: 'Apply link text' }),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 5,
        maximum: 100,
        default: 20,
        title: 'Jobs per page',
        description:
          'With more open jobs than this, the list shows this many, with filters, a keyword search and further pages',
      }),
    ),
  },
  {
    title: 'Job list',
    additionalProperties: false,
    description: 'The open positions from the jobs collection, each linking to its job page',
    examples: [{ type: 'jobList', heading: 'Open Positions', applyLabel: 'Apply Now' }],
  },
)
