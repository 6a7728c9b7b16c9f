import Type from 'typebox'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import {
  Action,
  Anchor,
  EntryProperty,
  Heading,
  Icon,
  ImageShownAt,
  Intro,
  Ref,
  StringEnum,
  Text,
} from '../../content/schema/common.ts'

/** Cards from a collection: `all` entries in collection order, or a list of ids. */
function FromCollection(name: string) {
  return Type.Union(
    [
      Type.Literal('all'),
      Type.Array(Ref(name), {
        minItems: 1,
        uniqueItems: true,
        description: `Entries of ${name}, by id, in this order`,
      }),
    ],
    { description: `Cards taken from the ${name} collection: "all", or a list of ids` },
  )
}

/** Cards from any collection: which collection, and which property of its entries fills each part of a card. */
const Source = Type.Object(
  {
    collection: Type.String({
      minLength: 1,
      description: 'The collection whose entries become the cards, in collection order',
      'x-collection': 'any',
    }),
    title: EntryProperty('text', 'Property of each entry shown as the card title, e.g. title'),
    text: Type.Optional(EntryProperty('text', 'Property shown as the card text, e.g. summary')),
    image: Type.Optional(EntryProperty('image', 'Property holding the card image')),
    icon: Type.Optional(EntryProperty('icon', 'Property holding the card icon')),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, description: 'Show at most this many entries' })),
  },
  {
    additionalProperties: false,
    description:
      'Cards taken from any collection: each entry is a card linking to its page (or to its link, when the collection declares one)',
  },
)

export const Card = Type.Object(
  {
    title: Text('Card title (h3)'),
    text: Type.Optional(Text('Card text')),
    icon: Type.Optional(Icon),
    image: Type.Optional(ImageShownAt(SHOWN_WIDTH.card)),
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
    services: Type.Optional(FromCollection('services')),
    industries: Type.Optional(FromCollection('industries')),
    source: Type.Optional(Source),
    linkLabel: Type.Optional(Text('Link text on cards taken from a collection; default "Learn More"')),
  },
  {
    additionalProperties: false,
    description:
      'A grid of cards: written inline (items), taken from the services or industries collection, or from any collection (source)',
    oneOf: [
      { required: ['items'] },
      { required: ['services'] },
      { required: ['industries'] },
      { required: ['source'] },
    ],
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
