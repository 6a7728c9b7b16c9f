import { render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { act } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { Footer } from '../../src/app/shell/Footer.tsx'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import { testSite } from '../helpers/render.tsx'

const site = testSite()

function ui(buildYear?: number) {
  return (
    <SiteProvider value={site}>
      <MemoryRouter>
        <Footer buildYear={buildYear} />
      </MemoryRouter>
    </SiteProvider>
  )
}

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')])

describe('Footer', () => {
  it('shows the blurb and the professional-network link opening in a new tab', () => {
    render(ui())
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText(site.company.blurb)).toBeTruthy()
    const network = within(footer).getByRole('link', { name: /^LinkedIn\s*\(opens in a new tab\)$/ })
    expect(network.getAttribute('href')).toBe('https://www.linkedin.com/company/cedar-ridge-technologies')
    expect(network.getAttribute('target')).toBe('_blank')
    expect(network.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('has labelled link columns: five quick links, five services, five industries', () => {
    render(ui())
    expect(hrefs(screen.getByRole('navigation', { name: 'Quick Links' }))).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
    ])
    expect(hrefs(screen.getByRole('navigation', { name: 'Our Services' }))).toEqual([
      ['IT Staffing', '/services/it-staffing'],
      ['Business Consulting', '/services/business-consulting'],
      ['Managed IT Services', '/services/managed-it'],
      ['Project Management', '/services/project-management'],
      ['Cloud Solutions', '/services/cloud-solutions'],
    ])
    expect(hrefs(screen.getByRole('navigation', { name: 'Industries' }))).toEqual([
      ['Healthcare', '/industries/healthcare'],
      ['Finance', '/industries/finance'],
      ['Technology', '/industries/technology'],
      ['Manufacturing', '/industries/manufacturing'],
      ['Retail', '/industries/retail'],
    ])
  })

  it('shows the Texas address and e-mail and phone links', () => {
    render(ui())
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeTruthy()
    const address = screen.getByText('600 Congress Avenue, Suite 1400', { exact: false })
    expect(address.textContent).toBe('600 Congress Avenue, Suite 1400Austin, TX 78701')
    expect(screen.getByRole('link', { name: 'info@cedarridge-tech.com' }).getAttribute('href')).toBe(
      'mailto:info@cedarridge-tech.com',
    )
    expect(screen.getByRole('link', { name: '+1 (512) 555-0147' }).getAttribute('href')).toBe('tel:+15125550147')
  })

  it('stamps the copyright with the current year', () => {
    render(ui())
    const year = new Date().getFullYear()
    expect(screen.getByText(`© ${year} Cedar Ridge Technologies. All rights reserved.`)).toBeTruthy()
  })

  it('uses the build year in the server HTML and the current year once hydrated, without a mismatch', async () => {
    const html = renderToString(ui(2020))
    expect(html).toContain('© <!-- -->2020<!-- --> <!-- -->Cedar Ridge Technologies')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const onRecoverableError = vi.fn()
    const root = await act(async () => hydrateRoot(container, ui(2020), { onRecoverableError }))
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(container.textContent).toContain(`© ${new Date().getFullYear()} Cedar Ridge Technologies.`)
    act(() => root.unmount())
    container.remove()
  })
})
