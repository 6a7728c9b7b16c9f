import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Header } from '../../src/app/shell/Header.tsx'
import { SkipLink } from '../../src/app/shell/SkipLink.tsx'
import { Spinner } from '../../src/app/shell/Spinner.tsx'
import { ActionLink } from '../../src/ui/ActionLink.tsx'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import { testSite } from '../helpers/render.tsx'

describe('the shell on a Spanish page', () => {
  it("says its own words in Spanish: skip link, menu button, main navigation, loading, a new tab's warning", async () => {
    const user = userEvent.setup()
    render(
      <SiteProvider value={{ ...testSite(), lang: 'es' }}>
        <MemoryRouter>
          <SkipLink />
          <Header />
          <Spinner />
          <ActionLink to="https://www.linkedin.com/company/example">LinkedIn</ActionLink>
        </MemoryRouter>
      </SiteProvider>,
    )
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Cargando…')
    expect(screen.getByRole('link', { name: /^LinkedIn/ }).textContent).toBe('LinkedIn (se abre en una pestaña nueva)')
  })
})
