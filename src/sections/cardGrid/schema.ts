import Type from 'typebox'
import { Action, Anchor, Heading, Icon, Image, Intro, StringEnum, Text } from '../../content/schema/common.ts'

export const Card = Type.Object(
  {
    title: Text('Card title (h3)'),
    text: Type.Optional(Text('Card text')),
    icon: Type.Optional(Icon),
    image: Type.Optional(Image),
    points: Type.Optional(Type.Array(Text('A bullet point'), { description: 'Short bullet points under the text' })),
    back: Type.Optional(Text('Text on the back of a flip card')),
    link: Type.Optional(Action),
  },
  { additionalProperties: false, description: 'One card' },
)

export const schema = Type.Object(
  {
    type: Type.Literal('cardGrid'),
    id: Anchor,
    eyebrow: Type.Optional(Text('Small label above the heading')),
    heading: Heading,
    intro: Intro,
    variant: Type.Optional(
      StringEnum(['image', 'icon', 'flip', 'plain', 'logo'] as const, {
        description:
          'image: photo on top; icon: line icon; flip: turns over on hover/focus to show `back`; plain: text only; logo: small logo image. Default icon',
      }),
    ),
    columns: Type.Optional(
      Type.Integer({ minimum: 2, maximum: 4, description: 'Cards per row on wide screens; default 3' }),
    ),
    tone: Type.Optional(
      StringEnum(['light', 'muted', 'dark'] as const, { description: 'Background of the section; default light' }),
    ),
    items: Type.Optional(Type.Array(Card, { minItems: 1, description: 'The cards, written here' })),
    services: Type.Optional(
      Type.Array(Text('Service id from pages/_collections/services.yaml'), {
        minItems: 1,
        description: 'Cards taken from the services collection, by id, in this order',
      }),
    ),
    industries: Type.Optional(
      Type.Array(Text('Industry id from pages/_collections/industries.yaml'), {
        minItems: 1,
        description: 'Cards taken from the industries collection, by id, in this order',
      }),
    ),
    linkLabel: Type.Optional(Text('Link text on cards taken from a collection; default "Learn More"')),
  },
  {
    additionalProperties: false,
    description: 'A grid of cards: written inline (items) or taken from the services or industries collection',
    examples: [
      {
        type: 'cardGrid',
        heading: 'Our Values',
        items: [
          { title: 'Quality First', text: 'We only present consultants we would hire ourselves.', icon: 'award' },
        ],
      },
    ],
  },
)
