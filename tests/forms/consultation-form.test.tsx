import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderSection, testSite } from '../helpers/render.tsx'
import { sectionOf } from './section-of.ts'

const SERVICES = [
  'IT Staffing',
  'Business Consulting',
  'Digital Transformation',
  'Managed IT Services',
  'Project Management',
  'Other',
]
const section = sectionOf('/', 'contactForm')
const { company } = testSite()

let log: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
})

async function setup() {
  const user = userEvent.setup()
  await renderSection(section)
  const form = screen.getByRole('form', { name: 'Send Us a Message' }) as HTMLFormElement
  const f = within(form)
  return {
    user,
    form,
    name: f.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement,
    email: f.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement,
    phone: f.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement,
    company: f.getByRole('textbox', { name: 'Company' }) as HTMLInputElement,
    service: f.getByRole('combobox', { name: /^Service/ }) as HTMLSelectElement,
    message: f.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement,
    consent: f.getByRole('checkbox', { name: /I agree to be contacted/ }) as HTMLInputElement,
    submit: f.getByRole('button', { name: 'Send Message' }),
  }
}

const MESSAGES = ['Name is required', 'Email is required', 'Invalid email address', 'Message is required']
const shownErrors = () => MESSAGES.filter((m) => screen.queryByText(m))

describe('contactForm, consultation variant (home)', () => {
  it('has the fields of a contact request with the markup the spec asks for', async () => {
    const { form, service, message, consent, phone, company } = await setup()
    expect(form.noValidate).toBe(true)
    expect(message.rows).toBe(4)
    expect([...service.options].map((o) => o.textContent)).toEqual(SERVICES)
    expect(service.required).toBe(true)
    expect(consent.required).toBe(true)
    expect(phone.required).toBe(false)
    expect(company.required).toBe(false)
  })

  it('sits beside the heading, intro, phone and e-mail links, hours and reply promise', async () => {
    await setup()
    const region = screen.getByRole('region', { name: 'Schedule a Consultation' })
    const s = within(region)
    expect(s.getByText(section.intro!)).toBeTruthy()
    expect(s.getByRole('link', { name: company.phone }).getAttribute('href')).toBe(
      `tel:${company.phone.replace(/[^\d+]/g, '')}`,
    )
    expect(s.getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`)
    expect(s.getByText('Mon-Fri, 9am-6pm EST')).toBeTruthy()
    expect(s.getByText("We'll respond within 24 hours")).toBeTruthy()
  })

  it('shows no error until a field is touched (loses focus)', async () => {
    const { user, name, email } = await setup()
    await user.click(name)
    expect(shownErrors()).toEqual([])
    await user.click(email)
    expect(shownErrors()).toEqual(['Name is required'])
  })

  it("shows 'Name is required' for an empty or blank name, tied to the field", async () => {
    const { user, name } = await setup()
    await user.type(name, '   ')
    await user.tab()
    const error = screen.getByText('Name is required')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toBe(error.id)
    await user.type(name, 'Dana')
    expect(screen.queryByText('Name is required')).toBeNull()
    expect(name.getAttribute('aria-invalid')).toBeNull()
    expect(name.getAttribute('aria-describedby')).toBeNull()
  })

  it("shows 'Email is required', then 'Invalid email address' until the address is well formed", async () => {
    const { user, email } = await setup()
    await user.click(email)
    await user.tab()
    expect(screen.getByText('Email is required').id).toBe(email.getAttribute('aria-describedby'))
    await user.type(email, 'dana@example')
    expect(shownErrors()).toEqual(['Invalid email address'])
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText('Invalid email address').id)
    await user.type(email, '.com')
    expect(shownErrors()).toEqual([])
  })

  it("shows 'Message is required' for an empty message", async () => {
    const { user, message } = await setup()
    await user.click(message)
    await user.tab()
    expect(screen.getByText('Message is required')).toBeTruthy()
    expect(message.getAttribute('aria-invalid')).toBe('true')
  })

  it('on an invalid submit shows every error, keeps the values, focuses the first invalid field and records nothing', async () => {
    const { user, name, email, phone, company, message, submit } = await setup()
    await user.type(phone, '512-555-0100')
    await user.type(company, 'Lone Star Health')
    await user.type(email, 'dana@example')
    await user.click(submit)
    expect(shownErrors()).toEqual(['Name is required', 'Invalid email address', 'Message is required'])
    expect(document.activeElement).toBe(name)
    expect(phone.value).toBe('512-555-0100')
    expect(company.value).toBe('Lone Star Health')
    expect(email.value).toBe('dana@example')
    expect(screen.queryByText('Thank You!')).toBeNull()
    expect(log).not.toHaveBeenCalled()

    await user.type(name, 'Dana Whitfield')
    await user.click(submit)
    expect(document.activeElement).toBe(email)
    expect(message.value).toBe('')
  })

  it('on a valid submit logs the values, shows the success message and the Thank You! panel, and clears the fields', async () => {
    const { user, name, email, phone, company, service, message, consent, submit } = await setup()
    await user.type(name, 'Dana Whitfield')
    await user.type(email, 'Dana@Example.com')
    await user.type(phone, '512-555-0100')
    await user.type(company, 'Lone Star Health')
    await user.selectOptions(service, 'Managed IT Services')
    await user.type(message, 'We need help with our help desk.')
    await user.click(consent)
    await user.click(submit)

    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[1]).toEqual({
      name: 'Dana Whitfield',
      email: 'Dana@Example.com',
      phone: '512-555-0100',
      company: 'Lone Star Health',
      service: 'Managed IT Services',
      message: 'We need help with our help desk.',
    })
    const status = screen.getByRole('status')
    expect(within(status).getByText('Thank you for your message. We will get back to you soon.')).toBeTruthy()
    expect(within(status).getByRole('heading', { name: 'Thank You!' })).toBeTruthy()
    expect(
      within(status).getByText('Your message has been received. Our consultants will get back to you shortly.'),
    ).toBeTruthy()
    expect([name.value, email.value, phone.value, company.value, message.value]).toEqual(['', '', '', '', ''])
    expect(service.value).toBe('IT Staffing')
    expect(consent.checked).toBe(false)
    expect(shownErrors()).toEqual([])
  })
})
