import { parseWrittenTime } from './zoned-time.ts'

/**
 * The build's "now", in ms: what it decides every entry's and page's visibility by (published, taken down, a job
 * closed). SITE_NOW (an ISO instant, 2026-12-01T15:00:00Z) builds the site as at that moment; SITE_DATE
 * (YYYY-MM-DD, tests and old runs) as at 00:00 of that day in the site's time zone `zone`; else the clock.
 */
export function buildNow(zone: string): number {
  const now = process.env.SITE_NOW
  if (now) {
    const at = Date.parse(now)
    if (!Number.isNaN(at)) return at
    throw new Error(`SITE_NOW="${now}" is not a date and time: give an ISO instant such as 2026-12-01T15:00:00Z`)
  }
  const day = process.env.SITE_DATE
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) {
    const at = parseWrittenTime(day, zone)
    if (at !== undefined) return at
  }
  return Date.now()
}
