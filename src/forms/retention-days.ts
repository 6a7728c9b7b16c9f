import type { FormName, FormsSettings } from '../content/schema/site.ts'

/** Days a submission is kept after the last change to it, when the site file says nothing; null: until deleted. */
export const DEFAULT_RETENTION_DAYS: Readonly<Record<FormName, number | null>> = {
  application: 180,
  consultation: 365,
  contact: 365,
  newsletter: null,
}

/** Days an application is kept from its sending when its sender agreed to the talent pool (the CNIL's two years). */
export const TALENT_POOL_DAYS = 730

/** Days a submission of `form` is kept after the last change to it (its `retentionDays`, else the default). */
export function retentionDays(settings: FormsSettings | undefined, form: FormName): number | null {
  return settings?.overrides?.[form]?.retentionDays ?? DEFAULT_RETENTION_DAYS[form]
}
