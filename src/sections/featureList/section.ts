import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type FeatureListProps = Static<typeof schema>

export const featureList = defineSection({
  schema,
  variants: [
    {
      label: 'variant: bullet, with an image',
      section: {
        type: 'featureList',
        heading: 'Why teams choose us',
        variant: 'bullet',
        columns: 2,
        image: { src: '/media/about/office-discussion.jpg', alt: 'Consultants talking around a table' },
        items: ['Consultants who start within days', 'One named lead for every client', 'Plain-language reports'],
      },
    },
    {
      label: 'groups, variant: numbered, tone: dark',
      section: {
        type: 'featureList',
        heading: 'What we cover',
        variant: 'numbered',
        tone: 'dark',
        groups: [
          { title: 'Basis', items: ['Installations', 'Upgrades'] },
          { title: 'Security', items: ['Roles and authorizations', 'Audits'] },
        ],
      },
    },
  ],
})
