import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SectionProps } from '../../src/sections/definitions.ts'
import type { Pagefind, PagefindResult } from '../../src/sections/search/load-pagefind.ts'
import { Search } from '../../src/sections/search/Search.tsx'

// Pagefind is the network boundary: its script and index come from the built site, so the test supplies the index.
const pagefind = vi.hoisted(() => ({ load: vi.fn<() => Promise<Pagefind>>() }))
vi.mock('../../src/sections/search/load-pagefind.ts', () => ({ loadPagefind: pagefind.load }))

const section: SectionProps<'search'> = {
  type: 'search',
  label: 'Search the site',
  buttonLabel: 'Search',
  prompt: 'Type a word and press Search.',
  searching: 'Searching…',
  oneResult: '1 result for “{query}”',
  results: '{count} results for “{query}”',
  noResults: 'No results for “{query}”.',
  moreLabel: 'Show more results',
  unavailable: 'Search is not available right now.',
  noScript: 'Search needs JavaScript.',
}

function page(n: number, excerpt = `Page ${n} talks about <mark>cloud</mark> work.`): PagefindResult {
  return { url: `/insights/page-${n}/`, excerpt, meta: { title: `Page ${n}` } }
}

/** A fake index: `query` → the pages it finds, each one's data fetched on demand like Pagefind's fragments. */
function index(found: Record<string, PagefindResult[]>) {
  const search = vi.fn(async (query: string) => ({
    results: (found[query] ?? []).map((result, i) => ({ id: String(i), data: async () => result })),
  }))
  pagefind.load.mockResolvedValue({ options: async () => {}, search })
  return search
}

function Address() {
  const { pathname, search } = useLocation()
  return <p data-testid="address">{pathname + search}</p>
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/search" element={<Search {...section} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Address />
    </MemoryRouter>,
  )
}

const status = () => screen.getByRole('status')

beforeEach(() => {
  pagefind.load.mockReset()
})

describe('search section', () => {
  it('shows the prompt and loads nothing until a query is given', async () => {
    index({})
    renderAt('/search')
    expect(status().textContent).toBe(section.prompt)
    expect(screen.getByRole('search')).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveProperty('name', 'q')
    await act(async () => {})
    expect(pagefind.load).not.toHaveBeenCalled()
  })

  it('searches the query in the address and lists title, excerpt and link of each page found', async () => {
    const search = index({ cloud: [page(1), page(2)] })
    renderAt('/search?q=cloud')
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'cloud')
    await screen.findByText('2 results for “cloud”')
    expect(search).toHaveBeenCalledWith('cloud')
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const link = within(items[0]!).getByRole('link', { name: 'Page 1' })
    expect(link.getAttribute('href')).toBe('/insights/page-1')
    expect(within(items[0]!).getByRole('heading', { level: 2 }).textContent).toBe('Page 1')
    expect(items[0]!.querySelector('mark')?.textContent).toBe('cloud')
    expect(items[0]!.querySelector('.search__excerpt')?.textContent).toBe('Page 1 talks about cloud work.')
  })

  it('renders the excerpt as text: escaped markup stays text and no element but <mark> is ever created', async () => {
    index({ x: [page(1, '&lt;img src=x onerror=alert(1)&gt; <b>bold</b> <mark>x</mark> &amp; more')] })
    renderAt('/search?q=x')
    await screen.findByText('1 result for “x”')
    const excerpt = document.querySelector('.search__excerpt')!
    expect(excerpt.textContent).toBe('<img src=x onerror=alert(1)> bold x & more')
    expect([...excerpt.querySelectorAll('*')].map((el) => el.tagName)).toEqual(['MARK'])
  })

  it('says so when nothing matches, and when the index cannot be loaded', async () => {
    index({})
    const { unmount } = renderAt('/search?q=nothing')
    await screen.findByText('No results for “nothing”.')
    expect(screen.queryByRole('list')).toBeNull()
    unmount()
    pagefind.load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    renderAt('/search?q=cloud')
    await screen.findByText(section.unavailable)
  })

  it('puts a submitted query, trimmed, into the address and keeps the focus in the field', async () => {
    index({ cloud: [page(1)], sap: [page(1), page(2), page(3)] })
    const user = userEvent.setup()
    renderAt('/search?q=cloud')
    await screen.findByText('1 result for “cloud”')
    const field = screen.getByRole('searchbox')
    await user.clear(field)
    await user.type(field, '  sap {enter}')
    expect(screen.getByTestId('address').textContent).toBe('/search?q=sap')
    await screen.findByText('3 results for “sap”')
    expect(field).toHaveProperty('value', 'sap')
    expect(document.activeElement).toBe(field)
  })

  it('shows ten results, then ten more for each press of "show more"', async () => {
    index({ cloud: Array.from({ length: 23 }, (_, i) => page(i + 1)) })
    const user = userEvent.setup()
    renderAt('/search?q=cloud')
    await screen.findByText('23 results for “cloud”')
    await screen.findAllByRole('listitem')
    expect(screen.getAllByRole('listitem')).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'Show more results' }))
    await screen.findByRole('link', { name: 'Page 20' })
    expect(screen.getAllByRole('listitem')).toHaveLength(20)
    await user.click(screen.getByRole('button', { name: 'Show more results' }))
    await screen.findByRole('link', { name: 'Page 23' })
    expect(screen.getAllByRole('listitem')).toHaveLength(23)
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull()
  })

  it('drops an answer that arrives after the query changed', async () => {
    let answerSlow: (r: { results: [] }) => void = () => {}
    pagefind.load.mockResolvedValue({
      options: async () => {},
      search: (query: string) =>
        query === 'slow'
          ? new Promise((resolve) => (answerSlow = resolve))
          : Promise.resolve({ results: [{ id: '1', data: async () => page(1) }] }),
    })
    const user = userEvent.setup()
    renderAt('/search?q=slow')
    await screen.findByText(section.searching)
    const field = screen.getByRole('searchbox')
    await user.clear(field)
    await user.type(field, 'fast{enter}')
    await screen.findByText('1 result for “fast”')
    await act(async () => answerSlow({ results: [] }))
    expect(status().textContent).toBe('1 result for “fast”')
  })
})
