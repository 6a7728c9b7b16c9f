import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { SectionProps } from '../../src/sections/definitions.ts'
import { Hero } from '../../src/sections/hero/Hero.tsx'
import { renderSection, sectionsOf } from '../helpers/render.tsx'

const home: SectionProps<'hero'> = {
  type: 'hero',
  variant: 'home',
  eyebrow: 'IT Staffing & Consulting',
  heading: 'Premium Staffing & Consultation Services',
  text: 'We connect you with vetted technology professionals.',
  image: {
    src: 'https://images.unsplash.com/photo-1522071820081-009f0129c71c',
    alt: 'Team of professionals collaborating',
  },
  actions: [
    { label: 'Get Started', to: '/contact' },
    { label: 'Our Services', to: '/services', variant: 'secondary' },
  ],
}

const renderHero = (props: SectionProps<'hero'>) =>
  render(
    <MemoryRouter>
      <Hero {...props} />
    </MemoryRouter>,
  )

describe('hero', () => {
  it('shows the page h1, its text and the buttons inside a region named by the heading', () => {
    renderHero(home)
    const region = screen.getByRole('region', { name: 'Premium Staffing & Consultation Services' })
    expect(within(region).getByRole('heading', { level: 1 }).textContent).toBe(
      'Premium Staffing & Consultation Services',
    )
    expect(within(region).getByText('IT Staffing & Consulting')).toBeTruthy()
    expect(within(region).getByText('We connect you with vetted technology professionals.')).toBeTruthy()
    expect(within(region).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact')
    const services = within(region).getByRole('link', { name: 'Our Services' })
    expect(services.getAttribute('href')).toBe('/services')
    expect(services.className).toContain('button--secondary')
    expect(within(region).getByRole('link', { name: 'Get Started' }).className).toContain('button--primary')
  })

  it('loads the hero image eagerly with high fetch priority (it is the LCP element)', () => {
    renderHero(home)
    const img = screen.getByRole('img', { name: 'Team of professionals collaborating' })
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.getAttribute('srcset')).toContain('1920w')
  })

  it('paints the image in the server HTML with no hidden entrance state', () => {
    const html = renderToString(
      <MemoryRouter>
        <Hero {...home} />
      </MemoryRouter>,
    )
    expect(html).toMatch(/<img[^>]+fetchpriority="high"/i)
    expect(html).toContain('loading="eager"')
    expect(html).not.toMatch(/opacity|visibility/)
    expect(html).toContain('hero--home')
  })

  it('minimal variant has no image and still has the h1', () => {
    renderHero({ ...home, variant: 'minimal', heading: 'Page Not Found' })
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy()
  })

  it('defaults to the page variant and renders without image or actions', () => {
    const { container } = renderHero({ type: 'hero', heading: 'About Us' })
    expect(container.querySelector('.hero--page')).not.toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Us')
  })

  it('the real home page hero has the spec headline and its two buttons', async () => {
    const hero = sectionsOf('/')[0]!
    await renderSection(hero)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Premium Staffing & Consultation Services')
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact')
    expect(screen.getByRole('link', { name: 'Our Services' }).getAttribute('href')).toBe('/services')
  })
})
