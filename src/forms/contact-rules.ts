import { heldWords } from '../ui/words/word-store.ts'
import type { Words } from '../ui/words/words.ts'

/** The fields of the home-page consultation form that carry a rule, in the order they appear. */
export const CHECKED_FIELDS = ['name', 'email', 'message'] as const
export type CheckedField = (typeof CHECKED_FIELDS)[number]

/** A contact request, as both contact forms hold it (spec §3). */
export type ContactValues = {
  name: string
  email: string
  phone: string
  company: string
  service: string
  message: string
}
export type ContactField = keyof ContactValues

export type ContactErrors = Partial<Record<CheckedField, string>>

/** A simple address ending in a 2 to 4 letter top-level domain, case-insensitive (spec §5). */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,4}$/i

/** Checks the consultation form, in the language of `messages`; a field without a problem has no key in the result. */
export function validateContact(
  values: ContactValues,
  messages: Words['forms']['contact'] = heldWords().forms.contact,
): ContactErrors {
  const errors: ContactErrors = {}
  if (!values.name.trim()) errors.name = messages.nameRequired
  const email = values.email.trim()
  if (!email) errors.email = messages.emailRequired
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.emailInvalid
  if (!values.message.trim()) errors.message = messages.messageRequired
  return errors
}
