import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SectionProps } from '../../src/sections/definitions.ts'
import { PartnerGrid } from '../../src/sections/partnerGrid/PartnerGrid.tsx'
import { renderSection, sectionsOf } from '../helpers/render.tsx'

const grid: SectionProps<'partnerGrid'> = {
  type: 'partnerGrid',
  heading: 'Our Technology Partners',
  intro: 'Platforms our clients rely on.',
  partners: ['sap', 'microsoft'],
  entries: [
    { id: 'sap', name: 'SAP', logo: { src: 'https://cdn.simpleicons.org/sap', alt: 'SAP logo' } },
    {
      id: 'microsoft',
      name: 'Microsoft',
      logo: { src: 'https://upload.wikimedia.org/wikipedia/commons/4/44/Microsoft_logo.svg', alt: 'Microsoft logo' },
    },
  ],
}

describe('partnerGrid', () => {
  it('shows each logo with its alt text and the partner name as visible text', () => {
    render(<PartnerGrid {...grid} />)
    const region = screen.getByRole('region', { name: 'Our Technology Partners' })
    expect(within(region).getByText('Platforms our clients rely on.')).toBeTruthy()
    const items = within(region).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('img', { name: 'SAP logo' })).toBeTruthy()
    expect(within(items[0]!).getByText('SAP')).toBeTruthy()
    expect(within(items[1]!).getByText('Microsoft')).toBeTruthy()
  })

  it('lazy-loads the logos', () => {
    render(<PartnerGrid {...grid} />)
    for (const img of screen.getAllByRole('img')) expect(img.getAttribute('loading')).toBe('lazy')
  })

  it('has 14 partners on the home page and 7 on the about page', async () => {
    const home = sectionsOf('/').find((s) => s.type === 'partnerGrid')!
    const view = await renderSection(home)
    expect(screen.getAllByRole('listitem')).toHaveLength(14)
    expect(screen.getAllByRole('img')).toHaveLength(14)
    view.unmount()
    const about = sectionsOf('/about').find((s) => s.type === 'partnerGrid')!
    await renderSection(about, { path: '/about' })
    const names = screen.getAllByRole('listitem').map((li) => li.textContent)
    expect(names).toHaveLength(7)
    expect(names.every((n) => n && n.length > 1)).toBe(true)
  })
})
