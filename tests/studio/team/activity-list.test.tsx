import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ActivityList } from '../../../src/studio/client/ActivityList.tsx'

const at = (minute: number) => `2026-01-05T09:${String(minute).padStart(2, '0')}:00.000Z`
const ENTRIES = [
  { time: at(9), event: 'save', user: 'dana', file: 'pages/about.yaml', address: '10.0.0.2' },
  { time: at(8), event: 'login-limited', user: 'x'.repeat(64), address: '203.0.113.9' },
  { time: at(7), event: 'login-failed', user: 'dana', address: '203.0.113.9' },
  { time: at(6), event: 'login', user: 'dana', address: '10.0.0.2' },
]

/** The activity route as the team server answers it: `?failed=hide` leaves the failed sign-ins out. */
function serveActivity() {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url)
      const hide = url.endsWith('?failed=hide')
      const entries = hide ? ENTRIES.filter((e) => !e.event.startsWith('login-')) : ENTRIES
      return new Response(JSON.stringify({ entries }), { status: 200 })
    }),
  )
  return asked
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent)

describe('ActivityList', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows every event, and hides the failed and held-back sign-ins with a labelled checkbox', async () => {
    const asked = serveActivity()
    render(<ActivityList />)
    await screen.findByRole('table')
    expect(rows()).toEqual([
      'saved',
      'sign-in held back after too many wrong passwords',
      'a wrong password',
      'signed in',
    ])
    const hide = screen.getByRole('checkbox', { name: 'Hide failed sign-ins' })
    expect((hide as HTMLInputElement).checked).toBe(false)
    await userEvent.click(hide)
    expect((hide as HTMLInputElement).checked).toBe(true)
    await screen.findByText(/events other than failed sign-ins/)
    expect(rows()).toEqual(['saved', 'signed in'])
    expect(asked).toEqual(['/_studio/api/activity', '/_studio/api/activity?failed=hide'])
    await userEvent.click(hide)
    await screen.findByText('The latest 4 events, newest first (the server keeps them all).')
  })
})
