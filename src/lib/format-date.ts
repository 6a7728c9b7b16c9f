/** A day written YYYY-MM-DD, as the pattern of a date field's JSON Schema (DateString in src/firm/collections.ts). */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * "2023-05-02" → "May 2, 2023" (en-US), "2 de mayo de 2023" (es-US): the day as the string writes it, in UTC, so
 * neither the server's nor the visitor's time zone can shift it. A string that is no calendar day comes back as is.
 */
export function formatDate(isoDate: string, locale = 'en-US'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!m) return isoDate
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDate
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    formats.set(locale, format)
  }
  return format.format(date)
}
