import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute, testBuilt } from '../helpers/render.tsx'

describe('every route renders from YAML', () => {
  const routes = [...testBuilt().pages.keys()]

  it('has the routes of the spec', () => {
    for (const r of [
      '/',
      '/about',
      '/services',
      '/services/sap-basis',
      '/industries/retail',
      '/careers',
      '/careers/apply/devops-engineer',
      '/insights',
      '/insights/ai-driven-staffing-solutions',
      '/contact',
    ])
      expect(routes).toContain(r)
  })

  it.each(routes)('%s shows its one h1', async (route) => {
    await renderRoute(route)
    const h1 = await screen.findAllByRole('heading', { level: 1 })
    expect(h1).toHaveLength(1)
    expect(h1[0]!.textContent!.length).toBeGreaterThan(2)
  })

  it('shows the not-found page for an unknown route', async () => {
    await renderRoute('/no-such-page')
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
    expect(main.getByRole('link', { name: 'Our Services' }).getAttribute('href')).toBe('/services')
    expect(main.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/careers')
  })

  it("shows 'Article Not Found' for an unknown article slug", async () => {
    await renderRoute('/insights/no-such-article')
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeTruthy()
    expect(screen.getByText("The article you're looking for doesn't exist or has been moved.")).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Insights' }).getAttribute('href')).toBe('/insights')
  })

  it('redirects an unknown job id to /careers', async () => {
    await renderRoute('/careers/apply/astronaut')
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        testBuilt().pages.get('/careers')!.sections[0]!.type === 'hero'
          ? (testBuilt().pages.get('/careers')!.sections[0] as { heading: string }).heading
          : '',
      ),
    )
  })
})
