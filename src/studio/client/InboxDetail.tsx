import { Fragment, useEffect, useRef, useState } from 'react'
import { STATUSES } from '../../inbox/types.ts'
import { languageName } from '../../lib/language-name.ts'
import { fieldWords, FORM_WORDS, STATUS_WORDS } from '../inbox-words.ts'
import { fileUrl, inbox, InboxError, type InboxEntry, type Status } from './inbox-client.ts'
import { whenWords } from './InboxList.tsx'
import { sizeInWords } from './size-in-words.ts'

/** A submission's language for the team: "Spanish: sent from the Spanish pages, and confirmed in Spanish". */
function languageWords(code: string): string {
  const name = languageName(code)
  return `${name}: sent from the ${name} pages, and confirmed in ${name}`
}

type Confirm = 'delete' | 'person' | undefined

/**
 * One submission: every field as text, the résumé as a download, its status, whom it is assigned to, its notes, a
 * held-back one's reason and "Not spam", and deleting it (for an admin, everything from its sender), each asked
 * once more in place first. Each change says in the live region that it was saved only once the server said so;
 * a refusal is said beside the control, which shows what is stored.
 */
export function InboxDetail({
  entry,
  people,
  admin,
  say,
  onChanged,
  onDeleted,
  onBack,
}: {
  entry: InboxEntry
  people: string[]
  admin: boolean
  say: (message: string) => void
  onChanged: (entry: InboxEntry) => void
  onDeleted: (message: string) => void
  onBack: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<{ at: 'status' | 'assignee' | 'note' | 'held' | 'delete'; text: string }>()
  const [note, setNote] = useState('')
  const [confirm, setConfirm] = useState<Confirm>()
  const who = entry.name || entry.email
  const what = `${FORM_WORDS[entry.form].toLowerCase()} from ${who}`

  useEffect(() => heading.current?.focus(), [entry.id])

  const run = async (at: NonNullable<typeof problem>['at'], job: () => Promise<void>) => {
    setBusy(true)
    setProblem(undefined)
    try {
      await job()
    } catch (e) {
      const text = (e as Error).message
      setProblem({ at, text })
      say(`Not saved: ${text}`)
    } finally {
      setBusy(false)
    }
  }
  const change = (at: 'status' | 'assignee', value: { status?: Status; assignee?: string | null }) =>
    run(at, async () => {
      const was = { status: entry.status, assignee: entry.assignee ?? null }
      const { entry: changed } = await inbox.change(entry.id, value, was).catch(async (e: unknown) => {
        // Changed by someone else since this page showed it: show it as it is now, with the refusal's words.
        if (e instanceof InboxError && e.status === 409)
          await inbox.entry(entry.id).then(
            ({ entry: now }) => onChanged(now),
            () => undefined,
          )
        throw e
      })
      onChanged({ ...changed, notes: entry.notes })
      say(
        at === 'status'
          ? `Saved: status ${STATUS_WORDS[changed.status]}`
          : `Saved: assigned to ${changed.assignee ?? 'nobody'}`,
      )
    })
  const addNote = () =>
    run('note', async () => {
      if (!note.trim()) throw new Error('Write the note first: it is empty.')
      const { note: added } = await inbox.note(entry.id, note)
      onChanged({ ...entry, notes: [...entry.notes, added] })
      setNote('')
      say('Saved: note added')
    })
  const release = () =>
    run('held', async () => {
      const { entry: released } = await inbox.release(entry.id)
      onChanged({ ...released, notes: entry.notes })
      say(`Moved to the inbox: the ${what}`)
    })
  const remove = () =>
    run('delete', async () => {
      await inbox.remove(entry.id)
      onDeleted(`Deleted the ${what}`)
    })
  const removePerson = () =>
    run('delete', async () => {
      const { deleted } = await inbox.removePerson(entry.email)
      onDeleted(`Deleted everything from ${entry.email}: ${deleted === 1 ? '1 submission' : `${deleted} submissions`}`)
    })
  const problemAt = (at: NonNullable<typeof problem>['at']) =>
    problem?.at === at ? (
      <p id={`inbox-problem-${at}`} className="inbox__problem">
        {problem.text}
      </p>
    ) : null
  const described = (at: NonNullable<typeof problem>['at']) =>
    problem?.at === at ? { 'aria-invalid': true, 'aria-describedby': `inbox-problem-${at}` } : {}
  // The assignee as stored, offered even when they no longer see this form (the select then shows the truth).
  const choices = entry.assignee && !people.includes(entry.assignee) ? [...people, entry.assignee] : people

  return (
    <article className="inbox-detail" aria-labelledby="inbox-entry-h">
      <p>
        <button type="button" className="link" onClick={onBack}>
          ← Back to the list
        </button>
      </p>
      <h3 id="inbox-entry-h" tabIndex={-1} ref={heading}>
        {FORM_WORDS[entry.form]} from {who}
      </h3>
      {entry.folder === 'held' && (
        <div className="inbox-detail__held">
          <p>
            <strong>Held back:</strong> {entry.heldReason ?? 'no reason was kept'}. It stays out of the inbox until you
            let it in; it is deleted by itself after a while.
          </p>
          <button type="button" disabled={busy} onClick={() => void release()}>
            Not spam: move to inbox
          </button>
          {problemAt('held')}
        </div>
      )}
      <dl className="inbox-detail__fields">
        <dt>Name</dt>
        <dd>{entry.name || '—'}</dd>
        <dt>E-mail</dt>
        <dd>{entry.email}</dd>
        {(entry.jobTitle || entry.job) && (
          <>
            <dt>Job</dt>
            <dd>{entry.jobTitle ?? entry.job}</dd>
          </>
        )}
        <dt>Received</dt>
        <dd>
          <time dateTime={new Date(entry.createdAt).toISOString()}>{whenWords(entry.createdAt)}</time>
        </dd>
        {entry.lang && (
          <>
            <dt>Language</dt>
            <dd>{languageWords(entry.lang)}</dd>
          </>
        )}
        {Object.entries(entry.fields)
          .filter(([key]) => key !== 'name' && key !== 'email')
          .map(([key, value]) => (
            <Fragment key={key}>
              <dt>{fieldWords(key)}</dt>
              <dd className="inbox-detail__text">{String(value)}</dd>
            </Fragment>
          ))}
        {entry.form === 'application' && (
          <>
            <dt>Talent pool</dt>
            <dd>{entry.talentPool ? 'Yes: may be kept for other jobs' : 'No'}</dd>
          </>
        )}
        <dt>Résumé</dt>
        <dd>
          {entry.file ? (
            <a href={fileUrl(entry.id)} download>
              Download the résumé: {entry.file.name} (PDF, {sizeInWords(entry.file.size)})
            </a>
          ) : (
            'None sent'
          )}
        </dd>
        <dt>Deleted by itself</dt>
        <dd>
          {entry.expiresAt === null ? (
            'Never: kept until someone deletes it'
          ) : (
            <time dateTime={new Date(entry.expiresAt).toISOString()}>{whenWords(entry.expiresAt)}</time>
          )}
        </dd>
      </dl>

      <div className="inbox-detail__controls">
        <p>
          <label htmlFor="inbox-status">Status</label>{' '}
          <select
            id="inbox-status"
            value={entry.status}
            disabled={busy}
            onChange={(e) => void change('status', { status: e.target.value as Status })}
            {...described('status')}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_WORDS[s]}
              </option>
            ))}
          </select>
        </p>
        {problemAt('status')}
        <p>
          <label htmlFor="inbox-assignee">Assigned to</label>{' '}
          <select
            id="inbox-assignee"
            value={entry.assignee ?? ''}
            disabled={busy}
            onChange={(e) => void change('assignee', { assignee: e.target.value || null })}
            {...described('assignee')}
          >
            <option value="">Nobody</option>
            {choices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </p>
        {problemAt('assignee')}
      </div>

      <section aria-labelledby="inbox-notes-h">
        <h4 id="inbox-notes-h">Notes</h4>
        {entry.notes.length ? (
          <ol className="inbox-detail__notes">
            {entry.notes.map((n) => (
              <li key={n.id}>
                <p className="help">
                  {n.author}, <time dateTime={new Date(n.at).toISOString()}>{whenWords(n.at)}</time>
                </p>
                <p className="inbox-detail__text">{n.text}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p>No notes yet.</p>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void addNote()
          }}
        >
          <label htmlFor="inbox-note">Add a note (only the team sees it)</label>
          <textarea
            id="inbox-note"
            className="grow"
            value={note}
            maxLength={5000}
            onChange={(e) => setNote(e.target.value)}
            {...described('note')}
          />
          {problemAt('note')}
          <button type="submit" disabled={busy}>
            Add note
          </button>
        </form>
      </section>

      <section aria-labelledby="inbox-delete-h" className="inbox-detail__delete">
        <h4 id="inbox-delete-h">Delete</h4>
        {confirm === undefined ? (
          <p>
            <button type="button" disabled={busy} onClick={() => setConfirm('delete')}>
              Delete this submission…
            </button>
            {admin && (
              <>
                {' '}
                <button type="button" disabled={busy} onClick={() => setConfirm('person')}>
                  Delete everything from this person…
                </button>
              </>
            )}
          </p>
        ) : (
          <div role="group" aria-labelledby="inbox-confirm">
            <p id="inbox-confirm">
              {confirm === 'delete'
                ? `Delete the ${what}${entry.file ? ' and its résumé' : ''}? This cannot be undone.`
                : `Delete every submission from ${entry.email}, of every form, with their résumés? This cannot be undone.`}
            </p>
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => void (confirm === 'delete' ? remove() : removePerson())}
            >
              {confirm === 'delete' ? 'Delete it' : 'Delete everything from this person'}
            </button>{' '}
            <button type="button" disabled={busy} onClick={() => setConfirm(undefined)}>
              Keep it
            </button>
          </div>
        )}
        {problemAt('delete')}
      </section>
    </article>
  )
}
