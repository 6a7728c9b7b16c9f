import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { SectionProps } from '../../src/sections/definitions.ts'
import { Cta } from '../../src/sections/cta/Cta.tsx'

const cta: SectionProps<'cta'> = {
  type: 'cta',
  heading: 'Ready to Get Started?',
  text: "We'll respond within 24 hours.",
  actions: [
    { label: 'Contact Us', to: '/contact' },
    { label: 'Learn More', to: '/services', variant: 'outline' },
  ],
}

describe('cta', () => {
  it('shows the heading, text and buttons in order', () => {
    const { container } = render(
      <MemoryRouter>
        <Cta {...cta} />
      </MemoryRouter>,
    )
    const region = screen.getByRole('region', { name: 'Ready to Get Started?' })
    expect(within(region).getByRole('heading', { level: 2 })).toBeTruthy()
    expect(within(region).getByText("We'll respond within 24 hours.")).toBeTruthy()
    const links = within(region).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Contact Us', '/contact'],
      ['Learn More', '/services'],
    ])
    expect(links[1]!.className).toContain('button--outline')
    expect(container.querySelector('.section--brand')).not.toBeNull()
  })

  it('uses the tone given and opens external links in a new tab with a notice', () => {
    const { container } = render(
      <MemoryRouter>
        <Cta
          type="cta"
          heading="Talk to us"
          tone="dark"
          actions={[{ label: 'Visit our website', to: 'https://example.com' }]}
        />
      </MemoryRouter>,
    )
    expect(container.querySelector('.section--dark')).not.toBeNull()
    const link = screen.getByRole('link', { name: /Visit our website/ })
    expect(link.getAttribute('target')).toBe('_blank')
  })
})
