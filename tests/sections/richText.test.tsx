import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { SectionProps } from '../../src/sections/definitions.ts'
import { RichText } from '../../src/sections/richText/RichText.tsx'
import { md } from '../helpers/md.ts'

const section: SectionProps<'richText'> = {
  type: 'richText',
  eyebrow: 'About',
  heading: 'Who We Are',
  body: md('We are a consulting firm.\n\n## Our Focus\n\n- IT staffing\n- SAP services\n- Managed IT'),
  image: { src: 'https://images.unsplash.com/photo-1521737604893-d14cc237f11d', alt: 'Colleagues in a meeting' },
  imagePosition: 'left',
  actions: [{ label: 'Get in Touch', to: '/contact' }],
}

const renderText = (props: SectionProps<'richText'>) =>
  render(
    <MemoryRouter>
      <RichText {...props} />
    </MemoryRouter>,
  )

describe('richText', () => {
  it('renders paragraphs, subheadings (h3 under the h2) and bullet lists as text', () => {
    renderText(section)
    const region = screen.getByRole('region', { name: 'Who We Are' })
    expect(within(region).getByText('About')).toBeTruthy()
    expect(within(region).getByText('We are a consulting firm.').tagName).toBe('P')
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Our Focus')
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['IT staffing', 'SAP services', 'Managed IT'])
    expect(within(region).getByRole('link', { name: 'Get in Touch' }).getAttribute('href')).toBe('/contact')
  })

  it('puts a lazy image on the side asked for', () => {
    const { container } = renderText(section)
    expect(screen.getByRole('img', { name: 'Colleagues in a meeting' }).getAttribute('loading')).toBe('lazy')
    expect(container.querySelector('.split--image-left')).not.toBeNull()
  })

  it('without a section heading, "## " blocks are h2', () => {
    renderText({ type: 'richText', body: md('## Engagement Models\n\nOn-demand, project-based or dedicated teams.') })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Engagement Models')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
