import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { Link, MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { Header } from '../../src/app/shell/Header.tsx'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import { testSite } from '../helpers/render.tsx'

const site = testSite()

function ui(path: string) {
  return (
    <SiteProvider value={site}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <Link to="/careers">Elsewhere</Link>
      </MemoryRouter>
    </SiteProvider>
  )
}

const renderHeader = (path = '/') => render(ui(path))

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})

describe('Header', () => {
  it('is transparent at the top of the page and in the server HTML', () => {
    expect(renderToString(ui('/'))).toContain('data-scrolled="false"')
    renderHeader()
    expect(screen.getByRole('banner').dataset.scrolled).toBe('false')
    expect(screen.getByRole('banner').dataset.solid).toBe('false')
  })

  it('turns solid only after scrolling more than 50 px', () => {
    renderHeader()
    const header = screen.getByRole('banner')
    scrollTo(50)
    expect(header.dataset.scrolled).toBe('false')
    scrollTo(51)
    expect(header.dataset.scrolled).toBe('true')
    expect(header.dataset.solid).toBe('true')
    scrollTo(10)
    expect(header.dataset.scrolled).toBe('false')
  })

  it('links the company name home and shows the seven main links and Get Started', () => {
    renderHeader()
    expect(screen.getByRole('link', { name: 'Cedar Ridge Technologies' })).toHaveProperty('pathname', '/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual([
      'Home',
      'About',
      'Services',
      'Industries',
      'Careers',
      'Insights',
      'Contact',
    ])
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/services',
      '/industries',
      '/careers',
      '/insights',
      '/contact',
    ])
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact')
  })

  it('links the search page by a named magnifier outside the seven main links, marked current there', () => {
    const { unmount } = renderHeader()
    const search = screen.getByRole('link', { name: 'Search' })
    expect(search.getAttribute('href')).toBe('/search')
    expect(search.textContent).toBe('')
    expect(search.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Search' })).toBeNull()
    expect(search.getAttribute('aria-current')).toBeNull()
    unmount()
    renderHeader('/search')
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('aria-current')).toBe('page')
  })

  it('marks the current link, with Home matching only /', () => {
    renderHeader('/services/sap-basis')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Services')
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
  })

  it('on a Spanish page, marks only that page, not the Spanish home (/es) as well', () => {
    const spanish = {
      ...site,
      lang: 'es',
      languages: [
        { code: 'en', name: 'English', home: '/' },
        { code: 'es', name: 'Español', home: '/es' },
      ],
      navigation: {
        ...site.navigation,
        links: [
          { to: '/es', label: 'Inicio' },
          { to: '/es/servicios', label: 'Servicios' },
        ],
      },
    }
    const at = (path: string) =>
      render(
        <SiteProvider value={spanish}>
          <MemoryRouter initialEntries={[path]}>
            <Header />
          </MemoryRouter>
        </SiteProvider>,
      )
    const { unmount } = at('/es/servicios/sap-basis')
    const current = () =>
      within(screen.getByRole('navigation', { name: 'Principal' }))
        .queryAllByRole('link', { current: 'page' })
        .map((a) => a.textContent)
    expect(current()).toEqual(['Servicios'])
    unmount()
    at('/es')
    expect(current()).toEqual(['Inicio'])
  })

  it('marks Home on the home page', () => {
    renderHeader('/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Home')
  })

  it('opens and closes the menu with the toggle button', async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(menu).not.toBeNull()
    expect(within(menu!).getByRole('navigation', { name: 'Main' })).toBeTruthy()

    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.getAttribute('aria-label')).toBe('Close menu')
    expect(menu!.dataset.open).toBe('true')
    expect(screen.getByRole('banner').dataset.solid).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(menu!.dataset.open).toBe('false')
  })

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup()
    renderHeader()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Search' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Español' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }))
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true')
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('closes the menu when a menu link navigates', async () => {
    const user = userEvent.setup()
    renderHeader('/')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(screen.getByRole('link', { name: 'Careers' }))
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Careers')
  })

  it('closes the menu on any route change', async () => {
    const user = userEvent.setup()
    renderHeader('/about')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup()
    renderHeader()
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    screen.getByRole('link', { name: 'About' }).focus()
    await user.keyboard('{Escape}')
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })
})
