import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { SectionProps } from '../../src/sections/definitions.ts'
import { Faq } from '../../src/sections/faq/Faq.tsx'
import { renderSection, sectionsOf } from '../helpers/render.tsx'

const faq: SectionProps<'faq'> = {
  type: 'faq',
  heading: 'Frequently Asked Questions',
  items: [
    {
      question: 'How quickly can you provide staff?',
      answer: 'Initial candidates within 48-72 hours; a full team in 1-2 weeks.',
    },
    { question: 'Do you offer remote consultants?', answer: 'Yes: on-site, remote and hybrid.' },
  ],
}

describe('faq', () => {
  it('starts with every entry closed, answers in the markup but hidden', () => {
    const { container } = render(<Faq {...faq} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false'])
    expect(screen.queryByRole('region', { name: 'How quickly can you provide staff?' })).toBeNull()
    expect(container.textContent).toContain('Initial candidates within 48-72 hours; a full team in 1-2 weeks.')
  })

  it('each button controls its answer region, which opens and closes on click', async () => {
    const user = userEvent.setup()
    render(<Faq {...faq} />)
    const button = screen.getByRole('button', { name: 'How quickly can you provide staff?' })
    const answer = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(answer.hidden).toBe(true)
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const region = screen.getByRole('region', { name: 'How quickly can you provide staff?' })
    expect(region).toBe(answer)
    expect(within(region).getByText('Initial candidates within 48-72 hours; a full team in 1-2 weeks.')).toBeTruthy()
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(answer.hidden).toBe(true)
  })

  it('is operable with Enter and Space, and several entries can be open at once', async () => {
    const user = userEvent.setup()
    render(<Faq {...faq} />)
    const [first, second] = screen.getAllByRole('button')
    await user.tab()
    expect(document.activeElement).toBe(first)
    await user.keyboard('{Enter}')
    expect(first!.getAttribute('aria-expanded')).toBe('true')
    await user.tab()
    expect(document.activeElement).toBe(second)
    await user.keyboard(' ')
    expect(second!.getAttribute('aria-expanded')).toBe('true')
    expect(first!.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('region', { name: 'How quickly can you provide staff?' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Do you offer remote consultants?' })).toBeTruthy()
    await user.keyboard(' ')
    expect(second!.getAttribute('aria-expanded')).toBe('false')
  })

  it('puts the questions under the h2 as h3 headings', () => {
    render(<Faq {...faq} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Frequently Asked Questions')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      faq.items.map((i) => i.question),
    )
  })

  it('server HTML holds every answer (for crawlers and FAQPage data), closed', () => {
    const html = renderToString(<Faq {...faq} />)
    expect(html).toContain('Yes: on-site, remote and hybrid.')
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2)
    expect(html.match(/hidden=""/g)).toHaveLength(2)
  })

  it('the services page has five entries', async () => {
    const section = sectionsOf('/services').find((s) => s.type === 'faq')!
    await renderSection(section, { path: '/services' })
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(5)
    expect(screen.getByRole('button', { name: 'How quickly can you provide staff?' })).toBeTruthy()
  })
})
