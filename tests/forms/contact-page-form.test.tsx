import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderSection, testSite } from '../helpers/render.tsx'
import { sectionOf } from './section-of.ts'

const SERVICES = [
  'IT Staffing',
  'Business Consulting',
  'Digital Transformation',
  'Managed IT Services',
  'Other Services',
]
const section = sectionOf('/contact', 'contactForm')
const SUCCESS = section.successMessage
const { company, timing } = testSite()

let log: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
})

async function setup() {
  const user = userEvent.setup()
  await renderSection(section, { path: '/contact' })
  const form = screen.getByRole('form', { name: 'Send Us a Message' }) as HTMLFormElement
  const f = within(form)
  return {
    user,
    form,
    name: f.getByRole('textbox', { name: /^Full Name/ }) as HTMLInputElement,
    email: f.getByRole('textbox', { name: /^Email Address/ }) as HTMLInputElement,
    phone: f.getByRole('textbox', { name: 'Phone Number' }) as HTMLInputElement,
    company: f.getByRole('textbox', { name: 'Company' }) as HTMLInputElement,
    service: f.getByRole('combobox', { name: 'Service of Interest' }) as HTMLSelectElement,
    message: f.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement,
    submit: f.getByRole('button', { name: 'Send Message' }),
  }
}

async function fill(s: Awaited<ReturnType<typeof setup>>) {
  await s.user.type(s.name, 'Marcus Reyes')
  await s.user.type(s.email, 'marcus@northwind.io')
  await s.user.type(s.phone, '+1 512 555 0199')
  await s.user.type(s.company, 'Northwind Logistics')
  await s.user.selectOptions(s.service, 'Digital Transformation')
  await s.user.type(s.message, 'We are planning an ERP migration next year.')
}

describe('contactForm, page variant (/contact)', () => {
  it('relies on browser validation: required name, e-mail and message, typed e-mail and phone', async () => {
    const { form, name, email, phone, company, service, message } = await setup()
    expect(form.noValidate).toBe(false)
    expect([name.required, email.required, message.required]).toEqual([true, true, true])
    expect([phone.required, company.required, service.required]).toEqual([false, false, false])
    expect(email.type).toBe('email')
    expect(phone.type).toBe('tel')
    expect(message.rows).toBe(5)
  })

  it('starts the service list on the disabled placeholder, followed by the five services', async () => {
    const { service } = await setup()
    const options = [...service.options]
    expect(options.map((o) => o.textContent)).toEqual(['Select a service', ...SERVICES])
    expect(options[0]?.disabled).toBe(true)
    expect(options[0]?.value).toBe('')
    expect(service.value).toBe('')
    expect(options[0]?.selected).toBe(true)
  })

  it('does not submit while a required field is empty, and shows no custom message', async () => {
    const s = await setup()
    await s.user.type(s.email, 'marcus@northwind.io')
    await s.user.click(s.submit)
    expect(log).not.toHaveBeenCalled()
    expect(screen.queryByText(SUCCESS)).toBeNull()
    expect(s.email.value).toBe('marcus@northwind.io')
  })

  it('shows the thank-you box, then after 5000 ms hides it, clears the fields and returns to the placeholder', async () => {
    const s = await setup()
    await fill(s)
    // Fake timers only from the submit on: user-event's own pauses need the real clock.
    vi.useFakeTimers()
    fireEvent.click(s.submit)
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[1]).toEqual({
      name: 'Marcus Reyes',
      email: 'marcus@northwind.io',
      phone: '+1 512 555 0199',
      company: 'Northwind Logistics',
      service: 'Digital Transformation',
      message: 'We are planning an ERP migration next year.',
    })
    expect(within(screen.getByRole('status')).getByText(SUCCESS)).toBeTruthy()
    expect(s.name.value).toBe('Marcus Reyes')

    expect(timing.contactResetMs).toBe(5000)
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.queryByText(SUCCESS)).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText(SUCCESS)).toBeNull()
    expect([s.name.value, s.email.value, s.phone.value, s.company.value, s.message.value]).toEqual(['', '', '', '', ''])
    expect(s.service.value).toBe('')
    expect(s.service.options[0]?.selected).toBe(true)
  })

  it('sends the same message once: while the box shows, its button waits for a change', async () => {
    const s = await setup()
    await fill(s)
    vi.useFakeTimers()
    fireEvent.click(s.submit)
    expect(s.submit.hasAttribute('disabled')).toBe(true)
    fireEvent.click(s.submit)
    fireEvent.click(s.submit)
    expect(log).toHaveBeenCalledTimes(1)
    fireEvent.change(s.message, { target: { value: 'And a second question.' } })
    expect(s.submit.hasAttribute('disabled')).toBe(false)
  })

  it('keeps what was typed after the send: the reset clears only what was sent', async () => {
    const s = await setup()
    await fill(s)
    vi.useFakeTimers()
    fireEvent.click(s.submit)
    act(() => vi.advanceTimersByTime(1500))
    fireEvent.change(s.name, { target: { value: 'Dana Whitfield' } })
    fireEvent.change(s.message, { target: { value: 'A second person, a second question.' } })
    act(() => vi.advanceTimersByTime(3500))
    expect(screen.queryByText(SUCCESS)).toBeNull()
    expect([s.name.value, s.email.value, s.phone.value, s.company.value, s.message.value]).toEqual([
      'Dana Whitfield',
      '',
      '',
      '',
      'A second person, a second question.',
    ])
    expect(s.service.value).toBe('')
  })

  it('counts the 5000 ms again from a second message sent while the box shows', async () => {
    const s = await setup()
    await fill(s)
    vi.useFakeTimers()
    fireEvent.click(s.submit)
    act(() => vi.advanceTimersByTime(3000))
    fireEvent.change(s.message, { target: { value: 'And a second question.' } })
    fireEvent.click(s.submit)
    expect(log).toHaveBeenCalledTimes(2)
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.queryByText(SUCCESS)).not.toBeNull()
    expect(s.name.value).toBe('Marcus Reyes')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText(SUCCESS)).toBeNull()
    expect(s.name.value).toBe('')
  })

  it('lists the office address with a maps link, e-mail, phone, hours, the professional network and a lazy map', async () => {
    await setup()
    const region = screen.getByRole('region', { name: section.heading! })
    const s = within(region)
    expect(s.getByText(company.address.street, { exact: false })).toBeTruthy()
    expect(
      s.getByText(`${company.address.city}, ${company.address.region} ${company.address.postalCode}`, { exact: false }),
    ).toBeTruthy()
    expect(s.getByRole('link', { name: /Get directions/ }).getAttribute('href')).toBe(company.mapUrl)
    expect(s.getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`)
    expect(s.getByRole('link', { name: company.phone }).getAttribute('href')).toBe(
      `tel:${company.phone.replace(/[^\d+]/g, '')}`,
    )
    expect(s.getByText('Monday–Friday 9AM–6PM')).toBeTruthy()
    expect(s.getByText('Saturday–Sunday closed')).toBeTruthy()
    expect(s.getByRole('link', { name: new RegExp(company.professionalNetwork.label) }).getAttribute('href')).toBe(
      company.professionalNetwork.to,
    )
    const map = region.querySelector('iframe')!
    expect(map.getAttribute('title')).toMatch(/^Map of our office/)
    expect(map.getAttribute('loading')).toBe('lazy')
    expect(map.getAttribute('src')).toBe(company.mapEmbedUrl)
  })
})
