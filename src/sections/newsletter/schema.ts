import Type from 'typebox'
import { Anchor, SectionType, Line, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('newsletter'),
    id: Anchor,
    heading: Line('Heading (h2)', { title: 'Heading' }),
    text: Type.Optional(Text('Why subscribe', { title: 'Text' })),
    buttonLabel: Text('Text of the subscribe button', { title: 'Subscribe button text' }),
    successMessage: Text('Shown once subscribed (for the rest of the browser session)', {
      title: 'Message after subscribing',
    }),
  },
  {
    title: 'Newsletter signup',
    additionalProperties: false,
    description: 'Newsletter signup: one required e-mail field; stays subscribed for the browser session',
    examples: [
      {
        type: 'newsletter',
        heading: 'Subscribe to our newsletter',
        buttonLabel: 'Subscribe',
        successMessage: 'Thank you for subscribing!',
      },
    ],
  },
)
