import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Process } from '../../src/sections/process/Process.tsx'
import { renderSection, sectionsOf } from '../helpers/render.tsx'

describe('process', () => {
  it('is an ordered list of steps with titles, texts and number badges hidden from screen readers', () => {
    render(
      <Process
        type="process"
        heading="Our Process"
        intro="How every engagement runs."
        steps={[
          { title: 'Needs Assessment', text: 'We learn the role.' },
          { title: 'Candidate Selection', text: 'We shortlist.' },
          { title: 'Interview & Evaluation', text: 'You meet them.' },
          { title: 'Onboarding & Support', text: 'We stay close.' },
        ]}
      />,
    )
    const region = screen.getByRole('region', { name: 'Our Process' })
    expect(within(region).getByText('How every engagement runs.')).toBeTruthy()
    const list = within(region).getByRole('list')
    expect(list.tagName).toBe('OL')
    const steps = within(list).getAllByRole('listitem')
    expect(steps).toHaveLength(4)
    expect(within(steps[2]!).getByRole('heading', { level: 3 }).textContent).toBe('Interview & Evaluation')
    expect(within(steps[2]!).getByText('You meet them.')).toBeTruthy()
    const badge = within(steps[3]!).getByText('04')
    expect(badge.getAttribute('aria-hidden')).toBe('true')
  })

  it('the services page shows the four spec steps in order', async () => {
    const section = sectionsOf('/services').find((s) => s.type === 'process')!
    await renderSection(section, { path: '/services' })
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Discovery & Assessment',
      'Strategic Planning',
      'Implementation',
      'Ongoing Support',
    ])
  })
})
