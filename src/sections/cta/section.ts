import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type CtaProps = Static<typeof schema>

export const cta = defineSection({
  schema,
  variants: [
    {
      label: 'tone: dark',
      section: { type: 'cta', tone: 'dark', heading: 'Hiring?', actions: [{ label: 'Talk to us', to: '/contact' }] },
    },
  ],
})
