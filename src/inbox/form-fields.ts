import type { FormName } from '../content/schema/site.ts'

/** One text field a form sends: its name, what a visitor calls it, its longest value, whether it must be filled. */
export interface FieldRule {
  name: string
  label: string
  max: number
  required?: boolean
}

const email: FieldRule = { name: 'email', label: 'e-mail address', max: 254, required: true }
const phone: FieldRule = { name: 'phone', label: 'phone number', max: 50 }
const contact: FieldRule[] = [
  { name: 'name', label: 'name', max: 200, required: true },
  email,
  phone,
  { name: 'company', label: 'company', max: 200 },
  { name: 'service', label: 'service', max: 200 },
  { name: 'message', label: 'message', max: 20_000, required: true },
]

/**
 * The text fields each form sends (src/forms/: the same names as JSON, urlencoded or multipart), as the server keeps
 * them; any other field is dropped. Required as the forms require them (the consultation's consent box is not
 * checked by the form either). The résumé and the talent-pool box are the application's, checked on their own.
 */
export const FORM_FIELDS: Readonly<Record<FormName, readonly FieldRule[]>> = {
  consultation: [...contact, { name: 'consent', label: 'consent', max: 10 }],
  contact,
  newsletter: [email],
  application: [
    { name: 'job', label: 'job', max: 300 },
    { name: 'jobId', label: 'job', max: 200 },
    { name: 'firstName', label: 'first name', max: 200, required: true },
    { name: 'lastName', label: 'last name', max: 200, required: true },
    email,
    phone,
    { name: 'linkedin', label: 'LinkedIn profile', max: 500 },
    { name: 'coverLetter', label: 'cover letter', max: 20_000 },
    { name: 'yearsOfExperience', label: 'years of experience', max: 50 },
    { name: 'hearAboutUs', label: 'how you heard about us', max: 200 },
  ],
}
