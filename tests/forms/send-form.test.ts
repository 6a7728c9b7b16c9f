import { afterEach, describe, expect, it, vi } from 'vitest'
import { failureMessage } from '../../src/forms/failure-message.ts'
import { sendForm } from '../../src/forms/send-form.ts'
import { ENDPOINT, pdf, stubFetch } from './with-forms.tsx'

const netlify = { mode: 'netlify', timeoutMs: 15000 } as const
const endpoint = { mode: 'endpoint', endpoint: ENDPOINT, timeoutMs: 15000 } as const
const fields = { name: 'Jane Doe', email: 'jane@example.com', message: 'Two SAP consultants & a PM, please.' }

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The URL and request options of the one fetch call. */
function request(fetch: ReturnType<typeof stubFetch>) {
  expect(fetch).toHaveBeenCalledTimes(1)
  const [url, init] = fetch.mock.calls[0]!
  return { url, init, headers: new Headers(init.headers) }
}

describe('sendForm', () => {
  it('Netlify: POST / urlencoded, with form-name first', async () => {
    const fetch = stubFetch(200)
    expect(await sendForm(netlify, { form: 'contact', fields })).toBeNull()
    const { url, init, headers } = request(fetch)
    expect(url).toBe('/')
    expect(init.method).toBe('POST')
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded')
    expect(init.body).toBe(
      'form-name=contact&name=Jane+Doe&email=jane%40example.com&message=Two+SAP+consultants+%26+a+PM%2C+please.',
    )
  })

  it('Netlify with a resume: multipart (the browser sets its boundary), the file under its field name', async () => {
    const fetch = stubFetch(200)
    expect(
      await sendForm(netlify, {
        form: 'application',
        fields: { job: 'DevOps Engineer' },
        file: { name: 'resume', file: pdf() },
      }),
    ).toBeNull()
    const { url, init, headers } = request(fetch)
    expect(url).toBe('/')
    expect(headers.has('Content-Type')).toBe(false)
    const body = init.body as FormData
    expect(body.get('form-name')).toBe('application')
    expect(body.get('job')).toBe('DevOps Engineer')
    const file = body.get('resume') as File
    expect([file.name, file.type, await file.text()]).toEqual([
      'jane-doe-resume.pdf',
      'application/pdf',
      '%PDF-1.7\n%%EOF\n',
    ])
  })

  it('endpoint: POST JSON with Accept: application/json and the form name', async () => {
    const fetch = stubFetch(200)
    expect(await sendForm(endpoint, { form: 'consultation', fields })).toBeNull()
    const { url, init, headers } = request(fetch)
    expect(url).toBe(ENDPOINT)
    expect(init.method).toBe('POST')
    expect(headers.get('Accept')).toBe('application/json')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(init.body as string)).toEqual({ form: 'consultation', ...fields })
  })

  it('endpoint with a resume: multipart with Accept: application/json', async () => {
    const fetch = stubFetch(201)
    expect(
      await sendForm(endpoint, {
        form: 'application',
        fields: { firstName: 'Jane' },
        file: { name: 'resume', file: pdf() },
      }),
    ).toBeNull()
    const { init, headers } = request(fetch)
    expect(headers.get('Accept')).toBe('application/json')
    expect(headers.has('Content-Type')).toBe(false)
    const body = init.body as FormData
    expect([body.get('form'), body.get('firstName'), (body.get('resume') as File).name]).toEqual([
      'application',
      'Jane',
      'jane-doe-resume.pdf',
    ])
  })

  it('any 2xx is delivered; another status fails with that status', async () => {
    stubFetch(204)
    expect(await sendForm(endpoint, { form: 'newsletter', fields: { email: 'a@b.co' } })).toBeNull()
    stubFetch(500)
    expect(await sendForm(endpoint, { form: 'newsletter', fields: {} })).toEqual({
      kind: 'status',
      status: 500,
    })
    stubFetch(302)
    expect(await sendForm(endpoint, { form: 'newsletter', fields: {} })).toEqual({
      kind: 'status',
      status: 302,
    })
  })

  it("the site's own server: POST to /_forms/<form>; a refusal carries its words, another host's does not", async () => {
    const server = { mode: 'server', endpoint: '/_forms/contact', timeoutMs: 15000 } as const
    const refuse = (status: number, body: string) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }))),
      )
    const fetch = stubFetch(200)
    expect(await sendForm(server, { form: 'contact', fields })).toBeNull()
    expect(request(fetch).url).toBe('/_forms/contact')
    expect(request(fetch).headers.get('Accept')).toBe('application/json')
    refuse(400, '{"ok":false,"message":"Please fill in your name."}')
    expect(await sendForm(server, { form: 'contact', fields })).toEqual({
      kind: 'status',
      status: 400,
      message: 'Please fill in your name.',
    })
    refuse(400, '{"ok":false,"message":"Please fill in your name."}')
    expect(await sendForm(endpoint, { form: 'contact', fields })).toEqual({ kind: 'status', status: 400 })
    refuse(502, '<html>Bad gateway</html>')
    expect(await sendForm(server, { form: 'contact', fields })).toEqual({ kind: 'status', status: 502 })
    refuse(413, 'not json')
    expect(await sendForm(server, { form: 'contact', fields })).toEqual({ kind: 'status', status: 413 })
  })

  it('a network error fails as such', async () => {
    stubFetch('network')
    expect(await sendForm(netlify, { form: 'contact', fields })).toEqual({ kind: 'network' })
  })

  it('gives up after the timeout, aborting the request', async () => {
    vi.useFakeTimers()
    const fetch = stubFetch('hang')
    const sent = sendForm(endpoint, { form: 'contact', fields })
    await vi.advanceTimersByTimeAsync(14_999)
    expect(request(fetch).init.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await sent).toEqual({ kind: 'timeout', seconds: 15 })
    expect(request(fetch).init.signal?.aborted).toBe(true)
  })
})

describe('failureMessage', () => {
  it('says what happened, what to do, and that nothing typed is lost', () => {
    expect(failureMessage({ kind: 'network' }, 'message')).toBe(
      'Your message was not sent: we could not reach our server. Check your internet connection, then press Retry. Everything you entered is still here.',
    )
    expect(failureMessage({ kind: 'timeout', seconds: 15 }, 'application')).toBe(
      'Our server did not answer within 15 seconds, so your application may not have arrived. Press Retry to send it again. Everything you entered is still here.',
    )
    expect(failureMessage({ kind: 'status', status: 500 }, 'sign-up', 'info@example.com')).toBe(
      'Our server could not accept your sign-up just now (code 500), so it was not sent. Press Retry to try again, or email us at info@example.com. Everything you entered is still here.',
    )
    expect(failureMessage({ kind: 'status', status: 503 }, 'message')).not.toMatch(/email us|Error/)
    expect(failureMessage({ kind: 'status', status: 400, message: 'Please fill in your name.' }, 'message')).toBe(
      'Your message was not sent. Please fill in your name. Everything you entered is still here.',
    )
  })
})
