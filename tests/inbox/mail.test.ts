// @vitest-environment node
/**
 * The inbox's mail (src/inbox/mail-loop.ts) against a local SMTP receiver started here (smtp-server): the
 * notification and the confirmation arrive; a mail server that is down delays them, never the submission.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../helpers/free-port.ts'
import { applicationForm, serveInbox } from '../helpers/inbox-server.ts'
import { smtpReceiver, subjectOf } from '../helpers/smtp-receiver.ts'

const root = mkdtempSync(join(tmpdir(), 'inbox-mail-'))
const cleanup: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close()
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('mail', { timeout: 30_000 }, () => {
  it('the notification and the confirmation reach the mail server, then leave the queue', async () => {
    const smtp = await smtpReceiver()
    cleanup.push(smtp.close)
    const served = await serveInbox({
      dir: join(root, 'up'),
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Cedar Ridge <no-reply@cedar.example>',
    })
    cleanup.push(served.close)
    const answer = await fetch(`${served.origin}/_forms/application`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: applicationForm(),
    })
    expect(answer.status).toBe(200)
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(2)
    const [entry] = (await served.inbox.store.list({ forms: ['application'], folder: 'inbox' })).entries
    const notification = smtp.received.find((mail) => mail.to[0] === 'hello@cedar.example')!
    const confirmation = smtp.received.find((mail) => mail.to[0] === 'jane.doe@example.com')!
    expect(notification.from).toBe('no-reply@cedar.example')
    expect(subjectOf(notification)).toBe('New application for DevOps Engineer')
    expect(notification.message).toContain(`https://studio.cedar.example/_studio?inbox=${entry!.id}`)
    // It names no one: the address is site content, and who sent what is read in the inbox, where views are recorded.
    expect(notification.message).not.toMatch(/Jane|Doe|jane\.doe|Reply-To/i)
    // Plain text only, nothing attached.
    expect(notification.message).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m)
    expect(notification.message).not.toMatch(/multipart|application\/pdf|%PDF/)
    expect(subjectOf(confirmation)).toBe('Your application to Cedar Ridge')
    expect(confirmation.message).toContain(`https://www.cedar.example/_forms/withdraw?id=${entry!.id}&t=`)
    await expect.poll(() => served.inbox.store.dueMail(Date.now() + 3_600_000, 10)).toEqual([])
  })

  it('a hostile name or job adds no header or recipient, and the confirmation carries none of its words', async () => {
    const smtp = await smtpReceiver()
    cleanup.push(smtp.close)
    const served = await serveInbox({ dir: join(root, 'hostile'), smtpUrl: `smtp://127.0.0.1:${smtp.port}` })
    cleanup.push(served.close)
    const send = (body: FormData) =>
      fetch(`${served.origin}/_forms/application`, { method: 'POST', headers: { Accept: 'application/json' }, body })
    const refused = await send(applicationForm({ email: 'jane@example.com\r\nBcc: spy@evil.example' }))
    expect(refused.status).toBe(400)
    const answer = await send(
      applicationForm({
        firstName: 'Eve\r\nBcc: spy@evil.example',
        lastName: 'Doe\nX-Evil: 1',
        jobId: 'no-such-job',
        job: 'Cheap pills at https://spam.example\r\nBcc: more@evil.example',
        email: 'target@example.com',
      }),
    )
    expect(answer.status).toBe(200)
    // A made-up job id is not kept as a job (the inbox's job filter lists the site's jobs only).
    const [kept] = (await served.inbox.store.list({ forms: ['application'], folder: 'inbox', text: 'target@' })).entries
    expect(kept!.job).toBeUndefined()
    expect(await served.inbox.store.jobs()).toEqual([])
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(2)
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([['hello@cedar.example'], ['target@example.com']])
    for (const mail of smtp.received) expect(mail.message).not.toMatch(/^(Bcc|X-Evil):/im)
    const notification = smtp.received.find((mail) => mail.to[0] === 'hello@cedar.example')!
    // Not one of the site's jobs, and none of the sender's words.
    expect(subjectOf(notification)).toBe('New application')
    expect(notification.message).not.toMatch(/spam|pills|Eve|evil/)
    // Anyone can type someone else's address: the firm's mail to it says nothing the stranger wrote.
    const confirmation = smtp.received.find((mail) => mail.to[0] === 'target@example.com')!
    expect(confirmation.message).not.toMatch(/spam|pills|Eve|evil/)
    expect(confirmation.message).toContain('Hello,')
    expect(confirmation.message).toContain('Thank you for your application. We received it')
  })

  it('a mail server that is down delays the mails, never the submission; they arrive once it is up', async () => {
    const port = await freePort()
    const logged: string[] = []
    const served = await serveInbox({
      dir: join(root, 'down'),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailRetryMs: 100,
      log: (line) => logged.push(line),
    })
    cleanup.push(served.close)
    const answer = await fetch(`${served.origin}/_forms/contact`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Marcus Reyes', email: 'marcus@northwind.io', message: 'Hello.', _elapsed: '9000' }),
    })
    expect([answer.status, await answer.text()]).toEqual([200, '{"ok":true}'])
    await expect
      .poll(() => logged.some((line) => /mails? could not be sent/.test(line)), { timeout: 10_000 })
      .toBe(true)

    const smtp = await smtpReceiver(port)
    cleanup.push(smtp.close)
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(2)
    expect(smtp.received.map(subjectOf).sort()).toEqual(['New contact message', 'Your message to Cedar Ridge'])
  })

  it('without an SMTP address the mails wait in the database, and the server says so once', async () => {
    const logged: string[] = []
    const served = await serveInbox({ dir: join(root, 'none'), log: (line) => logged.push(line) })
    cleanup.push(served.close)
    for (const email of ['a@example.com', 'b@example.com'])
      await fetch(`${served.origin}/_forms/newsletter`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
    expect(logged).toEqual([
      'inbox: INBOX_SMTP_URL is not set, so notifications and confirmations wait in the database until it is',
    ])
    expect((await served.inbox.store.dueMail(Date.now(), 10)).map((mail) => mail.subject)).toEqual([
      'New newsletter sign-up',
      'New newsletter sign-up',
    ])
  })
})
