import type { ContentIndex } from './index-content.ts'
import type { Reporter } from './parsed-file.ts'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** What is wrong with a YYYY-MM-DD day that the calendar does not have, in words; undefined for a real day. */
export function notADay(value: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return undefined // its format is the schema's to report
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (month < 1 || month > 12) return `the month is ${m[2]}: months go from 01 to 12`
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day < 1 || day > days) return `${MONTHS[month - 1]} ${year} has ${days} days`
  return undefined
}

/** Phase 5b: every day the schema marks (`x-day`: a job's closing date, an article's date) is in the calendar. */
export function checkDays(index: ContentIndex, report: Reporter): void {
  for (const p of index.files) {
    if (!p.valid || !p.marks.days.length) continue
    for (const d of p.marks.days) {
      const why = notADay(d.value)
      if (why) report.at(p, d.at, 'not-a-day', { label: d.label, value: d.value, why })
    }
  }
}
