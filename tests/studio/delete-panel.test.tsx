import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeletePanel } from '../../src/studio/client/DeletePanel.tsx'

const FILE = 'pages/_collections/articles/old-news.yaml'
const LINK = {
  file: 'pages/about.yaml',
  label: 'About Us',
  field: 'Card grid › Card › Link',
  path: 'sections[2].items[0].to',
  line: 40,
  col: 13,
  message: 'link to no page: /insights/old-news',
}

/** The panel with the API answering `check` to the check, then `deleteStatus` to the delete; posts are caught. */
function renderPanel(checks: object[], deleteStatus = 200) {
  const posted: unknown[] = []
  const confirm = vi.spyOn(window, 'confirm')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)))
        const body = deleteStatus === 200 ? { deleted: FILE, changed: 1 } : { message: 'Not deleted', links: [LINK] }
        return new Response(JSON.stringify(body), { status: deleteStatus })
      }
      const next = checks.length > 1 ? checks.shift()! : checks[0]!
      return new Response(JSON.stringify({ file: FILE, label: 'Old News', ...next }), { status: 200 })
    }),
  )
  const onDeleted = vi.fn()
  render(
    <DeletePanel
      file={FILE}
      label="Old News"
      hash="h1"
      dirty={false}
      routes={['/insights']}
      onDeleted={onDeleted}
      onCancel={() => {}}
    />,
  )
  return { posted, onDeleted, confirm }
}

describe('the delete panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('lists the places linking to the entry, each opening at its field, and offers no delete until they are gone', async () => {
    const { posted, onDeleted, confirm } = renderPanel([{ links: [LINK] }, { links: [] }])
    expect(await screen.findByRole('heading', { name: 'Old News cannot be deleted yet: one place links to it' }))
    const place = screen.getByRole('link', { name: /^About Us › Card grid › Card › Link ?\(opens in a new tab\)$/ })
    expect(place.getAttribute('href')).toBe('/_studio?file=pages%2Fabout.yaml&field=sections%5B2%5D.items%5B0%5D.to')
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old News' }))
    expect(posted).toEqual([{ file: FILE, hash: 'h1' }])
    expect(onDeleted).toHaveBeenCalledOnce()
    expect(confirm).not.toHaveBeenCalled()
  })

  it('points the links to another page and deletes in one step', async () => {
    const { posted, onDeleted } = renderPanel([{ links: [LINK] }])
    const to = await screen.findByLabelText('Or point these links to another page, and delete Old News with it')
    const go = screen.getByRole('button', { name: 'Change the links and delete' }) as HTMLButtonElement
    expect(go.disabled).toBe(true)
    await userEvent.type(to, '/insights')
    await userEvent.click(go)
    expect(posted).toEqual([{ file: FILE, hash: 'h1', replaceWith: '/insights' }])
    expect(onDeleted).toHaveBeenCalledWith(1)
  })

  it('says why a required page cannot be deleted', async () => {
    renderPanel([{ required: 'Home is the page visitors arrive at: the site cannot do without it.', links: [] }])
    expect(await screen.findByRole('heading', { name: 'Old News cannot be deleted' }))
    expect(screen.getByText('Home is the page visitors arrive at: the site cannot do without it.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull()
  })

  it('shows the links the server found when a link appeared between the check and the delete', async () => {
    const { onDeleted } = renderPanel([{ links: [] }], 409)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old News' }))
    expect(await screen.findByRole('link', { name: /^About Us › / })).toBeTruthy()
    expect(onDeleted).not.toHaveBeenCalled()
  })
})
