import Type from 'typebox'
import { Anchor, Heading, Intro, Ref, SectionType } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('partnerGrid'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    partners: Type.Array(Ref('partners', undefined, { title: 'Partner' }), {
      minItems: 1,
      title: 'Partners',
      uniqueItems: true,
      description: 'Partners to show, by id, in this order',
    }),
  },
  {
    title: 'Partner logos',
    additionalProperties: false,
    description: 'A grid of partner logos taken from the partners collection',
    examples: [{ type: 'partnerGrid', heading: 'Our Partners', partners: ['sap', 'microsoft'] }],
  },
)
