import type { FormName, FormsSettings } from '../content/schema/site.ts'
import { retentionDays, TALENT_POOL_DAYS } from './retention-days.ts'

const WITHDRAW = 'The e-mail confirming it has a link that withdraws and deletes it at once.'

/** The default note of each form, from its retention in days (null: until deleted) and the company's address. */
const DEFAULTS: Record<FormName, (days: number | null, write: string) => string> = {
  application: (days) =>
    `${kept('application', days)} If you tick the talent pool box, we keep it for ${TALENT_POOL_DAYS / 365} years from today to consider you for other jobs. ${WITHDRAW}`,
  consultation: (days) => `${kept('message', days)} ${WITHDRAW}`,
  contact: (days) => `${kept('message', days)} ${WITHDRAW}`,
  newsletter: (days, write) =>
    days === null
      ? `We keep your address until you unsubscribe or ask us${write} to delete it.`
      : `We keep your address for ${days} days, then delete it; ask us${write} to delete it sooner.`,
}

const kept = (what: string, days: number | null) =>
  days === null
    ? `We keep your ${what} until we delete it.`
    : `We keep your ${what} for ${days} days after our last step on it, then delete it.`

/**
 * The note under a form that delivers to the site's own server: the form's `privacyNote` from the site file, else
 * how long what is sent is kept and how to withdraw it.
 */
export function privacyNote(settings: FormsSettings | undefined, form: FormName, companyEmail?: string): string {
  return (
    settings?.overrides?.[form]?.privacyNote ??
    DEFAULTS[form](retentionDays(settings, form), companyEmail ? ` (${companyEmail})` : '')
  )
}
