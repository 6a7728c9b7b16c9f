import { useState } from 'react'
import { studio, type ProposalSummary } from './studio-client.ts'

/**
 * Above the form of a page the editor proposed a change to: where the proposal stands (waiting for review, or sent
 * back with the publisher's note) and that the preview shows it as proposed; a proposal sent back can be reopened
 * here to change it.
 */
export function ProposalNotice({
  proposal,
  say,
  onReopened,
}: {
  proposal: ProposalSummary
  say: (message: string) => void
  /** The proposal's files are the editor's changes again. */
  onReopened: (files: string[]) => void
}) {
  const [busy, setBusy] = useState(false)
  const { returned } = proposal
  const reopen = async () => {
    setBusy(true)
    try {
      const { files } = await studio.reopenProposal(proposal.branch)
      say(`“${proposal.message}” is back in your changes: change it, then propose it again`)
      onReopened(files)
    } catch (e) {
      say((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="notice proposal-notice" role="note" aria-label="Your proposal">
      {returned ? (
        <p>
          {returned.by} sent your proposal “{proposal.message}” back: “{returned.note}”
        </p>
      ) : (
        <p>Your proposal “{proposal.message}” is waiting for review by a publisher.</p>
      )}
      <p>The preview shows this page as you proposed it; the form shows the published page.</p>
      {returned && (
        <button type="button" disabled={busy} onClick={() => void reopen()}>
          Reopen to change it
        </button>
      )}
    </div>
  )
}
