import Type from 'typebox'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import {
  Labelled,
  Actions,
  Anchor,
  Markdown,
  Heading,
  ImageShownAt,
  SectionType,
  Text,
} from '../../content/schema/common.ts'

export const schema = Type.Object(
  {
    type: SectionType('richText'),
    id: Anchor,
    eyebrow: Type.Optional(Text('Small label above the heading', { title: 'Small label above the heading' })),
    heading: Heading,
    body: Markdown('The text (Markdown): paragraphs, ## headings, lists, links, **bold**', { title: 'Text' }),
    image: Type.Optional(ImageShownAt(SHOWN_WIDTH.half)),
    imagePosition: Type.Optional(
      Labelled(
        { left: 'Left', right: 'Right' },
        { title: 'Image side', description: 'Side of the image on wide screens; default: right' },
      ),
    ),
    tone: Type.Optional(
      Labelled(
        { light: 'White', muted: 'Light grey' },
        { title: 'Background', description: 'Background; default: white' },
      ),
    ),
    actions: Type.Optional(Actions),
  },
  {
    title: 'Text and image',
    additionalProperties: false,
    description: 'Text in Markdown (paragraphs, ## headings, lists, links, emphasis) with an optional image beside it',
    examples: [
      {
        type: 'richText',
        heading: 'Who We Are',
        body: 'We are a **Texas** consulting firm.\n\n- Staffing\n- Consulting\n',
      },
    ],
  },
)
