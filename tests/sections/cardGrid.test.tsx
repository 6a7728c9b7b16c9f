import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { SectionProps } from '../../src/sections/definitions.ts'
import { CardGrid } from '../../src/sections/cardGrid/CardGrid.tsx'
import { renderSection, sectionsOf } from '../helpers/render.tsx'
import { ICON_PATHS } from '../../src/ui/icon-paths.ts'

const photo = (id: string, alt: string) => ({ src: `https://images.unsplash.com/photo-${id}`, alt })

const renderGrid = (props: SectionProps<'cardGrid'>) =>
  render(
    <MemoryRouter>
      <CardGrid {...props} />
    </MemoryRouter>,
  )

const flip: SectionProps<'cardGrid'> = {
  type: 'cardGrid',
  variant: 'flip',
  columns: 2,
  heading: 'What We Do',
  items: [
    {
      title: 'IT Staffing',
      text: 'Skilled IT professionals.',
      icon: 'users',
      back: 'Candidates within 48-72 hours.',
      link: { label: 'Learn More', to: '/services' },
    },
    {
      title: 'Business Consulting',
      text: 'Strategy and change.',
      icon: 'chart',
      back: 'A practical roadmap.',
      link: { label: 'Learn More', to: '/services' },
    },
  ],
}

describe('cardGrid', () => {
  it('renders each card as a list item with an h3 under the section h2', () => {
    renderGrid({
      type: 'cardGrid',
      eyebrow: 'Principles',
      heading: 'Our Values',
      intro: 'The principles behind every placement.',
      items: [
        {
          title: 'Quality First',
          text: 'Only consultants we would hire ourselves.',
          icon: 'award',
          iconPath: ICON_PATHS.award,
        },
        { title: 'Integrity', text: 'Straight answers.', icon: 'shield', iconPath: ICON_PATHS.shield },
        { title: 'Agility', text: 'We move at your pace.', icon: 'zap', iconPath: ICON_PATHS.zap },
        { title: 'Collaboration', text: 'One team with yours.', icon: 'handshake', iconPath: ICON_PATHS.handshake },
      ],
    })
    const region = screen.getByRole('region', { name: 'Our Values' })
    expect(within(region).getByText('Principles')).toBeTruthy()
    expect(within(region).getByText('The principles behind every placement.')).toBeTruthy()
    const list = within(region).getByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Quality First', 'Integrity', 'Agility', 'Collaboration'])
    expect(region.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4)
  })

  it('image cards lazy-load their photos and show links as text links by default', () => {
    const { container } = renderGrid({
      type: 'cardGrid',
      variant: 'image',
      columns: 4,
      tone: 'muted',
      heading: 'Industries We Serve',
      items: [
        {
          title: 'Healthcare',
          text: 'Compliant IT.',
          image: photo('1576091160399-112ba8d25d1d', 'Doctor using a tablet'),
          link: { label: 'Explore solutions', to: '/industries/healthcare' },
        },
        {
          title: 'Finance',
          text: 'Secure systems.',
          image: photo('1563986768609-322da13575f3', 'Trading screens'),
          link: { label: 'Explore solutions', to: '/industries/finance', variant: 'outline' },
        },
      ],
    })
    for (const img of screen.getAllByRole('img')) {
      expect(img.getAttribute('loading')).toBe('lazy')
      expect(img.getAttribute('fetchpriority')).toBeNull()
    }
    expect(screen.getByRole('img', { name: 'Doctor using a tablet' })).toBeTruthy()
    const links = screen.getAllByRole('link', { name: /^Explore solutions: / })
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/industries/healthcare', '/industries/finance'])
    expect(links[0]!.className).toContain('button--text')
    expect(links[1]!.className).toContain('button--outline')
    expect(container.querySelector('.section--muted .cards--cols-4')).not.toBeNull()
  })

  it('shows points as a list and logo cards with their alt text and title', () => {
    renderGrid({
      type: 'cardGrid',
      variant: 'logo',
      tone: 'dark',
      items: [
        {
          title: 'Microsoft Azure',
          image: { src: 'https://cdn.simpleicons.org/microsoftazure', alt: 'Microsoft Azure logo' },
          points: ['AKS', 'Azure DevOps'],
        },
      ],
    })
    expect(screen.getByRole('img', { name: 'Microsoft Azure logo' }).getAttribute('loading')).toBe('lazy')
    expect(screen.getByRole('heading', { level: 3, name: 'Microsoft Azure' })).toBeTruthy()
    const points = screen.getAllByRole('list')[1]!
    expect(
      within(points)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AKS', 'Azure DevOps'])
  })

  it('flip cards keep both faces reachable: back text and link are in the accessibility tree', () => {
    renderGrid(flip)
    expect(screen.getByText('Candidates within 48-72 hours.')).toBeTruthy()
    const links = screen.getAllByRole('link', { name: /^Learn More: / })
    expect(links).toHaveLength(2)
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/services')
      expect(link.closest('[aria-hidden="true"], [hidden], [inert]')).toBeNull()
    }
  })

  it('keyboard focus reaches the back link (the card turns over on focus-within)', async () => {
    const user = userEvent.setup()
    renderGrid(flip)
    await user.tab()
    const focused = document.activeElement as HTMLElement
    expect(focused.textContent).toBe('Learn More: IT Staffing')
    expect(focused.closest('li')!.textContent).toContain('IT Staffing')
    expect(focused.closest('.flip__back')).not.toBeNull()
  })

  it('a tap turns a flip card over and back; tapping its link does not', async () => {
    const user = userEvent.setup()
    renderGrid(flip)
    const card = screen.getByRole('heading', { name: 'IT Staffing' }).closest('li')!
    await user.click(screen.getByText('Skilled IT professionals.'))
    expect(card.className).toContain('is-flipped')
    await user.click(screen.getByText('Candidates within 48-72 hours.'))
    expect(card.className).not.toContain('is-flipped')
  })

  it('renders flip cards identically on the server (no client-only state in the first render)', () => {
    const html = renderToString(
      <MemoryRouter>
        <CardGrid {...flip} />
      </MemoryRouter>,
    )
    expect(html).not.toContain('is-flipped')
    expect(html).toContain('A practical roadmap.')
  })

  it('the home page has the IT Staffing and Business Consulting flip cards, each with Learn More to /services', async () => {
    const section = sectionsOf('/').find((s) => s.type === 'cardGrid' && s.variant === 'flip')!
    await renderSection(section)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'IT Staffing',
      'Business Consulting',
    ])
    expect(screen.getAllByRole('link', { name: /^Learn More: / }).map((a) => a.getAttribute('href'))).toEqual([
      '/services',
      '/services',
    ])
  })

  it('the services page lists nine service cards, each linking to its route', async () => {
    const section = sectionsOf('/services').find((s) => s.type === 'cardGrid')!
    await renderSection(section, { path: '/services' })
    const hrefs = screen
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.closest('li')!.querySelector('a')!.getAttribute('href'))
    expect(hrefs).toEqual(
      [
        'it-staffing',
        'business-consulting',
        'managed-it',
        'project-management',
        'cloud-solutions',
        'sap-basis',
        'sap-fico',
        'sap-abap',
        'sap-cpi',
      ].map((id) => `/services/${id}`),
    )
  })
})
