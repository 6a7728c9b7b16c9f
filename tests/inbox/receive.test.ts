// @vitest-environment node
/**
 * Receiving the forms on the live server's public port (src/inbox/inbox.ts): each form as JSON, multipart and a
 * native post; every refusal, with nothing kept; the honeypot, the time trap and the rate limit; the résumé checked
 * by its bytes; hostile text kept as text; the withdraw link; the retention sweep with an injected clock, and the
 * résumé files a stopped server left.
 */
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { FormName } from '../../src/content/schema/site.ts'
import { en } from '../../src/ui/words/en.ts'
import type { InboxOptions } from '../../src/inbox/inbox.ts'
import type { Entry, Folder } from '../../src/inbox/types.ts'
import { applicationForm, pdfBytes, serveInbox, testSettings } from '../helpers/inbox-server.ts'
import { JANE_DOE } from '../helpers/applicant.ts'

const root = mkdtempSync(join(tmpdir(), 'inbox-receive-'))
let served: Awaited<ReturnType<typeof serveInbox>> | undefined
let folders = 0

afterEach(async () => {
  await served?.close()
  served = undefined
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const DAY = 86_400_000
const T0 = Date.parse('2026-11-25T09:00:00Z')

async function start(options: Partial<InboxOptions> = {}) {
  const dir = join(root, `inbox-${++folders}`)
  served = await serveInbox({ dir, ...options })
  return { ...served, dir }
}

const json = { Accept: 'application/json', 'Content-Type': 'application/json' }

/** POSTs `body` to /_forms/<form> (JSON when it is an object); the answer's status, headers and text. */
async function post(form: string, body: unknown, headers: Record<string, string> = { ...json }) {
  const res = await fetch(`${served!.origin}/_forms/${form}`, {
    method: 'POST',
    headers,
    body:
      body instanceof FormData || body instanceof URLSearchParams || typeof body === 'string'
        ? body
        : JSON.stringify(body),
  })
  return { status: res.status, headers: res.headers, text: await res.text() }
}

async function entries(
  folder: Folder = 'inbox',
  forms: FormName[] = ['consultation', 'contact', 'newsletter', 'application'],
) {
  return (await served!.inbox.store.list({ forms, folder })).entries
}

/** Every stored résumé file. */
const storedFiles = (dir: string) => readdirSync(join(dir, 'files'))

const CONTACT = {
  name: 'Marcus Reyes',
  email: 'Marcus@Northwind.io',
  message: 'An ERP migration next year.',
  _elapsed: '30000',
}

describe('receiving the forms', { timeout: 30_000 }, () => {
  it('stores each form sent as JSON, answers { ok: true }, and queues its notification and confirmation', async () => {
    await start()
    const sent: Record<Exclude<FormName, 'application'>, Record<string, string>> = {
      consultation: {
        ...CONTACT,
        phone: '512-555-0100',
        company: 'Northwind',
        service: 'Managed IT Services',
        consent: 'yes',
      },
      contact: { ...CONTACT, service: 'Digital Transformation' },
      newsletter: { email: 'reader@example.com', _elapsed: '8000' },
    }
    for (const [form, fields] of Object.entries(sent)) {
      const answer = await post(form, { form, ...fields })
      expect([answer.status, answer.text]).toEqual([200, '{"ok":true}'])
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    }
    const stored = await entries()
    const [consultation, contact, newsletter] = (['consultation', 'contact', 'newsletter'] as const).map((form) =>
      stored.find((entry) => entry.form === form),
    )
    expect(consultation).toMatchObject({
      form: 'consultation',
      name: 'Marcus Reyes',
      email: 'marcus@northwind.io',
      fields: {
        name: 'Marcus Reyes',
        email: 'Marcus@Northwind.io',
        phone: '512-555-0100',
        company: 'Northwind',
        service: 'Managed IT Services',
        message: 'An ERP migration next year.',
        consent: 'yes',
      },
      folder: 'inbox',
      status: 'new',
      talentPool: false,
    })
    expect(consultation!.expiresAt! - consultation!.createdAt).toBe(365 * DAY)
    expect(contact!.fields).toEqual({
      name: 'Marcus Reyes',
      email: 'Marcus@Northwind.io',
      service: 'Digital Transformation',
      message: 'An ERP migration next year.',
    })
    expect(newsletter).toMatchObject({ form: 'newsletter', name: '', email: 'reader@example.com', expiresAt: null })

    const mails = await served!.inbox.store.dueMail(Date.now(), 50)
    const to = (address: string) => mails.filter((mail) => mail.to === address)
    expect(to('hello@cedar.example').map((mail) => mail.subject)).toEqual([
      'New consultation request',
      'New contact message',
      'New newsletter sign-up',
    ])
    expect(to('marcus@northwind.io').map((mail) => mail.subject)).toEqual([
      'Your message to Cedar Ridge',
      'Your message to Cedar Ridge',
    ])
    expect(to('reader@example.com')).toEqual([]) // the newsletter has no confirmation
    const notice = to('hello@cedar.example')[0]!
    expect(notice.text).toContain(`https://studio.cedar.example/_studio?inbox=${consultation!.id}`)
    expect(notice.text).not.toContain('ERP migration') // what was written stays in the inbox
    expect(notice.text).not.toMatch(/Marcus|northwind/i) // nor who wrote it
    expect(notice.replyTo).toBeUndefined()
    const confirmation = to('marcus@northwind.io')[0]!
    expect(confirmation.text).toMatch(
      new RegExp(`https://www\\.cedar\\.example/_forms/withdraw\\?id=${consultation!.id}&t=[\\w-]{43}\\n`),
    )
    expect(confirmation.text).toContain('We keep your message for 365 days after our last step on it')
  })

  it('stores an application sent as multipart: the résumé on disk, the job by its id, the talent pool', async () => {
    const { dir } = await start({ now: () => T0 })
    const resume = pdfBytes(300_000, 1)
    const answer = await post(
      'application',
      applicationForm({ job: 'A title the visitor made up', talentPool: 'yes' }, resume, 'Jane Doe CV.pdf'),
      { Accept: 'application/json' },
    )
    expect(answer.status).toBe(200)
    const [entry] = await entries()
    expect(entry).toMatchObject({
      form: 'application',
      name: 'Jane Doe',
      job: 'devops-engineer',
      jobTitle: 'DevOps Engineer', // the site's title, not what the post said
      talentPool: true,
      createdAt: T0,
      expiresAt: T0 + 730 * DAY,
      file: { name: 'Jane Doe CV.pdf', type: 'application/pdf', size: 300_000 },
    })
    expect(entry!.fields).toEqual(JANE_DOE)
    const path = served!.inbox.filePath(entry!.file!)!
    expect(path.startsWith(join(dir, 'files'))).toBe(true)
    expect(new Uint8Array(readFileSync(path))).toEqual(resume)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    const mails = await served!.inbox.store.dueMail(T0, 10)
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['hello@cedar.example', 'New application for DevOps Engineer'],
      ['jane.doe@example.com', 'Your application to Cedar Ridge'],
    ])
    expect(mails[0]!.text).toContain('Resume: a PDF of 293 KB, in the inbox')
    expect(mails[0]!.text).not.toContain('Jane')
    expect(mails[1]!.text).toContain('we keep your application for 2 years from today')
    expect(mails[1]!.text).toMatch(/^Hello Jane,\n\nThank you for your application for DevOps Engineer\. /)
    expect(await served!.inbox.store.auditLog(10, 0)).toEqual([
      { at: T0, actor: 'visitor', action: 'receive', entry: entry!.id, detail: 'Received' },
    ])
  })

  it('a native post (urlencoded) gets a plain thank-you page with the security headers; the form’s notify gets the mail', async () => {
    await start({
      settings: () => testSettings({ overrides: { contact: { notify: 'sales@cedar.example' } } }),
      siteHeaders: () => [
        ['Strict-Transport-Security', 'max-age=63072000'],
        ['Content-Security-Policy', "default-src 'self'"],
      ],
    })
    const answer = await post('contact', new URLSearchParams({ ...CONTACT, _elapsed: '' }), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Referer: `${served!.origin}/contact?from=menu`,
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.text).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(answer.text).toContain('<title>Thank you | Cedar Ridge</title>')
    expect(answer.text).toContain('<h1>Thank you, Marcus Reyes</h1>')
    expect(answer.text).toContain('<p>Thank you for your message! Our team will get back to you within 24 hours.</p>')
    expect(answer.text).toContain('<a href="/contact?from=menu">Back to the website</a>')
    expect(answer.text).not.toMatch(/<script/i)
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=63072000',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    })
    const [entry] = await entries()
    expect(entry).toMatchObject({ form: 'contact', folder: 'inbox' }) // no timing field: not trapped
    expect((await served!.inbox.store.dueMail(Date.now(), 10)).map((mail) => mail.to)).toEqual([
      'sales@cedar.example',
      'marcus@northwind.io',
    ])
  })

  it('the consultation’s consent box is kept as yes or no, from a native post (“on”) and from the script alike', async () => {
    await start()
    const form = { ...CONTACT, service: 'Managed IT Services' }
    await post('consultation', new URLSearchParams({ ...form, consent: 'on' }), {
      'Content-Type': 'application/x-www-form-urlencoded',
    })
    await post('consultation', { ...form, email: 'other@northwind.io', consent: 'no' })
    expect((await entries()).map((entry) => [entry.email, entry.fields.consent]).sort()).toEqual([
      ['marcus@northwind.io', 'yes'],
      ['other@northwind.io', 'no'],
    ])
  })

  it('a native multipart application gets the page with the spec’s text and a link to the open positions', async () => {
    await start()
    const form = applicationForm()
    form.delete('_elapsed')
    const answer = await post('application', form, {})
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('<h1>Thank you, Jane</h1>')
    expect(answer.text).toContain('<p>Thank you for your application! We will contact you soon.</p>')
    expect(answer.text).toContain('<a href="/careers">See the open positions</a>')
    expect(await entries()).toHaveLength(1)
  })

  it('the thank-you page links back to a page of this site only, never to another through “//”', async () => {
    await start()
    const answer = await post('contact', new URLSearchParams(CONTACT), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Referer: `${served!.origin}//evil.example/x?y=1`,
    })
    expect(answer.text).toContain('<a href="/evil.example/x?y=1">Back to the website</a>')
  })

  it('keeps a hostile name as text and escapes it on the thank-you page', async () => {
    await start()
    const name = '<img src=x onerror=alert(1)>"&\'</h1><script>alert(2)</script>'
    const answer = await post('contact', new URLSearchParams({ ...CONTACT, name }), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Referer: 'javascript:alert(3)',
    })
    expect(answer.status).toBe(200)
    expect(answer.text).toContain(
      "<h1>Thank you, &lt;img src=x onerror=alert(1)&gt;&quot;&amp;'&lt;/h1&gt;&lt;script&gt;alert(2)&lt;/script&gt;</h1>",
    )
    expect(answer.text).not.toMatch(/<script|<img|javascript:/i)
    expect(answer.text).toContain('<a href="/">Back to the website</a>')
    expect((await entries())[0]).toMatchObject({ name, fields: { name } })
  })
})

describe('refusals: 4xx in words, nothing kept', { timeout: 30_000 }, () => {
  it.each([
    ['a required field is empty', 'contact', { ...CONTACT, name: '  ' }, 400, 'Please fill in your name.'],
    ['no e-mail address', 'newsletter', { email: '' }, 400, 'Please fill in your e-mail address.'],
    [
      'an address that is not one',
      'consultation',
      { ...CONTACT, email: 'marcus at northwind' },
      400,
      'Please check your e-mail address: it should look like name@example.com.',
    ],
    [
      'a field over its limit',
      'contact',
      { ...CONTACT, message: 'x'.repeat(20_001) },
      400,
      'Your message is longer than 20,000 characters: please shorten it.',
    ],
    [
      'no resume',
      'application',
      { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
      400,
      'Please attach your resume as a PDF file.',
    ],
  ])('%s', async (_what, form, body, status, message) => {
    await start()
    const answer = await post(form, body)
    expect([answer.status, JSON.parse(answer.text)]).toEqual([status, { ok: false, message }])
    expect(await entries()).toEqual([])
  })

  it('refuses a body over the limit before reading it all: 413, declared or streamed', async () => {
    const { dir } = await start()
    const big = await post('contact', { ...CONTACT, message: 'x'.repeat(300_000) })
    expect([big.status, JSON.parse(big.text)]).toEqual([
      413,
      { ok: false, message: 'The form is larger than the server takes. Please shorten your message.' },
    ])
    // Chunked, no Content-Length: cut off as soon as it passes the limit (1 MB résumés here), the rest never read.
    const streamed = await new Promise<{ status: number; body: string; written: number }>((done, fail) => {
      const req = request(`${served!.origin}/_forms/application`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'multipart/form-data; boundary=x' },
      })
      let written = 0
      const chunk = Buffer.alloc(64 * 1024, 0x41)
      const pump = () => {
        while (written < 20 * 1024 * 1024 && !req.destroyed) {
          written += chunk.length
          if (!req.write(chunk)) return void req.once('drain', pump)
        }
        req.end()
      }
      req.on('response', (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c))
        res.on('end', () => done({ status: res.statusCode!, body, written }))
      })
      req.on('error', fail)
      pump()
    })
    expect(streamed.status).toBe(413)
    expect(JSON.parse(streamed.body).message).toBe(
      'The form is larger than the server takes: a resume can be at most 1 MB. Please choose a smaller PDF.',
    )
    expect(streamed.written).toBeLessThan(20 * 1024 * 1024)
    expect(await entries()).toEqual([])
    expect(storedFiles(dir)).toEqual([])
  })

  it('refuses a résumé that is named and typed as a PDF but is not one, and one over the site’s size', async () => {
    const { dir } = await start()
    const text = new TextEncoder().encode('Jane Doe, engineer. Word document renamed.')
    const fake = await post('application', applicationForm({}, new Uint8Array(text), 'resume.pdf'), {
      Accept: 'application/json',
    })
    expect([fake.status, JSON.parse(fake.text).message]).toEqual([400, en.forms.resume.notPdfContent])
    const large = await post('application', applicationForm({}, pdfBytes(1024 * 1024 + 10)), {
      Accept: 'application/json',
    })
    expect([large.status, JSON.parse(large.text).message]).toEqual([
      400,
      'This file is 1.0 MB; a resume can be at most 1 MB. Please choose a smaller PDF (saving it again with smaller images usually helps).',
    ])
    expect(await entries()).toEqual([])
    expect(storedFiles(dir)).toEqual([])
  })

  it('refuses a LinkedIn address that is not https, broken bodies, and types no form sends', async () => {
    await start()
    const linkedin = await post('application', applicationForm({ linkedin: 'javascript:alert(1)' }), {
      Accept: 'application/json',
    })
    expect(linkedin.status).toBe(400)
    expect(JSON.parse(linkedin.text).message).toMatch(
      /^Please enter your LinkedIn profile as a full https:\/\/ address/,
    )
    expect((await post('contact', '{"name": ', json)).status).toBe(400)
    expect((await post('contact', '["a"]', json)).status).toBe(400)
    const broken = await post('contact', '--x\r\nnot a part', {
      Accept: 'application/json',
      'Content-Type': 'multipart/form-data; boundary=zz',
    })
    expect([broken.status, JSON.parse(broken.text).message]).toEqual([
      400,
      'The form could not be read: its multipart body is broken. Please send it again.',
    ])
    expect((await post('contact', 'name=x', { Accept: 'application/json', 'Content-Type': 'text/plain' })).status).toBe(
      415,
    )
    expect(await entries()).toEqual([])
  })

  it('a form that does not deliver to the server, an unknown form and a GET are refused', async () => {
    await start({ settings: () => testSettings({ overrides: { newsletter: { delivery: 'local' } } }) })
    const local = await post('newsletter', { email: 'reader@example.com' })
    expect([local.status, JSON.parse(local.text).message]).toEqual([404, 'This form does not send to this server.'])
    expect((await post('careers', { email: 'reader@example.com' })).status).toBe(404)
    const get = await fetch(`${served!.origin}/_forms/contact`)
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST'])
    expect(await get.text()).toContain('<h1>Your message was not sent</h1>')
    expect(await entries()).toEqual([])
  })

  it('a refusal page leads back to the form’s page when the browser named it, else to the website', async () => {
    await start({ settings: () => testSettings() })
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' }
    const long = `name=Jane&email=jane%40example.com&message=${'x'.repeat(20_001)}`
    const named = await post('contact', long, { ...headers, Referer: `${served!.origin}/contact?from=menu` })
    expect(named.text).toMatch(/<a href="\/contact\?from=menu"[^>]*>Back to the form<\/a>/)
    const unnamed = await post('contact', long, headers)
    expect(unnamed.text).toMatch(/<a href="\/"[^>]*>Back to the website<\/a>/)
    // Another site's page is never linked back to.
    const foreign = await post('contact', long, { ...headers, Referer: 'https://evil.example/contact' })
    expect(foreign.text).toMatch(/<a href="\/"[^>]*>Back to the website<\/a>/)
  })
})

describe('spam: answered like anyone, then dropped or held back', { timeout: 30_000 }, () => {
  it('a filled honeypot gets the success answer and nothing is stored', async () => {
    const { dir } = await start()
    const answer = await post('application', applicationForm({ _gotcha: 'https://spam.example' }), {
      Accept: 'application/json',
    })
    expect([answer.status, answer.text]).toEqual([200, '{"ok":true}'])
    expect([...(await entries()), ...(await entries('held'))]).toEqual([])
    expect(storedFiles(dir)).toEqual([])
    expect(await served!.inbox.store.dueMail(Date.now(), 10)).toEqual([])
  })

  it('a form sent under two seconds after it was shown is held back with the reason, without mail, until released', async () => {
    let now = T0
    await start({ now: () => now })
    const answer = await post('contact', { ...CONTACT, _elapsed: '1240' })
    expect([answer.status, answer.text]).toEqual([200, '{"ok":true}'])
    const again = await post('newsletter', { email: 'bot@example.com', _elapsed: 'soon' })
    expect(again.status).toBe(200)
    expect(await entries()).toEqual([])
    // One clock for both: the list's order between them is the ids'.
    const held = (await entries('held', ['contact']))[0]
    const bot = (await entries('held', ['newsletter']))[0]
    expect(held).toMatchObject({
      form: 'contact',
      folder: 'held',
      heldReason: 'Sent 1.2 seconds after the form was shown, faster than a person fills it',
      expiresAt: T0 + 30 * DAY,
    })
    expect(bot!.heldReason).toBe('Its timing field held no time, as only a program sends it')
    expect(await served!.inbox.store.dueMail(now, 10)).toEqual([])
    expect((await served!.inbox.store.auditLog(10, 0)).map((line) => line.detail)).toEqual([
      'Held back: Its timing field held no time, as only a program sends it',
      'Held back: Sent 1.2 seconds after the form was shown, faster than a person fills it',
    ])

    now = T0 + DAY
    // Two people press "Not spam" at the same moment: one lets it in, and its mails are queued once.
    const [first, second] = await Promise.all([
      served!.inbox.release(held!.id, now),
      served!.inbox.release(held!.id, now),
    ])
    const released = (first ?? second) as Entry
    expect([first, second].filter(Boolean)).toHaveLength(1)
    expect(released).toMatchObject({ folder: 'inbox', updatedAt: now, expiresAt: now + 365 * DAY })
    const mails = await served!.inbox.store.dueMail(now, 10)
    expect(mails.map((mail) => mail.to)).toEqual(['hello@cedar.example', 'marcus@northwind.io'])
    expect(mails[1]!.text).toContain(`/_forms/withdraw?id=${held!.id}&t=`)
    // Released once: a later release lets nothing in and queues nothing more.
    expect(await served!.inbox.release(held!.id, now)).toBeUndefined()
    expect(await served!.inbox.store.dueMail(now, 10)).toEqual([]) // the two above are claimed, none is new
  })

  it('over the per-address limit: held back, never refused; X-Forwarded-For counts only behind a trusted proxy', async () => {
    await start({ rateLimit: { count: 2, windowMs: 60_000 }, trustProxy: true })
    const from = (address: string) => ({ ...json, 'X-Forwarded-For': address })
    for (let i = 0; i < 3; i++)
      expect((await post('newsletter', { email: `a${i}@example.com` }, from('203.0.113.5'))).status).toBe(200)
    expect((await post('newsletter', { email: 'b@example.com' }, from('198.51.100.7'))).status).toBe(200)
    expect((await entries()).map((entry) => entry.email).sort()).toEqual([
      'a0@example.com',
      'a1@example.com',
      'b@example.com',
    ])
    expect(await entries('held')).toMatchObject([
      { email: 'a2@example.com', heldReason: 'More than 2 forms sent from one address within a minute' },
    ])
    await served!.close()

    // Without trustProxy the header is the client's own words: every post is 127.0.0.1's.
    await start({ rateLimit: { count: 2, windowMs: 60_000 } })
    for (let i = 0; i < 3; i++) await post('newsletter', { email: `c${i}@example.com` }, from(`192.0.2.${i}`))
    expect((await entries('held')).map((entry) => entry.email)).toEqual(['c2@example.com'])
  })
})

describe("another site's page posting our forms from a visitor's browser", { timeout: 30_000 }, () => {
  it('is refused in words with nothing kept; the site’s own pages and programs are not', async () => {
    await start()
    const host = new URL(served!.origin).host
    const refusal = {
      ok: false,
      message: 'This form can only be sent from this site’s own pages.',
    }
    for (const headers of <Record<string, string>[]>[
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      // Another host of the same domain (a staging server, a subdomain with others' pages).
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://staging.cedar.example' },
      // A browser that sends no Sec-Fetch-Site (plain HTTP): its page's origin is another host.
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
    ]) {
      const refused = await post('contact', { ...CONTACT, email: 'victim@example.org' }, { ...json, ...headers })
      expect([refused.status, JSON.parse(refused.text)]).toEqual([403, refusal])
    }
    expect(await entries()).toEqual([])
    for (const headers of <Record<string, string>[]>[
      { 'Sec-Fetch-Site': 'same-origin', Origin: served!.origin },
      { Origin: `http://${host}` },
      {},
    ])
      expect((await post('newsletter', { email: 'reader@example.com' }, { ...json, ...headers })).status).toBe(200)
    expect((await entries()).length).toBe(3)
  })
})

describe('floods: refused before the body is read, nothing kept', { timeout: 30_000 }, () => {
  it('counts an IPv6 sender by its /64 network: other addresses of it are the same sender', async () => {
    await start({ rateLimit: { count: 2, windowMs: 60_000 }, trustProxy: true })
    const from = (address: string) => ({ ...json, 'X-Forwarded-For': address })
    for (const [i, address] of ['2001:db8:1:2::a', '2001:DB8:1:2:0:0:0:b', '2001:db8:1:2:ffff::c'].entries())
      expect((await post('newsletter', { email: `v${i}@example.com` }, from(address))).status).toBe(200)
    await post('newsletter', { email: 'w@example.com' }, from('2001:db8:1:3::a'))
    expect((await entries()).map((entry) => entry.email).sort()).toEqual([
      'v0@example.com',
      'v1@example.com',
      'w@example.com',
    ])
    expect((await entries('held')).map((entry) => entry.email)).toEqual(['v2@example.com'])
  })

  it('from one address, ten times the rate limit is refused with 429 in words', async () => {
    await start({ rateLimit: { count: 1, windowMs: 60_000 } })
    for (let i = 0; i < 10; i++) expect((await post('newsletter', { email: `n${i}@example.com` })).status).toBe(200)
    const refused = await post('newsletter', { email: 'n10@example.com' })
    expect([refused.status, refused.headers.get('retry-after'), JSON.parse(refused.text)]).toEqual([
      429,
      '60',
      {
        ok: false,
        message:
          'More forms came from your address within a minute than a person sends. Please wait a minute, then send it again.',
      },
    ])
    expect((await entries()).length + (await entries('held')).length).toBe(10)
  })

  const MB = 1024 * 1024
  const body = async (form: FormData) => {
    const request = new Request('http://inbox/', { method: 'POST', body: form })
    return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! }
  }
  /** An application on its way from `address` (a slow connection): its headers are in, its body is not yet. */
  async function slowApplication(address: string, email: string, size: number) {
    const large = await body(applicationForm({ email }, pdfBytes(size)))
    const slow = request(`${served!.origin}/_forms/application`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': large.type,
        'Content-Length': String(large.bytes.length),
        'X-Forwarded-For': address,
        Expect: '100-continue',
      },
    })
    const answered = new Promise<number | 'dropped'>((done) => {
      slow.on('response', (res) => {
        res.resume()
        done(res.statusCode!)
      })
      slow.on('error', () => done('dropped'))
    })
    await new Promise((done) => slow.once('continue', done))
    return { send: () => slow.end(large.bytes), answered }
  }
  const BUSY =
    'The server is busy receiving other forms just now, so nothing was kept. Please send it again in a minute.'
  const from = (address: string, headers: Record<string, string> = json) => ({ ...headers, 'X-Forwarded-For': address })

  it('forms that would hold more bytes at once than the budget are answered 503, the others taken', async () => {
    const { dir } = await start({ receiveBudgetBytes: 1.5 * MB, trustProxy: true })
    const slow = await slowApplication('192.0.2.1', 'slow@example.com', 1_000_000)

    const busy = await post(
      'application',
      applicationForm({}, pdfBytes(600_000)),
      from('192.0.2.2', { Accept: 'application/json' }),
    )
    expect([busy.status, busy.headers.get('retry-after'), JSON.parse(busy.text).message]).toEqual([503, '30', BUSY])
    expect((await post('contact', CONTACT, from('192.0.2.3'))).status).toBe(200) // a small form still fits
    slow.send()
    expect(await slow.answered).toBe(200)
    expect(
      (
        await post(
          'application',
          applicationForm({}, pdfBytes(600_000)),
          from('192.0.2.2', { Accept: 'application/json' }),
        )
      ).status,
    ).toBe(200)
    expect((await entries()).map((entry) => entry.email).sort()).toEqual([
      'jane.doe@example.com',
      'marcus@northwind.io',
      'slow@example.com',
    ])
    expect(storedFiles(dir)).toHaveLength(2)
  })

  it('one address holds at most a quarter of the budget: its slow bodies keep no one else out', async () => {
    await start({ receiveBudgetBytes: 2 * MB, trustProxy: true })
    const slow = await slowApplication('2001:db8:5:5::1', 'slow@example.com', 600_000)
    // More from the same /64 while its first body is on its way: past its quarter (512 KB), refused.
    const again = await post('contact', CONTACT, from('2001:db8:5:5::2'))
    expect([again.status, JSON.parse(again.text).message]).toEqual([503, BUSY])
    expect((await post('contact', CONTACT, from('192.0.2.9'))).status).toBe(200)
    slow.send()
    expect(await slow.answered).toBe(200)
    expect((await post('contact', CONTACT, from('2001:db8:5:5::2'))).status).toBe(200)
  })

  it('a body that stalls is dropped after the idle time, and its part of the budget given back', async () => {
    await start({ receiveBudgetBytes: 1.5 * MB, bodyIdleMs: 300, trustProxy: true })
    const stalled = await slowApplication('192.0.2.1', 'stalled@example.com', 1_000_000)
    expect(await stalled.answered).toBe('dropped')
    const taken = await post(
      'application',
      applicationForm({}, pdfBytes(600_000)),
      from('192.0.2.2', { Accept: 'application/json' }),
    )
    expect(taken.status).toBe(200)
    expect((await entries()).map((entry) => entry.email)).toEqual(['jane.doe@example.com'])
  })
})

describe('the withdraw link', { timeout: 30_000 }, () => {
  async function applied() {
    const started = await start()
    await post('application', applicationForm(), { Accept: 'application/json' })
    const [entry] = await entries()
    const confirmation = (await served!.inbox.store.dueMail(Date.now(), 10)).find((mail) => mail.to === entry!.email)!
    const link = new URL(/https:\S+/.exec(confirmation.text)![0])
    return { ...started, entry: entry!, id: link.searchParams.get('id')!, t: link.searchParams.get('t')! }
  }
  const withdraw = (method: 'GET' | 'POST', id: string, t: string) =>
    method === 'GET'
      ? fetch(`${served!.origin}/_forms/withdraw?id=${encodeURIComponent(id)}&t=${encodeURIComponent(t)}`)
      : fetch(`${served!.origin}/_forms/withdraw`, { method, body: new URLSearchParams({ id, t }) })

  it('GET shows one button and deletes nothing; POST deletes the entry and its file at once and says so', async () => {
    const { entry, id, t } = await applied()
    expect(id).toBe(entry.id)
    const path = served!.inbox.filePath(entry.file!)!
    const page = await withdraw('GET', id, t)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(html).toContain('<h1>Withdraw your application</h1>')
    expect(html).toContain('<form method="post" action="/_forms/withdraw">')
    expect(html).toContain(`<input type="hidden" name="id" value="${id}">`)
    expect(html).toContain('<button type="submit">Withdraw and delete my application</button>')
    expect(await served!.inbox.store.get(id)).toBeDefined()
    expect(existsSync(path)).toBe(true)

    const done = await withdraw('POST', id, t)
    expect(done.status).toBe(200)
    expect(await done.text()).toContain(
      '<p>We deleted your application and your resume at once: nothing of it is left in our inbox.</p>',
    )
    expect(await served!.inbox.store.get(id)).toBeUndefined()
    expect(existsSync(path)).toBe(false)
    expect(await served!.inbox.store.dueMail(Date.now() + 3_600_000, 10)).toEqual([]) // unsent mails go with it
    expect((await served!.inbox.store.auditLog(1, 0))[0]).toMatchObject({
      actor: 'applicant',
      action: 'withdraw',
      entry: id,
    })

    const used = await withdraw('POST', id, t)
    expect([used.status, await used.text()]).toEqual([
      410,
      expect.stringContaining('This submission is already deleted'),
    ])
    expect((await withdraw('GET', id, t)).status).toBe(410)
  })

  it('a forged or cut token is refused in words and deletes nothing', async () => {
    const { id, t } = await applied()
    for (const token of [t.slice(0, -1), `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`, '', 'x'.repeat(43)]) {
      const answer = await withdraw('POST', id, token)
      expect([answer.status, await answer.text()]).toEqual([
        400,
        expect.stringContaining('This withdraw link is not valid'),
      ])
    }
    expect((await withdraw('POST', 'not-an-id', t)).status).toBe(400)
    expect(await served!.inbox.store.get(id)).toBeDefined()
  })

  it('a link signed with another server’s key is refused (the key is made once, 0600, and kept)', async () => {
    const { dir, id, t } = await applied()
    const key = join(dir, 'secret')
    expect(statSync(key).mode & 0o777).toBe(0o600)
    const before = readFileSync(key, 'utf8')
    await served!.close()
    served = await serveInbox({ dir })
    expect(readFileSync(key, 'utf8')).toBe(before)
    expect((await withdraw('GET', id, t)).status).toBe(200) // the same key after a restart
    await served.close()
    const other = join(root, 'other-server')
    served = await serveInbox({ dir: other })
    expect((await withdraw('GET', id, t)).status).toBe(400)
  })
})

describe('retention', { timeout: 30_000 }, () => {
  it('the sweep deletes what is past its retention, with its files, and counts it in the audit log', async () => {
    let now = T0
    const { dir } = await start({ now: () => now })
    await post('application', applicationForm(), { Accept: 'application/json' })
    await post('application', applicationForm({ email: 'pool@example.com', talentPool: 'yes' }), {
      Accept: 'application/json',
    })
    await post('contact', CONTACT)
    await post('newsletter', { email: 'reader@example.com', _elapsed: '9000' })
    expect(storedFiles(dir)).toHaveLength(2)

    now = T0 + 180 * DAY - 1
    expect(await served!.inbox.sweep()).toBe(0)
    now = T0 + 180 * DAY
    expect(await served!.inbox.sweep()).toBe(1)
    expect((await entries()).map((entry) => entry.email).sort()).toEqual([
      'marcus@northwind.io',
      'pool@example.com',
      'reader@example.com',
    ])
    expect(storedFiles(dir)).toHaveLength(1)
    now = T0 + 730 * DAY
    expect(await served!.inbox.sweep()).toBe(2)
    expect((await entries()).map((entry) => entry.email)).toEqual(['reader@example.com']) // the newsletter: until deleted
    expect(storedFiles(dir)).toEqual([])
    const audit = (await served!.inbox.store.auditLog(10, 0)).filter((line) => line.action === 'expire')
    expect(audit).toEqual([
      { at: T0 + 730 * DAY, actor: 'server', action: 'expire', detail: '2 expired submissions deleted' },
      { at: T0 + 180 * DAY, actor: 'server', action: 'expire', detail: '1 expired submission deleted' },
    ])
  })

  it('the sweep deletes a résumé file that no submission names once it is an hour old, and nothing else', async () => {
    const { dir } = await start()
    await post('application', applicationForm(), { Accept: 'application/json' })
    const [entry] = await entries()
    const named = entry!.file!.id
    // What a server killed between storing a résumé and its submission leaves; one being stored right now; not ours.
    const [orphan, young, other] = ['ab'.repeat(16), 'cd'.repeat(16), 'notes.txt']
    for (const name of [orphan, young, other]) writeFileSync(join(dir, 'files', name), '%PDF-1.7 left behind')
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000)
    for (const name of [named, orphan, other]) utimesSync(join(dir, 'files', name), twoHoursAgo, twoHoursAgo)

    expect(await served!.inbox.sweep()).toBe(0)
    expect(storedFiles(dir).sort()).toEqual([named, young, other].sort())
    expect((await served!.inbox.store.auditLog(1, 0))[0]).toMatchObject({
      actor: 'server',
      action: 'expire',
      detail: '1 résumé file that no submission named deleted (left by a server stopped while storing a submission)',
    })
    expect(new Uint8Array(readFileSync(served!.inbox.filePath(entry!.file!)!))).toEqual(pdfBytes())
  })

  it('the sweep runs at start by itself', async () => {
    const dir = join(root, `inbox-${++folders}`)
    served = await serveInbox({ dir, now: () => T0 })
    await fetch(`${served.origin}/_forms/contact`, { method: 'POST', headers: json, body: JSON.stringify(CONTACT) })
    await served.close()
    served = await serveInbox({ dir, now: () => T0 + 366 * DAY })
    await expect.poll(async () => (await entries()).length).toBe(0)
    await expect
      .poll(async () => (await served!.inbox.store.auditLog(1, 0))[0]?.detail)
      .toBe('1 expired submission deleted')
  })
})

describe('in the language of the form’s page', { timeout: 30_000 }, () => {
  /** The test site in English and Spanish: the job and the careers page translated. */
  const bilingual = () => ({
    ...testSettings(),
    languages: ['en', 'es'],
    jobTitle: (id: string, lang?: string) =>
      id === 'devops-engineer' ? (lang === 'es' ? 'Ingeniero(a) DevOps' : 'DevOps Engineer') : undefined,
    careersPath: (lang?: string) => (lang === 'es' ? '/es/empleos' : lang ? undefined : '/careers'),
  })
  const native = { 'Content-Type': 'application/x-www-form-urlencoded' }
  const page = (form: string, body: unknown, headers: Record<string, string>, lang = 'es') =>
    post(`${form}?lang=${lang}`, body, headers)

  it('a native post from a Spanish page gets a Spanish thank-you page, and its entry keeps the language', async () => {
    await start({ settings: bilingual })
    const answer = await page('contact', new URLSearchParams(CONTACT), {
      ...native,
      Referer: `${served!.origin}/es/contacto`,
    })
    expect(answer.status).toBe(200)
    expect(answer.text).toMatch(/^<!doctype html>\n<html lang="es">/)
    expect(answer.text).toContain('<title>Gracias | Cedar Ridge</title>')
    expect(answer.text).toContain('<h1>Gracias, Marcus Reyes</h1>')
    expect(answer.text).toContain('<p>¡Gracias por su mensaje! Nuestro equipo le responderá en menos de 24 horas.</p>')
    expect(answer.text).toContain('<a href="/es/contacto">Volver al sitio web</a>')
    expect(answer.text).not.toMatch(/Thank you/)
    const [entry] = await entries()
    expect(entry).toMatchObject({ form: 'contact', lang: 'es' })
    // Without a Referer, back to the Spanish home page.
    const bare = await page('newsletter', new URLSearchParams({ email: 'ana@example.mx' }), native)
    expect(bare.text).toContain(
      '<p>¡Gracias por suscribirse! Nuestros próximos artículos llegarán a su bandeja de entrada.</p>',
    )
    expect(bare.text).toContain('<a href="/es">Volver al sitio web</a>')
  })

  it('a Spanish application: the page links to the Spanish open positions; the confirmation is Spanish', async () => {
    await start({ settings: bilingual })
    const form = applicationForm({ talentPool: 'yes' })
    form.delete('_elapsed')
    const answer = await page('application', form, {})
    expect(answer.text).toContain('<h1>Gracias, Jane</h1>')
    expect(answer.text).toContain('<p>¡Gracias por su solicitud! Nos pondremos en contacto con usted pronto.</p>')
    expect(answer.text).toContain('<a href="/es/empleos">Ver las vacantes</a>')
    const [entry] = await entries()
    // The inbox keeps the job as the firm knows it; the sender reads it in Spanish.
    expect(entry).toMatchObject({ job: 'devops-engineer', jobTitle: 'DevOps Engineer', lang: 'es' })
    const [notification, confirmation] = await served!.inbox.store.dueMail(Date.now(), 10)
    expect(notification!.subject).toBe('New application for DevOps Engineer')
    expect(notification!.text).toContain('\nLanguage: Spanish (the sender was confirmed in it)\n')
    expect(confirmation!.subject).toBe('Recibimos su solicitud – Cedar Ridge')
    expect(confirmation!.text).toMatch(
      /^Hola, Jane:\n\nGracias por su solicitud para el puesto de Ingeniero\(a\) DevOps\. La recibimos y nos pondremos en contacto con usted pronto\.\n\nConservamos su solicitud durante \d+ días desde la última vez que se revisó y luego la eliminamos\. Usted aceptó formar parte de nuestra bolsa de talento: conservamos su solicitud durante 2 años a partir de hoy y podemos considerarla para otras vacantes\.\n\nPara retirar su solicitud y que se elimine de inmediato, abra este enlace:\nhttps:\/\/www\.cedar\.example\/_forms\/withdraw\?id=[^&\s]+&t=[^&\s]+&lang=es\n\nCedar Ridge\n$/,
    )
  })

  it('refusals come in Spanish, as JSON for the script and as a page without it', async () => {
    await start({ settings: bilingual })
    const json = await page(
      'contact',
      { ...CONTACT, name: ' ' },
      { Accept: 'application/json', 'Content-Type': 'application/json' },
    )
    expect([json.status, JSON.parse(json.text)]).toEqual([400, { ok: false, message: 'Escriba su nombre.' }])
    const long = await page(
      'contact',
      { ...CONTACT, message: 'x'.repeat(20_001) },
      { Accept: 'application/json', 'Content-Type': 'application/json' },
    )
    expect(JSON.parse(long.text).message).toBe(
      'El campo «mensaje» tiene más de 20,000 caracteres: acorte el texto, por favor.',
    )
    const linkedin = applicationForm({ linkedin: 'http://linkedin.com/in/jane' })
    expect(JSON.parse((await page('application', linkedin, { Accept: 'application/json' })).text).message).toMatch(
      /^Escriba la dirección completa de su perfil de LinkedIn/,
    )
    const broken = await page('contact', '{', { Accept: 'application/json', 'Content-Type': 'application/json' })
    expect(JSON.parse(broken.text).message).toBe('No se pudo leer el formulario: no se envió como JSON válido.')
    const html = await page('application', new URLSearchParams({ email: 'jane@example.com' }), {
      ...native,
      Referer: `${served!.origin}/es/empleos/postular/devops-engineer`,
    })
    expect(html.status).toBe(400)
    expect(html.text).toMatch(/^<!doctype html>\n<html lang="es">/)
    expect(html.text).toContain('<h1>Su solicitud no se envió</h1>')
    expect(html.text).toContain('<p>Escriba su nombre.</p>')
    expect(html.text).toContain('<a href="/es/empleos/postular/devops-engineer">Volver al formulario</a>')
    expect(await entries()).toEqual([])
  })

  it('a language the site does not have, or none, answers in the default language and keeps none', async () => {
    await start({ settings: bilingual })
    for (const lang of ['fr', 'en', '']) {
      const answer = await page(
        'contact',
        new URLSearchParams({ ...CONTACT, email: `x-${lang}@example.com` }),
        native,
        lang,
      )
      expect(answer.text).toMatch(/^<!doctype html>\n<html lang="en">/)
      expect(answer.text).toContain('<h1>Thank you, Marcus Reyes</h1>')
    }
    expect((await entries()).map((entry) => entry.lang)).toEqual([undefined, undefined, undefined])
    // A site of one language takes no other.
    await served!.close()
    await start()
    const one = await page('contact', new URLSearchParams(CONTACT), native)
    expect(one.text).toContain('<h1>Thank you, Marcus Reyes</h1>')
    expect((await entries())[0]!.lang).toBeUndefined()
  })

  it('a Spanish submission held back gets its Spanish confirmation when released', async () => {
    await start({ settings: bilingual })
    await page(
      'contact',
      { ...CONTACT, _elapsed: '900' },
      { Accept: 'application/json', 'Content-Type': 'application/json' },
    )
    const [held] = await entries('held', ['contact'])
    expect(held!.lang).toBe('es')
    await served!.inbox.release(held!.id, Date.now())
    const mails = await served!.inbox.store.dueMail(Date.now() + 1000, 10)
    expect(mails.map((mail) => mail.subject)).toEqual(['New contact message', 'Recibimos su mensaje – Cedar Ridge'])
    expect(mails[1]!.text).toMatch(
      /^Hola, Marcus Reyes:\n\nGracias por su mensaje\. Lo recibimos y le responderemos pronto\./,
    )
  })

  it('the withdraw link of a Spanish submission: its pages, button and answers are Spanish', async () => {
    await start({ settings: bilingual })
    await page('application', applicationForm(), { Accept: 'application/json' })
    const [entry] = await entries()
    const confirmation = (await served!.inbox.store.dueMail(Date.now(), 10)).find((mail) => mail.to === entry!.email)!
    const link = new URL(/https:\S+/.exec(confirmation.text)![0])
    const at = `${served!.origin}${link.pathname}${link.search}`
    const ask = await fetch(at)
    const html = await ask.text()
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/)
    expect(html).toContain('<h1>Retirar su solicitud</h1>')
    expect(html).toContain(
      '<p>Presione el botón para retirar su solicitud para Ingeniero(a) DevOps y eliminarla de inmediato junto con su currículum.</p>',
    )
    expect(html).toContain('<input type="hidden" name="lang" value="es">')
    expect(html).toContain('<button type="submit">Retirar y eliminar mi solicitud</button>')
    const body = new URLSearchParams(Object.fromEntries(link.searchParams))
    const done = await fetch(`${served!.origin}/_forms/withdraw`, { method: 'POST', body })
    const deleted = await done.text()
    expect(done.status).toBe(200)
    expect(deleted).toContain('<h1>Su solicitud se eliminó</h1>')
    expect(deleted).toContain('<a href="/es">Ir al sitio web</a>')
    const again = await fetch(`${served!.origin}/_forms/withdraw`, { method: 'POST', body })
    expect([again.status, await again.text()]).toEqual([
      410,
      expect.stringContaining('<h1>Este envío ya se eliminó</h1>'),
    ])
    // A link cut short still says its language.
    const cut = await fetch(`${at.replace(/&t=[^&]+/, '&t=x')}`)
    expect([cut.status, await cut.text()]).toEqual([
      400,
      expect.stringContaining('Abra el enlace completo del correo que le enviamos o escríbanos a hello@cedar.example.'),
    ])
  })
})
