import { useCallback, useEffect, useRef, useState } from 'react'
import { inbox, type AuditEntry } from './inbox-client.ts'
import { whenWords } from './InboxList.tsx'

/** Each action of the audit log in words. */
const ACTION_WORDS: Record<AuditEntry['action'], string> = {
  receive: 'Received',
  view: 'Opened',
  download: 'Downloaded the résumé',
  change: 'Changed',
  note: 'Added a note',
  export: 'Exported',
  delete: 'Deleted',
  'delete-person': 'Deleted a person',
  withdraw: 'Withdrawn by the sender',
  expire: 'Deleted by retention',
  release: 'Let into the inbox',
}

/** The inbox's audit log, newest first, a page at a time (for admins: the server refuses anyone else). */
export function InboxAudit() {
  const [entries, setEntries] = useState<AuditEntry[]>()
  const [more, setMore] = useState(false)
  const [error, setError] = useState<string>()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const load = useCallback(
    (offset: number) =>
      inbox.audit(offset).then(
        (page) => {
          setEntries((before) => [...(offset ? (before ?? []) : []), ...page.entries])
          setMore(page.entries.length === page.page)
          setError(undefined)
        },
        (e: Error) => setError(e.message),
      ),
    [],
  )
  useEffect(() => void load(0), [load])

  return (
    <section aria-labelledby="inbox-audit-h" className="inbox-audit">
      <h3 id="inbox-audit-h" tabIndex={-1} ref={heading}>
        Audit log
      </h3>
      <p className="help">Every view, download, change, export and deletion of a submission, newest first.</p>
      {error && <p className="inbox__problem">{error}</p>}
      {!entries ? (
        !error && <p>Reading the audit log…</p>
      ) : !entries.length ? (
        <p>Nothing has happened in the inbox yet.</p>
      ) : (
        <table className="inbox-list">
          <caption className="sr-only">Audit log, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Details</th>
              <th scope="col">Submission</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e, i) => (
              <tr key={`${e.at}-${i}`}>
                <td>
                  <time dateTime={new Date(e.at).toISOString()}>{whenWords(e.at)}</time>
                </td>
                <td>{e.actor}</td>
                <td>{ACTION_WORDS[e.action] ?? e.action}</td>
                <td className="inbox-detail__text">{e.detail}</td>
                <td className="inbox-audit__id">{e.entry ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more && (
        <button type="button" onClick={() => void load(entries?.length ?? 0)}>
          Show older entries
        </button>
      )}
    </section>
  )
}
