import { act, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import { ContactSection } from './contact-section.tsx'
import { JobDetail } from '../../src/sections/jobDetail/JobDetail.tsx'
import { testSite } from '../helpers/render.tsx'
import { sectionOf } from './section-of.ts'

function page(ui: ReactElement, path: string) {
  return (
    <SiteProvider value={testSite()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </SiteProvider>
  )
}

const cases: [string, string, () => ReactElement][] = [
  ['home consultation form', '/', () => <ContactSection {...sectionOf('/', 'contactForm')} />],
  ['contact page form', '/contact', () => <ContactSection {...sectionOf('/contact', 'contactForm')} />],
  [
    'job page',
    '/careers/apply/devops-engineer',
    () => <JobDetail {...sectionOf('/careers/apply/devops-engineer', 'jobDetail')} />,
  ],
]

describe('forms are pre-rendered and hydrate without a mismatch', () => {
  it.each(cases)('%s', async (_name, path, ui) => {
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(page(ui(), path))
    expect(container.querySelector('form')).not.toBeNull()
    const errors = vi.spyOn(console, 'error')
    const root = await act(async () =>
      hydrateRoot(container, page(ui(), path), { onRecoverableError: (e) => console.error(e) }),
    )
    expect(errors).not.toHaveBeenCalled()
    expect(within(container).getAllByRole('button').length).toBeGreaterThan(0)
    act(() => root.unmount())
    container.remove()
  })
})
