/** A proposal's branch as the studio names it (see proposalBranch): nothing else can be previewed or published. */
const PROPOSAL_BRANCH = /^content\/[a-z0-9][a-z0-9._/-]{0,120}$/

/** Throws a plain Error unless `branch` is the short name of a proposal's branch ("content/2026-11-24-new-heading"). */
export function checkProposalBranch(branch: string): void {
  const valid =
    typeof branch === 'string' &&
    PROPOSAL_BRANCH.test(branch) &&
    !branch.includes('..') &&
    !branch.includes('//') &&
    !/(\/|\.|\.lock)$/.test(branch)
  if (!valid)
    throw new Error(
      `"${String(branch)}" is not the name of a proposal (they look like content/2026-11-24-new-heading), so the studio leaves it alone.`,
    )
}
