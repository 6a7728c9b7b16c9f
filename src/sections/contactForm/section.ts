import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type ContactFormProps = Static<typeof schema>

export const contactForm = defineSection({
  schema,
  view: { prop: 'variant', views: { page: 'ContactPageSection' }, otherwise: 'ConsultationSection' },
  variants: [
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
})
