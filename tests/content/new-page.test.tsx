import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { App } from '../../src/app/App.tsx'
import { preloadSections } from '../../src/app/page-store.ts'
import { buildPages } from '../../src/site/build-pages.ts'
import { loadSite } from '../../src/site/load-site.ts'
import { readContentDir } from '../../src/content/read-content-dir.ts'
import { manifestOf } from '../helpers/render.tsx'

const NEW_PAGE = `title: Partner Program
description: How technology vendors and consultancies can partner with us on staffing and SAP delivery.
keywords: [partner program, alliances]
sections:
  - type: hero
    variant: banner
    heading: Become a Partner
  - type: featureList
    heading: What partners get
    items: [Joint delivery, Shared pipeline, Co-marketing]
  - type: cta
    heading: Talk to our alliances team
    actions:
      - { label: Contact Us, to: /contact }
`

describe('a new YAML file under pages/', () => {
  it('becomes a working route with its title and canonical, without any code change', async () => {
    const result = loadSite([
      ...readContentDir(process.cwd()),
      { file: 'pages/company/partner-program.yaml', text: NEW_PAGE },
    ])
    expect(result.diagnostics).toEqual([])
    const built = buildPages(result.content!)
    const page = built.pages.get('/company/partner-program')!
    expect(page.head.title).toBe('Partner Program | Cedar Ridge Technologies')
    expect(page.head.canonical).toBe('https://www.cedarridge-tech.com/company/partner-program')

    await preloadSections(page.sections)
    const manifest = manifestOf(built)
    // The page's data arrives asynchronously, as on a client-side navigation.
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/company/partner-program']}>
          <App site={built.site} manifest={manifest} />
        </MemoryRouter>,
      )
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Partner' })).toBeTruthy()
    expect(screen.getByText('Shared pipeline')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact')
  })
})
