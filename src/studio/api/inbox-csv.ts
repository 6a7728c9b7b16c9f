import type { Entry } from '../../inbox/types.ts'
import { FORM_WORDS, STATUS_WORDS } from '../inbox-words.ts'
import { spreadsheetCsv } from './spreadsheet-csv.ts'

/** The columns every submission has; its own fields follow, by name, then these. */
const FIRST = ['Form', 'Received (UTC)', 'Status', 'Assigned to', 'Name', 'E-mail', 'Job']
const LAST = ['Résumé', 'Talent pool', 'Held back because', 'Deleted by itself on (UTC)']

/** "2026-11-25 14:03" in UTC, what a spreadsheet reads as a date and time. */
const time = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ')

/**
 * Submissions as a spreadsheet-safe CSV (see spreadsheetCsv): one row each, the fields of every form they came
 * through as columns (empty where a form has no such field), the notes left out.
 */
export function inboxCsv(entries: readonly Entry[]): string {
  const own = new Set(['name', 'email'])
  const fields = [...new Set(entries.flatMap((e) => Object.keys(e.fields)))]
    .filter((f) => !own.has(f))
    .sort((a, b) => a.localeCompare(b))
  const rows = entries.map((e) => [
    FORM_WORDS[e.form] ?? e.form,
    time(e.createdAt),
    STATUS_WORDS[e.status] ?? e.status,
    e.assignee ?? '',
    e.name,
    e.email,
    e.jobTitle ?? e.job ?? '',
    ...fields.map((f) => (Object.hasOwn(e.fields, f) ? String(e.fields[f]) : '')),
    e.file?.name ?? '',
    e.talentPool ? 'yes' : 'no',
    e.heldReason ?? '',
    e.expiresAt === null ? 'kept until deleted' : time(e.expiresAt),
  ])
  return spreadsheetCsv([[...FIRST, ...fields, ...LAST], ...rows])
}
