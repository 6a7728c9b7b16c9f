import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProposalsList } from '../../src/studio/client/ProposalsList.tsx'

const PROPOSAL = {
  branch: 'content/2026-11-29-typo-fix',
  commit: 'a'.repeat(40),
  author: { name: 'Sam Other', email: 'sam@example.com', date: '2026-11-29T09:00:00Z' },
  message: 'Typo fix',
  changes: [{ file: 'pages/index.yaml', status: 'modified', label: 'Home', what: 'changed', route: '/' }],
  refused: [] as { file: string; reason: string }[],
}

/** The list as a publisher sees it, with the API's answers (the bodies posted are caught). */
function renderList(refused: { file: string; reason: string }[]) {
  const posted: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push([url, JSON.parse(String(init.body))])
        return new Response(JSON.stringify({ kind: 'published' }), { status: 200 })
      }
      return new Response(JSON.stringify({ proposals: [{ ...PROPOSAL, refused }], canPublish: true }), { status: 200 })
    }),
  )
  render(<ProposalsList say={() => {}} onPublished={() => {}} />)
  return posted
}

describe('the proposals a publisher reviews', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists what a proposal changes besides content, and cannot be published while it does', async () => {
    renderList([{ file: 'package.json', reason: 'package.json is not part of the site’s content (pages/)' }])
    expect(await screen.findByText('package.json is not part of the site’s content (pages/)')).toBeTruthy()
    expect(screen.getByText(/This proposal cannot be published/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Publish this proposal' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('publishes exactly the version listed', async () => {
    const posted = renderList([])
    await userEvent.click(await screen.findByRole('button', { name: 'Publish this proposal' }))
    expect(posted).toEqual([
      [expect.stringContaining('publish-proposal'), { branch: PROPOSAL.branch, commit: PROPOSAL.commit }],
    ])
  })
})
