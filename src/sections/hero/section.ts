import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type HeroProps = Static<typeof schema>

export const hero = defineSection({
  schema,
  shareImage: (hero) => hero.image,
  // On a page of the archive, the list page's hero becomes a banner naming that page, with the way back.
  onDerivedPage: (hero, derived): HeroProps => ({
    type: 'hero',
    variant: 'banner',
    eyebrow: hero.heading,
    heading: derived.heading,
    text: derived.intro,
    ...(hero.image ? { image: hero.image } : {}),
    actions: [{ ...derived.back, variant: 'secondary' }],
  }),
  variants: [
    {
      label: 'variant: home',
      section: {
        type: 'hero',
        variant: 'home',
        eyebrow: 'IT staffing and SAP services',
        heading: 'Technology talent, delivered',
        text: 'Consultants and engineers who start fast and stay.',
        actions: [
          { label: 'Our Services', to: '/services' },
          { label: 'Contact Us', to: '/contact', variant: 'outline' },
        ],
      },
    },
    { label: 'variant: banner', section: { type: 'hero', variant: 'banner', heading: 'Careers' } },
    {
      label: 'variant: minimal',
      section: {
        type: 'hero',
        variant: 'minimal',
        heading: 'Page not found',
        text: 'The page has moved or never existed.',
      },
    },
  ],
})
