import Type from 'typebox'
import { Anchor, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: Type.Literal('newsletter'),
    id: Anchor,
    heading: Text('Heading (h2)'),
    text: Type.Optional(Text('Why subscribe')),
    buttonLabel: Text('Text of the subscribe button'),
    successMessage: Text('Shown once subscribed (for the rest of the browser session)'),
  },
  {
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
