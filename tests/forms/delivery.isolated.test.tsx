import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import type { FormsSettings } from '../../src/content/schema/site.ts'
import { failureMessage } from '../../src/forms/failure-message.ts'
import { NEWSLETTER_FLAG } from '../../src/forms/NewsletterForm.tsx'
import { ContactSection } from './contact-section.tsx'
import { JobDetail } from '../../src/sections/jobDetail/JobDetail.tsx'
import { Newsletter } from '../../src/sections/newsletter/Newsletter.tsx'
import { testSite } from '../helpers/render.tsx'
import { sectionOf } from './section-of.ts'
import { ENDPOINT, holdFetch, pdf, renderWithForms, siteWith, stubFetch } from './with-forms.tsx'
import { JANE_DOE } from '../helpers/applicant.ts'

const consultation = sectionOf('/', 'contactForm')
const contact = sectionOf('/contact', 'contactForm')
const newsletter = sectionOf('/insights', 'newsletter')
const JOB_PATH = '/careers/apply/senior-software-engineer'
const application = sectionOf(JOB_PATH, 'jobDetail')
const ALERT = 'Thank you for your application! We will contact you soon.'
const { company } = testSite()
const endpoint: FormsSettings = { delivery: 'endpoint', endpoint: ENDPOINT }
const server: FormsSettings = { delivery: 'server' }

let log: ReturnType<typeof vi.spyOn>
let alert: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** The JSON body of a fetch call. */
const jsonBody = (fetch: { mock: { calls: [string, RequestInit][] } }, call = 0) =>
  JSON.parse(fetch.mock.calls[call]![1].body as string) as Record<string, string>

/** Lets pending promises (the resume's content check) settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

async function fillConsultation(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: consultation.formHeading })
  const f = within(form)
  await user.type(f.getByRole('textbox', { name: /^Name/ }), 'Dana Whitfield')
  await user.type(f.getByRole('textbox', { name: /^Email/ }), 'dana@lonestarhealth.com')
  await user.type(f.getByRole('textbox', { name: 'Phone' }), '512-555-0100')
  await user.type(f.getByRole('textbox', { name: 'Company' }), 'Lone Star Health')
  await user.selectOptions(f.getByRole('combobox', { name: /^Service/ }), 'Managed IT Services')
  await user.type(f.getByRole('textbox', { name: /^Message/ }), 'We need help with our help desk.')
  await user.click(f.getByRole('checkbox'))
  return { form, f }
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: contact.formHeading })
  const f = within(form)
  await user.type(f.getByRole('textbox', { name: /^Full Name/ }), 'Marcus Reyes')
  await user.type(f.getByRole('textbox', { name: /^Email Address/ }), 'marcus@northwind.io')
  await user.selectOptions(f.getByRole('combobox', { name: 'Service of Interest' }), 'Digital Transformation')
  await user.type(f.getByRole('textbox', { name: /^Message/ }), 'We are planning an ERP migration next year.')
  return { form, f }
}

async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: application.formHeading })
  const f = within(form)
  await user.type(f.getByRole('textbox', { name: /^First Name/ }), 'Jane')
  await user.type(f.getByRole('textbox', { name: /^Last Name/ }), 'Doe')
  await user.type(f.getByRole('textbox', { name: /^Email/ }), 'jane.doe@example.com')
  await user.type(f.getByRole('textbox', { name: 'Phone' }), '512-555-0100')
  await user.type(f.getByRole('textbox', { name: 'LinkedIn Profile' }), 'https://www.linkedin.com/in/jane-doe')
  await user.upload(f.getByLabelText(/^Resume \(PDF\)/), pdf())
  await user.type(f.getByRole('textbox', { name: 'Cover Letter' }), 'I have led platform teams for eight years.')
  await user.selectOptions(f.getByRole('combobox', { name: 'Years of Experience' }), '5-10')
  await user.selectOptions(f.getByRole('combobox', { name: 'How did you hear about us?' }), 'LinkedIn')
  await settle()
  return { form, f }
}

const APPLICATION_FIELDS = {
  form: 'application',
  job: application.job.title,
  ...JANE_DOE,
}

describe('delivery: endpoint', { timeout: 20_000 }, () => {
  it('contact page: one request at a time, "Sending…" on a disabled button, then the thank-you box', async () => {
    const { fetch, release } = holdFetch()
    const user = userEvent.setup()
    await renderWithForms(contact, endpoint, '/contact')
    const { form, f } = await fillContact(user)
    await user.click(f.getByRole('button', { name: contact.submitLabel }))

    const sending = f.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement
    expect(sending.disabled).toBe(true)
    fireEvent.submit(form) // Enter in a field while the first request is on its way
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    fireEvent.submit(form)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![0]).toBe(ENDPOINT)
    expect(jsonBody(fetch)).toEqual({
      form: 'contact',
      name: 'Marcus Reyes',
      email: 'marcus@northwind.io',
      phone: '',
      company: '',
      service: 'Digital Transformation',
      message: 'We are planning an ERP migration next year.',
    })
    expect(screen.queryByText(contact.successMessage)).toBeNull()

    await act(async () => release(200))
    expect(within(screen.getByRole('status')).getByText(contact.successMessage)).toBeTruthy()
    // The message sent is not sent twice: the button waits for a change while the box shows.
    expect((f.getByRole('button', { name: contact.submitLabel }) as HTMLButtonElement).disabled).toBe(true)
    expect(log).not.toHaveBeenCalled()
  })

  it('home: a refused submission shows the error under the form and Retry; every value stays; Retry delivers', async () => {
    const fetch = stubFetch(500, 200)
    const user = userEvent.setup()
    await renderWithForms(consultation, endpoint)
    const { form, f } = await fillConsultation(user)
    const submit = f.getByRole('button', { name: consultation.submitLabel })
    await user.click(submit)

    const error = await f.findByRole('alert')
    expect(error.textContent).toBe(failureMessage({ kind: 'status', status: 500 }, 'message', company.email))
    expect(submit.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const retry = f.getByRole('button', { name: 'Retry' })
    expect(document.activeElement).toBe(retry)
    expect(f.queryByText('Thank You!')).toBeNull()
    const kept = () =>
      [...form.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea')].map((el) =>
        el.type === 'checkbox' ? el.checked : el.value,
      )
    expect(kept()).toEqual([
      '',
      'Dana Whitfield',
      'dana@lonestarhealth.com',
      '512-555-0100',
      'Lone Star Health',
      'Managed IT Services',
      'We need help with our help desk.',
      true,
    ]) // the first is the honeypot, left empty

    await user.click(retry)
    await f.findByRole('heading', { name: 'Thank You!' })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(jsonBody(fetch, 1)).toEqual(jsonBody(fetch, 0))
    expect(jsonBody(fetch, 1)).toEqual({
      form: 'consultation',
      name: 'Dana Whitfield',
      email: 'dana@lonestarhealth.com',
      phone: '512-555-0100',
      company: 'Lone Star Health',
      service: 'Managed IT Services',
      message: 'We need help with our help desk.',
      consent: 'yes',
    })
    expect(f.queryByRole('alert')).toBeNull()
    expect(kept()).toEqual(['', '', '', '', '', consultation.serviceOptions[0], '', false])
  })

  it('newsletter: a network failure keeps the address; Retry subscribes for the session', async () => {
    const fetch = stubFetch('network', 200)
    const user = userEvent.setup()
    await renderWithForms(newsletter, endpoint, '/insights')
    const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement
    await user.type(email, 'reader@example.com')
    await user.click(screen.getByRole('button', { name: newsletter.buttonLabel }))

    expect((await screen.findByRole('alert')).textContent).toBe(failureMessage({ kind: 'network' }, 'sign-up'))
    expect(email.value).toBe('reader@example.com')
    expect(sessionStorage.getItem(NEWSLETTER_FLAG)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText(newsletter.successMessage)
    expect(jsonBody(fetch, 1)).toEqual({ form: 'newsletter', email: 'reader@example.com' })
    expect(sessionStorage.getItem(NEWSLETTER_FLAG)).toBe('1')
  })

  it('job page: every value and the resume bytes go as multipart; then the alert and /careers', async () => {
    const { fetch, release } = holdFetch()
    const user = userEvent.setup()
    await renderWithForms(application, endpoint, JOB_PATH)
    const { form, f } = await fillApplication(user)
    fireEvent.submit(form) // jsdom cannot see user-event's file, so its own check would block; a browser submits here
    expect(f.getByRole('button', { name: 'Sending…' })).toBeTruthy()
    expect(alert).not.toHaveBeenCalled()

    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(ENDPOINT)
    expect(new Headers(init.headers).get('Accept')).toBe('application/json')
    const body = init.body as FormData
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'resume'))).toEqual(APPLICATION_FIELDS)
    const resume = body.get('resume') as File
    expect([resume.name, await resume.text()]).toEqual(['jane-doe-resume.pdf', '%PDF-1.7\n%%EOF\n'])

    await act(async () => release(200))
    expect(alert).toHaveBeenCalledExactlyOnceWith(ALERT)
    expect(screen.getByText('Now at /careers')).toBeTruthy()
    expect(log).not.toHaveBeenCalled()
  })

  it('job page: no answer within the timeout shows the error; every value and the resume stay for the next try', async () => {
    const fetch = stubFetch('hang', 200)
    const user = userEvent.setup()
    await renderWithForms(application, { ...endpoint, timeoutSeconds: 1 }, JOB_PATH)
    const { form, f } = await fillApplication(user)
    fireEvent.submit(form)

    const error = await f.findByRole('alert', {}, { timeout: 3000 })
    expect(error.textContent).toBe(failureMessage({ kind: 'timeout', seconds: 1 }, 'application'))
    expect((fetch.mock.calls[0]![1].signal as AbortSignal).aborted).toBe(true)
    expect((f.getByRole('textbox', { name: 'Cover Letter' }) as HTMLTextAreaElement).value).toBe(
      'I have led platform teams for eight years.',
    )
    expect((f.getByRole('combobox', { name: 'Years of Experience' }) as HTMLSelectElement).value).toBe('5-10')
    expect(alert).not.toHaveBeenCalled()

    fireEvent.submit(form) // what Retry does once the browser's checks pass
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith(ALERT))
    const body = fetch.mock.calls[1]![1].body as FormData
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'resume'))).toEqual(APPLICATION_FIELDS)
    expect(await (body.get('resume') as File).text()).toBe('%PDF-1.7\n%%EOF\n')
  })

  it('a filled honeypot shows the success state and sends nothing', async () => {
    const fetch = stubFetch(200)
    const user = userEvent.setup()
    await renderWithForms(contact, endpoint, '/contact')
    const { form, f } = await fillContact(user)
    form.querySelector<HTMLInputElement>('input[name="_gotcha"]')!.value = 'https://spam.example'
    await user.click(f.getByRole('button', { name: contact.submitLabel }))
    expect(within(screen.getByRole('status')).getByText(contact.successMessage)).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('the honeypot is out of reach for people: hidden from assistive technology, out of the tab order', async () => {
    const user = userEvent.setup()
    await renderWithForms(consultation, endpoint)
    const form = screen.getByRole('form', { name: consultation.formHeading })
    const trap = form.querySelector<HTMLInputElement>('input[name="_gotcha"]')!
    expect(trap.tabIndex).toBe(-1)
    expect(trap.autocomplete).toBe('off')
    expect(trap.closest('[aria-hidden="true"]')?.className).toBe('form-honeypot')
    expect(within(form).queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull()
    const visited: Element[] = []
    for (let i = 0; i < 10; i++) {
      await user.tab()
      visited.push(document.activeElement!)
    }
    expect(visited).not.toContain(trap)
  })

  it('has no axe violations while it shows an error', async () => {
    stubFetch(503)
    const user = userEvent.setup()
    const { container } = await renderWithForms(consultation, endpoint)
    await fillConsultation(user)
    await user.click(screen.getByRole('button', { name: consultation.submitLabel }))
    await screen.findByRole('alert')
    const result = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})

describe("delivery: server (the site's own server)", { timeout: 20_000 }, () => {
  it('contact: JSON to /_forms/contact with how long the form was shown; then the same thank-you box', async () => {
    const fetch = stubFetch(200)
    const user = userEvent.setup()
    await renderWithForms(contact, server, '/contact')
    const { f } = await fillContact(user)
    await user.click(f.getByRole('button', { name: contact.submitLabel }))
    expect(within(await screen.findByRole('status')).getByText(contact.successMessage)).toBeTruthy()
    expect(fetch.mock.calls[0]![0]).toBe('/_forms/contact')
    const { _elapsed, ...fields } = jsonBody(fetch)
    expect(fields).toEqual({
      form: 'contact',
      name: 'Marcus Reyes',
      email: 'marcus@northwind.io',
      phone: '',
      company: '',
      service: 'Digital Transformation',
      message: 'We are planning an ERP migration next year.',
    })
    // Typing takes user-event some milliseconds at least: a real duration, not a constant.
    expect(Number(_elapsed)).toBeGreaterThan(0)
  })

  it("job page: the job's id and the talent-pool consent, unticked unless ticked, go with the resume", async () => {
    const fetch = stubFetch(200, 200)
    const user = userEvent.setup()
    await renderWithForms(application, server, JOB_PATH)
    const { form, f } = await fillApplication(user)
    const pool = f.getByRole('checkbox', { name: /consider me for other jobs/ }) as HTMLInputElement
    expect(pool.checked).toBe(false)
    fireEvent.submit(form)
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith(ALERT))
    const body = fetch.mock.calls[0]![1].body as FormData
    expect(fetch.mock.calls[0]![0]).toBe('/_forms/application')
    expect(Object.fromEntries([...body.entries()].filter(([name]) => !['resume', '_elapsed'].includes(name)))).toEqual({
      ...APPLICATION_FIELDS,
      jobId: application.job.id,
      talentPool: 'no',
    })
    expect(Number(body.get('_elapsed'))).toBeGreaterThan(0)
    expect(await (body.get('resume') as File).text()).toBe('%PDF-1.7\n%%EOF\n')
  })

  it('job page: a ticked talent-pool box is sent as yes', async () => {
    const fetch = stubFetch(200)
    const user = userEvent.setup()
    await renderWithForms(application, server, JOB_PATH)
    const { form, f } = await fillApplication(user)
    await user.click(f.getByRole('checkbox', { name: /consider me for other jobs/ }))
    fireEvent.submit(form)
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect((fetch.mock.calls[0]![1].body as FormData).get('talentPool')).toBe('yes')
  })

  it('the job form with its talent-pool box and privacy note has no axe violations', async () => {
    const { container } = await renderWithForms(application, server, JOB_PATH)
    const result = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })

  it("a refusal of what was typed shows the server's words, focused, and no Retry; every value stays", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response('{"ok":false,"message":"Please fill in your e-mail address."}', { status: 400 })),
      ),
    )
    const user = userEvent.setup()
    await renderWithForms(newsletter, server, '/insights')
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com')
    await user.click(screen.getByRole('button', { name: newsletter.buttonLabel }))
    const said = await screen.findByRole('alert')
    expect(said.textContent).toBe(
      'Your sign-up was not sent. Please fill in your e-mail address. Everything you entered is still here.',
    )
    // Sending the same again cannot work: the words say what to change, and the button sends it then.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(said))
    expect((screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe(
      'reader@example.com',
    )
  })

  it('a refusal for too many sign-ups keeps Retry, since the same can be sent later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('{"ok":false,"message":"Too many forms from here: wait a minute."}', { status: 429 }),
        ),
      ),
    )
    const user = userEvent.setup()
    await renderWithForms(newsletter, server, '/insights')
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com')
    await user.click(screen.getByRole('button', { name: newsletter.buttonLabel }))
    await screen.findByRole('alert')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retry' })))
  })
})

describe('pre-rendered markup', { timeout: 20_000 }, () => {
  const forms: [string, string, () => ReactElement][] = [
    ['consultation', '/', () => <ContactSection {...consultation} />],
    ['contact', '/contact', () => <ContactSection {...contact} />],
    ['newsletter', '/insights', () => <Newsletter {...newsletter} />],
    ['application', JOB_PATH, () => <JobDetail {...application} />],
  ]
  const rendered = (ui: ReactElement, path: string, settings: FormsSettings, lang?: string) => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <SiteProvider value={{ ...siteWith(settings), ...(lang ? { lang } : {}) }}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SiteProvider>,
    )
    return container.querySelector('form')!
  }

  it.each(forms)('netlify: the %s form carries Netlify’s attributes, form-name and the honeypot', (name, path, ui) => {
    const form = rendered(ui(), path, { delivery: 'netlify' })
    expect(form.getAttribute('name')).toBe(name)
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('data-netlify')).toBe('true')
    expect(form.getAttribute('netlify-honeypot')).toBe('bot-field')
    expect(form.querySelector<HTMLInputElement>('input[type=hidden][name="form-name"]')?.value).toBe(name)
    expect(form.querySelectorAll('input[name="bot-field"]')).toHaveLength(1)
    expect(form.getAttribute('enctype')).toBe(name === 'application' ? 'multipart/form-data' : null)
    if (name === 'application')
      expect(form.querySelector<HTMLInputElement>('input[type=hidden][name="job"]')?.value).toBe(application.job.title)
  })

  it.each(forms)('endpoint: the %s form posts to the endpoint without JavaScript too', (name, path, ui) => {
    const form = rendered(ui(), path, endpoint)
    expect([form.getAttribute('name'), form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      name,
      'post',
      ENDPOINT,
    ])
    expect(form.hasAttribute('data-netlify')).toBe(false)
    expect(form.querySelector('input[name="form-name"]')).toBeNull()
    expect(form.querySelectorAll('input[name="_gotcha"]')).toHaveLength(1) // Formspree's honeypot name
  })

  it.each(forms)(
    'server: the %s form posts to /_forms/<form> without JavaScript too, with the privacy note under it',
    (name, path, ui) => {
      const form = rendered(ui(), path, server)
      expect([form.getAttribute('name'), form.getAttribute('method'), form.getAttribute('action')]).toEqual([
        name,
        'post',
        `/_forms/${name}`,
      ])
      expect(form.getAttribute('enctype')).toBe(name === 'application' ? 'multipart/form-data' : null)
      expect(form.querySelector('button[type=submit]')!.hasAttribute('disabled')).toBe(false)
      expect(form.querySelector('noscript')).toBeNull()
      expect(form.querySelectorAll('input[name="_gotcha"]')).toHaveLength(1)
      expect(form.querySelector('.form-privacy')?.textContent).toMatch(
        name === 'newsletter' ? /until you unsubscribe/ : /link that withdraws and deletes it at once\.$/,
      )
      const pool = form.querySelector<HTMLInputElement>('input[name="talentPool"]')
      if (name !== 'application') return expect(pool).toBeNull()
      expect([pool?.type, pool?.value, pool?.checked]).toEqual(['checkbox', 'yes', false])
      expect(form.querySelector<HTMLInputElement>('input[type=hidden][name="jobId"]')?.value).toBe(application.job.id)
      expect(form.querySelector('.form-privacy')?.textContent).toBe(
        'We keep your application for 180 days after our last step on it, then delete it. If you tick the talent pool box, we keep it for 2 years from today to consider you for other jobs. The e-mail confirming it has a link that withdraws and deletes it at once.',
      )
    },
  )

  it.each(forms)(
    'server: the %s form on a page in another language posts with it, so the server answers in it',
    (name, path, ui) => {
      expect(rendered(ui(), path, server, 'es').getAttribute('action')).toBe(`/_forms/${name}?lang=es`)
      expect(rendered(ui(), path, endpoint, 'es').getAttribute('action')).toBe(ENDPOINT)
    },
  )

  it('server: a privacy note from the site file replaces the default', () => {
    const form = rendered(forms[1]![2](), '/contact', {
      delivery: 'server',
      overrides: { contact: { retentionDays: 30, privacyNote: 'We delete messages after 30 days.' } },
    })
    expect(form.querySelector('.form-privacy')?.textContent).toBe('We delete messages after 30 days.')
  })

  it.each(forms)('endpoint: the %s form has no talent-pool box and no privacy note', (_name, path, ui) => {
    const form = rendered(ui(), path, endpoint)
    expect(form.querySelectorAll('input[name="talentPool"], input[name="jobId"], .form-privacy')).toHaveLength(0)
  })

  it.each(forms)(
    'local: the %s form is the spec’s, with no delivery attributes or hidden fields; posted, never in the address',
    (_name, path, ui) => {
      const form = rendered(ui(), path, {})
      for (const attribute of ['name', 'action', 'data-netlify', 'netlify-honeypot', 'enctype'])
        expect(form.hasAttribute(attribute), attribute).toBe(false)
      // Sent before its script runs (or without it), the form would otherwise put what was typed in the address.
      expect(form.getAttribute('method')).toBe('post')
      // Kept in the browser, it sends nothing without its script: its button waits for it, and says why without one.
      expect(form.querySelector('button[type=submit]')!.hasAttribute('disabled')).toBe(true)
      expect(form.querySelector('noscript')!.textContent).toContain(
        'Sending this form needs JavaScript, which is off in this browser: turn it on to send it',
      )
      expect(
        form.querySelectorAll(
          'input[type=hidden], input[name="bot-field"], input[name="_gotcha"], input[name="talentPool"], .form-delivery-error, .form-privacy',
        ),
      ).toHaveLength(0)
    },
  )
})

describe('the sending code', { timeout: 20_000 }, () => {
  it('loads with the first submission; when it cannot load, the visitor reads the network message and can retry', async () => {
    vi.doMock('../../src/forms/send-form.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    try {
      const fetch = stubFetch(200)
      const user = userEvent.setup()
      await renderWithForms(newsletter, endpoint, '/insights')
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com')
      await user.click(screen.getByRole('button', { name: newsletter.buttonLabel }))
      expect((await screen.findByRole('alert')).textContent).toBe(failureMessage({ kind: 'network' }, 'sign-up'))
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      vi.doUnmock('../../src/forms/send-form.ts')
    }
  })
})
