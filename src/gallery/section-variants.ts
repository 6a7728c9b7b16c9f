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
  richText: [
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
