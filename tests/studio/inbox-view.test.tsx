import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { InboxEntry, InboxSummary } from '../../src/studio/client/inbox-client.ts'
import { inboxForms } from '../../src/studio/client/inbox-client.ts'
import { InboxView } from '../../src/studio/client/InboxView.tsx'

// The studio's Inbox view against a stubbed inbox API (the routes themselves: tests/inbox/inbox-routes.test.ts):
// what it shows, what it asks for, that it says "saved" only once the server did, and that hostile text stays text.

const HOSTILE_NAME = '<img src=x onerror="window.hacked=1">Mallory'
const HOSTILE_NOTE = '<script>window.hacked=2</script><b>bold?</b>'

const entry = (over: Partial<InboxEntry> = {}): InboxEntry => ({
  id: 'e1',
  form: 'application',
  job: 'java-dev',
  jobTitle: 'Java developer',
  email: 'mallory@example.com',
  name: HOSTILE_NAME,
  fields: { phone: '+1 555 0100', coverLetter: '<a href="javascript:alert(1)">click</a>\nsecond line' },
  file: { name: 'cv "final".pdf', size: 84_000 },
  status: 'new',
  folder: 'inbox',
  talentPool: false,
  createdAt: Date.UTC(2026, 10, 25, 9, 30),
  updatedAt: Date.UTC(2026, 10, 25, 9, 30),
  expiresAt: Date.UTC(2027, 4, 24, 9, 30),
  notes: [{ id: 'n1', author: 'rita', text: HOSTILE_NOTE, at: Date.UTC(2026, 10, 26) }],
  ...over,
})
const summary = (e: InboxEntry): InboxSummary => ({
  id: e.id,
  form: e.form,
  name: e.name,
  email: e.email,
  ...(e.job ? { job: e.job } : {}),
  ...(e.jobTitle ? { jobTitle: e.jobTitle } : {}),
  status: e.status,
  folder: e.folder,
  ...(e.heldReason ? { heldReason: e.heldReason } : {}),
  ...(e.assignee ? { assignee: e.assignee } : {}),
  createdAt: e.createdAt,
  file: e.file !== undefined,
})

/** The inbox API as a fetch stub over `entries`; `refuse` makes the named POST answer 403 with words. */
function stubInbox(entries: InboxEntry[], { admin = false, refuse = '' } = {}) {
  const asked: string[] = []
  const posted: [string, Record<string, unknown>][] = []
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const name = url.replace('/_studio/api/inbox/', '')
      const route = name.split('?')[0]!
      const q = new URLSearchParams(name.split('?')[1] ?? '')
      asked.push(name)
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>
        posted.push([route, body])
        if (route === refuse) return answer({ message: 'You may not do that here.' }, 403)
        const e = entries.find((x) => x.id === body.id)!
        if (route === 'change') {
          Object.assign(e, body.status ? { status: body.status } : {})
          if ('assignee' in body) e.assignee = (body.assignee as string | null) ?? undefined
          return answer({ entry: e, changed: true })
        }
        if (route === 'note') {
          const note = { id: `n${e.notes.length + 1}`, author: 'rita', text: String(body.text), at: Date.now() }
          e.notes.push(note)
          return answer({ note })
        }
        if (route === 'release') return answer({ entry: Object.assign(e, { folder: 'inbox' }) })
        if (route === 'delete') {
          entries.splice(entries.indexOf(e), 1)
          return answer({ deleted: e.id })
        }
        if (route === 'delete-person') return answer({ deleted: 2 })
      }
      if (route === 'setup')
        return answer({
          forms: ['application'],
          jobs: [{ job: 'java-dev', jobTitle: 'Java developer' }],
          people: ['ada', 'rita'],
          admin,
        })
      if (route === 'entries') {
        const shown = entries.filter(
          (e) =>
            e.folder === (q.get('folder') ?? 'inbox') &&
            (!q.get('status') || e.status === q.get('status')) &&
            (!q.get('text') || e.name.toLowerCase().includes(q.get('text')!.toLowerCase())),
        )
        return answer({ entries: shown.map(summary), total: shown.length })
      }
      if (route === 'entry') {
        const e = entries.find((x) => x.id === q.get('id'))
        if (!e) return answer({ message: 'This submission is not in your inbox.' }, 403)
        return answer({ entry: e, people: ['ada', 'rita'] })
      }
      if (route === 'audit')
        return answer({
          entries: [{ at: 1, actor: 'rita', action: 'view', entry: 'e1', detail: HOSTILE_NOTE }],
          page: 100,
        })
      return answer({ message: `No studio request ${route}.` }, 404)
    }),
  )
  return { asked, posted }
}

beforeEach(() => {
  ;(window as { hacked?: number }).hacked = undefined
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.head.querySelectorAll('meta[name="studio-user"]').forEach((m) => m.remove())
})

describe('the Inbox view', () => {
  it('lists the submissions with hostile names as text, never as HTML', async () => {
    stubInbox([entry()])
    const { container } = render(<InboxView />)
    const table = await screen.findByRole('table', { name: 'Submissions, newest first' })
    const row = within(table).getAllByRole('row')[1]!
    expect(within(row).getByRole('button', { name: HOSTILE_NAME })).toBeTruthy()
    expect(row.textContent).toContain('Java developer')
    expect(row.textContent).toContain('New')
    expect(row.textContent).toContain('Nobody')
    expect(container.querySelector('img, script, a[href^="javascript"]')).toBeNull()
    expect(screen.getByRole('link', { name: 'Export these as CSV' }).getAttribute('href')).toBe(
      '/_studio/api/inbox/export?folder=inbox',
    )
  })

  it('filters with labelled controls, and exports what the filter shows', async () => {
    const user = userEvent.setup()
    const other = entry({ id: 'e2', name: 'Olga Other', status: 'contacted', notes: [] })
    const { asked } = stubInbox([entry(), other])
    render(<InboxView />)
    await screen.findByRole('button', { name: HOSTILE_NAME })
    await user.selectOptions(screen.getByLabelText('Status'), 'Contacted')
    await user.type(screen.getByLabelText('Words (name, e-mail, message)'), 'olga')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: HOSTILE_NAME })).toBeNull())
    expect(screen.getByRole('button', { name: 'Olga Other' })).toBeTruthy()
    expect(asked.at(-1)).toBe('entries?folder=inbox&status=contacted&text=olga')
    expect(screen.getByRole('link', { name: 'Export these as CSV' }).getAttribute('href')).toBe(
      '/_studio/api/inbox/export?folder=inbox&status=contacted&text=olga',
    )
    // Days from and until, both included: the end is the start of the next day.
    await user.type(screen.getByLabelText('Received from'), '2026-11-01')
    await user.type(screen.getByLabelText('Received until'), '2026-10-01')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByText(/“Received until” day is before the “Received from” day/)).toBeTruthy()
    expect(screen.getByLabelText('Received until').getAttribute('aria-invalid')).toBe('true')
    await user.clear(screen.getByLabelText('Received until'))
    await user.type(screen.getByLabelText('Received until'), '2026-11-30')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    const last = new URLSearchParams(asked.at(-1)!.split('?')[1])
    expect(Number(last.get('from'))).toBe(new Date(2026, 10, 1).getTime())
    expect(Number(last.get('to'))).toBe(new Date(2026, 11, 1).getTime())
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(asked.at(-1)).toBe('entries?folder=inbox')
  })

  it('opens a submission with its heading focused, every field and note as text, the résumé as a download', async () => {
    const user = userEvent.setup()
    stubInbox([entry()])
    const { container } = render(<InboxView />)
    await user.click(await screen.findByRole('button', { name: HOSTILE_NAME }))
    const heading = await screen.findByRole('heading', { name: `Application from ${HOSTILE_NAME}` })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByText(HOSTILE_NOTE)).toBeTruthy()
    expect(screen.getByText(/<a href="javascript:alert\(1\)">click<\/a>/)).toBeTruthy()
    expect(screen.getByText('Cover Letter')).toBeTruthy()
    const download = screen.getByRole('link', { name: /^Download the résumé: cv "final"\.pdf \(PDF, 84 KB\)$/ })
    expect(download.getAttribute('href')).toBe('/_studio/api/inbox/file?id=e1')
    expect(download.hasAttribute('download')).toBe(true)
    expect(container.querySelector('img, script, b, a[href^="javascript"]')).toBeNull()
    expect((window as { hacked?: number }).hacked).toBeUndefined()
    // Back: the focus returns to the row it came from.
    await user.click(screen.getByRole('button', { name: '← Back to the list' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: HOSTILE_NAME })))
  })

  it('says in which language a submission came, only when not the default', async () => {
    const user = userEvent.setup()
    stubInbox([entry({ lang: 'es' }), entry({ id: 'e2', name: 'Ann Default', email: 'ann@example.com' })])
    render(<InboxView />)
    await user.click(await screen.findByRole('button', { name: HOSTILE_NAME }))
    await screen.findByRole('heading', { name: `Application from ${HOSTILE_NAME}` })
    expect(screen.getByText('Language').nextElementSibling?.textContent).toBe(
      'Spanish: sent from the Spanish pages, and confirmed in Spanish',
    )
    await user.click(screen.getByRole('button', { name: '← Back to the list' }))
    await user.click(await screen.findByRole('button', { name: 'Ann Default' }))
    await screen.findByRole('heading', { name: 'Application from Ann Default' })
    expect(screen.queryByText('Language')).toBeNull()
  })

  it('says "saved" only once the server saved, and a refusal beside the control', async () => {
    const user = userEvent.setup()
    const stored = entry()
    const { posted } = stubInbox([stored], { refuse: 'change' })
    render(<InboxView openId="e1" />)
    const status = await screen.findByLabelText('Status')
    // Everything the live region says, in order: never "Saved" on the way to the refusal.
    const said: string[] = []
    const region = screen.getByRole('status')
    const observer = new MutationObserver(() => said.push(region.textContent ?? ''))
    observer.observe(region, { childList: true, characterData: true, subtree: true })
    await user.selectOptions(status, 'Contacted')
    expect(await screen.findByText('You may not do that here.', { selector: '.inbox__problem' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Not saved: You may not do that here.')
    observer.disconnect()
    expect(said.filter((words) => /saved/i.test(words) && !words.startsWith('Not saved'))).toEqual([])
    expect((status as HTMLSelectElement).value).toBe('new')
    expect(status.getAttribute('aria-invalid')).toBe('true')
    expect(posted).toEqual([['change', { id: 'e1', status: 'contacted', was: { status: 'new', assignee: null } }]])
  })

  it('changes the status, assigns, adds a note and says each was saved', async () => {
    const user = userEvent.setup()
    const { posted } = stubInbox([entry()])
    render(<InboxView openId="e1" />)
    await user.selectOptions(await screen.findByLabelText('Status'), 'Contacted')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved: status Contacted'))
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'ada')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved: assigned to ada'))
    await user.click(screen.getByRole('button', { name: 'Add note' }))
    expect(screen.getByText('Write the note first: it is empty.')).toBeTruthy()
    await user.type(screen.getByLabelText('Add a note (only the team sees it)'), '<i>call</i> Tuesday')
    await user.click(screen.getByRole('button', { name: 'Add note' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved: note added'))
    expect(screen.getByText('<i>call</i> Tuesday')).toBeTruthy()
    expect((screen.getByLabelText('Add a note (only the team sees it)') as HTMLTextAreaElement).value).toBe('')
    expect(posted).toEqual([
      ['change', { id: 'e1', status: 'contacted', was: { status: 'new', assignee: null } }],
      ['change', { id: 'e1', assignee: 'ada', was: { status: 'contacted', assignee: null } }],
      ['note', { id: 'e1', text: '<i>call</i> Tuesday' }],
    ])
  })

  it('deletes only once confirmed, and offers "everything from this person" to an admin only', async () => {
    const user = userEvent.setup()
    const { posted } = stubInbox([entry(), entry({ id: 'e2', name: 'Olga', notes: [] })])
    render(<InboxView openId="e1" />)
    await user.click(await screen.findByRole('button', { name: 'Delete this submission…' }))
    expect(screen.queryByRole('button', { name: 'Delete everything from this person…' })).toBeNull()
    expect(screen.getByText(/^Delete the application from .* and its résumé\? This cannot be undone\.$/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(posted).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Delete this submission…' }))
    await user.click(screen.getByRole('button', { name: 'Delete it' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`Deleted the application from ${HOSTILE_NAME}`),
    )
    expect(posted).toEqual([['delete', { id: 'e1' }]])
    expect(await screen.findByRole('button', { name: 'Olga' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: HOSTILE_NAME })).toBeNull()
  })

  it('lets an admin delete everything from one person, and read the audit log as text', async () => {
    const user = userEvent.setup()
    const { posted } = stubInbox([entry()], { admin: true })
    const { container } = render(<InboxView openId="e1" />)
    await user.click(await screen.findByRole('button', { name: 'Delete everything from this person…' }))
    await user.click(screen.getByRole('button', { name: 'Delete everything from this person' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Deleted everything from mallory@example.com: 2 submissions'),
    )
    expect(posted).toEqual([['delete-person', { email: 'mallory@example.com' }]])
    await user.click(screen.getByRole('button', { name: 'Audit log' }))
    const heading = await screen.findByRole('heading', { name: 'Audit log' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(await screen.findByText(HOSTILE_NOTE)).toBeTruthy()
    expect(container.querySelector('script, b')).toBeNull()
  })

  it('shows the held-back folder with its reasons, and lets one in', async () => {
    const user = userEvent.setup()
    const held = entry({ folder: 'held', heldReason: 'Sent 1.2 seconds after the form opened', notes: [] })
    const { posted } = stubInbox([held])
    render(<InboxView />)
    await screen.findByText('No submissions match these filters.')
    await user.click(screen.getByRole('button', { name: 'Held back' }))
    expect(await screen.findByText(/Sent 1\.2 seconds after the form opened/)).toBeTruthy()
    const letIn = screen.getByRole('button', { name: /^Not spam: move to inbox/ })
    expect(letIn.textContent).toBe(`Not spam: move to inbox (${HOSTILE_NAME})`)
    await user.click(letIn)
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`Moved to the inbox: the application from ${HOSTILE_NAME}`),
    )
    expect(posted).toEqual([['release', { id: 'e1' }]])
    expect(await screen.findByText('Nothing is held back.')).toBeTruthy()
  })

  it('opens the submission of the mail’s link, and says so in words when it cannot', async () => {
    stubInbox([entry()])
    render(<InboxView openId="gone" />)
    const heading = await screen.findByRole('heading', { name: 'This submission cannot be opened' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByText('This submission is not in your inbox.')).toBeTruthy()
  })
})

describe('who is shown the Inbox', () => {
  it('reads the forms the server gave the signed-in person from the page', () => {
    expect(inboxForms()).toEqual([])
    const meta = document.createElement('meta')
    meta.name = 'studio-user'
    meta.content = 'rita'
    meta.dataset.role = 'recruiter'
    document.head.append(meta)
    expect(inboxForms()).toEqual([])
    meta.dataset.inbox = 'application contact'
    expect(inboxForms()).toEqual(['application', 'contact'])
  })
})
