import { useCallback, useEffect, useRef, useState } from 'react'
import { FORM_WORDS } from '../inbox-words.ts'
import {
  exportUrl,
  inbox,
  type InboxEntry,
  type InboxQuery,
  type InboxSetup,
  type InboxSummary,
} from './inbox-client.ts'
import { InboxAudit } from './InboxAudit.tsx'
import { InboxDetail } from './InboxDetail.tsx'
import { InboxFilters } from './InboxFilters.tsx'
import { InboxList } from './InboxList.tsx'

/** The list's page size (the server's default). */
const PAGE = 50

type Opened = { id: string; entry?: InboxEntry; people: string[]; error?: string }

/**
 * The Inbox view, for whoever sees some form of the inbox: the submissions of their forms with filters, the "Held
 * back" folder, one submission at a time, the CSV of the list as filtered, and for an admin the audit log. `openId`
 * (the notification mail's link, /_studio/?inbox=ID) opens that submission at once. What was saved, or was not, is
 * said in the view's live region.
 */
export function InboxView({ openId }: { openId?: string | undefined }) {
  const [setup, setSetup] = useState<InboxSetup>()
  const [setupError, setSetupError] = useState<string>()
  const [query, setQuery] = useState<InboxQuery>({ folder: 'inbox' })
  const [listed, setListed] = useState<{ entries: InboxSummary[]; total: number }>()
  const [listError, setListError] = useState<string>()
  const [version, setVersion] = useState(0)
  const [opened, setOpened] = useState<Opened | undefined>(() => (openId ? { id: openId, people: [] } : undefined))
  const [audit, setAudit] = useState(false)
  const [message, setMessage] = useState('')
  const listHeading = useRef<HTMLHeadingElement>(null)
  const errorHeading = useRef<HTMLHeadingElement>(null)
  // The entry whose row takes the focus when the list is back.
  const returnTo = useRef<string | undefined>(undefined)

  useEffect(() => {
    inbox.setup().then(setSetup, (e: Error) => setSetupError(e.message))
  }, [])
  useEffect(() => {
    let current = true
    inbox.list({ ...query }).then(
      (answer) => {
        if (!current) return
        setListed(answer)
        setListError(undefined)
      },
      (e: Error) => current && setListError(e.message),
    )
    return () => {
      current = false
    }
  }, [query, version])

  // An answer for a submission the person has left since (back to the list, another folder) opens nothing.
  const fetchEntry = useCallback(
    (id: string) =>
      inbox.entry(id).then(
        ({ entry, people }) => setOpened((o) => (o?.id === id ? { id, entry, people } : o)),
        (e: Error) => setOpened((o) => (o?.id === id ? { id, people: [], error: e.message } : o)),
      ),
    [],
  )
  const open = (id: string) => {
    setMessage('')
    setAudit(false)
    setOpened({ id, people: [] })
    void fetchEntry(id)
  }
  useEffect(() => {
    if (openId) void fetchEntry(openId)
  }, [openId, fetchEntry])
  useEffect(() => {
    if (opened?.error) errorHeading.current?.focus()
  }, [opened?.error])

  const back = () => {
    returnTo.current = opened?.id
    setOpened(undefined)
  }
  // Back at the list: the focus goes to the row it left, or the list's heading.
  useEffect(() => {
    if (opened || audit) return
    const row = [...document.querySelectorAll<HTMLElement>('[data-entry]')].find(
      (b) => b.dataset.entry === returnTo.current,
    )
    if (returnTo.current !== undefined) (row || listHeading.current)?.focus()
    returnTo.current = undefined
  }, [opened, audit, listed])

  const release = async (entry: InboxSummary) => {
    try {
      await inbox.release(entry.id)
      setMessage(`Moved to the inbox: the ${FORM_WORDS[entry.form].toLowerCase()} from ${entry.name || entry.email}`)
      setVersion((v) => v + 1)
    } catch (e) {
      setMessage(`Not moved: ${(e as Error).message}`)
    }
  }

  const offset = query.offset ?? 0
  const held = query.folder === 'held'
  const page = (to: number) => setQuery((q) => ({ ...q, offset: to }))

  let body
  if (setupError) body = <p className="inbox__problem">{setupError}</p>
  else if (!setup) body = <p>Opening the inbox…</p>
  else if (audit) body = <InboxAudit />
  else if (opened)
    body = opened.error ? (
      <div>
        <h3 tabIndex={-1} ref={errorHeading}>
          This submission cannot be opened
        </h3>
        <p className="inbox__problem">{opened.error}</p>
        <button type="button" onClick={back}>
          Back to the list
        </button>
      </div>
    ) : !opened.entry ? (
      <p>Opening the submission…</p>
    ) : (
      <InboxDetail
        key={opened.entry.id}
        entry={opened.entry}
        people={opened.people}
        admin={setup.admin}
        say={setMessage}
        onChanged={(entry) => {
          setOpened({ ...opened, entry })
          setVersion((v) => v + 1)
        }}
        onDeleted={(words) => {
          setMessage(words)
          returnTo.current = ''
          setOpened(undefined)
          setVersion((v) => v + 1)
        }}
        onBack={back}
      />
    )
  else
    body = (
      <>
        <InboxFilters setup={setup} query={query} onApply={(q) => setQuery({ ...q, offset: 0 })} />
        <h3 ref={listHeading} tabIndex={-1}>
          {held ? 'Held back' : 'Submissions'}
        </h3>
        {held && (
          <p className="help">
            What the spam checks stopped, each with the reason. Nothing here is lost: let in what a person sent; what
            nobody lets in is deleted by itself after a while.
          </p>
        )}
        {listError && <p className="inbox__problem">{listError}</p>}
        {!listed ? (
          !listError && <p>Reading the submissions…</p>
        ) : !listed.entries.length ? (
          <p>{held ? 'Nothing is held back.' : 'No submissions match these filters.'}</p>
        ) : (
          <>
            <p>
              Showing {offset + 1}–{offset + listed.entries.length} of {listed.total}.{' '}
              <a href={exportUrl(query)} download>
                Export these as CSV
              </a>{' '}
              <span className="help">(all {listed.total}, every field; for a spreadsheet)</span>
            </p>
            <InboxList entries={listed.entries} held={held} onOpen={open} onRelease={release} />
            {(offset > 0 || offset + listed.entries.length < listed.total) && (
              <p className="inbox__pages">
                <button type="button" disabled={offset === 0} onClick={() => page(Math.max(0, offset - PAGE))}>
                  Previous page
                </button>{' '}
                <button
                  type="button"
                  disabled={offset + listed.entries.length >= listed.total}
                  onClick={() => page(offset + PAGE)}
                >
                  Next page
                </button>
              </p>
            )}
          </>
        )}
      </>
    )

  return (
    <section className="inbox-view" aria-labelledby="inbox-h">
      <h2 id="inbox-h" tabIndex={-1}>
        Inbox
      </h2>
      <nav className="inbox-view__folders" aria-label="Inbox folders">
        {(['inbox', 'held'] as const).map((folder) => (
          <button
            key={folder}
            type="button"
            aria-pressed={!audit && !opened && query.folder === folder}
            onClick={() => {
              setMessage('')
              setAudit(false)
              setOpened(undefined)
              setQuery((q) => ({ ...q, folder, offset: 0 }))
            }}
          >
            {folder === 'inbox' ? 'Inbox' : 'Held back'}
          </button>
        ))}
        {setup?.admin && (
          <button
            type="button"
            aria-pressed={audit}
            onClick={() => {
              setOpened(undefined)
              setAudit((a) => !a)
            }}
          >
            Audit log
          </button>
        )}
      </nav>
      <p role="status" aria-live="polite" className="inbox-view__status">
        {message}
      </p>
      {body}
    </section>
  )
}
