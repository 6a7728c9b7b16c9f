import Type from 'typebox'
import { Anchor, Heading, Intro, Ref } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: Type.Literal('partnerGrid'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    partners: Type.Array(Ref('partners'), {
      minItems: 1,
      uniqueItems: true,
      description: 'Partners to show, by id, in this order',
    }),
  },
  {
    additionalProperties: false,
    description: 'A grid of partner logos taken from the partners collection',
    examples: [{ type: 'partnerGrid', heading: 'Our Partners', partners: ['sap', 'microsoft'] }],
  },
)
