import type { Entry } from '../../inbox/types.ts'
import { languageName } from '../../lib/language-name.ts'
import { fieldWords, FORM_WORDS, STATUS_WORDS } from '../inbox-words.ts'
import { spreadsheetCsv } from './spreadsheet-csv.ts'

/** The columns every submission has; its own fields follow, by name, then these. */
const FIRST = ['Form', 'Received (UTC)', 'Status', 'Assigned to', 'Name', 'E-mail', 'Job']
const LAST = ['Résumé', 'Talent pool', 'Held back because', 'Deleted by itself on (UTC)']
/** Fields that are columns of their own already. */
const OWN = new Set(['name', 'email'])

/** "2026-11-25 14:03" in UTC, what a spreadsheet reads as a date and time. */
const time = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ')

/**
 * Submissions as a spreadsheet-safe CSV (see spreadsheetCsv), a piece at a time so that an export of any size is
 * streamed: `head` is the first line, `row` one submission's line. `fields` are the names of the fields the
 * submissions have (of every form they came through); each is a column, headed by its label (fieldWords), empty
 * where a submission has no such field. With `defaultLanguage` (the site's, given when a submission came from pages
 * in another), a Language column after Job names each one's language. The notes are left out.
 */
export function inboxCsv(
  fields: Iterable<string>,
  defaultLanguage?: string,
): { head: string; row: (entry: Entry) => string } {
  const columns = [...new Set(fields)].filter((f) => !OWN.has(f)).sort((a, b) => a.localeCompare(b))
  const language = defaultLanguage ? (e: Entry) => [languageName(e.lang ?? defaultLanguage)] : () => []
  return {
    head: spreadsheetCsv([[...FIRST, ...(defaultLanguage ? ['Language'] : []), ...columns.map(fieldWords), ...LAST]]),
    row: (e) =>
      spreadsheetCsv(
        [
          [
            FORM_WORDS[e.form] ?? e.form,
            time(e.createdAt),
            STATUS_WORDS[e.status] ?? e.status,
            e.assignee ?? '',
            e.name,
            e.email,
            e.jobTitle ?? e.job ?? '',
            ...language(e),
            ...columns.map((f) => (Object.hasOwn(e.fields, f) ? String(e.fields[f]) : '')),
            e.file?.name ?? '',
            e.talentPool ? 'yes' : 'no',
            e.heldReason ?? '',
            e.expiresAt === null ? 'kept until deleted' : time(e.expiresAt),
          ],
        ],
        { start: false },
      ),
  }
}
