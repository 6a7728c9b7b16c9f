import { momentWords } from '../../lib/moment-words.ts'
import { FORM_WORDS, STATUS_WORDS } from '../inbox-words.ts'
import type { InboxSummary } from './inbox-client.ts'

/** This computer's time zone, in which the inbox shows its times. */
export const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone

/** "Tue 1 Dec, 09:00", with its year when it is not this year's. */
export function whenWords(ms: number): string {
  return momentWords(ms, LOCAL_ZONE, { year: new Date(ms).getFullYear() !== new Date().getFullYear() })
}

/**
 * The submissions as a table: form, name (the button that opens it), job, when received, status, assignee; in
 * "Held back", why each was held and a button to let it in. Every value is text.
 */
export function InboxList({
  entries,
  held,
  onOpen,
  onRelease,
}: {
  entries: InboxSummary[]
  held: boolean
  onOpen: (id: string) => void
  onRelease: (entry: InboxSummary) => void
}) {
  return (
    <table className="inbox-list">
      <caption className="sr-only">
        {held ? 'Held back submissions, newest first' : 'Submissions, newest first'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Form</th>
          <th scope="col">Job</th>
          <th scope="col">Received</th>
          <th scope="col">Status</th>
          <th scope="col">Assigned to</th>
          {held && <th scope="col">Held back because</th>}
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id} className={e.status === 'new' ? 'inbox-list__new' : undefined}>
            <th scope="row">
              <button type="button" className="link" data-entry={e.id} onClick={() => onOpen(e.id)}>
                {e.name || e.email}
              </button>
            </th>
            <td>{FORM_WORDS[e.form]}</td>
            <td>{e.jobTitle ?? e.job ?? ''}</td>
            <td>
              <time dateTime={new Date(e.createdAt).toISOString()}>{whenWords(e.createdAt)}</time>
            </td>
            <td>{STATUS_WORDS[e.status]}</td>
            <td>{e.assignee ?? 'Nobody'}</td>
            {held && (
              <td>
                {e.heldReason ?? 'No reason kept'}{' '}
                <button type="button" onClick={() => onRelease(e)}>
                  Not spam: move to inbox<span className="sr-only"> ({e.name || e.email})</span>
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
