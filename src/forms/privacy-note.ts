import type { FormName, FormsSettings } from '../content/schema/site.ts'
import { heldWords } from '../ui/words/word-store.ts'
import type { Words } from '../ui/words/words.ts'
import { retentionDays, TALENT_POOL_DAYS } from './retention-days.ts'

type PrivacyWords = Words['forms']['privacy']

/** The default note of each form, from its retention in days (null: until deleted) and the company's address. */
const DEFAULTS: Record<FormName, (w: PrivacyWords, days: number | null, write: string) => string> = {
  application: (w, days) => `${w.kept(w.application, days)} ${w.talentPool(TALENT_POOL_DAYS / 365)} ${w.withdraw}`,
  consultation: (w, days) => `${w.kept(w.message, days)} ${w.withdraw}`,
  contact: (w, days) => `${w.kept(w.message, days)} ${w.withdraw}`,
  newsletter: (w, days, write) => w.newsletter(days, write),
}

/**
 * The note under a form that delivers to the site's own server: the form's `privacyNote` from the site file, else
 * how long what is sent is kept and how to withdraw it, in the language of `words`.
 */
export function privacyNote(
  settings: FormsSettings | undefined,
  form: FormName,
  companyEmail?: string,
  words: PrivacyWords = heldWords().forms.privacy,
): string {
  return (
    settings?.overrides?.[form]?.privacyNote ??
    DEFAULTS[form](words, retentionDays(settings, form), companyEmail ? ` (${companyEmail})` : '')
  )
}
