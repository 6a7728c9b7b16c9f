import Type from 'typebox'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { Actions, Labelled, ImageShownAt, SectionType, Line, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('hero'),
    variant: Type.Optional(
      Labelled(
        {
          home: 'Full screen, for the home page',
          page: 'Tall, with its image',
          banner: 'Short strip',
          minimal: 'Text only, for the page-not-found page',
        },
        { title: 'Hero style', description: 'How tall the hero is and what it shows; default: tall, with its image' },
      ),
    ),
    eyebrow: Type.Optional(Text('Small label above the heading', { title: 'Small label above the heading' })),
    heading: Line('The main heading of the page', { title: 'Heading' }),
    text: Type.Optional(Text('One or two sentences under the heading', { title: 'Text' })),
    image: Type.Optional(ImageShownAt(SHOWN_WIDTH.fullBleed)),
    actions: Type.Optional(Actions),
  },
  {
    title: 'Hero',
    additionalProperties: false,
    description: 'The first section of a page: h1 heading, text, background image and buttons',
    examples: [
      {
        type: 'hero',
        heading: 'SAP BASIS Services',
        text: 'Keep your SAP landscape fast and secure.',
        actions: [{ label: 'Contact Us', to: '/contact' }],
      },
    ],
  },
)
