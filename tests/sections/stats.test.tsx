import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Stats } from '../../src/sections/stats/Stats.tsx'

describe('stats', () => {
  it('pairs each figure with its label in a description list', () => {
    const { container } = render(
      <Stats
        type="stats"
        heading="Results That Speak for Themselves"
        items={[
          { value: '92%', label: 'consultant retention beyond the initial contract' },
          { value: '48-72h', label: 'to present initial candidates' },
        ]}
      />,
    )
    const region = screen.getByRole('region', { name: 'Results That Speak for Themselves' })
    const terms = within(region)
      .getAllByRole('term')
      .map((t) => t.textContent)
    const values = within(region)
      .getAllByRole('definition')
      .map((d) => d.textContent)
    expect(terms).toEqual(['consultant retention beyond the initial contract', 'to present initial candidates'])
    expect(values).toEqual(['92%', '48-72h'])
    expect(container.querySelector('dl')).not.toBeNull()
  })

  it('has no region name without a heading', () => {
    const { container } = render(<Stats type="stats" items={[{ value: '300%', label: 'growth' }]} />)
    expect(container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false)
    expect(screen.getByText('300%')).toBeTruthy()
  })
})
