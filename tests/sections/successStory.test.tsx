import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SectionProps } from '../../src/sections/definitions.ts'
import { SuccessStory } from '../../src/sections/successStory/SuccessStory.tsx'

const story: SectionProps<'successStory'> = {
  type: 'successStory',
  title: 'Financial Services Firm Achieves 99.9% Uptime',
  client: 'A mid-sized financial services firm',
  challenge: 'Frequent outages disrupted trading.',
  solution: 'We took over monitoring and patching around the clock.',
  results: [
    { value: '99.9%', label: 'system uptime' },
    { value: '40%', label: 'fewer IT incidents' },
  ],
  quote: { text: 'Our systems have never been more reliable.', author: 'Dana Whitfield', role: 'CIO' },
  image: {
    src: 'https://images.unsplash.com/photo-1460925895917-afdab827c52f',
    alt: 'Analytics dashboard on a laptop',
  },
}

describe('successStory', () => {
  it('shows the default heading, title, client, challenge and solution', () => {
    render(<SuccessStory {...story} />)
    const region = screen.getByRole('region', { name: 'Success Story' })
    expect(within(region).getByRole('article')).toBeTruthy()
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe(
      'Financial Services Firm Achieves 99.9% Uptime',
    )
    expect(within(region).getByText('A mid-sized financial services firm')).toBeTruthy()
    expect(within(region).getByRole('heading', { name: 'The Challenge' })).toBeTruthy()
    expect(within(region).getByText('Frequent outages disrupted trading.')).toBeTruthy()
    expect(within(region).getByText('We took over monitoring and patching around the clock.')).toBeTruthy()
  })

  it('lists the result figures with their labels', () => {
    render(<SuccessStory {...story} />)
    const results = screen.getAllByRole('listitem').map((li) => li.textContent)
    expect(results).toEqual(['99.9% system uptime', '40% fewer IT incidents'])
    expect(screen.getByText('99.9%').tagName).toBe('STRONG')
  })

  it('shows the quote as a blockquote with its author in the figcaption, and a lazy image', () => {
    const { container } = render(<SuccessStory {...story} heading="Client Results" />)
    expect(screen.getByRole('region', { name: 'Client Results' })).toBeTruthy()
    expect(container.querySelector('blockquote')!.textContent).toBe('Our systems have never been more reliable.')
    expect(container.querySelector('figcaption')!.textContent).toBe('Dana Whitfield, CIO')
    expect(screen.getByRole('img', { name: 'Analytics dashboard on a laptop' }).getAttribute('loading')).toBe('lazy')
  })

  it('renders without quote and image', () => {
    const { container } = render(<SuccessStory {...story} quote={undefined} image={undefined} />)
    expect(container.querySelector('blockquote')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })
})
