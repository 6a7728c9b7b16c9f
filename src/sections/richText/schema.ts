import Type from 'typebox'
import { Actions, Anchor, Blocks, Heading, Image, StringEnum, Text } from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: Type.Literal('richText'),
    id: Anchor,
    eyebrow: Type.Optional(Text('Small label above the heading')),
    heading: Heading,
    body: Blocks,
    image: Type.Optional(Image),
    imagePosition: Type.Optional(
      StringEnum(['left', 'right'] as const, { description: 'Side of the image on wide screens; default right' }),
    ),
    tone: Type.Optional(StringEnum(['light', 'muted'] as const, { description: 'Background; default light' })),
    actions: Type.Optional(Actions),
  },
  {
    additionalProperties: false,
    description: 'Text blocks (paragraphs, ## headings, - lists) with an optional image beside them',
    examples: [
      {
        type: 'richText',
        heading: 'Who We Are',
        body: ['We are a Texas consulting firm.', '- Staffing\n- Consulting'],
      },
    ],
  },
)
