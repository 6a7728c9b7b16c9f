import type { FormName } from '../content/schema/site.ts'
import type { Status } from '../inbox/types.ts'

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
