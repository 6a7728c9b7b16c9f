import { useCallback, useEffect, useId, useState } from 'react'
import { FieldChangeList } from './FieldChangeList.tsx'
import { studio, type ProposalSummary } from './studio-client.ts'

const when = (iso: string) => new Date(iso).toLocaleString()

/** Where a proposal stands, in the words of the person reading the list. */
export function proposalState(p: ProposalSummary, canPublish: boolean): string {
  if (p.reopened)
    return 'Reopened: the change is back in your changes. Change it, then press Propose for review to update this proposal.'
  if (p.returned)
    return `Sent back by ${p.returned.by} on ${when(p.returned.at)}: “${p.returned.note}”${p.mine ? ' Reopen it to change it.' : ''}`
  const waiting = canPublish ? 'Waiting for your review' : 'Waiting for review by a publisher'
  return p.answered ? `${waiting}, changed since ${p.answered.by} sent it back: “${p.answered.note}”` : waiting
}

/**
 * Proposals for review: each with who proposed it, when, where it stands (waiting, sent back with the publisher's
 * note, reopened), its message and each changed file's fields in editor words, their lines and a preview of the
 * proposed page on demand. A publisher publishes it (the editor stays its author) or sends it back with a note written
 * here; its author sees their own and reopens one to change it and propose it again.
 */
export function ProposalsList({
  say,
  onPublished,
  onReopened,
  version = 0,
}: {
  say: (message: string) => void
  /** `build`: the build of the public site that will show it, when a server builds the site. */
  onPublished: (build?: { id: string }) => void
  /** The author reopened a proposal: its files are changes here again. */
  onReopened?: (files: string[], message: string) => void
  /** Changes when a proposal was made here: the list is fetched again. */
  version?: number
}) {
  const [state, setState] = useState<{ proposals: ProposalSummary[]; canPublish: boolean }>()
  const [preview, setPreview] = useState<{ branch: string; route: string }>()
  const [busy, setBusy] = useState(false)
  const [sendingBack, setSendingBack] = useState<string>()
  const [note, setNote] = useState('')
  const noteId = useId()
  const refresh = useCallback(
    () =>
      studio.proposals().then(
        (s) => setState(s),
        (e: Error) => say(e.message),
      ),
    [say],
  )
  useEffect(() => void refresh(), [refresh, version])

  const publish = async (p: ProposalSummary) => {
    setBusy(true)
    try {
      const r = await studio.publishProposal(p.branch, p.commit)
      if (r.kind === 'conflicts')
        say('This proposal changes lines someone changed since: send it back so its author makes it again.')
      else {
        say(`Published “${p.message}” by ${p.author.name}`)
        onPublished(r.build)
      }
      await refresh()
    } catch (e) {
      say((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const sendBack = async (p: ProposalSummary) => {
    if (!note.trim()) return say(`Write what ${p.author.name} should change: they read it with the proposal.`)
    setBusy(true)
    try {
      await studio.returnProposal(p.branch, note.trim(), p.commit)
      say(`Sent back to ${p.author.name} with your note`)
      setSendingBack(undefined)
      setNote('')
      await refresh()
    } catch (e) {
      say((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const reopen = async (p: ProposalSummary) => {
    setBusy(true)
    try {
      const { files } = await studio.reopenProposal(p.branch)
      say(`“${p.message}” is back in your changes: change it, then propose it again`)
      onReopened?.(files, p.message)
      await refresh()
    } catch (e) {
      say((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  if (!state) return null
  const heading = <h2>{state.canPublish ? 'Proposals for review' : 'Your proposals'}</h2>
  if (!state.proposals.length)
    return (
      <>
        {heading}
        <p>{state.canPublish ? 'No proposal is waiting for review.' : 'You have no proposal waiting for review.'}</p>
      </>
    )
  return (
    <>
      {heading}
      <ol className="history proposals" aria-label="Proposals">
        {state.proposals.map((p) => {
          const page = p.changes.find((c) => c.route)
          return (
            <li key={p.branch}>
              <p>
                <strong>{p.message}</strong>
              </p>
              <p className="help">
                {p.author.name} · <time dateTime={p.author.date}>{when(p.author.date)}</time>
              </p>
              <p className={p.returned ? 'notice' : 'proposal__state'}>{proposalState(p, state.canPublish)}</p>
              <ul>
                {p.changes.map((c) => (
                  <li key={c.file}>
                    {c.label}
                    {c.route ? ` ${c.route}` : ''}: {c.what}
                    {c.fields && (
                      <FieldChangeList
                        fields={c.fields}
                        label={c.label}
                        lines={
                          c.text && c.status === 'modified'
                            ? () =>
                                studio.proposalChange(p.branch, c.file).catch((e: Error) => {
                                  say(e.message)
                                  throw e
                                })
                            : undefined
                        }
                      />
                    )}
                  </li>
                ))}
              </ul>
              {p.refused.length > 0 && (
                <div className="notice" role="note">
                  <p>
                    This proposal cannot be published: it also changes files that are not the site’s content. Send it
                    back, or ask a developer to look at it.
                  </p>
                  <ul>
                    {p.refused.map((r) => (
                      <li key={r.file}>{r.reason}</li>
                    ))}
                  </ul>
                </div>
              )}
              <div className="publish__buttons">
                {page?.route && (
                  <button
                    type="button"
                    aria-expanded={preview?.branch === p.branch}
                    onClick={() =>
                      setPreview(preview?.branch === p.branch ? undefined : { branch: p.branch, route: page.route! })
                    }
                  >
                    {preview?.branch === p.branch ? 'Hide the preview' : 'Preview'}
                  </button>
                )}
                {p.mine && !p.reopened && (
                  <button type="button" disabled={busy} onClick={() => void reopen(p)}>
                    Reopen to change it
                  </button>
                )}
                {state.canPublish && (
                  <>
                    <button
                      type="button"
                      className="primary"
                      disabled={busy || p.refused.length > 0}
                      onClick={() => void publish(p)}
                    >
                      Publish this proposal
                    </button>
                    <button
                      type="button"
                      disabled={busy}
                      aria-expanded={sendingBack === p.branch}
                      onClick={() => setSendingBack(sendingBack === p.branch ? undefined : p.branch)}
                    >
                      Send back…
                    </button>
                  </>
                )}
              </div>
              {sendingBack === p.branch && (
                <form
                  className="publish__form send-back"
                  aria-label={`Send back “${p.message}”`}
                  onSubmit={(e) => {
                    e.preventDefault()
                    void sendBack(p)
                  }}
                >
                  <label htmlFor={noteId}>What should {p.author.name} change? They read this with the proposal.</label>
                  <textarea id={noteId} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
                  <div className="publish__buttons">
                    <button type="submit" className="primary" disabled={busy}>
                      Send back
                    </button>
                    <button type="button" onClick={() => setSendingBack(undefined)}>
                      Cancel
                    </button>
                  </div>
                </form>
              )}
              {preview?.branch === p.branch && (
                <iframe
                  className="proposal-preview"
                  title={`Preview of ${preview.route} as proposed`}
                  src={`/_studio/preview?route=${encodeURIComponent(preview.route)}&proposal=${encodeURIComponent(p.branch)}`}
                />
              )}
            </li>
          )
        })}
      </ol>
    </>
  )
}
