import Type from 'typebox'
import { Anchor, Heading, Intro, SectionType, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('faq'),
    id: Anchor,
    heading: Heading,
    intro: Intro,
    items: Type.Array(
      Type.Object(
        {
          question: Text('The question, as a visitor would ask it', { title: 'Question' }),
          answer: Text('The answer (plain text)', { title: 'Answer' }),
        },
        { title: 'Question', additionalProperties: false },
      ),
      { minItems: 1, title: 'Questions', description: 'Questions and answers, shown as an accordion' },
    ),
  },
  {
    title: 'FAQ',
    additionalProperties: false,
    description: 'Frequently asked questions as an accordion; also emitted as FAQPage structured data',
    examples: [
      {
        type: 'faq',
        heading: 'Frequently Asked Questions',
        items: [{ question: 'How fast can you staff a role?', answer: 'Initial candidates in 48-72 hours.' }],
      },
    ],
  },
)
