import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../helpers/render.tsx'

/** The section whose h2 is `name`. */
const region = (name: string | RegExp) => within(screen.getByRole('region', { name }))
const h3s = (name: string | RegExp) =>
  region(name)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
const items = (name: string | RegExp) => region(name).getAllByRole('listitem')

describe('counts and names of the spec, read from the rendered screen', () => {
  it('home: headline, buttons, 2 flip cards, 4 industries, 14 partners, consultation details', async () => {
    await renderRoute('/')
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Premium Staffing & Consultation Services')
    expect(main.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact')
    expect(main.getByRole('link', { name: 'Our Services' }).getAttribute('href')).toBe('/services')
    expect(h3s('Talent and Expertise When You Need It')).toEqual(['IT Staffing', 'Business Consulting'])
    expect(
      region('Talent and Expertise When You Need It')
        .getAllByRole('link', { name: /Learn More/ })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/services', '/services'])
    expect(h3s('Industries We Serve')).toEqual(['Healthcare', 'Technology', 'Finance', 'Manufacturing'])
    expect(region('Industries We Serve').getAllByRole('link', { name: /Explore solutions/ })).toHaveLength(4)
    expect(items('Our Technology Partners')).toHaveLength(14)
    const consult = region('Schedule a Consultation')
    expect(consult.getByText('Mon-Fri, 9am-6pm EST')).toBeTruthy()
    expect(consult.getByText("We'll respond within 24 hours")).toBeTruthy()
    expect(consult.getByRole('textbox', { name: /Message/ }).getAttribute('rows')).toBe('4')
    expect(consult.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'IT Staffing',
      'Business Consulting',
      'Digital Transformation',
      'Managed IT Services',
      'Project Management',
      'Other',
    ])
  })

  it('services: 9 cards to the 9 service routes, the 4 process steps, 5 FAQ entries', async () => {
    await renderRoute('/services')
    const hrefs = region('Comprehensive IT and Business Solutions')
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
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
      ].map((s) => `/services/${s}`),
    )
    expect(h3s('Our Process')).toEqual([
      'Discovery & Assessment',
      'Strategic Planning',
      'Implementation',
      'Ongoing Support',
    ])
    expect(region('Frequently Asked Questions').getAllByRole('button')).toHaveLength(5)
    expect(region('Frequently Asked Questions').getAllByText(/48-72 hours/).length).toBeGreaterThan(0)
  })

  it('about: four values, seven partners, Get in Touch', async () => {
    await renderRoute('/about')
    expect(h3s('Our Values')).toEqual(['Quality First', 'Integrity', 'Agility', 'Collaboration'])
    expect(items('Our Technology Partners')).toHaveLength(7)
    for (const a of screen.getAllByRole('link', { name: 'Get in Touch' }))
      expect(a.getAttribute('href')).toBe('/contact')
  })

  it('careers: 3 why-join items, 5 positions with Apply Now, 6 benefits', async () => {
    await renderRoute('/careers')
    expect(h3s('Why Join Us')).toHaveLength(3)
    const apply = region('Open Positions')
      .getAllByRole('link', { name: /Apply Now/ })
      .map((a) => a.getAttribute('href'))
    expect(apply).toEqual(
      ['senior-software-engineer', 'ux-ui-designer', 'it-project-manager', 'business-analyst', 'devops-engineer'].map(
        (s) => `/careers/apply/${s}`,
      ),
    )
    expect(h3s('Benefits & Perks')).toHaveLength(6)
  })

  it('insights: a featured article plus 6 latest, each dated Today, every Read More to a real article', async () => {
    await renderRoute('/insights')
    const readMore = screen.getAllByRole('link', { name: /Read More/ }).map((a) => a.getAttribute('href'))
    expect(readMore).toHaveLength(7)
    expect(new Set(readMore).size).toBe(7)
    for (const href of readMore) expect(href).toMatch(/^\/insights\/[a-z0-9-]+$/)
    expect(screen.getAllByText('Today').length).toBeGreaterThanOrEqual(6)
  })

  it('an article: 2 related articles, same category first, then the newest', async () => {
    await renderRoute('/insights/ai-driven-staffing-solutions')
    const related = region('Related Articles')
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect([...new Set(related)]).toEqual([
      // The other Technology article first, then the newest of the rest.
      '/insights/modernizing-sap-integration-before-po-support-ends',
      '/insights/zero-trust-security-for-growing-enterprises',
    ])
  })

  it('industries: five cards to the industry pages and a final call to action to /', async () => {
    await renderRoute('/industries')
    expect(
      region('Solutions Tailored to Your Industry')
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['healthcare', 'finance', 'technology', 'manufacturing', 'retail'].map((s) => `/industries/${s}`))
    expect(
      region('Not Sure Where to Start?')
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain('/')
  })

  it('retail: the four technology cards', async () => {
    await renderRoute('/industries/retail')
    expect(h3s('Retail Technologies We Work With')).toEqual([
      'Point of Sale Systems',
      'Inventory Management',
      'Mobile Shopping Apps',
      'AR/VR Shopping',
    ])
  })

  it('cloud solutions: four platforms with logos', async () => {
    await renderRoute('/services/cloud-solutions')
    expect(h3s('Cloud Platforms We Support')).toEqual([
      'Amazon Web Services',
      'Microsoft Azure',
      'Google Cloud Platform',
      'IBM Cloud',
    ])
    expect(region('Cloud Platforms We Support').getAllByRole('img')).toHaveLength(4)
  })

  it('SAP pages: 11 BASIS offerings, 5 differentiators, FI and CO lists, 8 ABAP capabilities and 6 industries, 5 CPI steps', async () => {
    await renderRoute('/services/sap-basis')
    expect(items('Our SAP BASIS Offerings')).toHaveLength(11)
    expect(h3s('What Sets Us Apart')).toHaveLength(5)

    await renderRoute('/services/sap-fico')
    expect(
      region('What Is SAP FICO?')
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['FI (Financial Accounting)', 'CO (Controlling)'])

    await renderRoute('/services/sap-abap')
    expect(items('Our ABAP Capabilities')).toHaveLength(8)
    expect(h3s('Industries We Serve')).toEqual([
      'Manufacturing',
      'Retail & eCommerce',
      'Healthcare',
      'Automotive',
      'Banking & Financial Services',
      'Utilities & Energy',
    ])

    await renderRoute('/services/sap-cpi')
    expect(h3s('Our Migration Methodology')).toHaveLength(5)
  })

  it('service pages carry the figures of §9', async () => {
    await renderRoute('/services/managed-it')
    expect(screen.getByText('99.9%')).toBeTruthy()
    expect(screen.getByText('40%')).toBeTruthy()
    await renderRoute('/services/project-management')
    expect(screen.getByText('15%')).toBeTruthy()
    await renderRoute('/services/it-staffing')
    expect(h3s('Flexible Staffing Models')).toEqual(['Contract Staffing', 'Direct Hire', 'Project-Based Teams'])
    expect(h3s('Our Staffing Process')).toEqual([
      'Needs Assessment',
      'Candidate Selection',
      'Interview & Evaluation',
      'Onboarding & Support',
    ])
  })
})
