import type { FormName } from '../content/schema/site.ts'
import type { InboxWords } from './words/words.ts'

/**
 * One text field a form sends: its name (what a visitor calls it is in the inbox's words), its longest value, whether
 * it must be filled.
 */
export interface FieldRule {
  name: keyof InboxWords['check']['labels']
  max: number
  required?: boolean
}

const email: FieldRule = { name: 'email', max: 254, required: true }
const phone: FieldRule = { name: 'phone', max: 50 }
const contact: FieldRule[] = [
  { name: 'name', max: 200, required: true },
  email,
  phone,
  { name: 'company', max: 200 },
  { name: 'service', max: 200 },
  { name: 'message', max: 20_000, required: true },
]

/**
 * The text fields each form sends (src/forms/: the same names as JSON, urlencoded or multipart), as the server keeps
 * them; any other field is dropped. Required as the forms require them (the consultation's consent box is not
 * checked by the form either). The résumé and the talent-pool box are the application's, checked on their own.
 */
export const FORM_FIELDS: Readonly<Record<FormName, readonly FieldRule[]>> = {
  consultation: [...contact, { name: 'consent', max: 10 }],
  contact,
  newsletter: [email],
  application: [
    { name: 'job', max: 300 },
    { name: 'jobId', max: 200 },
    { name: 'firstName', max: 200, required: true },
    { name: 'lastName', max: 200, required: true },
    email,
    phone,
    { name: 'linkedin', max: 500 },
    { name: 'coverLetter', max: 20_000 },
    { name: 'yearsOfExperience', max: 50 },
    { name: 'hearAboutUs', max: 200 },
  ],
}
