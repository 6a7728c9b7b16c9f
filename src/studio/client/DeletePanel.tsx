import { useEffect, useState } from 'react'
import { namesInWords } from '../api/names-in-words.ts'
import { RouteInput } from './fields/RouteInput.tsx'
import { studio, StudioError, type DeleteCheck, type IncomingLink } from './studio-client.ts'

type Props = {
  file: string
  /** The file as an editor names it. */
  label: string
  /** The version the editor has open: a delete of another version is refused. */
  hash: string
  /** Whether the form holds unsaved changes, which the delete loses too. */
  dirty: boolean
  /** The site's routes, offered as the page to point the links to instead. */
  routes: string[]
  /** Called once deleted, with how many other files had their links pointed elsewhere. */
  onDeleted: (changed: number) => void
  onCancel: () => void
}

type State =
  | { kind: 'checking' }
  | { kind: 'required'; why: string }
  | { kind: 'linked'; links: IncomingLink[]; problem?: string }
  | { kind: 'free'; translations: number; editing: string[] }
  | { kind: 'refused'; message: string }

const stateOf = (check: DeleteCheck): State =>
  check.required
    ? { kind: 'required', why: check.required }
    : check.links.length
      ? { kind: 'linked', links: check.links }
      : { kind: 'free', translations: check.translations?.length ?? 0, editing: check.editing ?? [] }

/**
 * Asks before a page or entry is deleted, in the page (no browser dialog): why it never can be, or the places that
 * link to it (each opening in a new tab) until they are changed, or a confirmation saying how to undo it.
 */
export function DeletePanel({ file, label, hash, dirty, routes, onDeleted, onCancel }: Props) {
  const [state, setState] = useState<State>({ kind: 'checking' })
  const [replaceWith, setReplaceWith] = useState('')
  const [busy, setBusy] = useState(false)
  // Asked as the panel opens, and again at "Check again" (`round`).
  const [round, setRound] = useState(0)
  useEffect(() => {
    let current = true
    studio.deleteCheck(file).then(
      (c) => current && setState(stateOf(c)),
      (e: Error) => current && setState({ kind: 'refused', message: e.message }),
    )
    return () => {
      current = false
    }
  }, [file, round])
  const check = () => {
    setState({ kind: 'checking' })
    setRound((r) => r + 1)
  }
  useEffect(() => document.getElementById('delete-h')?.focus(), [state.kind])

  /** Deletes the file; with `to`, the links to it are pointed there in the same step. */
  const remove = async (to?: string) => {
    setBusy(true)
    try {
      const done = await studio.delete(file, hash, to)
      onDeleted(done.changed)
    } catch (e) {
      const links = e instanceof StudioError ? e.body.links : undefined
      const message = (e as Error).message
      if (links?.length) setState({ kind: 'linked', links, ...(to ? { problem: message } : {}) })
      else if (to && state.kind === 'linked') setState({ ...state, problem: message })
      else setState({ kind: 'refused', message })
    } finally {
      setBusy(false)
    }
  }

  const n = state.kind === 'linked' ? state.links.length : 0
  const heading =
    state.kind === 'checking'
      ? `Checking what links to ${label}…`
      : state.kind === 'required'
        ? `${label} cannot be deleted`
        : state.kind === 'linked'
          ? `${label} cannot be deleted yet: ${n === 1 ? 'one place links' : `${n} places link`} to it`
          : state.kind === 'free'
            ? `Delete ${label}?`
            : `${label} was not deleted`
  return (
    <section
      className="delete-panel"
      aria-labelledby="delete-h"
      aria-busy={state.kind === 'checking'}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <h3 id="delete-h" tabIndex={-1}>
        {heading}
      </h3>
      {state.kind === 'required' && <p>{state.why}</p>}
      {state.kind === 'refused' && <p>{state.message}</p>}
      {state.kind === 'linked' && (
        <>
          <p>Change or remove each of these links (open it, edit, save), then check again.</p>
          <ul>
            {state.links.map((l, i) => (
              <li key={i}>
                <a
                  href={`/_studio?file=${encodeURIComponent(l.file)}&field=${encodeURIComponent(l.path)}`}
                  target="_blank"
                  rel="noopener"
                >
                  {l.label} › {l.field}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <span className="delete-panel__why">{l.message}</span>
              </li>
            ))}
          </ul>
          <form
            className="delete-panel__replace"
            onSubmit={(e) => {
              e.preventDefault()
              if (replaceWith.trim()) void remove(replaceWith.trim())
            }}
          >
            <label htmlFor="delete-replace">Or point these links to another page, and delete {label} with it</label>
            <RouteInput
              id="delete-replace"
              value={replaceWith}
              options={routes}
              onValue={setReplaceWith}
              placeholder="e.g. /insights"
              aria-describedby={state.problem ? 'delete-replace-problem' : undefined}
            />
            {state.problem && <p id="delete-replace-problem">{state.problem}</p>}
            <button type="submit" className="danger" disabled={busy || !replaceWith.trim()}>
              Change the links and delete
            </button>
          </form>
        </>
      )}
      {state.kind === 'free' && (
        <p>
          Nothing on the site links to it. It disappears from the site when you publish; until then Changes lists the
          deletion, and Discard there brings it back.{dirty ? ' Its unsaved changes are lost too.' : ''}
          {state.translations === 1
            ? ' Its translation is deleted with it.'
            : state.translations > 1
              ? ` Its ${state.translations} translations are deleted with it.`
              : ''}
          {state.editing.length
            ? ` ${namesInWords(state.editing)} ${state.editing.length === 1 ? 'has' : 'have'} it open now: what they have not saved would be lost.`
            : ''}
        </p>
      )}
      <div className="delete-panel__actions">
        {state.kind === 'free' && (
          <button type="button" className="danger" onClick={() => void remove()} disabled={busy}>
            Delete {label}
          </button>
        )}
        {state.kind === 'linked' && (
          <button type="button" onClick={check}>
            Check again
          </button>
        )}
        <button type="button" onClick={onCancel}>
          {state.kind === 'free' ? 'Keep it' : 'Close'}
        </button>
      </div>
    </section>
  )
}
