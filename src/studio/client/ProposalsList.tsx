import { useCallback, useEffect, useState } from 'react'
import { studio, type ProposalSummary } from './studio-client.ts'
import { DiffLines } from './DiffLines.tsx'
import { textDiff, type DiffLine } from './text-diff.ts'

/**
 * Proposals for review: each with who proposed it, when, its message and its changed files in editor words, their
 * lines and a preview of the proposed page on demand. A publisher publishes it (the editor stays its author) or
 * sends it back with a note; an editor sees their own, with the note they were sent back with.
 */
export function ProposalsList({ say, onPublished }: { say: (message: string) => void; onPublished: () => void }) {
  const [state, setState] = useState<{ proposals: ProposalSummary[]; canPublish: boolean }>()
  const [lines, setLines] = useState<{ key: string; lines: DiffLine[] }>()
  const [preview, setPreview] = useState<{ branch: string; route: string }>()
  const [busy, setBusy] = useState(false)
  const refresh = useCallback(
    () =>
      studio.proposals().then(
        (s) => setState(s),
        (e: Error) => say(e.message),
      ),
    [say],
  )
  useEffect(() => void refresh(), [refresh])

  const showLines = async (branch: string, file: string) => {
    const key = `${branch}:${file}`
    if (lines?.key === key) return setLines(undefined)
    try {
      const { before, after } = await studio.proposalChange(branch, file)
      setLines({ key, lines: textDiff(before, after) })
    } catch (e) {
      say((e as Error).message)
    }
  }
  const publish = async (p: ProposalSummary) => {
    setBusy(true)
    try {
      const r = await studio.publishProposal(p.branch, p.commit)
      if (r.kind === 'conflicts')
        say('This proposal changes lines someone changed since: send it back so its author makes it again.')
      else {
        say(`Published “${p.message}” by ${p.author.name}`)
        onPublished()
      }
      await refresh()
    } catch (e) {
      say((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const sendBack = async (p: ProposalSummary) => {
    const note = window.prompt(`What should ${p.author.name} change? They read this with the proposal.`)?.trim()
    if (!note) return
    try {
      await studio.returnProposal(p.branch, note)
      say(`Sent back to ${p.author.name} with your note`)
      await refresh()
    } catch (e) {
      say((e as Error).message)
    }
  }

  if (!state) return null
  if (!state.proposals.length) return <p>No proposal is waiting for review.</p>
  return (
    <ol className="history proposals" aria-label="Proposals">
      {state.proposals.map((p) => {
        const page = p.changes.find((c) => c.route)
        return (
          <li key={p.branch}>
            <p>
              <strong>{p.message}</strong>
            </p>
            <p className="help">
              {p.author.name} · <time dateTime={p.author.date}>{new Date(p.author.date).toLocaleString()}</time>
            </p>
            {p.returned && (
              <p className="notice">
                Sent back by {p.returned.by}: “{p.returned.note}”
              </p>
            )}
            <ul>
              {p.changes.map((c) => (
                <li key={c.file}>
                  {c.label}
                  {c.route ? ` ${c.route}` : ''}: {c.what}{' '}
                  {c.text && c.status === 'modified' && (
                    <button
                      type="button"
                      aria-expanded={lines?.key === `${p.branch}:${c.file}`}
                      onClick={() => void showLines(p.branch, c.file)}
                    >
                      {lines?.key === `${p.branch}:${c.file}` ? 'Hide the lines' : 'Show the lines'}
                    </button>
                  )}
                  {lines?.key === `${p.branch}:${c.file}` && (
                    <DiffLines lines={lines.lines} label={`Lines changed in ${c.label}`} />
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
                  <button type="button" disabled={busy} onClick={() => void sendBack(p)}>
                    Send back…
                  </button>
                </>
              )}
            </div>
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
  )
}
