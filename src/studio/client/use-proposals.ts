import { useEffect, useState } from 'react'
import { studio, type ProposalSummary } from './studio-client.ts'

/** The shortest time between two looks for proposals brought by the window's focus. */
const REFOCUS_MS = 5000

export interface ProposalsState {
  proposals: ProposalSummary[]
  canPublish: boolean
}

/**
 * The proposals this person may read (a publisher: every one; an editor: their own), fetched when the studio opens,
 * when its window comes back into focus and whenever `version` changes. A failure leaves the last answer: the
 * Changes panel's own list says what went wrong.
 */
export function useProposals(version: number): ProposalsState | undefined {
  const [state, setState] = useState<ProposalsState>()
  useEffect(() => {
    let live = true
    let last = 0
    const load = () => {
      last = Date.now()
      void studio.proposals().then(
        (s) => live && setState(s),
        () => undefined,
      )
    }
    // Each answer fetches the shared repository: going back and forth between windows asks at most every few seconds.
    const again = () => Date.now() - last >= REFOCUS_MS && load()
    load()
    window.addEventListener('focus', again)
    return () => {
      live = false
      window.removeEventListener('focus', again)
    }
  }, [version])
  return state
}

/**
 * What the "Changes and publishing" button counts: for a publisher, the proposals waiting for review; for anyone
 * else, their own proposals sent back to them. Undefined when there are none.
 */
export function proposalCount(state: ProposalsState | undefined): { count: number; words: string } | undefined {
  if (!state) return undefined
  const counted = state.canPublish
    ? state.proposals.filter((p) => !p.returned && !p.reopened)
    : state.proposals.filter((p) => p.mine && p.returned && !p.reopened)
  const count = counted.length
  if (!count) return undefined
  const noun = count === 1 ? 'proposal' : 'proposals'
  return {
    count,
    words: state.canPublish ? `${count} ${noun} waiting for review` : `${count} ${noun} sent back to you`,
  }
}

/**
 * One's own proposal of `file`, while the file is still as the proposal found it (it is shown over the published
 * page), and it is not reopened (then it is the editor's changes again).
 */
export function ownProposalOf(
  state: ProposalsState | undefined,
  file: string,
  hash: string | undefined,
): ProposalSummary | undefined {
  return state?.proposals.find(
    (p) =>
      p.mine &&
      !p.reopened &&
      p.changes.some((c) => c.file === file && c.fromHash !== undefined && c.fromHash === hash),
  )
}
