import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import type { FormsSettings } from '../../src/content/schema/site.ts'
import { ContactSection } from './contact-section.tsx'
import { sectionOf } from './section-of.ts'
import { pdf, renderWithForms, siteWith } from './with-forms.tsx'

const consultation = sectionOf('/', 'contactForm')
const contact = sectionOf('/contact', 'contactForm')
const newsletter = sectionOf('/insights', 'newsletter')
const JOB_A = '/careers/apply/devops-engineer'
const JOB_B = '/careers/apply/business-analyst'
const local: FormsSettings = {}

let log: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(window, 'alert').mockImplementation(() => {})
})

/** Every saved draft, by storage key. */
function drafts(): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i)!
    if (key.startsWith('form-draft:')) out[key] = JSON.parse(sessionStorage.getItem(key)!)
  }
  return out
}

const contactFields = () => {
  const f = within(screen.getByRole('form', { name: contact.formHeading }))
  return {
    f,
    name: f.getByRole('textbox', { name: /^Full Name/ }) as HTMLInputElement,
    email: f.getByRole('textbox', { name: /^Email Address/ }) as HTMLInputElement,
    service: f.getByRole('combobox', { name: 'Service of Interest' }) as HTMLSelectElement,
    message: f.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement,
  }
}

describe('drafts', { timeout: 20_000 }, () => {
  it('contact page: what was typed comes back after the page is left and opened again, and only until sent', async () => {
    const user = userEvent.setup()
    const first = await renderWithForms(contact, local, '/contact')
    let c = contactFields()
    await user.type(c.name, 'Marcus Reyes')
    await user.type(c.email, 'marcus@northwind.io')
    await user.selectOptions(c.service, 'Business Consulting')
    await user.type(c.message, 'ERP migration')
    first.unmount()

    await renderWithForms(contact, local, '/contact')
    c = contactFields()
    await waitFor(() => expect(c.name.value).toBe('Marcus Reyes'))
    expect([c.email.value, c.service.value, c.message.value]).toEqual([
      'marcus@northwind.io',
      'Business Consulting',
      'ERP migration',
    ])

    await user.click(c.f.getByRole('button', { name: contact.submitLabel }))
    expect(log).toHaveBeenCalledTimes(1)
    expect(drafts()).toEqual({})
    expect(c.name.value).toBe('Marcus Reyes') // the spec's box shows over the values until its reset
  })

  it('contact page: a saved service no longer offered leaves the list on its placeholder', async () => {
    sessionStorage.setItem(
      'form-draft:contact',
      JSON.stringify({ name: 'Marcus Reyes', service: 'Retired Service', message: 'ERP migration' }),
    )
    await renderWithForms(contact, local, '/contact')
    const c = contactFields()
    await waitFor(() => expect(c.name.value).toBe('Marcus Reyes'))
    expect(c.message.value).toBe('ERP migration')
    expect(c.service.value).toBe('')
    expect(c.service.options[0]?.selected).toBe(true)
  })

  it('home: the draft keeps the text and the service, never the consent; a service no longer offered is ignored', async () => {
    sessionStorage.setItem(
      'form-draft:consultation',
      JSON.stringify({
        name: 'Dana',
        email: 'dana@example.com',
        service: 'Retired Service',
        message: 'Hi',
        consent: true,
      }),
    )
    const user = userEvent.setup()
    await renderWithForms(consultation, local)
    const f = within(screen.getByRole('form', { name: consultation.formHeading }))
    const name = f.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement
    await waitFor(() => expect(name.value).toBe('Dana'))
    expect((f.getByRole('combobox', { name: /^Service/ }) as HTMLSelectElement).value).toBe(
      consultation.serviceOptions[0],
    )
    expect((f.getByRole('checkbox') as HTMLInputElement).checked).toBe(false)

    await user.selectOptions(f.getByRole('combobox', { name: /^Service/ }), 'Project Management')
    await user.click(f.getByRole('checkbox'))
    expect(drafts()).toEqual({
      'form-draft:consultation': {
        name: 'Dana',
        email: 'dana@example.com',
        phone: '',
        company: '',
        service: 'Project Management',
        message: 'Hi',
      },
    })

    await user.click(f.getByRole('button', { name: consultation.submitLabel }))
    await f.findByRole('heading', { name: 'Thank You!' })
    expect(drafts()).toEqual({})
  })

  it('newsletter: the typed address comes back; clearing the field removes the draft', async () => {
    const user = userEvent.setup()
    const first = await renderWithForms(newsletter, local, '/insights')
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com')
    first.unmount()
    await renderWithForms(newsletter, local, '/insights')
    const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement
    await waitFor(() => expect(email.value).toBe('reader@example.com'))
    await user.clear(email)
    expect(drafts()).toEqual({})
  })

  it('job application: one draft per job, never the resume; removed once the application is sent', async () => {
    const user = userEvent.setup()
    const first = await renderWithForms(sectionOf(JOB_A, 'jobDetail'), local, JOB_A)
    let f = within(screen.getByRole('form'))
    await user.type(f.getByRole('textbox', { name: /^First Name/ }), 'Jane')
    await user.type(f.getByRole('textbox', { name: 'Cover Letter' }), 'Eight years of platform work.')
    await user.selectOptions(f.getByRole('combobox', { name: 'Years of Experience' }), '5-10')
    await user.upload(f.getByLabelText(/^Resume \(PDF\)/), pdf('jane-doe-resume.pdf'))
    const stored = JSON.stringify(drafts())
    expect(stored).toContain('Eight years of platform work.')
    expect(stored).not.toMatch(/resume|%PDF/)
    first.unmount()

    const other = await renderWithForms(sectionOf(JOB_B, 'jobDetail'), local, JOB_B)
    f = within(screen.getByRole('form'))
    await act(() => Promise.resolve())
    expect((f.getByRole('textbox', { name: /^First Name/ }) as HTMLInputElement).value).toBe('')
    other.unmount()

    await renderWithForms(sectionOf(JOB_A, 'jobDetail'), local, JOB_A)
    const form = screen.getByRole('form')
    f = within(form)
    await waitFor(() =>
      expect((f.getByRole('textbox', { name: 'Cover Letter' }) as HTMLTextAreaElement).value).toBe(
        'Eight years of platform work.',
      ),
    )
    expect((f.getByRole('combobox', { name: 'Years of Experience' }) as HTMLSelectElement).value).toBe('5-10')
    expect((f.getByLabelText(/^Resume \(PDF\)/) as HTMLInputElement).files).toHaveLength(0)

    fireEvent.submit(form)
    expect(screen.getByText('Now at /careers')).toBeTruthy()
    expect(drafts()).toEqual({})
  })

  it('ignores a damaged draft and works when storage is blocked', async () => {
    sessionStorage.setItem('form-draft:contact', '{not json')
    const user = userEvent.setup()
    const first = await renderWithForms(contact, local, '/contact')
    expect(contactFields().name.value).toBe('')
    first.unmount()

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    await renderWithForms(contact, local, '/contact')
    const c = contactFields()
    await user.type(c.name, 'Marcus Reyes')
    await user.type(c.email, 'marcus@northwind.io')
    await user.type(c.message, 'Hello')
    await user.click(c.f.getByRole('button', { name: contact.submitLabel }))
    expect(within(screen.getByRole('status')).getByText(contact.successMessage)).toBeTruthy()
  })

  it('is restored after hydration: the pre-rendered form hydrates without a mismatch, then shows the draft', async () => {
    const page = (ui: ReactElement) => (
      <SiteProvider value={siteWith({ delivery: 'netlify' })}>
        <MemoryRouter initialEntries={['/contact']}>{ui}</MemoryRouter>
      </SiteProvider>
    )
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(page(<ContactSection {...contact} />))
    sessionStorage.setItem('form-draft:contact', JSON.stringify({ name: 'Marcus Reyes', message: 'Typed before' }))
    const errors = vi.spyOn(console, 'error')
    const root = await act(async () =>
      hydrateRoot(container, page(<ContactSection {...contact} />), { onRecoverableError: (e) => console.error(e) }),
    )
    expect(errors).not.toHaveBeenCalled()
    const f = within(container)
    expect((f.getByRole('textbox', { name: /^Full Name/ }) as HTMLInputElement).value).toBe('Marcus Reyes')
    expect((f.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement).value).toBe('Typed before')
    act(() => root.unmount())
    container.remove()
  })
})
