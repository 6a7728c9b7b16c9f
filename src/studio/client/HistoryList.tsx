import { useState } from 'react'
import { studio, type HistoryEntry } from './studio-client.ts'

/**
 * The last 50 published versions of the content: who, when, what, and the files in editor words; each file can be
 * shown as it was and restored (the restored text becomes a change to publish; the history is never rewritten).
 */
export function HistoryList({
  say,
  onRestored,
}: {
  say: (message: string) => void
  onRestored: (file: string) => void
}) {
  const [entries, setEntries] = useState<HistoryEntry[]>()
  const [shown, setShown] = useState<{ key: string; text: string }>()
  const load = async () => {
    try {
      setEntries((await studio.history()).entries)
    } catch (e) {
      say((e as Error).message)
    }
  }
  const view = async (commit: string, file: string) => {
    const key = `${commit}:${file}`
    if (shown?.key === key) return setShown(undefined)
    try {
      setShown({ key, text: (await studio.version(commit, file)).text })
    } catch (e) {
      say((e as Error).message)
    }
  }
  const restore = async (entry: HistoryEntry, file: string, label: string) => {
    const when = new Date(entry.date).toLocaleString()
    if (!window.confirm(`Put ${label} back as it was on ${when}? It becomes a change to publish.`)) return
    try {
      await studio.restore(entry.commit, file)
      say(`${label} is back as it was on ${when}: publish to make it live`)
      onRestored(file)
    } catch (e) {
      say((e as Error).message)
    }
  }
  if (!entries)
    return (
      <button type="button" onClick={() => void load()}>
        Show the history
      </button>
    )
  if (!entries.length) return <p>No version of the content has been published from here yet.</p>
  return (
    <ol className="history">
      {entries.map((entry) => (
        <li key={entry.commit}>
          <p>
            <strong>{entry.message}</strong>
          </p>
          <p className="help">
            {entry.author} · <time dateTime={entry.date}>{new Date(entry.date).toLocaleString()}</time>
          </p>
          <ul>
            {entry.files.map((f) => (
              <li key={f.file}>
                {f.label}
                {f.status === 'deleted' ? ' (removed)' : ''}{' '}
                {f.status !== 'deleted' && f.file.endsWith('.yaml') && (
                  <>
                    <button type="button" onClick={() => void view(entry.commit, f.file)}>
                      {shown?.key === `${entry.commit}:${f.file}` ? 'Hide this version' : 'View this version'}
                    </button>{' '}
                    <button type="button" onClick={() => void restore(entry, f.file, f.label)}>
                      Restore this version…
                    </button>
                  </>
                )}
                {shown?.key === `${entry.commit}:${f.file}` && (
                  <pre className="history__text" aria-label={`${f.label} in this version`}>
                    {shown.text}
                  </pre>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
