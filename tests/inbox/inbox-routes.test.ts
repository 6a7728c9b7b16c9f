import { existsSync, readdirSync, readlinkSync } from 'node:fs'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Entry } from '../../src/inbox/types.ts'
import { PASSWORD, teamFixture } from '../studio/team/team-fixture.ts'
import { testInbox } from '../helpers/test-inbox.ts'

// The studio's inbox over HTTP: the team server given the inbox (as `npm run live` gives it), the real store
// underneath, each role signed in as a browser would be.
let fixture: Awaited<ReturnType<typeof teamFixture>>
let inbox: Awaited<ReturnType<typeof testInbox>>
type Who = { name: string; session: string; token: string; page: string }
const people: Record<string, Who> = {}

const DAY = 86_400_000
/** A PDF's bytes, with every byte value in it (a download that re-encodes them shows). */
const PDF = new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...Array.from({ length: 256 }, (_, i) => i)])

beforeAll(async () => {
  inbox = await testInbox()
  fixture = await teamFixture({ inbox: inbox.access })
  fixture.users.add({ name: 'rita', email: 'rita@cedarridge.example', role: 'recruiter' }, PASSWORD)
  fixture.users.add({ name: 'sam', email: 'sam@cedarridge.example', role: 'sales' }, PASSWORD)
  fixture.users.add({ name: 'ada', email: 'ada@cedarridge.example', role: 'admin' }, PASSWORD)
  for (const name of ['dana', 'pat', 'rita', 'sam', 'ada']) people[name] = await signIn(name)
})
afterAll(async () => {
  await fixture?.close()
  await inbox?.close()
})

async function signIn(name: string): Promise<Who> {
  const answer = await fixture.login(name, PASSWORD)
  const session = `studio_session=${answer.cookies.studio_session}`
  const page = await fixture.call('GET', '/_studio', { Cookie: session })
  const token = /name="studio-token" content="([^"]+)"/.exec(page.body)![1]!
  return { name, session, token, page: page.body }
}

const get = (who: string, path: string) =>
  fixture.call('GET', `/_studio/api/inbox/${path}`, { Cookie: people[who]!.session })
const post = (who: string, path: string, body: object, headers: Record<string, string> = {}) =>
  fixture.call(
    'POST',
    `/_studio/api/inbox/${path}`,
    {
      Cookie: people[who]!.session,
      'Content-Type': 'application/json',
      Origin: fixture.origin,
      'x-studio-token': people[who]!.token,
      ...headers,
    },
    JSON.stringify(body),
  )
/** The résumé's answer as bytes (the fixture's answers are text). */
const download = (who: Who, id: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: fixture.port,
        path: `/_studio/api/inbox/file?id=${id}`,
        headers: { Host: fixture.host, Cookie: who.session },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end()
  })
const json = (answer: { body: string }) => JSON.parse(answer.body)
/** The inbox's audit log, oldest first, as {actor, action, entry, detail}. */
const auditLines = async () =>
  (await inbox.store.auditLog(1000, 0)).reverse().map(({ actor, action, entry, detail }) => ({
    actor,
    action,
    ...(entry ? { entry } : {}),
    detail,
  }))
const lastAudit = async () => (await auditLines()).at(-1)

describe('who sees the inbox', () => {
  it('tells the studio page which forms each person sees, and an editor none', () => {
    expect(people.rita!.page).toContain('data-role="recruiter" data-inbox="application" />')
    expect(people.sam!.page).toContain('data-role="sales" data-inbox="consultation contact newsletter" />')
    expect(people.ada!.page).toContain('data-role="admin" data-inbox="consultation contact newsletter application" />')
    expect(people.dana!.page).toContain('data-role="editor" />')
    expect(people.pat!.page).toContain('data-role="publisher" />')
  })

  it('lists each person only the forms they see, and refuses the rest with 403 in words', async () => {
    const application = await inbox.add({
      form: 'application',
      name: 'Ann Applicant',
      job: 'java-dev',
      jobTitle: 'Java developer',
    })
    const contact = await inbox.add({ form: 'contact', name: 'Carl Contact' })
    const ids = async (who: string, query = '') =>
      json(await get(who, `entries?limit=200${query}`)).entries.map((e: Entry) => e.id)

    expect(await ids('rita')).toContain(application.id)
    expect(await ids('rita')).not.toContain(contact.id)
    expect(await ids('sam')).toContain(contact.id)
    expect(await ids('sam')).not.toContain(application.id)
    expect(await ids('ada')).toEqual(expect.arrayContaining([application.id, contact.id]))

    const forApplications = await get('sam', 'entries?form=application')
    expect(forApplications.status).toBe(403)
    expect(json(forApplications).message).toBe(
      'You do not see the applications: you see consultation requests, contact requests and newsletter sign-ups.',
    )
    const editor = await get('dana', 'entries')
    expect(editor.status).toBe(403)
    expect(json(editor).message).toMatch(/^Your role has no inbox/)
    expect((await get('pat', 'entries')).status).toBe(403)
    expect((await get('dana', 'setup')).status).toBe(403)

    // A publisher given a form sees it at their next request.
    fixture.users.change('pat', { inbox: ['contact'] })
    expect(await ids('pat')).toContain(contact.id)
    expect(await ids('pat')).not.toContain(application.id)
    expect((await get('pat', 'entries?form=application')).status).toBe(403)
    fixture.users.change('pat', { inbox: [] })
    expect((await get('pat', 'entries')).status).toBe(403)
  })

  it('refuses a submission of another form by its id with the same 403 as one that is not there', async () => {
    const application = await inbox.add({ form: 'application', pdf: { bytes: PDF, name: 'cv.pdf' } })
    const before = await auditLines()
    const byId = await get('sam', `entry?id=${application.id}`)
    const missing = await get('sam', 'entry?id=00000000-0000-4000-8000-000000000000')
    const nonsense = await get('sam', `entry?id=${encodeURIComponent('../../etc/passwd')}`)
    for (const answer of [byId, missing, nonsense]) {
      expect(answer.status).toBe(403)
      expect(json(answer).message).toBe(
        'This submission is not in your inbox: it came through a form you do not see (you see consultation requests, contact requests and newsletter sign-ups), or it was deleted. An admin can tell which.',
      )
    }
    // Someone who sees every form learns nothing from a 404.
    expect((await get('ada', 'entry?id=00000000-0000-4000-8000-000000000000')).status).toBe(404)

    const file = await get('sam', `file?id=${application.id}`)
    expect(file.status).toBe(403)
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(file.body).not.toContain('%PDF')
    const writes: [string, object][] = [
      ['change', { id: application.id, status: 'rejected' }],
      ['note', { id: application.id, text: 'seen' }],
      ['release', { id: application.id }],
      ['delete', { id: application.id }],
    ]
    for (const [path, body] of writes) expect((await post('sam', path, body)).status).toBe(403)
    expect((await post('dana', 'delete', { id: application.id })).status).toBe(403)
    const still = await inbox.store.get(application.id)
    expect(still).toMatchObject({ status: 'new', notes: [] })
    expect(existsSync(inbox.access.filePath(application.file!)!)).toBe(true)
    expect(await auditLines()).toEqual(before)
  })

  it('keeps the notification mail’s link, /_studio/?inbox=ID, through the sign-in', async () => {
    const id = '6f1c2d3e-0000-4000-8000-000000000001'
    const slash = await fixture.call('GET', `/_studio/?inbox=${id}`)
    expect([slash.status, slash.headers.location]).toEqual([303, `/_studio?inbox=${id}`])
    const away = await fixture.call('GET', `/_studio?inbox=${id}`)
    expect([away.status, away.headers.location]).toEqual([303, `/_studio/login?inbox=${id}`])
    const page = await fixture.call('GET', `/_studio/login?inbox=${id}`)
    expect(page.body).toContain(`<input type="hidden" name="inbox" value="${id}" />`)
    const signIn = (inbox: string) =>
      fixture.call(
        'POST',
        '/_studio/login',
        { 'Content-Type': 'application/x-www-form-urlencoded', Origin: fixture.origin },
        new URLSearchParams({ name: 'rita', password: PASSWORD, inbox }).toString(),
      )
    expect((await signIn(id)).headers.location).toBe(`/_studio?inbox=${id}`)
    // Anything but an id is dropped: the studio goes nowhere else.
    for (const forged of ['//evil.example', `${id}&file=x`, '"><script>'])
      expect((await signIn(forged)).headers.location).toBe('/_studio')
    expect((await fixture.call('GET', '/_studio/login?inbox=%22%3E%3Cscript%3E')).body).not.toContain('<script>')
  })

  it('answers 404 for every inbox request when the server has no inbox', async () => {
    const plain = await teamFixture()
    try {
      const answer = await plain.login('pat', PASSWORD)
      const cookie = `studio_session=${answer.cookies.studio_session}`
      expect((await plain.call('GET', '/_studio', { Cookie: cookie })).body).not.toContain('data-inbox')
      expect((await plain.call('GET', '/_studio/api/inbox/entries', { Cookie: cookie })).status).toBe(404)
    } finally {
      await plain.close()
    }
  })

  it('needs a session for a read and the studio’s token and Origin for a change', async () => {
    const entry = await inbox.add({ form: 'application' })
    expect((await fixture.call('GET', `/_studio/api/inbox/entry?id=${entry.id}`)).status).toBe(401)
    expect((await fixture.call('GET', `/_studio/api/inbox/file?id=${entry.id}`)).status).toBe(401)
    expect(
      (await post('rita', 'change', { id: entry.id, status: 'hired' }, { 'x-studio-token': 'forged' })).status,
    ).toBe(403)
    expect(
      (await post('rita', 'change', { id: entry.id, status: 'hired' }, { Origin: 'https://evil.example' })).status,
    ).toBe(403)
    expect((await inbox.store.get(entry.id))?.status).toBe('new')
  })
})

describe('a submission in the studio', () => {
  it('opens with its notes and who it can be assigned to, and the view is in the audit log', async () => {
    const entry = await inbox.add({ form: 'application', fields: { phone: '+1 555' } })
    const opened = await get('rita', `entry?id=${entry.id}`)
    expect(opened.status).toBe(200)
    expect(json(opened)).toMatchObject({ entry: { id: entry.id, fields: { phone: '+1 555' }, notes: [] } })
    // Everyone who sees applications, and nobody else.
    expect(json(opened).people).toEqual(['ada', 'rita'])
    expect(await lastAudit()).toEqual({
      actor: 'rita',
      action: 'view',
      entry: entry.id,
      detail: 'Opened the application',
    })
  })

  it('downloads the résumé as the same bytes, an attachment never shown inline, and audits it', async () => {
    const entry = await inbox.add({
      form: 'application',
      pdf: { bytes: PDF, name: '../../Lebenslauf "Jürgen"\r\nX-Evil: 1;.PDF' },
    })
    const answer = await download(people.rita!, entry.id)
    expect(answer.status).toBe(200)
    expect(Buffer.compare(answer.bytes, Buffer.from(PDF))).toBe(0)
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-length': String(PDF.length),
      'content-disposition':
        `attachment; filename="Lebenslauf _Jurgen_X-Evil_ 1.pdf"; ` +
        `filename*=UTF-8''${encodeURIComponent('Lebenslauf _Jürgen_X-Evil_ 1.pdf')}`,
    })
    expect(answer.headers['x-evil']).toBeUndefined()
    expect(await lastAudit()).toEqual({
      actor: 'rita',
      action: 'download',
      entry: entry.id,
      detail: 'Downloaded the résumé',
    })
    const none = await get('rita', `file?id=${(await inbox.add({ form: 'application' })).id}`)
    expect(none.status).toBe(404)
    expect(none.body).toBe('This submission has no résumé file on the server.\n')
  })

  it('closes the résumé file when the download is cancelled half-way', async () => {
    const big = new Uint8Array(16 * 1024 * 1024)
    big.set(PDF)
    const entry = await inbox.add({ form: 'application', pdf: { bytes: big, name: 'big.pdf' } })
    const path = inbox.access.filePath(entry.file!)!
    const openOnIt = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === path
        } catch {
          return false
        }
      }).length
    await new Promise<void>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: fixture.port,
          path: `/_studio/api/inbox/file?id=${entry.id}`,
          headers: { Host: fixture.host, Cookie: people.rita!.session },
        },
        (res) => {
          expect(res.statusCode).toBe(200)
          res.once('data', () => {
            req.destroy()
            resolve()
          })
        },
      )
      req.on('error', () => undefined)
      req.once('error', reject)
      req.end()
    })
    await expect.poll(openOnIt, { timeout: 5000 }).toBe(0)
  })

  it('changes the status and assignee, recomputing the expiry, with before → after in the audit log', async () => {
    const entry = await inbox.add({ form: 'application', at: Date.now() - 100 * DAY })
    const before = Date.now()
    const changed = await post('rita', 'change', { id: entry.id, status: 'contacted', assignee: 'ada' })
    expect(changed.status).toBe(200)
    const stored = (await inbox.store.get(entry.id))!
    expect(stored).toMatchObject({ status: 'contacted', assignee: 'ada' })
    // 180 days from the change, no longer from when it came in.
    expect(stored.expiresAt).toBeGreaterThanOrEqual(before + 180 * DAY)
    expect(stored.expiresAt).toBeLessThanOrEqual(Date.now() + 180 * DAY)
    expect(json(changed).entry).toMatchObject({ status: 'contacted', assignee: 'ada', expiresAt: stored.expiresAt })
    expect(await lastAudit()).toEqual({
      actor: 'rita',
      action: 'change',
      entry: entry.id,
      detail: 'Status: New → Contacted; Assigned: nobody → ada',
    })

    const toSales = await post('rita', 'change', { id: entry.id, assignee: 'sam' })
    expect(toSales.status).toBe(400)
    expect(json(toSales).message).toBe('sam does not see applications: assign it to someone who does.')
    expect((await post('rita', 'change', { id: entry.id, status: 'archived' })).status).toBe(400)
    expect((await post('rita', 'change', { id: entry.id, assignee: { name: 'ada' } })).status).toBe(400)
    expect((await inbox.store.get(entry.id))?.assignee).toBe('ada')

    expect((await post('rita', 'change', { id: entry.id, assignee: null })).status).toBe(200)
    expect((await inbox.store.get(entry.id))?.assignee).toBeUndefined()
    expect((await lastAudit())?.detail).toBe('Assigned: ada → nobody')
  })

  it('refuses a change made from a page that showed it before someone else changed it, and keeps theirs', async () => {
    const entry = await inbox.add({ form: 'application' })
    // Ada and Rita both opened it as New; Ada rejects it.
    const opened = { status: 'new', assignee: null }
    expect((await post('ada', 'change', { id: entry.id, status: 'rejected', was: opened })).status).toBe(200)
    const late = await post('rita', 'change', { id: entry.id, status: 'hired', was: opened })
    expect(late.status).toBe(409)
    expect(json(late).message).toBe(
      'Someone changed this application since you opened it (status Rejected, assigned to nobody): it shows as it is now; choose again if yours still stands.',
    )
    expect((await inbox.store.get(entry.id))?.status).toBe('rejected')
    // Chosen again from what it is now, it goes through.
    const again = await post('rita', 'change', {
      id: entry.id,
      status: 'hired',
      was: { status: 'rejected', assignee: null },
    })
    expect(again.status).toBe(200)
    expect((await inbox.store.get(entry.id))?.status).toBe('hired')
  })

  it('keeps notes as text, refuses an empty one, and audits them without their words', async () => {
    const entry = await inbox.add({ form: 'contact' })
    const hostile = '<img src=x onerror=alert(1)>\u0000 call back\n\tTuesday'
    const added = await post('sam', 'note', { id: entry.id, text: hostile })
    expect(added.status).toBe(200)
    expect(json(added).note).toMatchObject({ author: 'sam', text: '<img src=x onerror=alert(1)> call back\n\tTuesday' })
    expect(json(await get('sam', `entry?id=${entry.id}`)).entry.notes).toEqual([json(added).note])
    const empty = await post('sam', 'note', { id: entry.id, text: '   ' })
    expect([empty.status, json(empty).message]).toEqual([400, 'Write the note first: it is empty.'])
    expect((await post('sam', 'note', { id: entry.id, text: 'x'.repeat(5001) })).status).toBe(400)
    const notes = (await auditLines()).filter((l) => l.action === 'note' && l.entry === entry.id)
    expect(notes).toEqual([{ actor: 'sam', action: 'note', entry: entry.id, detail: 'Added a note of 47 characters' }])
  })

  it('lets a held-back submission into the inbox, and says why it was held', async () => {
    const entry = await inbox.add({
      form: 'contact',
      folder: 'held',
      heldReason: 'Sent 1.2 seconds after the form opened',
    })
    const held = json(await get('sam', 'entries?folder=held&limit=200')).entries
    expect(held.find((e: Entry) => e.id === entry.id)).toMatchObject({
      heldReason: 'Sent 1.2 seconds after the form opened',
    })
    expect(json(await get('sam', 'entries?limit=200')).entries.map((e: Entry) => e.id)).not.toContain(entry.id)
    const released = await post('sam', 'release', { id: entry.id })
    expect(released.status).toBe(200)
    expect(json(released).entry.folder).toBe('inbox')
    expect(json(await get('sam', 'entries?limit=200')).entries.map((e: Entry) => e.id)).toContain(entry.id)
    expect(await lastAudit()).toEqual({
      actor: 'sam',
      action: 'release',
      entry: entry.id,
      detail: 'Not spam: moved from Held back to the inbox',
    })
    expect((await post('sam', 'release', { id: entry.id })).status).toBe(409)
  })

  it('lets a held-back submission in once when people press “Not spam” at the same moment', async () => {
    const entry = await inbox.add({ form: 'contact', folder: 'held', heldReason: 'Too fast' })
    // Both requests read the submission (still held back) before either goes on: the moment of the race.
    const { get } = inbox.store
    let arrived = 0
    let all = () => {}
    const together = new Promise<void>((done) => (all = done))
    inbox.store.get = async (id) => {
      const got = await get(id)
      if (++arrived === 2) all()
      if (arrived <= 2) await together
      return got
    }
    const answers = await Promise.all(['sam', 'ada'].map((who) => post(who, 'release', { id: entry.id }))).finally(
      () => (inbox.store.get = get),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(json(answers.find((a) => a.status === 409)!).message).toBe('This submission is already in the inbox.')
    const releases = (await auditLines()).filter((l) => l.action === 'release' && l.entry === entry.id)
    expect(releases).toHaveLength(1)
  })

  it('deletes a submission and its file, and audits it', async () => {
    const entry = await inbox.add({ form: 'application', pdf: { bytes: PDF, name: 'cv.pdf' } })
    const path = inbox.access.filePath(entry.file!)!
    expect(existsSync(path)).toBe(true)
    expect((await post('rita', 'delete', { id: entry.id })).status).toBe(200)
    expect(await inbox.store.get(entry.id)).toBeUndefined()
    expect(existsSync(path)).toBe(false)
    expect(await lastAudit()).toEqual({
      actor: 'rita',
      action: 'delete',
      entry: entry.id,
      detail: 'Deleted the application',
    })
    expect((await get('rita', `entry?id=${entry.id}`)).status).toBe(403)
    expect((await get('ada', `entry?id=${entry.id}`)).status).toBe(404)
  })

  it('filters the list by form, job, status, date, words and assignee, a page at a time', async () => {
    const at = Date.UTC(2020, 0, 15)
    const job = `filter-job-${Date.now()}`
    const a = await inbox.add({ form: 'application', job, jobTitle: 'Filter job', name: 'Zelda Quux', at })
    const b = await inbox.add({ form: 'application', job, jobTitle: 'Filter job', name: 'Other', at: at + DAY })
    await post('rita', 'change', { id: b.id, status: 'rejected', assignee: 'rita' })
    const ids = async (query: string) =>
      json(await get('rita', `entries?job=${job}&${query}`)).entries.map((e: Entry) => e.id)
    expect(await ids('')).toEqual([b.id, a.id])
    expect(await ids('status=rejected')).toEqual([b.id])
    expect(await ids('assignee=rita')).toEqual([b.id])
    expect(await ids('text=zelda%20QUUX')).toEqual([a.id])
    expect(await ids(`from=${at + DAY}`)).toEqual([b.id])
    expect(await ids(`to=${at + DAY}`)).toEqual([a.id])
    expect(await ids('limit=1')).toEqual([b.id])
    expect(await ids('limit=1&offset=1')).toEqual([a.id])
    expect(json(await get('rita', `entries?job=${job}&limit=1`)).total).toBe(2)
    expect(json(await get('rita', 'setup')).jobs).toContainEqual({ job, jobTitle: 'Filter job' })
    for (const bad of ['status=archived', 'folder=trash', 'limit=0', 'limit=1000', 'from=yesterday', 'form=jobs'])
      expect((await get('rita', `entries?${bad}`)).status).toBe(400)
  })
})

describe('the CSV export', () => {
  it('quotes every field and neutralises formulas, and audits the count', async () => {
    const job = `csv-job-${Date.now()}`
    const hostile = {
      form: 'application' as const,
      job,
      jobTitle: 'CSV job',
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'csv@example.com',
      fields: {
        phone: '+1 555 0100',
        message: '-2+3\nsecond line, with "quotes"',
        company: '@SUM(A1)',
        linkedin: '\tTAB',
        portfolio: '\rCR',
        city: 'Zürich',
      },
      at: Date.UTC(2026, 10, 25, 14, 3),
    }
    await inbox.add(hostile)
    const answer = await get('rita', `export?job=${job}`)
    expect(answer.status).toBe(200)
    expect(answer.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    })
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="inbox-\d{4}-\d\d-\d\d\.csv"$/)
    expect(answer.body.startsWith('\uFEFF')).toBe(true)
    const lines = answer.body.slice(1).split('\r\n')
    expect(lines[0]).toBe(
      '"Form","Received (UTC)","Status","Assigned to","Name","E-mail","Job","City","Company","LinkedIn Profile",' +
        '"Message","Phone","Portfolio","Résumé","Talent pool","Held back because","Deleted by itself on (UTC)"',
    )
    expect(lines[1]).toBe(
      '"Application","2026-11-25 14:03","New","","\'=HYPERLINK(""http://evil.example"",""click"")","csv@example.com",' +
        '"CSV job","Zürich","\'@SUM(A1)","\'\tTAB","\'-2+3\nsecond line, with ""quotes""","\'+1 555 0100","\'\rCR",' +
        '"","no","","2027-05-24 14:03"',
    )
    expect(lines.slice(2)).toEqual([''])
    expect(await lastAudit()).toEqual({
      actor: 'rita',
      action: 'export',
      detail: `CSV of 1 submission (applications, inbox, job ${job})`,
    })
    expect((await get('sam', `export?form=application`)).status).toBe(403)
  })

  it('names each submission’s language when one came from pages in another language', async () => {
    const job = `csv-lang-job-${Date.now()}`
    const at = Date.UTC(2026, 10, 25, 14, 3)
    await inbox.add({ form: 'application', job, jobTitle: 'Lang job', name: 'Ana', lang: 'es', at })
    await inbox.add({ form: 'application', job, jobTitle: 'Lang job', name: 'Bob', at: at + 1 })
    const rows = (await get('rita', `export?job=${job}`)).body.slice(1).split('\r\n')
    expect(rows[0]).toMatch(/^"Form","Received \(UTC\)","Status","Assigned to","Name","E-mail","Job","Language",/)
    expect(rows[1]).toMatch(/^"Application","2026-11-25 14:03","New","","Bob","[^"]+","Lang job","English",/)
    expect(rows[2]).toMatch(/^"Application","2026-11-25 14:03","New","","Ana","[^"]+","Lang job","Spanish",/)
    // None from another language: no column.
    const english = `csv-en-job-${Date.now()}`
    await inbox.add({ form: 'application', job: english, jobTitle: 'English job', name: 'Cy', at })
    expect((await get('rita', `export?job=${english}`)).body).not.toContain('"Language"')
  })

  it('exports a list of any length, each submission once, whatever page the list asked for', async () => {
    const job = `long-job-${Date.now()}`
    // Two at each moment, so that a page ends between two submissions received at the same time.
    const added = await Promise.all(
      Array.from({ length: 1101 }, (_, i) =>
        inbox.add({ form: 'application', job, name: `Person ${i}`, at: Date.UTC(2026, 0, 1) + (i >> 1) }),
      ),
    )
    // A submission comes in and the newest is withdrawn once the first page is read: a list read by offsets
    // would then repeat one and leave one out.
    const { list } = inbox.store
    let pages = 0
    inbox.store.list = async (filter) => {
      const page = await list(filter)
      if (++pages === 1) {
        await inbox.add({ form: 'application', job, name: 'Late Comer', at: Date.UTC(2026, 0, 2) })
        await inbox.store.remove(added.pop()!.id)
      }
      return page
    }
    const answer = await get('rita', `export?job=${job}&limit=1&offset=1000`).finally(() => (inbox.store.list = list))
    expect(answer.status).toBe(200)
    const rows = answer.body.slice(1).split('\r\n').slice(1, -1)
    const names = rows.map((row) => row.split('","')[4])
    expect(names).toHaveLength(added.length)
    expect(new Set(names)).toEqual(new Set(added.map((e) => e.name)))
    // Counted as the export began, before the newest was withdrawn.
    expect((await lastAudit())?.detail).toBe(`CSV of 1,101 submissions (applications, inbox, job ${job})`)
  })
})

describe('an admin', () => {
  it('deletes everything from one person, files too, and the log keeps the count, not the address', async () => {
    const email = `leaver-${Date.now()}@example.com`
    const one = await inbox.add({ form: 'application', email, pdf: { bytes: PDF, name: 'cv.pdf' } })
    const two = await inbox.add({ form: 'contact', email: email.toUpperCase() })
    const other = await inbox.add({ form: 'contact' })
    const refused = await post('rita', 'delete-person', { email })
    expect([refused.status, json(refused).message]).toEqual([403, 'Only an admin deletes everything from one person.'])
    expect((await post('ada', 'delete-person', { email: 'not an address' })).status).toBe(400)
    const done = await post('ada', 'delete-person', { email: ` ${email.toUpperCase()} ` })
    expect([done.status, json(done)]).toEqual([200, { deleted: 2 }])
    expect(await inbox.store.get(one.id)).toBeUndefined()
    expect(await inbox.store.get(two.id)).toBeUndefined()
    expect(await inbox.store.get(other.id)).toBeDefined()
    expect(existsSync(inbox.access.filePath(one.file!)!)).toBe(false)
    const line = await lastAudit()
    expect(line).toEqual({
      actor: 'ada',
      action: 'delete-person',
      detail: 'Deleted everything from one person: 2 submissions (1 contact request, 1 application)',
    })
  })

  it('reads the audit log, which nobody else does', async () => {
    const refused = await get('rita', 'audit')
    expect([refused.status, json(refused).message]).toEqual([403, 'Only an admin reads the inbox’s audit log.'])
    const log = json(await get('ada', 'audit'))
    expect(log.entries[0]).toMatchObject({ actor: 'ada', action: 'delete-person' })
    expect(log.entries.length).toBeGreaterThan(5)
    expect(json(await get('ada', 'setup'))).toMatchObject({
      forms: ['consultation', 'contact', 'newsletter', 'application'],
      people: ['ada', 'rita', 'sam'],
      admin: true,
    })
    expect(json(await get('sam', 'setup'))).toEqual({
      forms: ['consultation', 'contact', 'newsletter'],
      jobs: [],
      people: ['ada', 'sam'],
      admin: false,
    })
  })
})
