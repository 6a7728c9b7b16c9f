import Type from 'typebox'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { Actions, ImageShownAt, SectionType, StringEnum, Line, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('hero'),
    variant: Type.Optional(
      StringEnum(['home', 'page', 'banner', 'minimal'] as const, {
        title: 'Hero style',
        description:
          'home: full-height; page: tall with image; banner: short strip; minimal: text only (404 pages). Default page',
      }),
    ),
    eyebrow: Type.Optional(Text('Small label above the heading', { title: 'Small label above the heading' })),
    heading: Line('The page heading (h1)', { title: 'Heading' }),
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
