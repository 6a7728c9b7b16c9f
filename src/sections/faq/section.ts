import type { Static } from 'typebox'
import { defineSection } from '../define-section.ts'
import { schema } from './schema.ts'

export type FaqProps = Static<typeof schema>

export const faq = defineSection({
  schema,
  // One FAQPage for every question on the page, as search engines expect.
  structuredData: (faqs) => ({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs
      .flatMap((f) => f.items)
      .map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
  }),
})
