import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { JobEntry } from '../../src/firm/collections.ts'
import { JobList } from '../../src/sections/jobList/JobList.tsx'
import { renderRoute } from '../helpers/render.tsx'
import { md } from '../helpers/md.ts'

const img = { src: 'https://images.unsplash.com/photo-1522071820081-009f0129c71c', alt: 'Team at work' }
const JOBS: [string, string, string, string][] = [
  ['senior-software-engineer', 'Senior Software Engineer', 'San Francisco, CA', '5+ years'],
  ['ux-ui-designer', 'UX/UI Designer', 'Remote', '3+ years'],
  ['it-project-manager', 'IT Project Manager', 'New York, NY', '5+ years'],
  ['business-analyst', 'Business Analyst', 'Chicago, IL', '3+ years'],
  ['devops-engineer', 'DevOps Engineer', 'Remote', '3+ years'],
]
const entries: JobEntry[] = JOBS.map(([id, title, location, experience]) => ({
  id,
  title,
  location,
  experience,
  type: 'Full-time',
  department: 'Engineering',
  summary: `${title} summary.`,
  description: md('d'),
  responsibilities: ['r'],
  requirements: ['q'],
  benefits: ['b'],
  image: img,
  datePosted: '2026-01-05',
  path: `/careers/apply/${id}`,
}))

function renderList() {
  return render(
    <MemoryRouter>
      <JobList
        type="jobList"
        heading="Open Positions"
        intro="Join our consultants."
        applyLabel="Apply Now"
        entries={entries.map((e) => ({ ...e, workplace: 'onsite' as const }))}
      />
    </MemoryRouter>,
  )
}

describe('jobList', () => {
  it('lists the five real positions on /careers, each with Apply Now to /careers/apply/{id}', async () => {
    await renderRoute('/careers')
    const section = await screen.findByRole('region', { name: 'Open Positions' })
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(titles).toEqual(JOBS.map((j) => j[1]))
    const links = within(section).getAllByRole('link', { name: /^Apply Now/ })
    expect(links.map((a) => a.getAttribute('href'))).toEqual(JOBS.map(([id]) => `/careers/apply/${id}`))
    for (const [, title, location, experience] of JOBS) {
      const card = within(section).getByRole('heading', { name: title }).closest('li')!
      for (const text of [location, 'Full-time', experience]) expect(within(card).getByText(text)).toBeTruthy()
      expect(within(card).getByRole('link', { name: `Apply Now: ${title}` })).toBeTruthy()
    }
  }, 30_000)

  it('lists the five open positions under the section heading', () => {
    renderList()
    const section = screen.getByRole('region', { name: 'Open Positions' })
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(titles).toEqual(JOBS.map((j) => j[1]))
    expect(within(section).getByText('Join our consultants.')).toBeTruthy()
  })

  it('shows location, type, experience and summary of each position', () => {
    renderList()
    const card = screen.getByRole('heading', { name: 'Senior Software Engineer' }).closest('li')!
    for (const text of ['San Francisco, CA', 'Full-time', '5+ years', 'Senior Software Engineer summary.'])
      expect(within(card).getByText(text)).toBeTruthy()
  })

  it('gives every Apply Now link its job page and a distinct accessible name', () => {
    renderList()
    const links = screen.getAllByRole('link', { name: /^Apply Now/ })
    expect(links).toHaveLength(5)
    expect(links.map((a) => a.getAttribute('href'))).toEqual(JOBS.map(([id]) => `/careers/apply/${id}`))
    expect(screen.getByRole('link', { name: 'Apply Now: DevOps Engineer' }).getAttribute('href')).toBe(
      '/careers/apply/devops-engineer',
    )
    expect(links.every((a) => a.textContent?.startsWith('Apply Now'))).toBe(true)
  })
})
