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

/**
 * The team studio, for publishers: who signed in, saved, proposed and published, and the failed sign-ins, which a
 * checkbox hides (the server then looks further back for the rest, so a burst of them cannot push it out of view).
 */
export function ActivityList() {
  const [hideFailed, setHideFailed] = useState(false)
  const [shown, setShown] = useState<{ hideFailed: boolean; entries?: ActivityEntry[]; error?: string }>()
  useEffect(() => {
    let current = true
    studio.activity(hideFailed).then(
      (r) => current && setShown({ hideFailed, entries: r.entries }),
      (e: Error) => current && setShown({ hideFailed, error: e.message }),
    )
    return () => {
      current = false
    }
  }, [hideFailed])
  const entries = shown?.hideFailed === hideFailed ? shown.entries : undefined
  return (
    <>
      <p>
        <label>
          <input type="checkbox" checked={hideFailed} onChange={(e) => setHideFailed(e.target.checked)} /> Hide failed
          sign-ins
        </label>
      </p>
      {shown?.error ? (
        <p>{shown.error}</p>
      ) : !entries ? (
        <p>Looking for the latest activity…</p>
      ) : !entries.length ? (
        <p>{hideFailed ? 'No events other than failed sign-ins.' : 'Nothing has happened yet.'}</p>
      ) : (
        <table className="activity">
          <caption className="help">
            The latest {entries.length} events{hideFailed ? ' other than failed sign-ins' : ''}, newest first (the
            server keeps them all).
          </caption>
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
      )}
    </>
  )
}
