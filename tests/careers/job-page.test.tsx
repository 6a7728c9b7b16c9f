import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ResolvedSection } from '../../src/sections/definitions.ts'
import type { BuiltSite } from '../../src/site/built-site.ts'
import { loadAndBuild } from '../../src/site/load-site.ts'
import { renderSection } from '../helpers/render.tsx'
import { jobBoardFiles } from '../helpers/job-board.ts'

let built: BuiltSite
beforeAll(() => {
  const board = jobBoardFiles(12)
  built = loadAndBuild(board.files, board.options).built!
})
const section = (path: string) => built.pages.get(path)!.sections[0] as ResolvedSection

describe('the job page', () => {
  it('an open job: its pay range, the application form, and similar open roles as links', async () => {
    await renderSection(section('/careers/apply/generated-remote'), { path: '/careers/apply/generated-remote' })
    expect(screen.getByText('$140,000–$170,000 a year')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeTruthy()
    const similar = screen.getByRole('region', { name: 'Similar Open Roles' })
    const links = within(similar).getAllByRole('link')
    expect(links.length).toBeGreaterThanOrEqual(2)
    expect(links.every((a) => a.getAttribute('href')!.startsWith('/careers/apply/'))).toBe(true)
    expect(links.some((a) => a.getAttribute('href') === '/careers/apply/generated-remote')).toBe(false)
    // Other jobs' titles are not this job's text: left out of the search index (and its excerpts).
    expect(similar.getAttribute('data-pagefind-ignore')).toBe('all')
  })

  it('a closed job: says so where the form was, offers open roles, and no form at all', async () => {
    await renderSection(section('/careers/apply/generated-expired'), { path: '/careers/apply/generated-expired' })
    expect(screen.getByRole('heading', { name: 'This position is closed' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See open positions' }).getAttribute('href')).toBe('/careers')
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull()
    expect(screen.queryByRole('form')).toBeNull()
    const similar = screen.getByRole('region', { name: 'Open Roles Like This One' })
    expect(within(similar).getAllByRole('link').length).toBeGreaterThanOrEqual(2)
  })
})
