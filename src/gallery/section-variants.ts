import type { SectionOf, SectionType } from '../content/schema/page.ts'

type Variants = { [K in SectionType]?: { label: string; section: SectionOf<K> }[] }

/**
 * What a section's one schema example leaves unseen: its other variants and data sources. Typed by the schema, and
 * checked through the loader by the gallery's test like the schema's own examples.
 */
export const sectionVariants: Variants = {
  hero: [
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
  cardGrid: [
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
  featureList: [
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
  contactForm: [
    {
      label: 'variant: consultation',
      section: {
        type: 'contactForm',
        variant: 'consultation',
        heading: 'Request a consultation',
        serviceOptions: ['IT Staffing', 'SAP Services'],
        consentLabel: 'I agree to be contacted about my request.',
        submitLabel: 'Request Consultation',
        successMessage: 'Thank you! We will be in touch within one business day.',
        thankYouTitle: 'Thank you!',
        thankYouText: 'We will be in touch within one business day.',
      },
    },
  ],
  cta: [
    {
      label: 'tone: dark',
      section: { type: 'cta', tone: 'dark', heading: 'Hiring?', actions: [{ label: 'Talk to us', to: '/contact' }] },
    },
  ],
}
