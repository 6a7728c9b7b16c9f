import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type RichTextProps = Static<typeof schema>

export const richText = defineSection({
  schema,
  variants: [
    {
      label: 'with an image on the left',
      section: {
        type: 'richText',
        heading: 'Who We Are',
        // Written as Markdown text, as in a YAML file; the static type is the loader's parsed tree.
        body: 'We are a **Texas** consulting firm with consultants in 14 states.\n\n- Staffing\n- Consulting\n' as never,
        image: { src: '/media/team/austin-conference.jpg', alt: 'The team at a conference in Austin' },
        imagePosition: 'left',
      },
    },
  ],
})
