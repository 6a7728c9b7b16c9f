import { useEffect, useState } from 'react'
import { studio, type ActivityEntry } from './studio-client.ts'

/** What each audit event is, in words: "signed in", "published", "a wrong password". */
const WHAT: Record<string, string> = {
  login: 'signed in',
  'login-failed': 'a wrong password',
  'login-limited': 'sign-in held back after too many wrong passwords',
  logout: 'signed out',
  save: 'saved',
  propose: 'proposed a change',
  publish: 'published',
  'proposal-published': 'published a proposal',
  'proposal-returned': 'sent a proposal back',
  'user-added': 'account added',
  'user-removed': 'account removed',
  'password-changed': 'password changed',
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** The team studio, for publishers: who signed in, saved, proposed and published, and the failed sign-ins. */
export function ActivityList() {
  const [entries, setEntries] = useState<ActivityEntry[]>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    studio.activity().then(
      (r) => setEntries(r.entries),
      (e: Error) => setError(e.message),
    )
  }, [])
  if (error) return <p>{error}</p>
  if (!entries) return <p>Looking for the latest activity…</p>
  if (!entries.length) return <p>Nothing has happened yet.</p>
  return (
    <table className="activity">
      <caption className="help">The latest {entries.length} events, newest first (the server keeps them all).</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">File or proposal</th>
          <th scope="col">From</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={i} className={e.event.startsWith('login-') ? 'activity__warn' : undefined}>
            <td>
              <time dateTime={e.time}>{when(e.time)}</time>
            </td>
            <td>{e.user ?? ''}</td>
            <td>{WHAT[e.event] ?? e.event}</td>
            <td>{e.file ?? e.detail ?? ''}</td>
            <td>{e.address ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
