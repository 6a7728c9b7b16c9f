import type { FormName } from '../content/schema/site.ts'
import type { Status } from '../inbox/types.ts'
import { en } from '../ui/words/en.ts'

/** Each status as the inbox shows it, in the order of the status select; shared by the routes and the view. */
export const STATUS_WORDS: Record<Status, string> = {
  new: 'New',
  'in-review': 'In review',
  contacted: 'Contacted',
  rejected: 'Rejected',
  hired: 'Hired',
}

/** Each form as the inbox names one of its submissions. */
export const FORM_WORDS: Record<FormName, string> = {
  application: 'Application',
  consultation: 'Consultation request',
  contact: 'Contact request',
  newsletter: 'Newsletter sign-up',
}

/** The forms' own fields by the labels the site's (English) forms give them: "linkedin" → "LinkedIn Profile". */
const FIELD_WORDS: Record<string, string> = {
  firstName: en.forms.application.firstName,
  lastName: en.forms.application.lastName,
  phone: en.forms.application.phone,
  linkedin: en.forms.application.linkedin,
  coverLetter: en.forms.application.coverLetter,
  yearsOfExperience: en.forms.application.experience,
  hearAboutUs: en.forms.application.hearAboutUs,
  company: en.forms.contactPage.labels.company,
  service: en.forms.consultation.labels.service,
  message: en.forms.consultation.labels.message,
}

/** A submission's field as the inbox and its export name it: the form's label, else its name in words. */
export function fieldWords(key: string): string {
  if (Object.hasOwn(FIELD_WORDS, key)) return FIELD_WORDS[key]!
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : key
}
