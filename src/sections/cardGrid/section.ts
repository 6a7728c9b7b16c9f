import { defineSection } from '../define-section.ts'
import { resolveCardGrid } from './resolve.ts'
import { schema } from './schema.ts'

export type { CardGridProps } from './resolve.ts'

export const cardGrid = defineSection({
  schema,
  resolve: resolveCardGrid,
  variants: [
    {
      label: 'services: all (cards from the services collection)',
      section: { type: 'cardGrid', heading: 'Our Services', variant: 'image', services: 'all' },
    },
    {
      label: 'industries: all, variant: plain, tone: muted',
      section: {
        type: 'cardGrid',
        heading: 'Industries',
        variant: 'plain',
        tone: 'muted',
        columns: 4,
        industries: 'all',
      },
    },
    {
      label: 'variant: logo',
      section: {
        type: 'cardGrid',
        heading: 'Platforms we support',
        variant: 'logo',
        columns: 4,
        items: [
          { title: 'Cedar Ridge Cloud', image: { src: '/favicon.svg', alt: 'Cedar Ridge Cloud logo' } },
          { title: 'Cedar Ridge Data', image: { src: '/favicon.svg', alt: 'Cedar Ridge Data logo' } },
        ],
      },
    },
    {
      label: 'source: any collection (the partners, their logos)',
      section: {
        type: 'cardGrid',
        heading: 'Our partners',
        variant: 'logo',
        columns: 4,
        source: { collection: 'partners', title: 'name', image: 'logo', limit: 4 },
      },
    },
    {
      label: 'variant: flip',
      section: {
        type: 'cardGrid',
        heading: 'How we work',
        variant: 'flip',
        columns: 2,
        items: [
          { title: 'Discovery', text: 'We learn your landscape.', icon: 'target', back: 'Two workshops, one report.' },
          { title: 'Delivery', text: 'We staff and run it.', icon: 'rocket', back: 'Weekly status, no surprises.' },
        ],
      },
    },
  ],
})
