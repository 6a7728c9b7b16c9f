import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HistoryList } from '../../src/studio/client/HistoryList.tsx'
import { ProposalsList } from '../../src/studio/client/ProposalsList.tsx'
import type { ProposalSummary } from '../../src/studio/client/studio-client.ts'
import { ownProposalOf, proposalCount } from '../../src/studio/client/use-proposals.ts'

const PROPOSAL: ProposalSummary = {
  branch: 'content/2026-11-29-sharper-heading',
  commit: 'b'.repeat(40),
  author: { name: 'Dana', email: 'dana@example.com', date: '2026-11-29T09:00:00Z' },
  message: 'Sharper heading',
  changes: [
    {
      file: 'pages/index.yaml',
      status: 'modified',
      label: 'Home',
      route: '/',
      what: '1 field changed',
      text: true,
      fromHash: 'h1',
      fields: [{ label: 'Hero › Heading', kind: 'changed', before: 'Premium Staffing', after: 'Engineers Who Ship' }],
    },
  ],
  refused: [],
  mine: true,
}
const RETURNED = { ...PROPOSAL, returned: { note: 'Say what we do', by: 'Pat', at: '2026-11-29T10:00:00Z' } }

/** The list with the API's answers: `proposals` for the list, the POSTs caught (answered `answer`). */
function renderList(proposals: ProposalSummary[], canPublish: boolean, answer: object = {}) {
  const posted: [string, unknown][] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push([url.replace(/^.*\/api\//, ''), JSON.parse(String(init.body))])
        return new Response(JSON.stringify(answer), { status: 200 })
      }
      if (url.includes('proposal-change'))
        return new Response(JSON.stringify({ before: 'heading: A\n', after: 'heading: B\n' }), { status: 200 })
      return new Response(JSON.stringify({ proposals, canPublish }), { status: 200 })
    }),
  )
  const said: string[] = []
  const reopened: unknown[] = []
  render(
    <ProposalsList
      say={(m) => said.push(m)}
      onPublished={() => {}}
      onReopened={(files, message) => reopened.push([files, message])}
    />,
  )
  return { posted, said, reopened }
}

afterEach(() => vi.unstubAllGlobals())

describe('the editor’s side of review', () => {
  it('lists her proposal as hers, waiting for a publisher, with its fields and its lines on demand', async () => {
    renderList([PROPOSAL], false)
    expect(await screen.findByRole('heading', { name: 'Your proposals' })).toBeTruthy()
    const item = within(screen.getByRole('list', { name: 'Proposals' }))
    expect(item.getByText('Waiting for review by a publisher')).toBeTruthy()
    expect(item.getByRole('list', { name: 'Fields changed in Home' }).textContent).toBe(
      'Hero › Heading: Premium Staffing → Engineers Who Ship',
    )
    await userEvent.click(item.getByRole('button', { name: 'Show the lines' }))
    expect((await item.findByLabelText('Lines changed in Home')).textContent).toContain('+ 1: heading: B')
    expect(item.queryByRole('button', { name: 'Publish this proposal' })).toBeNull()
    expect(item.queryByRole('button', { name: 'Send back…' })).toBeNull()
  })

  it('shows the note it was sent back with, and reopens it into her changes', async () => {
    const { posted, reopened } = renderList([RETURNED], false, {
      reopened: PROPOSAL.branch,
      files: ['pages/index.yaml'],
    })
    expect((await screen.findByText(/^Sent back by Pat on/)).textContent).toMatch(/: “Say what we do” Reopen it/)
    await userEvent.click(screen.getByRole('button', { name: 'Reopen to change it' }))
    expect(posted).toEqual([['reopen-proposal', { branch: PROPOSAL.branch }]])
    expect(reopened).toEqual([[['pages/index.yaml'], 'Sharper heading']])
  })

  it('says so when she has none', async () => {
    renderList([], false)
    expect(await screen.findByText('You have no proposal waiting for review.')).toBeTruthy()
  })
})

describe('the publisher’s side of review', () => {
  it('sends back with a note written in the page, never a browser prompt', async () => {
    const prompt = vi.fn()
    vi.stubGlobal('prompt', prompt)
    const { posted, said } = renderList([{ ...PROPOSAL, mine: false }], true)
    await userEvent.click(await screen.findByRole('button', { name: 'Send back…' }))
    const form = screen.getByRole('form', { name: 'Send back “Sharper heading”' })
    await userEvent.click(within(form).getByRole('button', { name: 'Send back' }))
    expect(posted).toEqual([])
    expect(said.at(-1)).toBe('Write what Dana should change: they read it with the proposal.')
    await userEvent.type(within(form).getByLabelText(/What should Dana change\?/), 'Say what we do')
    await userEvent.click(within(form).getByRole('button', { name: 'Send back' }))
    expect(posted).toEqual([
      ['return-proposal', { branch: PROPOSAL.branch, note: 'Say what we do', commit: PROPOSAL.commit }],
    ])
    expect(prompt).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Reopen to change it' })).toBeNull()
  })

  it('counts the proposals waiting for a publisher, and a sent-back one for its author', () => {
    const answered = { ...PROPOSAL, answered: RETURNED.returned }
    expect(proposalCount({ proposals: [PROPOSAL, RETURNED, answered], canPublish: true })).toEqual({
      count: 2,
      words: '2 proposals waiting for review',
    })
    expect(proposalCount({ proposals: [PROPOSAL, RETURNED], canPublish: false })).toEqual({
      count: 1,
      words: '1 proposal sent back to you',
    })
    expect(proposalCount({ proposals: [PROPOSAL], canPublish: false })).toBeUndefined()
  })

  it('shows her own proposal over a page still as the proposal found it, not once reopened or changed', () => {
    const state = { proposals: [PROPOSAL], canPublish: false }
    expect(ownProposalOf(state, 'pages/index.yaml', 'h1')).toBe(PROPOSAL)
    expect(ownProposalOf(state, 'pages/index.yaml', 'h2')).toBeUndefined()
    expect(ownProposalOf({ ...state, proposals: [{ ...PROPOSAL, reopened: true }] }, 'pages/index.yaml', 'h1')).toBe(
      undefined,
    )
    expect(ownProposalOf(state, 'pages/about.yaml', 'h1')).toBeUndefined()
  })
})

describe('the history of a page', () => {
  it('lists the open page’s versions and shows one as the fields it changed', async () => {
    const urls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url.replace(/^.*\/api\//, ''))
        if (url.includes('version?'))
          return new Response(
            JSON.stringify({
              file: 'pages/index.yaml',
              text: 'heading: B\n',
              before: 'heading: A\n',
              fields: [{ label: 'Hero › Heading', kind: 'changed', before: 'A', after: 'B' }],
            }),
          )
        const entry = {
          commit: 'c'.repeat(40),
          author: 'Dana',
          email: 'dana@example.com',
          date: '2026-11-29T09:00:00Z',
          message: 'Sharper heading',
          files: [{ file: 'pages/index.yaml', status: 'modified', label: 'Home' }],
        }
        return new Response(JSON.stringify({ entries: [entry] }))
      }),
    )
    render(<HistoryList say={() => {}} onRestored={() => {}} page={{ file: 'pages/index.yaml', label: 'Home' }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Show the versions of Home' }))
    const list = await screen.findByRole('list', { name: 'History of Home' })
    expect(urls).toEqual(['history?path=pages%2Findex.yaml'])
    await userEvent.click(within(list).getByRole('button', { name: 'View this version' }))
    expect((await screen.findByRole('list', { name: 'Fields changed in Home' })).textContent).toBe(
      'Hero › Heading: A → B',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Show the lines' }))
    expect(screen.getByLabelText('Lines changed in Home').textContent).toContain('− 1: heading: A')
    expect(screen.getByRole('button', { name: 'Show the history of every page' })).toBeTruthy()
  })
})
