import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HelmetProvider } from 'react-helmet-async'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { preloadSections } from '../../src/app/page-store.ts'
import { SectionList } from '../../src/app/SectionList.tsx'
import type { FormsSettings } from '../../src/content/schema/site.ts'
import type { ResolvedSection } from '../../src/sections/definitions.ts'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import { testSite } from '../helpers/render.tsx'
import { sectionOf } from './section-of.ts'
import { fakePdf, stubFetch } from './with-forms.tsx'

const consultation = sectionOf('/', 'contactForm')
const contact = sectionOf('/contact', 'contactForm')
const application = sectionOf('/careers/apply/senior-software-engineer', 'jobDetail')
const newsletter = sectionOf('/insights', 'newsletter')

let log: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** One section on a Spanish page: the site data says `lang: es`, as the build gives it to every page under /es/. */
async function renderSpanish(section: ResolvedSection, forms: FormsSettings = {}) {
  await preloadSections([section])
  return render(
    <HelmetProvider>
      <SiteProvider value={{ ...testSite(), forms, lang: 'es' }}>
        <MemoryRouter initialEntries={['/es']}>
          <Routes>
            <Route path="*" element={<SectionList sections={[section]} />} />
          </Routes>
        </MemoryRouter>
      </SiteProvider>
    </HelmetProvider>,
  )
}

const formOf = (name: string) => within(screen.getByRole('form', { name }))

describe('forms on a Spanish page', { timeout: 20_000 }, () => {
  it('home: Spanish labels, star legend and consent, and Spanish messages for an empty or wrong submission', async () => {
    const user = userEvent.setup()
    const { consentLabel: _, ...withoutConsent } = consultation
    await renderSpanish(withoutConsent as typeof consultation)
    const f = formOf(consultation.formHeading!)
    expect(f.getByText(/^Los campos marcados con/).textContent).toBe(
      'Los campos marcados con *un asterisco son obligatorios.',
    )
    for (const name of [/^Nombre/, /^Correo electrónico/, 'Teléfono', 'Empresa', /^Mensaje/])
      expect(f.getByRole('textbox', { name })).toBeTruthy()
    expect(f.getByRole('combobox', { name: /^Servicio/ })).toBeTruthy()
    expect(f.getByRole('checkbox', { name: /^Acepto que se comuniquen conmigo sobre mi solicitud\./ })).toBeTruthy()

    await user.click(f.getByRole('button', { name: consultation.submitLabel }))
    for (const message of [
      'El nombre es obligatorio',
      'El correo electrónico es obligatorio',
      'El mensaje es obligatorio',
    ])
      expect(f.getByText(message)).toBeTruthy()
    expect(f.queryByText('Name is required')).toBeNull()
    await user.type(f.getByRole('textbox', { name: /^Correo electrónico/ }), 'dana@example')
    expect(f.getByText('El correo electrónico no es válido')).toBeTruthy()
    expect(log).not.toHaveBeenCalled()
  })

  it('contact page: Spanish labels and, without a placeholder of its own, a Spanish one', async () => {
    const { servicePlaceholder: _, ...withoutPlaceholder } = contact
    await renderSpanish(withoutPlaceholder as typeof contact)
    const f = formOf(contact.formHeading!)
    for (const name of [/^Nombre completo/, /^Correo electrónico/, 'Número de teléfono', 'Empresa', /^Mensaje/])
      expect(f.getByRole('textbox', { name })).toBeTruthy()
    const service = f.getByRole('combobox', { name: 'Servicio de interés' }) as HTMLSelectElement
    expect(service.options[0]!.textContent).toBe('Seleccione un servicio')
  })

  it('job page: Spanish labels, hint, choices, talent pool and privacy note; Spanish LinkedIn and resume messages', async () => {
    const user = userEvent.setup()
    await renderSpanish(application, { delivery: 'server' })
    const f = formOf(application.formHeading)
    for (const name of [/^Nombre\(s\)/, /^Apellido\(s\)/, /^Correo electrónico/, 'Teléfono', 'Carta de presentación'])
      expect(f.getByRole('textbox', { name })).toBeTruthy()
    expect(f.getByText('PDF, máximo 5 MB')).toBeTruthy()
    const experience = f.getByRole('combobox', { name: 'Años de experiencia' }) as HTMLSelectElement
    expect(experience.options[0]!.textContent).toBe('Seleccione una opción')
    expect(f.getByRole('combobox', { name: '¿Cómo se enteró de nosotros?' })).toBeTruthy()
    expect(f.getByRole('checkbox', { name: /^Conservar también mi solicitud hasta por 2 años/ })).toBeTruthy()
    expect(f.getByText(/^Conservamos su solicitud durante 180 días/).textContent).toBe(
      'Conservamos su solicitud durante 180 días desde la última vez que se revisó; después se elimina. ' +
        'Si marca la casilla de la bolsa de talento, conservaremos su solicitud durante 2 años a partir de hoy para ' +
        'considerarla en otras vacantes. El correo de confirmación incluye un enlace para retirar su envío y ' +
        'eliminarlo de inmediato.',
    )

    const linkedin = f.getByRole('textbox', { name: 'Perfil de LinkedIn' }) as HTMLInputElement
    expect(linkedin.placeholder).toBe('https://www.linkedin.com/in/su-nombre')
    await user.type(linkedin, 'linkedin.com/in/jane')
    await user.click(f.getByRole('button', { name: application.submitLabel }))
    expect(linkedin.validationMessage).toBe(
      'Escriba la dirección completa de su perfil de LinkedIn, empezando por https://; por ejemplo, https://www.linkedin.com/in/su-nombre.',
    )

    await user.upload(f.getByLabelText(/^Currículum \(PDF\)/), fakePdf())
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(f.getByRole('alert').textContent).toBe(
      'Este archivo tiene nombre de PDF, pero no es un documento PDF. Guarde o exporte su currículum como PDF y elija ese archivo.',
    )
  })

  it('a submission that could not be sent: the message, Retry and the privacy note are Spanish', async () => {
    stubFetch('network')
    const user = userEvent.setup()
    await renderSpanish(newsletter, { delivery: 'server' })
    const box = screen.getByRole('textbox', { name: 'Correo electrónico' }) as HTMLInputElement
    expect(box.placeholder).toBe('Escriba su correo electrónico')
    expect(
      screen.getByText(/^Conservamos su dirección de correo hasta que cancele su suscripción o nos pida \(/),
    ).toBeTruthy()
    await user.type(box, 'dana@example.com')
    await user.click(screen.getByRole('button', { name: newsletter.buttonLabel }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se envió su suscripción: no pudimos comunicarnos con nuestro servidor. Revise su conexión a internet y ' +
        'luego presione Reintentar. Todos los datos que ingresó siguen aquí.',
    )
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy()
  })
})
