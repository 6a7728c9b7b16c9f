import { act, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Splash } from '../../src/app/shell/Splash.tsx'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import { testSite } from '../helpers/render.tsx'

const site = testSite()

function ui() {
  return (
    <SiteProvider value={site}>
      <MemoryRouter>
        <Splash />
        <Routes>
          <Route path="/" element={<Link to="/about">About us</Link>} />
          <Route path="/about" element={<h1>About page</h1>} />
        </Routes>
      </MemoryRouter>
    </SiteProvider>
  )
}

const splash = () => document.querySelector('.splash')

// performance.now() is faked too: it starts at 0, like a page that has just started.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] }))
afterEach(() => vi.useRealTimers())

describe('Splash', () => {
  it('shows the company name and four dots over the page, hidden from assistive tech', () => {
    render(ui())
    const overlay = splash()
    expect(overlay).not.toBeNull()
    expect(overlay!.getAttribute('aria-hidden')).toBe('true')
    expect(overlay!.querySelector('.splash__name')?.textContent).toBe('Cedar Ridge Technologies')
    expect(overlay!.querySelectorAll('.splash__dot')).toHaveLength(4)
    expect(screen.getByRole('link', { name: 'About us' })).toBeTruthy()
  })

  it('is in the server HTML with its duration from timing.splashMs, next to the page', () => {
    const html = renderToString(ui())
    expect(html).toContain('class="splash"')
    expect(html).toContain('--splash-ms:2000ms')
    expect(html).toContain('About us')
  })

  it('is removed after 2000 ms and not before', () => {
    render(ui())
    act(() => vi.advanceTimersByTime(1999))
    expect(splash()).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(splash()).toBeNull()
  })

  it('counts from page start, so a late hydration does not extend it', () => {
    vi.advanceTimersByTime(1500)
    render(ui())
    act(() => vi.advanceTimersByTime(499))
    expect(splash()).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(splash()).toBeNull()
  })

  it('does not come back on client-side navigation', () => {
    render(ui())
    act(() => vi.advanceTimersByTime(2000))
    fireEvent.click(screen.getByRole('link', { name: 'About us' }))
    expect(screen.getByRole('heading', { name: 'About page' })).toBeTruthy()
    expect(splash()).toBeNull()
  })
})
