// @vitest-environment node
/**
 * The inbox in `npm run live` (src/live/live-server.ts): the site's port answers /_forms/… (before the first build
 * too), the team server is handed the inbox, the settings come from the published site file (cached by its
 * modification time), the server's INBOX_* settings from the environment.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { InboxAccess } from '../../src/inbox/types.ts'
import { defaultStudioUrl, liveArgs } from '../../src/live/live-args.ts'
import { publishedInboxSettings } from '../../src/live/published-inbox-settings.ts'
import { git, liveProject, startLocalLive } from '../live/live-project.ts'

const dir = mkdtempSync(join(tmpdir(), 'live-inbox-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Writes `text` to `file` with a modification time `seconds` after 2026-01-01 (so each write is seen as a change). */
function write(file: string, text: string, seconds: number) {
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, text)
  const at = Date.parse('2026-01-01T00:00:00Z') / 1000 + seconds
  utimesSync(file, at, at)
}

describe('the inbox in the live server', { timeout: 60_000 }, () => {
  it('answers /_forms/ on the site’s port before the first build, and gives the team server the same inbox', async () => {
    const { root } = liveProject(join(dir, 'project'))
    const site = join(root, 'pages/_site.yaml')
    writeFileSync(
      site,
      readFileSync(site, 'utf8').replace(
        /\nforms:\n(?: .*\n?)*/,
        '\nforms:\n  delivery: server\n  overrides:\n    contact: { notify: sales@cedarridge.example }\n',
      ),
    )
    git(root, 'commit', '-q', '-am', 'Forms to the server')
    let given: InboxAccess | undefined
    const live = await startLocalLive(root, {
      publicUrl: 'https://www.cedar.test',
      teamServer: (_builds, inbox) => {
        given = inbox
        return createServer((_, res) => res.end('studio'))
      },
    })
    try {
      expect(given?.store).toBe(live.inbox.store)
      const answer = await fetch(`${live.siteOrigin}/_forms/contact`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Marcus Reyes',
          email: 'marcus@northwind.io',
          message: 'Hello.',
          _elapsed: '9000',
        }),
      })
      expect([answer.status, await answer.text()]).toEqual([200, '{"ok":true}'])
      const { entries } = await live.inbox.store.list({ forms: ['contact'], folder: 'inbox' })
      expect(entries.map((entry) => entry.name)).toEqual(['Marcus Reyes'])
      const mails = await live.inbox.store.dueMail(Date.now(), 10)
      expect(mails.map((mail) => mail.to)).toEqual(['sales@cedarridge.example', 'marcus@northwind.io'])
      expect(mails[0]!.text).toContain(`${live.studioOrigin}/_studio?inbox=${entries[0]!.id}`)
      expect(mails[1]!.text).toContain(`https://www.cedar.test/_forms/withdraw?id=${entries[0]!.id}&t=`)
      expect(readFileSync(join(root, '.studio/inbox/secret'), 'utf8')).toMatch(/^[0-9a-f]{64}$/)
    } finally {
      await live.close()
    }
  })

  it('reads the published site first, never a file of the clone beside it, again only when it changes, and keeps the last good one', () => {
    const published = join(dir, 'published')
    const clone = join(dir, 'clone')
    const site = (email: string, forms = '') => `company:\n  name: Cedar Ridge\n  email: ${email}\n${forms}`
    write(join(clone, 'pages/_site.yaml'), site('clone@cedar.example'), 1)
    const settings = publishedInboxSettings([published, clone])
    // Before the first build there is no published checkout: the clone's file.
    expect(settings().company.email).toBe('clone@cedar.example')
    write(join(published, 'pages/_site.yaml'), site('hello@cedar.example', 'forms:\n  delivery: server\n'), 2)
    expect(settings()).toMatchObject({ company: { email: 'hello@cedar.example' }, forms: { delivery: 'server' } })
    write(join(published, 'pages/_site.yaml'), 'company: [broken', 3)
    expect(settings().company.email).toBe('hello@cedar.example')
    write(join(published, 'pages/_site.yaml'), site('new@cedar.example'), 4)
    expect(settings()).toEqual({
      company: { name: 'Cedar Ridge', email: 'new@cedar.example' },
      jobTitle: expect.any(Function),
      careersPath: expect.any(Function),
    })

    write(join(published, 'pages/_collections/jobs/devops-engineer.yaml'), 'title: DevOps Engineer\n', 5)
    const { jobTitle, careersPath } = settings()
    expect(jobTitle!('devops-engineer')).toBe('DevOps Engineer')
    expect(jobTitle!('no-such-job')).toBeUndefined()
    expect(jobTitle!('../../_site')).toBeUndefined()
    expect(careersPath!()).toBe('/careers')
    // A language: the job's and the careers page's translations, else the original title and no careers page.
    expect(jobTitle!('devops-engineer', 'es')).toBe('DevOps Engineer')
    expect(careersPath!('es')).toBeUndefined()
    write(join(published, 'pages/_collections/jobs/devops-engineer.es.yaml'), 'title: Ingeniero(a) DevOps\n', 6)
    write(join(published, 'pages/careers.es.yaml'), 'slug: empleos\ntitle: Empleos\n', 7)
    expect(jobTitle!('devops-engineer', 'es')).toBe('Ingeniero(a) DevOps')
    expect(jobTitle!('devops-engineer')).toBe('DevOps Engineer')
    expect(careersPath!('es')).toBe('/es/empleos')
    expect(jobTitle!('devops-engineer', '../x')).toBe('DevOps Engineer')
    expect(careersPath!('../x')).toBeUndefined()
    write(
      join(published, 'pages/_site.yaml'),
      `${site('new@cedar.example')}languages:\n  - { code: en, name: English }\n  - { code: es, name: Español }\n  - { code: '../x', name: X }\n`,
      8,
    )
    expect(settings().languages).toEqual(['en', 'es'])
    // A job saved in the clone and not published is no job of the site's: its title is no one's to put in a mail.
    write(join(clone, 'pages/_collections/jobs/unreviewed.yaml'), 'title: Claim your bonus at example.net\n', 9)
    expect(settings().jobTitle!('unreviewed')).toBeUndefined()
    expect(() => publishedInboxSettings([join(dir, 'nowhere')])()).toThrow(/pages\/_site\.yaml could not be read/)
  })

  it('links the mails to the studio at its first host name, by https when the public site is', () => {
    expect(defaultStudioUrl('https://www.cedar.example', ['studio.cedar.example', 'studio.internal'])).toBe(
      'https://studio.cedar.example',
    )
    expect(defaultStudioUrl('http://localhost:4173', ['studio.local'])).toBe('http://studio.local')
    expect(defaultStudioUrl(undefined, ['studio.local'])).toBe('http://studio.local')
    expect(defaultStudioUrl('https://www.cedar.example', [])).toBeUndefined()
  })

  it('takes the inbox’s database, mail server and sender from the environment, refusing what it cannot use', () => {
    expect(liveArgs([]).inbox).toEqual({})
    expect(
      liveArgs(['--studio-url', 'https://studio.cedar.example/'], {
        INBOX_DATABASE_URL: 'postgres://inbox:secret@db.internal/inbox',
        INBOX_SMTP_URL: 'smtp://mailer:pw@smtp.internal:587',
        INBOX_MAIL_FROM: ' Cedar Ridge <no-reply@cedar.example> ',
      }),
    ).toMatchObject({
      studioUrl: 'https://studio.cedar.example',
      inbox: {
        databaseUrl: 'postgres://inbox:secret@db.internal/inbox',
        smtpUrl: 'smtp://mailer:pw@smtp.internal:587',
        mailFrom: 'Cedar Ridge <no-reply@cedar.example>',
      },
    })
    expect(() => liveArgs([], { INBOX_DATABASE_URL: 'mysql://inbox:secret@db/inbox' })).toThrow(
      /^INBOX_DATABASE_URL: give postgres:\/\/user:password@host\/database/,
    )
    expect(() => liveArgs([], { INBOX_DATABASE_URL: 'mysql://inbox:secret@db/inbox' })).not.toThrow(/secret/)
    expect(() => liveArgs([], { INBOX_SMTP_URL: 'mail.example.com' })).toThrow(/^INBOX_SMTP_URL: give smtp:\/\//)
    expect(() => liveArgs([], { INBOX_MAIL_FROM: 'Website\r\nBcc: x@y.z' })).toThrow(/^INBOX_MAIL_FROM/)
  })
})
