import type { FormName } from '../content/schema/site.ts'
import type { Entry } from './types.ts'

/** Days a submission is kept after its last change, by form; null: until someone deletes it (unsubscribe). */
export const DEFAULT_RETENTION_DAYS: Record<FormName, number | null> = {
  application: 180,
  consultation: 365,
  contact: 365,
  newsletter: null,
}

/** A talent-pool consent keeps an application this long from when it came in (the CNIL's two years at most). */
export const TALENT_POOL_DAYS = 730

/** Held back (likely spam) and nobody let it in: kept a month for a person to look, then deleted. */
export const HELD_BACK_DAYS = 30

const DAY = 86_400_000

/**
 * When a submission changed at `at` is deleted by itself (ms since 1970), or null for never. `days` overrides the
 * defaults per form (the site's `retentionDays`); `createdAt` (default `at`) is when it came in.
 */
export function expiresAt(
  entry: Pick<Entry, 'form' | 'talentPool' | 'folder'>,
  at: number,
  days: Partial<Record<FormName, number | null>>,
  createdAt = at,
): number | null {
  if (entry.folder === 'held') return at + HELD_BACK_DAYS * DAY
  const setting = days[entry.form]
  const keep = setting === undefined ? DEFAULT_RETENTION_DAYS[entry.form] : setting
  if (keep === null) return null
  const expiry = at + keep * DAY
  return entry.talentPool ? Math.max(expiry, createdAt + TALENT_POOL_DAYS * DAY) : expiry
}
