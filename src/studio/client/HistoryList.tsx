import { useState } from 'react'
import { FieldChangeList } from './FieldChangeList.tsx'
import type { FieldChange } from './field-changes.ts'
import { studio, type HistoryEntry } from './studio-client.ts'

type Shown = { key: string; fields: FieldChange[]; before: string; after: string }

/**
 * The last 50 published versions of the content, or of the open page only: who, when, what, and the files in
 * editor words; each version of a file shows the fields it changed (the lines on demand) and can be restored (the
 * restored text becomes a change to publish; the history is never rewritten).
 */
export function HistoryList({
  say,
  onRestored,
  page,
}: {
  say: (message: string) => void
  onRestored: (file: string) => void
  /** The open file: its own history is offered first. */
  page?: { file: string; label: string } | undefined
}) {
  const [listed, setListed] = useState<{ of?: string; entries: HistoryEntry[] }>()
  const [shown, setShown] = useState<Shown>()
  const load = async (file?: string) => {
    try {
      setListed({ ...(file ? { of: file } : {}), entries: (await studio.history(file)).entries })
      setShown(undefined)
    } catch (e) {
      say((e as Error).message)
    }
  }
  const view = async (commit: string, file: string) => {
    const key = `${commit}:${file}`
    if (shown?.key === key) return setShown(undefined)
    try {
      const v = await studio.version(commit, file)
      setShown({ key, fields: v.fields, before: v.before, after: v.text })
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
  const choices = (
    <div className="publish__buttons">
      {page && listed?.of !== page.file && (
        <button type="button" onClick={() => void load(page.file)}>
          Show the versions of {page.label}
        </button>
      )}
      {(!listed || listed.of !== undefined) && (
        <button type="button" onClick={() => void load()}>
          Show the history of every page
        </button>
      )}
    </div>
  )
  if (!listed) return choices
  const { entries } = listed
  return (
    <>
      {choices}
      {!entries.length ? (
        <p>No version of {listed.of ? 'this page' : 'the content'} has been published from here yet.</p>
      ) : (
        <ol className="history" aria-label={listed.of ? `History of ${page?.label ?? listed.of}` : 'History'}>
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
                        <button
                          type="button"
                          aria-expanded={shown?.key === `${entry.commit}:${f.file}`}
                          onClick={() => void view(entry.commit, f.file)}
                        >
                          {shown?.key === `${entry.commit}:${f.file}` ? 'Hide this version' : 'View this version'}
                        </button>{' '}
                        <button type="button" onClick={() => void restore(entry, f.file, f.label)}>
                          Restore this version…
                        </button>
                      </>
                    )}
                    {shown?.key === `${entry.commit}:${f.file}` && (
                      <FieldChangeList fields={shown.fields} label={f.label} lines={() => Promise.resolve(shown)} />
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
