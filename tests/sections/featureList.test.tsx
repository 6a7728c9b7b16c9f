import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SectionProps } from '../../src/sections/definitions.ts'
import { FeatureList } from '../../src/sections/featureList/FeatureList.tsx'

describe('featureList', () => {
  it('shows items with a check mark, the "Title:" part in bold', () => {
    render(
      <FeatureList
        type="featureList"
        heading="Why Choose Us"
        intro="What sets our SAP BASIS team apart."
        items={['Certified consultants: Every engineer holds current SAP certifications.', 'Follow-the-sun support']}
      />,
    )
    const region = screen.getByRole('region', { name: 'Why Choose Us' })
    expect(within(region).getByText('What sets our SAP BASIS team apart.')).toBeTruthy()
    const items = within(region).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'Certified consultants: Every engineer holds current SAP certifications.',
      'Follow-the-sun support',
    ])
    expect(items[0]!.querySelector('strong')!.textContent).toBe('Certified consultants:')
    expect(items[1]!.querySelector('strong')).toBeNull()
    expect(region.querySelectorAll('li svg[aria-hidden="true"]')).toHaveLength(2)
  })

  it('numbered variant is an ordered list', () => {
    render(<FeatureList type="featureList" heading="Steps" variant="numbered" items={['Assess', 'Plan', 'Deliver']} />)
    const list = screen.getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  })

  it('shows groups side by side, each with an h3, text and its own list', () => {
    const section: SectionProps<'featureList'> = {
      type: 'featureList',
      heading: 'What Is SAP FICO?',
      variant: 'bullet',
      groups: [
        {
          title: 'Financial Accounting (FI)',
          text: 'External reporting.',
          items: ['General Ledger', 'Accounts Payable', 'Asset Accounting'],
        },
        { title: 'Controlling (CO)', items: ['Cost Center Accounting', 'Profitability Analysis'] },
      ],
    }
    render(<FeatureList {...section} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Financial Accounting (FI)',
      'Controlling (CO)',
    ])
    expect(screen.getByText('External reporting.')).toBeTruthy()
    const lists = screen.getAllByRole('list')
    expect(lists.map((l) => within(l).getAllByRole('listitem').length)).toEqual([3, 2])
  })

  it('lazy-loads an optional image beside the list', () => {
    render(
      <FeatureList
        type="featureList"
        heading="Benefits"
        items={['Lower cost']}
        image={{
          src: 'https://images.unsplash.com/photo-1551434678-e076c223a692',
          alt: 'Engineers reviewing a dashboard',
        }}
      />,
    )
    expect(screen.getByRole('img', { name: 'Engineers reviewing a dashboard' }).getAttribute('loading')).toBe('lazy')
  })
})
