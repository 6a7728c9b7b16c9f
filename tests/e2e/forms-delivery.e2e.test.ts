/**
 * Forms that deliver, in a real browser against real builds: a temporary copy of the project whose `_site.yaml` sends
 * every form to a receiver on 127.0.0.1 (a small HTTP server in this file). Each form delivers its values (the
 * application with its PDF bytes); a receiver answering 500, not answering, or down shows the error, keeps every value,
 * and Retry delivers once it is back. A `netlify` build carries Netlify's attributes in its pre-rendered HTML. Drafts
 * survive a reload and a navigation on the real (local) build. The copy says `timeoutSeconds: 10`; the timeout case
 * moves the page's clock on by those 10 s once the receiver holds the request.
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { shareMediaCache } from '../helpers/scratch-project.ts'
import { createStaticServer } from '../../src/server/static-server.ts'
import {
  baseUrl,
  formatProblems,
  formatViolations,
  launchBrowser,
  newPage,
  open,
  pathOf,
  routes,
  runAxe,
  sectionOf,
  waitForApp,
  watchConsole,
} from './helpers.ts'
import { JANE_DOE } from '../helpers/applicant.ts'

const ROOT = process.cwd()
const COPIED = ['src', 'pages', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']
const ALERT = 'Thank you for your application! We will contact you soon.'
const JOB_PATH = () => routes().find((r) => r.startsWith('/careers/apply/'))!
/** A resume with every byte value (eight times over) between the PDF markers, to see every byte arrive. */
const PDF_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.7\n%'),
  Buffer.from(Array.from({ length: 2048 }, (_, i) => i % 256)),
  Buffer.from('\n%%EOF\n'),
])

interface Delivered {
  contentType: string
  accept: string
  fields: Record<string, string>
  files: Record<string, { name: string; type: string; bytes: Buffer }>
}

/** The receiver: answers 200, 500, or nothing at all, as the test says; keeps what it accepted. */
class Receiver {
  mode: 'ok' | 'fail' | 'hang' = 'ok'
  /** Answers wait for this, while a test watches the sending state. */
  private gate: Promise<void> = Promise.resolve()
  delivered: Delivered[] = []
  attempts = 0
  port = 0
  private server: Server | undefined
  private hanging: ServerResponse[] = []

  /** Holds every answer until the returned function is called. */
  hold(): () => void {
    let release!: () => void
    this.gate = new Promise((resolve) => (release = resolve))
    return release
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/submit`
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve))
    this.port = (server.address() as AddressInfo).port
    this.server = server
  }

  async stop(): Promise<void> {
    for (const res of this.hanging.splice(0)) res.destroy()
    const server = this.server
    this.server = undefined
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** The last delivery of a form, by its `form` field. */
  last(form: string): Delivered {
    const found = this.delivered.filter((d) => d.fields.form === form).at(-1)
    if (!found) throw new Error(`the receiver got no ${form} submission (it got ${this.delivered.length})`)
    return found
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
    res.setHeader('Access-Control-Allow-Methods', 'POST')
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept')
    if (req.method === 'OPTIONS') return res.writeHead(204).end()
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    this.attempts++
    if (this.mode === 'hang') return void this.hanging.push(res)
    if (this.mode === 'fail') return res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"down"}')
    const contentType = req.headers['content-type'] ?? ''
    const body = Buffer.concat(chunks)
    const delivered: Delivered = { contentType, accept: req.headers.accept ?? '', fields: {}, files: {} }
    if (contentType.startsWith('application/json')) delivered.fields = JSON.parse(body.toString('utf8'))
    else {
      const form = await new Request('http://receiver/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      }).formData()
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') delivered.fields[name] = value
        else
          delivered.files[name] = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) }
      }
    }
    this.delivered.push(delivered)
    await this.gate
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
  }
}

/** A copy of the project whose site file has `forms`, built (node_modules linked, not copied); returns its folder. */
async function buildCopy(forms: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-forms-'))
  for (const path of COPIED)
    if (existsSync(join(ROOT, path))) cpSync(join(ROOT, path), join(dir, path), { recursive: true })
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  shareMediaCache(ROOT, dir)
  const siteFile = join(dir, 'pages/_site.yaml')
  const site = readFileSync(siteFile, 'utf8')
  const block = /\nforms:\n(?:[ #].*\n?|\n)*/
  writeFileSync(siteFile, block.test(site) ? site.replace(block, `\n${forms}`) : `${site}\n${forms}`)
  await promisify(execFile)(process.execPath, ['scripts/run-bundled.mjs', 'scripts/build.ts'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return dir
}

/** Serves a built copy's dist/ like a CDN (its `_headers` included), on a free port. */
async function serve(dir: string): Promise<{ origin: string; server: Server }> {
  const server = createStaticServer(join(dir, 'dist'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

async function close(server: Server | undefined) {
  if (!server) return
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
}

let browser: Browser
const receiver = new Receiver()
const built: string[] = []
let site: { origin: string; server: Server } | undefined

beforeAll(async () => {
  browser = await launchBrowser()
  await receiver.start()
  const dir = await buildCopy(`forms:\n  delivery: endpoint\n  endpoint: ${receiver.url}\n  timeoutSeconds: 10\n`)
  built.push(dir)
  site = await serve(dir)
})

afterAll(async () => {
  await browser?.close()
  await close(site?.server)
  await receiver.stop()
  for (const dir of built) rmSync(dir, { recursive: true, force: true })
})

/** A page on the delivering build; alerts are accepted and recorded, console problems collected. */
async function deliveringPage(path: string, { clock = false } = {}) {
  const page = await newPage(browser, { baseURL: site!.origin })
  // The page's timers under the test's hand (they still run at their own pace until moved on): see the timeout case.
  if (clock) await page.clock.install()
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  const problems = watchConsole(page)
  await open(page, path)
  return { page, alerts, problems }
}

/** Console lines that would mean the CSP blocked the receiver. */
const cspProblems = (problems: ReturnType<typeof watchConsole>) =>
  problems.filter((p) => /Content Security Policy/i.test(p.text))

const values = (controls: Locator[]) => Promise.all(controls.map((c) => c.inputValue()))
const deliveryError = (form: Locator) => form.locator('.form-delivery-error [role="alert"]')

function consultationForm(page: Page) {
  const form = page.locator('form[name="consultation"]')
  return {
    form,
    fields: [
      form.getByLabel('Name'),
      form.getByLabel('Email'),
      form.getByLabel('Phone'),
      form.getByLabel('Company'),
      form.getByLabel('Service'),
      form.getByLabel('Message'),
    ],
    consent: form.getByRole('checkbox'),
    submit: form.locator('button[type="submit"]'),
  }
}

/** The contact-page form; a local build's forms have no name, so it is found by its first field there. */
function contactForm(page: Page, form = page.locator('form[name="contact"]')) {
  return {
    form,
    fields: [
      form.getByLabel('Full Name'),
      form.getByLabel('Email Address'),
      form.getByLabel('Phone Number'),
      form.getByLabel('Company'),
      form.getByLabel('Service of Interest'),
      form.getByLabel('Message'),
    ],
    submit: form.locator('button[type="submit"]'),
  }
}

async function fillContact(c: ReturnType<typeof contactForm>) {
  const [name, email, phone, company, service, message] = c.fields
  await name!.pressSequentially('Jane Doe')
  await email!.pressSequentially('jane.doe@example.com')
  await phone!.pressSequentially('512-555-0100')
  await company!.pressSequentially('Acme Logistics')
  await service!.selectOption('Business Consulting')
  await message!.pressSequentially('We would like to discuss a process optimization project.')
}
const CONTACT_VALUES = [
  'Jane Doe',
  'jane.doe@example.com',
  '512-555-0100',
  'Acme Logistics',
  'Business Consulting',
  'We would like to discuss a process optimization project.',
]

function applicationForm(page: Page) {
  const form = page.locator('form[name="application"]')
  const control = (label: string) => form.getByLabel(label, { exact: false })
  return {
    form,
    fields: [
      control('First Name'),
      control('Last Name'),
      form.getByLabel('Email', { exact: false }),
      control('Phone'),
      control('LinkedIn'),
      control('Cover Letter'),
      control('Years of Experience'),
      control('How did you hear about us?'),
    ],
    resume: control('Resume'),
    submit: form.locator('button[type="submit"]'),
  }
}

async function fillApplication(a: ReturnType<typeof applicationForm>) {
  const [first, last, email, phone, linkedin, cover, experience, source] = a.fields
  await first!.pressSequentially('Jane')
  await last!.pressSequentially('Doe')
  await email!.pressSequentially('jane.doe@example.com')
  await phone!.pressSequentially('512-555-0100')
  await linkedin!.pressSequentially('https://www.linkedin.com/in/jane-doe')
  await cover!.pressSequentially('I have led platform teams for eight years.')
  await experience!.selectOption('5-10')
  await source!.selectOption('LinkedIn')
  await a.resume.setInputFiles({ name: 'jane-doe-resume.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES })
}
const APPLICATION_VALUES = [
  'Jane',
  'Doe',
  'jane.doe@example.com',
  '512-555-0100',
  'https://www.linkedin.com/in/jane-doe',
  'I have led platform teams for eight years.',
  '5-10',
  'LinkedIn',
]

function expectApplication(delivered: Delivered) {
  const { job } = sectionOf(JOB_PATH(), 'jobDetail')
  expect(delivered.contentType).toMatch(/^multipart\/form-data; boundary=/)
  expect(delivered.accept).toBe('application/json')
  expect(delivered.fields).toEqual({
    form: 'application',
    job: job.title,
    ...JANE_DOE,
  })
  const resume = delivered.files.resume!
  expect([resume.name, resume.type]).toEqual(['jane-doe-resume.pdf', 'application/pdf'])
  expect(resume.bytes.equals(PDF_BYTES)).toBe(true)
}

describe('delivery: endpoint (a receiver on 127.0.0.1)', () => {
  test("the build allows the receiver's origin in the CSP, and nothing more", () => {
    const headers = readFileSync(join(built[0]!, 'dist/_headers'), 'utf8')
    const origin = `http://127.0.0.1:${receiver.port}`
    expect(headers).toContain(`connect-src 'self' ${origin};`)
    expect(headers).toContain(`form-action 'self' ${origin};`)
  })

  test('home: the consultation form delivers its values as JSON and shows the thank-you panel', async () => {
    const { page, problems } = await deliveringPage('/')
    const c = consultationForm(page)
    await c.form.scrollIntoViewIfNeeded()
    const [name, email, phone, company, service, message] = c.fields
    await name!.pressSequentially('Dana Whitfield')
    await email!.pressSequentially('dana@lonestarhealth.com')
    await phone!.pressSequentially('512-555-0100')
    await company!.pressSequentially('Lone Star Health')
    await service!.selectOption('Managed IT Services')
    await message!.pressSequentially('We need help with our help desk.')
    await c.consent.check()
    await c.submit.click()
    await c.form.getByRole('heading', { name: 'Thank You!' }).waitFor()
    const delivered = receiver.last('consultation')
    expect(delivered.contentType).toBe('application/json')
    expect(delivered.accept).toBe('application/json')
    expect(delivered.fields).toEqual({
      form: 'consultation',
      name: 'Dana Whitfield',
      email: 'dana@lonestarhealth.com',
      phone: '512-555-0100',
      company: 'Lone Star Health',
      service: 'Managed IT Services',
      message: 'We need help with our help desk.',
      consent: 'yes',
    })
    expect(problems, formatProblems(problems)).toEqual([])
  })

  test('contact: "Sending…" on a disabled button, one request however often it is pressed, then the thank-you box', async () => {
    const { page, problems } = await deliveringPage('/contact')
    const c = contactForm(page)
    await fillContact(c)
    const before = receiver.delivered.length
    const release = receiver.hold()
    try {
      await c.submit.click()
      await expect.poll(() => c.submit.innerText()).toBe('Sending…')
      expect(await c.submit.isDisabled()).toBe(true)
      await c.fields[0]!.press('Enter') // implicit submission while sending
      // Watched before the answer is let through: the box shows for 5 s only, a busy machine must not miss it.
      const thanks = c.form.getByText(sectionOf('/contact', 'contactForm').successMessage).waitFor()
      release()
      await thanks
    } finally {
      release()
    }
    expect(receiver.delivered.length - before).toBe(1)
    const [, , , , service, message] = CONTACT_VALUES
    expect(receiver.last('contact').fields).toMatchObject({ name: 'Jane Doe', service, message })
    // The honeypot is off-screen and out of the tab order.
    const trap = c.form.locator('input[name="_gotcha"]')
    const box = (await trap.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(0)
    expect(await trap.getAttribute('tabindex')).toBe('-1')
    expect(problems, formatProblems(problems)).toEqual([])
  })

  test('insights: the newsletter delivers the address', async () => {
    const { page, problems } = await deliveringPage('/insights')
    const form = page.locator('form[name="newsletter"]')
    await form.scrollIntoViewIfNeeded()
    await form.getByLabel('Email address').pressSequentially('reader@example.com')
    await form.locator('button[type="submit"]').click()
    await page.getByText(sectionOf('/insights', 'newsletter').successMessage).waitFor()
    expect(receiver.last('newsletter').fields).toEqual({ form: 'newsletter', email: 'reader@example.com' })
    expect(problems, formatProblems(problems)).toEqual([])
  })

  test('job page: the application delivers every value and the PDF, byte for byte; then the alert and /careers', async () => {
    const { page, alerts, problems } = await deliveringPage(JOB_PATH())
    const a = applicationForm(page)
    await fillApplication(a)
    await a.submit.click()
    await page.waitForURL('**/careers')
    expect(alerts).toEqual([ALERT])
    expectApplication(receiver.last('application'))
    expect(problems, formatProblems(problems)).toEqual([])
  })

  test('job page: an answer of 500 shows the error; every value and the resume stay; Retry delivers once it works', async () => {
    const { page, alerts, problems } = await deliveringPage(JOB_PATH())
    const a = applicationForm(page)
    await fillApplication(a)
    receiver.mode = 'fail'
    try {
      await a.submit.click()
      await deliveryError(a.form).waitFor()
    } finally {
      receiver.mode = 'ok'
    }
    expect(await deliveryError(a.form).innerText()).toMatch(/could not accept your application just now \(code 500\)/)
    expect(await values(a.fields)).toEqual(APPLICATION_VALUES)
    expect(await a.resume.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe('jane-doe-resume.pdf')
    expect(alerts).toEqual([])
    expect(pathOf(page)).toBe(JOB_PATH())
    const retry = a.form.getByRole('button', { name: 'Retry' })
    expect(await retry.evaluate((el) => el === document.activeElement)).toBe(true)

    const before = receiver.delivered.length
    await retry.click()
    await page.waitForURL('**/careers')
    expect(alerts).toEqual([ALERT])
    expect(receiver.delivered.length - before).toBe(1)
    expectApplication(receiver.last('application'))
    expect(cspProblems(problems)).toEqual([])
  })

  test('home: no answer within the timeout shows the error and keeps every value; Retry delivers', async () => {
    const { page, problems } = await deliveringPage('/', { clock: true })
    const c = consultationForm(page)
    await c.form.scrollIntoViewIfNeeded()
    const [name, email, , , service, message] = c.fields
    await name!.pressSequentially('Dana Whitfield')
    await email!.pressSequentially('dana@lonestarhealth.com')
    await service!.selectOption('Project Management')
    await message!.pressSequentially('Please call me back.')
    await c.consent.check()
    receiver.mode = 'hang'
    try {
      const attempts = receiver.attempts
      await c.submit.click()
      // The receiver holds the request: the page's 10 seconds pass at once, and the form gives up on it.
      await expect.poll(() => receiver.attempts).toBe(attempts + 1)
      await page.clock.fastForward(10_000)
      await deliveryError(c.form).waitFor({ timeout: 20_000 })
    } finally {
      receiver.mode = 'ok'
    }
    expect(await deliveryError(c.form).innerText()).toMatch(/did not answer within 10 seconds/)
    expect(await values(c.fields)).toEqual([
      'Dana Whitfield',
      'dana@lonestarhealth.com',
      '',
      '',
      'Project Management',
      'Please call me back.',
    ])
    expect(await c.consent.isChecked()).toBe(true)
    await c.form.getByRole('button', { name: 'Retry' }).click()
    await c.form.getByRole('heading', { name: 'Thank You!' }).waitFor()
    expect(receiver.last('consultation').fields).toMatchObject({
      name: 'Dana Whitfield',
      message: 'Please call me back.',
    })
    expect(cspProblems(problems)).toEqual([])
  })

  test('contact: a receiver that is down shows the error and keeps every value; Retry delivers once it is back', async () => {
    const { page, problems } = await deliveringPage('/contact')
    const c = contactForm(page)
    await fillContact(c)
    await receiver.stop()
    try {
      await c.submit.click()
      await deliveryError(c.form).waitFor()
      expect(await deliveryError(c.form).innerText()).toMatch(/could not reach our server/)
      expect(await values(c.fields)).toEqual(CONTACT_VALUES)
      const violations = await runAxe(page)
      expect(violations, formatViolations(violations)).toEqual([])
    } finally {
      await receiver.start()
    }
    await c.form.getByRole('button', { name: 'Retry' }).click()
    await c.form.getByText(sectionOf('/contact', 'contactForm').successMessage).waitFor()
    expect(receiver.last('contact').fields.email).toBe('jane.doe@example.com')
    expect(cspProblems(problems)).toEqual([])
  })
})

describe('delivery: netlify', () => {
  test("every pre-rendered form carries Netlify's attributes, form-name and the honeypot", async () => {
    const dir = await buildCopy('forms:\n  delivery: netlify\n')
    built.push(dir)
    const netlify = await serve(dir)
    try {
      const page = await newPage(browser, { baseURL: netlify.origin, javaScriptEnabled: false })
      const article = routes().find((r) => r.startsWith('/insights/'))!
      for (const [path, name] of [
        ['/', 'consultation'],
        ['/contact', 'contact'],
        ['/insights', 'newsletter'],
        [article, 'newsletter'],
        [JOB_PATH(), 'application'],
      ] as const) {
        await page.goto(path)
        const form = page.locator(`form[name="${name}"]`)
        expect(await form.count(), `${path}: form ${name}`).toBe(1)
        const attributes = await form.evaluate((el) =>
          Object.fromEntries(
            ['method', 'data-netlify', 'netlify-honeypot', 'enctype'].map((a) => [a, el.getAttribute(a)]),
          ),
        )
        expect(attributes, path).toEqual({
          method: 'post',
          'data-netlify': 'true',
          'netlify-honeypot': 'bot-field',
          enctype: name === 'application' ? 'multipart/form-data' : null,
        })
        expect(await form.locator('input[type="hidden"][name="form-name"]').getAttribute('value')).toBe(name)
        expect(await form.locator('input[name="bot-field"]').count()).toBe(1)
      }
      expect(readFileSync(join(dir, 'dist/_headers'), 'utf8')).toContain("connect-src 'self';")
    } finally {
      await close(netlify.server)
    }
  })
})

describe('drafts (the real build, delivery local)', () => {
  test('what was typed survives a reload and a navigation, hydrates cleanly, and is gone once sent', async () => {
    const page = await newPage(browser, { baseURL: baseUrl() })
    const problems = watchConsole(page)
    await open(page, '/contact')
    const c = contactForm(page, page.locator('form').filter({ has: page.getByLabel('Full Name') }))
    await fillContact(c)

    await page.reload()
    await waitForApp(page)
    await expect.poll(() => values(c.fields)).toEqual(CONTACT_VALUES)

    await page.locator('header').getByRole('link', { name: 'About' }).first().click()
    await page.waitForURL('**/about')
    await page.goBack()
    await page.waitForURL('**/contact')
    await expect.poll(() => values(c.fields)).toEqual(CONTACT_VALUES)

    await c.submit.click()
    await c.form.getByText(sectionOf('/contact', 'contactForm').successMessage).waitFor()
    await page.reload()
    await waitForApp(page)
    await page.waitForTimeout(300)
    expect(await values(c.fields)).toEqual(['', '', '', '', '', ''])
    expect(problems, formatProblems(problems)).toEqual([])
  })
})
