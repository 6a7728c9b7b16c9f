import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ResolvedSection } from '../../src/sections/definitions.ts'
import type { BuiltSite } from '../../src/site/built-site.ts'
import { loadAndBuild } from '../../src/site/load-site.ts'
import { siteFeeds } from '../../src/site/site-feeds.ts'
import { jobBoardFiles } from '../helpers/job-board.ts'
import { renderSection } from '../helpers/render.tsx'

// The board in jsdom: 46 open jobs (40 generated, a remote one, the 5 real), so /careers shows 20 with filters; the JSON feed
// is what the page would fetch.
let built: BuiltSite
let feed: string
beforeAll(() => {
  const board = jobBoardFiles(43)
  built = loadAndBuild(board.files, board.options).built!
  feed = siteFeeds(built).get('careers/jobs.json')!
})
const list = () => built.pages.get('/careers')!.sections.find((s) => s.type === 'jobList') as ResolvedSection
const titles = () =>
  within(screen.getByRole('list', { name: 'Open Positions' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)

describe('the job board', () => {
  it('filters by department and by a keyword typed fast, with every key kept, and resets', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(feed))
    const user = userEvent.setup({ delay: null })
    await renderSection(list(), { path: '/careers' })
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('46 open positions')
    expect(titles()).toHaveLength(20)
    expect(screen.getByRole('link', { name: /More jobs/ }).getAttribute('href')).toBe('/careers/page/2')

    await user.selectOptions(screen.getByLabelText('Department'), 'Design')
    await waitFor(() => expect(status.textContent).toMatch(/^\d+ jobs? match$/))
    expect(fetched).toHaveBeenCalledWith('/careers/jobs.json')
    const design = (JSON.parse(feed) as { items: { title: string; _facts: { department: string } }[] }).items
      .filter((i) => i._facts.department === 'Design')
      .map((i) => i.title)
    expect(status.textContent).toBe(`${design.length} jobs match`)
    expect(titles().sort()).toEqual(design.sort())

    const keyword = screen.getByLabelText('Keyword')
    await user.type(keyword, 'generated role 3')
    expect((keyword as HTMLInputElement).value).toBe('generated role 3')
    await waitFor(() => expect(titles().every((t) => /Generated Role 3/.test(t!))).toBe(true))

    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(status.textContent).toBe('46 open positions'))
    expect((screen.getByLabelText('Department') as HTMLSelectElement).value).toBe('')
    expect((keyword as HTMLInputElement).value).toBe('')
    expect(fetched).toHaveBeenCalledTimes(1)
  })
})
