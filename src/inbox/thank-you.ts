import type { FormName } from '../content/schema/site.ts'

/**
 * The spec's success text of each form (the site's content says the same; the server does not load pages), the one
 * a visitor reads on the plain thank-you page after a post without JavaScript, and where its link goes.
 */
export const THANK_YOU: Readonly<Record<FormName, { text: string; back?: { href: string; text: string } }>> = {
  consultation: { text: 'Thank you for your message. We will get back to you soon.' },
  contact: { text: 'Thank you for your message! Our team will get back to you within 24 hours.' },
  newsletter: { text: 'Thank you for subscribing! Watch your inbox for our next issue.' },
  application: {
    text: 'Thank you for your application! We will contact you soon.',
    back: { href: '/careers', text: 'See the open positions' },
  },
}

/** What a visitor sent each form as, in "your …" ("Your application was not sent"). */
export const SUBMISSION_WORD: Readonly<Record<FormName, string>> = {
  consultation: 'message',
  contact: 'message',
  newsletter: 'sign-up',
  application: 'application',
}
