/**
 * The applications inbox end to end (issue 47's "Done when"), in Chromium against the real `npm run live` server
 * (src/live/live-server.ts) on a scratch clone whose published site says `forms: { delivery: server }`, its team
 * studio, and a local SMTP receiver: a visitor applies with a PDF; the recruiter finds it, downloads the same bytes
 * and marks it contacted; sales sees the consultation request and not the application (403 from its address); an
 * editor sees no inbox; the notification (its link opens the application) and the confirmation arrive; the
 * confirmation's withdraw link deletes the application and its file; a form sent in under two seconds lands in "Held
 * back"; hostile names and notes stay text; a post without JavaScript gets the plain thank-you page; a submission past
 * its retention (the live server's clock moved back for it) is deleted by the sweep. axe checks the Inbox list and
 * detail, the withdraw page and the thank-you page. Each visitor comes from an address of their own, as a reverse
 * proxy in front reports it (X-Forwarded-For, TRUST_PROXY): the per-address limit is not what is tested here.
 *
 * With the inbox in SQLite (the default), then in PostgreSQL (INBOX_DATABASE_URL, a cluster started here): what the
 * database keeps (storing, finding, changing, holding back, deleting) with both; what it plays no part in (who sees
 * the inbox, the mails, how a name is shown, the plain thank-you pages) with SQLite only, the store's own tests
 * covering both databases for those fields. The second live server runs on the same clone, so it serves the first
 * one's build without building again.
 */
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Entry } from '../../src/inbox/types.ts'
import type { Live } from '../../src/live/live-server.ts'
import { createTeamServer } from '../../src/studio/team/team-server.ts'
import type { BuiltStudio } from '../../src/studio/team/studio-build.ts'
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts'
import { smtpReceiver, subjectOf, type ReceivedMail } from '../helpers/smtp-receiver.ts'
import { TEST_DATE } from '../helpers/test-date.ts'
import { git, liveProject, startLocalLive } from '../live/live-project.ts'
import { withoutGitIdentity } from './git-scratch.ts'
import { formatViolations, launchBrowser, routes, runAxe, sectionOf, waitForApp } from './helpers.ts'
import { sharedStudio } from './shared-studio.ts'
import { addUser, PASSWORD } from './team-studio.ts'

const DAY = 86_400_000
const JOB_PATH = routes().find((route) => route.startsWith('/careers/apply/'))!
const JOB = sectionOf(JOB_PATH, 'jobDetail')
const CONSULTATION = sectionOf('/', 'contactForm')
const CONTACT = sectionOf('/contact', 'contactForm')
const ES_CONTACT = sectionOf('/es/contacto', 'contactForm')
const NEWSLETTER = sectionOf('/insights', 'newsletter')
/** Where each form's notification goes (the site file's `notify`). */
const NOTIFY = { application: 'jobs@cedarridge.example', consultation: 'sales@cedarridge.example' }
const HOSTILE_NAME = '<img src=x onerror=alert(1)>'
const HOSTILE_NOTE = '<b>bold</b>'

/** A small, well-formed PDF (one blank page, its cross-reference table at the offsets it names). */
function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const at = pdf.length
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
    return at
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

const dir = mkdtempSync(join(tmpdir(), 'inbox-e2e-'))
const PDF = smallPdf()
const PDF_FILE = join(dir, 'jane-doe-resume.pdf')
let root: string
let browser: Browser
let built: BuiltStudio
let smtp: Awaited<ReturnType<typeof smtpReceiver>>
let postgres: TestPostgres | undefined
let restoreEnv: () => void

beforeAll(async () => {
  restoreEnv = withoutGitIdentity(dir)
  writeFileSync(PDF_FILE, PDF)
  ;({ root } = liveProject(join(dir, 'project')))
  // The studio's forms read the JSON Schema (npm run schema), which a scratch copy links rather than holds.
  symlinkSync(resolve('schema'), join(root, 'schema'), 'dir')
  appendFileSync(join(root, '.git/info/exclude'), 'schema\n')
  // Published: every form to the site's own server, the applications and consultations notified to their people.
  const site = join(root, 'pages/_site.yaml')
  const forms =
    'forms:\n  delivery: server\n  maxResumeMb: 5\n  overrides:\n' +
    `    application: { notify: ${NOTIFY.application} }\n    consultation: { notify: ${NOTIFY.consultation} }\n`
  const text = readFileSync(site, 'utf8')
  const block = /\nforms:\n(?:[ #].*\n?)*/
  if (!block.test(text)) throw new Error('pages/_site.yaml has no forms block to replace')
  writeFileSync(site, text.replace(block, `\n${forms}`))
  git(root, 'commit', '-q', '-am', 'Forms: delivered to the site’s own server')
  git(root, 'push', '-q', 'origin', 'main')
  for (const [name, role] of [
    ['rita', 'recruiter'],
    ['sam', 'sales'],
    ['eddie', 'editor'],
    ['ada', 'admin'],
  ] as const)
    await addUser(root, name, role, `${name}@cedarridge.example`)
  ;[built, smtp, browser] = await Promise.all([sharedStudio(), smtpReceiver(), launchBrowser()])
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await smtp?.close()
  await postgres?.stop()
  restoreEnv?.()
  rmSync(dir, { recursive: true, force: true })
})

describe.each([['SQLite'], ['PostgreSQL']])('the inbox on %s', (database) => {
  let live: Live
  const logged: string[] = []
  /** The live server's clock: the test day (the build decides what is open by it), moved by `shift`. */
  let shift = 0
  const startedAt = Date.now()
  const clock = () => new Date(Date.parse(`${TEST_DATE}T12:00:00Z`) + (Date.now() - startedAt) + shift)
  /** Each visitor's own address. */
  let visitors = 0
  const contexts: BrowserContext[] = []
  /** The application of the first test, as stored, and its résumé's file on disk. */
  let application: Entry
  let resumeFile: string
  let recruiter: Page
  const recruiterDialogs: string[] = []
  /** What each database's run sends from, so the mails of one run are told from the other's. */
  const tag = database.toLowerCase()
  const applicant = `jane.doe.${tag}@example.com`

  /** PostgreSQL's database of this run (none: the SQLite file). */
  let databaseUrl: string | undefined
  /** A test of what the database plays no part in: defined for the first database only. */
  const withFirstDatabase = (name: string, fn: () => Promise<void>) => {
    if (database === 'SQLite') test(name, fn)
  }

  beforeAll(async () => {
    const began = Date.now()
    if (database === 'PostgreSQL') {
      postgres = await startPostgres()
      databaseUrl = await postgres.newDatabase()
    }
    live = await startLocalLive(root, {
      teamServer: (builds, inbox) => createTeamServer({ root, built, builds, inbox }),
      inbox: {
        smtpUrl: smtp.url,
        mailFrom: 'Cedar Ridge <no-reply@cedarridge.example>',
        ...(databaseUrl ? { databaseUrl } : {}),
      },
      trustProxy: true,
      now: clock,
      log: (line) => logged.push(line),
    })
    // The first server builds the published site; the second serves that build.
    for (const start = Date.now(); live.builds.lastLive()?.state !== 'live';) {
      if (live.builds.list()[0]?.state === 'failed' || Date.now() - start > 180_000)
        throw new Error(`the site did not go live: ${JSON.stringify(live.builds.list()[0])}\n${logged.join('\n')}`)
      await new Promise((r) => setTimeout(r, 200))
    }
    console.log(`inbox e2e (${database}): the live server started and served its site in ${Date.now() - began} ms`)
  }, 240_000)

  afterAll(async () => {
    for (const context of contexts) await context.close()
    await live?.close()
  })

  /** A visitor's page on the public site, from an address of their own; alerts accepted and recorded. */
  async function visitor(options: { javaScriptEnabled?: boolean } = {}) {
    const context = await browser.newContext({
      baseURL: live.siteOrigin,
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
      extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${++visitors}` },
      ...options,
    })
    contexts.push(context)
    const page = await context.newPage()
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    return { page, alerts }
  }

  /**
   * A visitor's page at `path`, once it works; `unhurried()` waits until three seconds have passed since, as a person
   * takes to fill a form (the time trap holds back what came within two seconds of the form being shown).
   */
  async function visit(path: string) {
    const { page, alerts } = await visitor()
    await page.goto(path)
    await waitForApp(page)
    const shown = Date.now()
    const unhurried = () => page.waitForTimeout(Math.max(0, 3000 - (Date.now() - shown)))
    return { page, alerts, unhurried }
  }

  /** A person signed in to the team studio, the file list shown; dialogs recorded in `dialogs`. */
  async function signIn(name: string, dialogs: string[] = []): Promise<Page> {
    const context = await browser.newContext({ baseURL: live.studioOrigin, viewport: { width: 1400, height: 900 } })
    contexts.push(context)
    const page = await context.newPage()
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/_studio/login')
    await page.getByLabel('Your name').fill(name)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page
      .getByRole('navigation', { name: 'Content files' })
      .getByRole('button')
      .first()
      .waitFor({ timeout: 60_000 })
    return page
  }

  const inboxButton = (page: Page) =>
    page.locator('header.studio-bar').getByRole('button', { name: 'Inbox', exact: true })
  const inboxView = (page: Page) => page.getByRole('region', { name: 'Inbox', exact: true })

  /** Opens the Inbox view and shows the list narrowed to `words`. */
  async function findInInbox(page: Page, words: string): Promise<Locator> {
    if ((await inboxButton(page).getAttribute('aria-pressed')) !== 'true') await inboxButton(page).click()
    const view = inboxView(page)
    // From a submission (or the audit log) back to the list.
    await view.getByRole('navigation', { name: 'Inbox folders' }).getByRole('button', { name: 'Inbox' }).click()
    await view.getByLabel('Words (name, e-mail, message)').fill(words)
    await view.getByRole('button', { name: 'Show', exact: true }).click()
    return view
  }

  /** The application form of the job page, filled as a person does (the résumé picked from disk). */
  async function fillApplication(page: Page, first: string, last: string, email: string) {
    const form = page.locator('form[name="application"]')
    await form.getByLabel('First Name', { exact: false }).fill(first)
    await form.getByLabel('Last Name', { exact: false }).fill(last)
    await form.getByLabel('Email', { exact: false }).fill(email)
    await form.getByLabel('Phone', { exact: false }).fill('512-555-0100')
    await form.getByLabel('LinkedIn', { exact: false }).fill('https://www.linkedin.com/in/jane-doe')
    await form.getByLabel('Cover Letter', { exact: false }).fill('I have led platform teams for eight years.')
    await form.getByLabel('Years of Experience', { exact: false }).selectOption({ index: 2 })
    await form.getByLabel('How did you hear about us?', { exact: false }).selectOption({ index: 1 })
    await form.getByLabel('Resume', { exact: false }).setInputFiles(PDF_FILE)
    return form
  }

  /** Applies on the job page as a person does; resolves with the stored application. */
  async function apply(first: string, last: string, email: string): Promise<Entry> {
    const { page, alerts, unhurried } = await visit(JOB_PATH)
    const form = await fillApplication(page, first, last, email)
    await unhurried()
    await form.getByRole('button', { name: JOB.submitLabel }).click()
    await page.waitForURL('**/careers')
    expect(alerts).toEqual([JOB.successAlert])
    // In the inbox, not held back: the time trap let it through.
    const { entries } = await live.inbox.store.list({ forms: ['application'], folder: 'inbox', text: email })
    expect(entries).toHaveLength(1)
    return entries[0]!
  }

  test('a visitor applies with a PDF on the job page and sees the spec’s thank-you; it is stored with its file', async () => {
    application = await apply('Jane', 'Doe', applicant)
    expect(application).toMatchObject({
      form: 'application',
      name: 'Jane Doe',
      email: applicant,
      job: JOB.job.id,
      jobTitle: JOB.job.title,
      folder: 'inbox',
      status: 'new',
      talentPool: false,
      file: { name: 'jane-doe-resume.pdf', type: 'application/pdf', size: PDF.length },
    })
    resumeFile = live.inbox.filePath(application.file!)!
    expect(readFileSync(resumeFile).equals(PDF)).toBe(true)
    // Stored under a random name in the server's private folder, never the visitor's file name.
    expect(resumeFile.startsWith(join(root, '.studio/inbox/files'))).toBe(true)
    expect(resumeFile).not.toContain('jane-doe')
    if (databaseUrl) {
      // In PostgreSQL's own table, not in the SQLite file beside it.
      const client = new pg.Client(databaseUrl)
      await client.connect()
      try {
        const { rows } = await client.query('SELECT email FROM entries WHERE id = $1', [application.id])
        expect(rows).toEqual([{ email: applicant }])
      } finally {
        await client.end()
      }
    }
  })

  test('the recruiter finds it, downloads the same bytes and marks it contacted; a reload shows it stored', async () => {
    recruiter = await signIn('rita', recruiterDialogs)
    const view = await findInInbox(recruiter, applicant)
    const list = view.getByRole('table', { name: 'Submissions, newest first' })
    await expect.poll(() => list.locator('tbody tr').count()).toBe(1)
    expect(formatViolations(await runAxe(recruiter)), 'axe on the Inbox list').toBe('')
    await list.getByRole('button', { name: 'Jane Doe' }).click()
    await view.getByRole('heading', { name: 'Application from Jane Doe' }).waitFor()
    expect(await view.locator('dl').innerText()).toContain(JOB.job.title)
    expect(formatViolations(await runAxe(recruiter)), 'axe on the Inbox detail').toBe('')

    const [download] = await Promise.all([
      recruiter.waitForEvent('download'),
      view.getByRole('link', { name: /^Download the résumé: jane-doe-resume\.pdf/ }).click(),
    ])
    expect(download.suggestedFilename()).toBe('jane-doe-resume.pdf')
    const saved = join(dir, `download-${tag}.pdf`)
    await download.saveAs(saved)
    expect(readFileSync(saved).equals(PDF)).toBe(true)

    await view.getByLabel('Status').selectOption({ label: 'Contacted' })
    await expect.poll(() => view.getByRole('status').innerText()).toBe('Saved: status Contacted')
    expect((await live.inbox.store.get(application.id))?.status).toBe('contacted')

    await recruiter.reload()
    const again = await findInInbox(recruiter, applicant)
    const row = again.getByRole('row').filter({ has: recruiter.getByRole('button', { name: 'Jane Doe' }) })
    await expect.poll(() => row.innerText()).toContain('Contacted')
    await row.getByRole('button', { name: 'Jane Doe' }).click()
    await expect.poll(() => again.getByLabel('Status').inputValue()).toBe('contacted')
    // Each view and the download are in the audit log.
    const log = await live.inbox.store.auditLog(50, 0)
    const mine = log.filter((line) => line.entry === application.id && line.actor === 'rita').map((line) => line.action)
    expect(mine).toEqual(expect.arrayContaining(['view', 'download', 'change']))
  })

  test('two people change one submission: the later choice, made on an older view, is refused and the view updated', async () => {
    const [rita, ada] = [await signIn('rita'), await signIn('ada')]
    const views = []
    for (const page of [rita, ada]) {
      const view = await findInInbox(page, applicant)
      await view.getByRole('button', { name: 'Jane Doe' }).click()
      await expect.poll(() => view.getByLabel('Status').inputValue()).toBe('contacted')
      views.push(view)
    }
    const [ritas, adas] = views as [Locator, Locator]
    await adas.getByLabel('Status').selectOption({ label: 'Rejected' })
    await expect.poll(() => adas.getByRole('status').innerText()).toBe('Saved: status Rejected')
    await ritas.getByLabel('Status').selectOption({ label: 'Hired' })
    await expect
      .poll(() => ritas.getByRole('status').innerText())
      .toBe(
        'Not saved: Someone changed this application since you opened it (status Rejected, assigned to nobody): it shows as it is now; choose again if yours still stands.',
      )
    await expect.poll(() => ritas.getByLabel('Status').inputValue()).toBe('rejected')
    expect((await live.inbox.store.get(application.id))?.status).toBe('rejected')
    await ritas.getByLabel('Status').selectOption({ label: 'Contacted' })
    await expect.poll(() => ritas.getByRole('status').innerText()).toBe('Saved: status Contacted')
  })

  test('sales sees the consultation request sent from the home page, not the application, and gets 403 from its address', async () => {
    const { page, unhurried } = await visit('/')
    const form = page.locator('form[name="consultation"]')
    await form.scrollIntoViewIfNeeded()
    await form.getByLabel('Name').fill('Dana Whitfield')
    await form.getByLabel('Email').fill(`dana.${tag}@lonestarhealth.com`)
    await form.getByLabel('Company').fill('Lone Star Health')
    await form.getByLabel('Service').selectOption('Managed IT Services')
    await form.getByLabel('Message').fill('We need help with our help desk.')
    await form.getByRole('checkbox').check()
    await unhurried()
    await form.getByRole('button', { name: CONSULTATION.submitLabel }).click()
    await form.getByRole('heading', { name: CONSULTATION.thankYouTitle }).waitFor()

    const sales = await signIn('sam')
    await inboxButton(sales).click()
    const view = inboxView(sales)
    const list = view.getByRole('table', { name: 'Submissions, newest first' })
    await list.getByRole('button', { name: 'Dana Whitfield' }).waitFor()
    expect(await list.getByRole('button', { name: 'Jane Doe' }).count()).toBe(0)
    expect(await view.getByLabel('Form', { exact: true }).locator('option').allInnerTexts()).not.toContain(
      'Applications',
    )
    for (const path of [`entry?id=${application.id}`, `file?id=${application.id}`]) {
      const answer = await sales.request.get(`/_studio/api/inbox/${path}`)
      expect([path, answer.status()]).toEqual([path, 403])
    }
  })

  withFirstDatabase('an editor sees no Inbox button, and the inbox’s requests refuse them', async () => {
    const editor = await signIn('eddie')
    await editor.locator('header.studio-bar').getByRole('button', { name: 'Images' }).waitFor()
    expect(await inboxButton(editor).count()).toBe(0)
    expect((await editor.request.get('/_studio/api/inbox/entries')).status()).toBe(403)
    expect((await editor.request.get(`/_studio/api/inbox/entry?id=${application.id}`)).status()).toBe(403)
  })

  /** The first mail the receiver got for `address` whose text has `words`, waited for. */
  async function mailTo(address: string, words: string): Promise<ReceivedMail> {
    const find = () => smtp.received.find((mail) => mail.to.includes(address) && mail.message.includes(words))
    try {
      await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true)
    } catch {
      throw new Error(`no mail to ${address} with “${words}” came; the server said:\n${logged.join('\n')}`)
    }
    return find()!
  }

  withFirstDatabase(
    'the SMTP receiver got the notification (a link into the inbox, no résumé) and the confirmation',
    async () => {
      const notification = await mailTo(NOTIFY.application, application.id)
      expect(notification.from).toBe('no-reply@cedarridge.example')
      expect(subjectOf(notification)).toBe(`New application for ${JOB.job.title}`)
      // It names no one: the address is site content; who sent what is read in the inbox, where views are recorded.
      expect(notification.message).not.toMatch(/Jane|Doe|Reply-To/)
      expect(notification.message).not.toContain(applicant)
      expect(notification.message).not.toMatch(/multipart|application\/pdf|%PDF|Content-Disposition: attachment/)
      const link = `${live.studioOrigin}/_studio?inbox=${application.id}`
      expect(notification.message).toContain(link)
      // The link opens the application in the recruiter's studio.
      await recruiter.goto(link)
      await inboxView(recruiter).getByRole('heading', { name: 'Application from Jane Doe' }).waitFor()
      // Opened again on a slow connection, and left for the list before the server answered: the late answer does not
      // pull the view back to the submission.
      let answer = () => {}
      const held = new Promise<void>((done) => (answer = done))
      await recruiter.route('**/_studio/api/inbox/entry?*', async (route) => {
        await held
        await route.continue()
      })
      try {
        const asked = recruiter.waitForRequest('**/_studio/api/inbox/entry?*')
        await recruiter.goto(link)
        await asked
        const view = inboxView(recruiter)
        await view.getByRole('navigation', { name: 'Inbox folders' }).getByRole('button', { name: 'Inbox' }).click()
        await view.getByRole('heading', { name: 'Submissions' }).waitFor()
        const answered = recruiter.waitForResponse('**/_studio/api/inbox/entry?*')
        answer()
        await answered
        await recruiter.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))))
        expect(await view.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Submissions'])
      } finally {
        answer()
        await recruiter.unrouteAll()
      }

      const confirmation = await mailTo(applicant, application.id)
      expect(subjectOf(confirmation)).toMatch(/^Your application to /)
      expect(confirmation.message).toContain(`${live.siteOrigin}/_forms/withdraw?id=${application.id}&t=`)
      expect(confirmation.message).not.toMatch(/application\/pdf|%PDF/)
      // The consultation's notification went to its own address.
      const [dana] = (await live.inbox.store.list({ forms: ['consultation'], folder: 'inbox', text: `dana.${tag}@` }))
        .entries
      const consultation = await mailTo(NOTIFY.consultation, dana!.id)
      expect(subjectOf(consultation)).toBe('New consultation request')
      expect(consultation.message).not.toMatch(/Dana|Whitfield|lonestarhealth/)
    },
  )

  test('the withdraw link from the confirmation shows one button; pressing it deletes the application and its file', async () => {
    const confirmation = await mailTo(applicant, application.id)
    const link = /http:\/\/\S+\/_forms\/withdraw\?id=[\w-]+&t=[\w-]+/.exec(confirmation.message)![0]
    const { page } = await visitor()
    await page.goto(link)
    await page.getByRole('heading', { name: 'Withdraw your application' }).waitFor()
    expect(await page.getByRole('button').count()).toBe(1)
    expect(formatViolations(await runAxe(page)), 'axe on the withdraw page').toBe('')
    // Opening it deleted nothing (mail scanners open links).
    expect(await live.inbox.store.get(application.id)).toBeDefined()
    expect(existsSync(resumeFile)).toBe(true)

    await page.getByRole('button', { name: 'Withdraw and delete my application' }).click()
    await page.getByRole('heading', { name: 'Your application is deleted' }).waitFor()
    expect(await live.inbox.store.get(application.id)).toBeUndefined()
    expect(existsSync(resumeFile)).toBe(false)
    // Gone for the recruiter too.
    const view = await findInInbox(recruiter, applicant)
    await view.getByText('No submissions match these filters.').waitFor()
  })

  test('a newsletter sign-up sent within two seconds of the page is held back; the admin sees it with its reason', async () => {
    const { page } = await visitor()
    const address = `quick.${tag}@example.com`
    // The page's clock stands still (its timers still run): however slow this machine, the form says no time passed.
    await page.clock.setFixedTime(Date.now())
    await page.goto('/insights')
    const form = page.locator('form[name="newsletter"]')
    // Sent as soon as the page works (hydrated, its effects run), before its splash has even gone.
    await page.waitForFunction(
      () => {
        const element = document.querySelector('form[name="newsletter"]')
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
      },
      undefined,
      { polling: 20 },
    )
    await page.evaluate(() => new Promise((done) => setTimeout(done, 50)))
    const sent = page.waitForRequest((r) => r.url().endsWith('/_forms/newsletter') && r.method() === 'POST')
    await form.getByLabel('Email address').fill(address)
    await form.getByLabel('Email address').press('Enter')
    expect((await sent).postDataJSON()._elapsed).toBe('0')
    // The visitor is thanked like anyone (a bot learns nothing).
    await page.getByText(NEWSLETTER.successMessage).waitFor()

    const admin = await signIn('ada')
    await inboxButton(admin).click()
    const view = inboxView(admin)
    await view.getByRole('navigation', { name: 'Inbox folders' }).getByRole('button', { name: 'Held back' }).click()
    const list = view.getByRole('table', { name: 'Held back submissions, newest first' })
    const row = list.getByRole('row').filter({ has: admin.getByRole('button', { name: address, exact: true }) })
    await expect
      .poll(() => row.innerText())
      .toMatch(/Sent \d\.\d seconds after the form was shown, faster than a person fills it/)
    expect(await live.inbox.store.list({ forms: ['newsletter'], folder: 'inbox', text: address })).toMatchObject({
      total: 0,
    })
  })

  withFirstDatabase('a hostile name and note are text in the inbox: no element made, no dialog', async () => {
    const hostile = await apply(HOSTILE_NAME, 'Doe', `hostile.${tag}@example.com`)
    const view = await findInInbox(recruiter, `hostile.${tag}`)
    const name = `${HOSTILE_NAME} Doe`
    await view.getByRole('button', { name, exact: true }).click()
    await view.getByRole('heading', { name: `Application from ${name}` }).waitFor()
    await view.getByLabel('Add a note (only the team sees it)').fill(HOSTILE_NOTE)
    await view.getByRole('button', { name: 'Add note' }).click()
    await expect.poll(() => view.getByRole('status').innerText()).toBe('Saved: note added')
    await view.locator('.inbox-detail__notes').getByText(HOSTILE_NOTE, { exact: true }).waitFor()
    expect((await live.inbox.store.get(hostile.id))?.notes.map((note) => note.text)).toEqual([HOSTILE_NOTE])
    // Shown again from the server, after a new start of the studio.
    await recruiter.goto('/_studio')
    const again = await findInInbox(recruiter, `hostile.${tag}`)
    await again.getByRole('button', { name, exact: true }).click()
    await again.locator('.inbox-detail__notes').getByText(HOSTILE_NOTE, { exact: true }).waitFor()
    expect(await again.locator('img, b').count()).toBe(0)
    expect(await recruiter.locator('img[src="x"]').count()).toBe(0)
    expect(recruiterDialogs).toEqual([])
  })

  withFirstDatabase(
    'a form posted without JavaScript gets the plain thank-you page, the name on it as text',
    async () => {
      const { page } = await visitor({ javaScriptEnabled: false })
      await page.goto('/contact')
      const form = page.locator('form[name="contact"]')
      await form.getByLabel('Full Name').fill(HOSTILE_NAME)
      await form.getByLabel('Email Address').fill(`marcus.${tag}@northwind.io`)
      await form.getByLabel('Service of Interest').selectOption({ index: 1 })
      await form.getByLabel('Message').fill('Hello from a browser without JavaScript.')
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/_forms/contact')),
        form.getByRole('button', { name: CONTACT.submitLabel }).click(),
      ])
      expect([answer.request().method(), answer.status()]).toEqual(['POST', 200])
      await page.waitForURL('**/_forms/contact')
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Thank you, ${HOSTILE_NAME}`)
      expect(await page.locator('main p').first().innerText()).toBe(CONTACT.successMessage)
      expect(await page.locator('img').count()).toBe(0)
      const { entries } = await live.inbox.store.list({ forms: ['contact'], folder: 'inbox', text: `marcus.${tag}` })
      expect(entries.map((entry) => entry.name)).toEqual([HOSTILE_NAME])
      // axe waits on timers, which do not run without JavaScript: the same page, as served, checked in a page that has it.
      const { page: checked } = await visitor()
      await checked.setContent(await answer.text())
      expect(formatViolations(await runAxe(checked)), 'axe on the thank-you page').toBe('')
    },
  )

  withFirstDatabase(
    'the Spanish contact form without JavaScript gets the thank-you page in Spanish; the entry keeps its language',
    async () => {
      const { page } = await visitor({ javaScriptEnabled: false })
      await page.goto('/es/contacto')
      const form = page.locator('form[name="contact"]')
      expect(await form.getAttribute('action')).toBe('/_forms/contact?lang=es')
      await form.getByLabel('Nombre completo').fill('Lucía Garza')
      await form.getByLabel('Correo electrónico').fill(`lucia.${tag}@example.mx`)
      await form.getByLabel('Mensaje').fill('Buscamos apoyo con SAP.')
      await Promise.all([
        page.waitForURL('**/_forms/contact?lang=es'),
        form.getByRole('button', { name: ES_CONTACT.submitLabel }).click(),
      ])
      expect(await page.locator('html').getAttribute('lang')).toBe('es')
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Gracias, Lucía Garza')
      expect(await page.locator('main p').first().innerText()).toBe(ES_CONTACT.successMessage)
      expect(await page.getByRole('link').getAttribute('href')).toBe('/es/contacto')
      const { entries } = await live.inbox.store.list({ forms: ['contact'], folder: 'inbox', text: `lucia.${tag}` })
      expect(entries.map((entry) => entry.lang)).toEqual(['es'])
      const confirmation = await mailTo(`lucia.${tag}@example.mx`, entries[0]!.id)
      expect(confirmation.message).toContain('Gracias por su mensaje. Lo recibimos y le responderemos pronto.')
    },
  )

  test('a submission past its retention is deleted by the sweep, with its file; the others stay', async () => {
    // Received 181 days ago by the server's clock: the applications' 180 days have passed.
    shift = -181 * DAY
    let old: Entry
    try {
      old = await apply('Olga', 'Old', `olga.old.${tag}@example.com`)
    } finally {
      shift = 0
    }
    expect(old.expiresAt).toBeLessThan(clock().getTime())
    const oldFile = live.inbox.filePath(old.file!)!
    expect(existsSync(oldFile)).toBe(true)
    const count = async () =>
      (await live.inbox.store.list({ forms: ['application', 'consultation', 'contact'], folder: 'inbox' })).total
    const before = await count()

    expect(await live.inbox.sweep()).toBe(1)
    expect(await live.inbox.store.get(old.id)).toBeUndefined()
    expect(existsSync(oldFile)).toBe(false)
    expect(await count()).toBe(before - 1)
    // The whole log: the studio writes its lines by the real clock, which is days past the server's test day.
    const expired = (await live.inbox.store.auditLog(1000, 0)).filter((line) => line.action === 'expire')
    expect(expired).toHaveLength(1)
    expect(expired[0]).toEqual({
      at: expect.any(Number),
      actor: 'server',
      action: 'expire',
      detail: '1 expired submission deleted',
    })
  })
})
