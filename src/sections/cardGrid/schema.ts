import Type from 'typebox'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import {
  Labelled,
  Action,
  Anchor,
  EntryProperty,
  Heading,
  Icon,
  ImageShownAt,
  Intro,
  Ref,
  SectionType,
  Line,
  Text,
  Titled,
} from '../../content/schema/common.ts'

/** Cards from a collection: `all` entries in collection order, or a list of ids. */
function FromCollection(name: string, title: string, itemTitle: string) {
  return Type.Union(
    [
      Type.Literal('all'),
      Type.Array(Ref(name, undefined, { title: itemTitle }), {
        minItems: 1,
        uniqueItems: true,
        description: `Entries of ${name}, by id, in this order`,
      }),
    ],
    { title, description: `Cards taken from the ${name} collection: "all", or a list of ids` },
  )
}

/** Cards from any collection: which collection, and which property of its entries fills each part of a card. */
const Source = Type.Object(
  {
    collection: Type.String({
      title: 'Collection',
      minLength: 1,
      description: 'The collection whose entries become the cards, in collection order',
      'x-collection': 'any',
    }),
    title: EntryProperty('text', 'Property of each entry shown as the card title, e.g. title', {
      title: 'Card title from',
    }),
    text: Type.Optional(
      EntryProperty('text', 'Property shown as the card text, e.g. summary', { title: 'Card text from' }),
    ),
    image: Type.Optional(EntryProperty('image', 'Property holding the card image', { title: 'Card image from' })),
    icon: Type.Optional(EntryProperty('icon', 'Property holding the card icon', { title: 'Card icon from' })),
    limit: Type.Optional(
      Type.Integer({
        title: 'Most cards shown',
        minimum: 1,
        maximum: 48,
        description: 'Show at most this many entries',
      }),
    ),
  },
  {
    title: 'Cards from a collection',
    additionalProperties: false,
    description:
      'Cards taken from any collection: each entry is a card linking to its page (or to its link, when the collection declares one)',
  },
)

export const Card = Type.Object(
  {
    title: Line('Card title (h3)', { title: 'Card title' }),
    text: Type.Optional(Text('Card text', { title: 'Card text' })),
    icon: Type.Optional(Icon),
    image: Type.Optional(ImageShownAt(SHOWN_WIDTH.card)),
    points: Type.Optional(
      Type.Array(Text('A bullet point', { title: 'Bullet point' }), {
        title: 'Bullet points',
        description: 'Short bullet points under the text',
      }),
    ),
    back: Type.Optional(Text('Text on the back of a flip card', { title: 'Back of the card' })),
    link: Type.Optional(Titled(Action, 'Card link')),
  },
  { title: 'Card', additionalProperties: false, description: 'One card' },
)

export const schema = Type.Object(
  {
    type: SectionType('cardGrid'),
    id: Anchor,
    eyebrow: Type.Optional(Text('Small label above the heading', { title: 'Small label above the heading' })),
    heading: Heading,
    intro: Intro,
    variant: Type.Optional(
      Labelled(
        {
          image: 'Photo on top',
          icon: 'Line icon',
          flip: 'Turns over to show its back',
          plain: 'Text only',
          logo: 'Small logo',
        },
        {
          title: 'Card style',
          description:
            'How each card looks; default: line icon. A card that turns over shows its back text on hover or focus',
        },
      ),
    ),
    columns: Type.Optional(
      Type.Integer({
        title: 'Cards per row',
        minimum: 2,
        maximum: 4,
        description: 'Cards per row on wide screens; default 3',
      }),
    ),
    tone: Type.Optional(
      Labelled(
        { light: 'White', muted: 'Light grey', dark: 'Dark' },
        { title: 'Background', description: 'Background of the section; default: white' },
      ),
    ),
    items: Type.Optional(Type.Array(Card, { minItems: 1, title: 'Cards', description: 'The cards, written here' })),
    services: Type.Optional(FromCollection('services', 'Services', 'Service')),
    industries: Type.Optional(FromCollection('industries', 'Industries', 'Industry')),
    source: Type.Optional(Source),
    linkLabel: Type.Optional(
      Text('Link text on cards taken from a collection; default "Learn More"', { title: 'Card link text' }),
    ),
  },
  {
    title: 'Card grid',
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
