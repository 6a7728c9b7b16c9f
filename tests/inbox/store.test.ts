// @vitest-environment node
/**
 * The inbox's store, the same suite over SQLite (a temp file) and PostgreSQL (Debian's, started on a free port by
 * tests/helpers/postgres.ts): what goes in comes out verbatim, the list's filters, changes, deletion (one, a person,
 * the expired), the audit log, the mail queue and the migrations. Then the file store and the retention periods.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../../src/inbox/db.ts'
import { FileStore } from '../../src/inbox/file-store.ts'
import { MIGRATIONS } from '../../src/inbox/migrate.ts'
import { openStore } from '../../src/inbox/open-store.ts'
import { postgresDb } from '../../src/inbox/postgres-db.ts'
import { DEFAULT_RETENTION_DAYS, expiresAt } from '../../src/inbox/retention.ts'
import { MAIL_CLAIM_MS } from '../../src/inbox/sql-store.ts'
import { sqliteDb } from '../../src/inbox/sqlite-db.ts'
import type { InboxStore, NewEntry } from '../../src/inbox/types.ts'
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts'

const dir = mkdtempSync(join(tmpdir(), 'inbox-store-'))
let postgres: TestPostgres
let files = 0

beforeAll(async () => {
  postgres = await startPostgres()
})
afterAll(async () => {
  await postgres?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const T0 = Date.parse('2026-11-25T09:00:00Z')
const DAY = 86_400_000

const backends = [
  { name: 'SQLite', newUrl: async () => pathToFileURL(join(dir, `inbox-${++files}.db`)).href },
  { name: 'PostgreSQL', newUrl: () => postgres.newDatabase() },
]

/** The database under a store, for what the store itself never does (change the audit log, read the migrations). */
const rawDb = (url: string): Promise<Db> => (url.startsWith('file:') ? sqliteDb(fileURLToPath(url)) : postgresDb(url))

function entry(overrides: Partial<NewEntry> = {}): NewEntry {
  const { name = 'Anna Berg', email = 'anna@example.com' } = overrides
  return {
    form: 'application',
    job: 'devops-engineer',
    jobTitle: 'DevOps Engineer',
    email,
    name,
    fields: { name, email, message: 'I build pipelines.' },
    folder: 'inbox',
    talentPool: false,
    at: T0,
    expiresAt: T0 + 180 * DAY,
    ...overrides,
  }
}

const mail = (to: string, subject = 'New application') => ({ to, subject, text: `Dear ${to}` })

describe.each(backends)('the inbox store on $name', ({ newUrl }) => {
  let url: string
  let store: InboxStore

  beforeEach(async () => {
    url = await newUrl()
    store = await openStore(url)
  })
  afterEach(async () => {
    await store.close()
  })

  it('stores a submission and its mails in one go, and gives it back as it was sent', async () => {
    const file = { id: 'a'.repeat(32), name: 'cv.pdf', type: 'application/pdf', size: 1234 }
    const added = await store.add(entry({ email: '  Anna@Example.COM ', file, talentPool: true, lang: 'es' }), [
      mail('jobs@cedar.test'),
      { ...mail('anna@example.com', 'Thank you'), replyTo: 'jobs@cedar.test' },
    ])
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(added).toMatchObject({
      email: 'anna@example.com',
      status: 'new',
      createdAt: T0,
      updatedAt: T0,
      file,
      lang: 'es',
    })
    expect(added.assignee).toBeUndefined()
    expect(await store.get(added.id)).toEqual({ ...added, notes: [] })
    expect(await store.get('no-such-id')).toBeUndefined()
    const mails = await store.dueMail(T0, 10)
    expect(mails.map((m) => [m.to, m.subject, m.replyTo, m.attempts])).toEqual([
      ['jobs@cedar.test', 'New application', undefined, 0],
      ['anna@example.com', 'Thank you', 'jobs@cedar.test', 0],
    ])
  })

  it('stores hostile text verbatim and refuses a NUL character, storing nothing', async () => {
    const hostile = `<script>alert("x")</script> ' OR 1=1; -- \\ %_ 👩🏽‍💻 Ünïcödé \u202e`
    const added = await store.add(
      entry({
        name: hostile,
        jobTitle: hostile,
        fields: JSON.parse(
          JSON.stringify({ message: hostile, __proto__x: 'x', 'a"b': '"' }).replace('__proto__x', '__proto__'),
        ),
      }),
      [mail('jobs@cedar.test', hostile)],
    )
    const got = await store.get(added.id)
    expect(got?.name).toBe(hostile)
    expect(got?.jobTitle).toBe(hostile)
    expect(Object.entries(got!.fields)).toEqual([
      ['message', hostile],
      ['__proto__', 'x'],
      ['a"b', '"'],
    ])
    await store.addNote(added.id, 'rita', hostile, T0)
    expect((await store.get(added.id))?.notes[0]?.text).toBe(hostile)
    expect((await store.dueMail(T0, 10))[0]?.subject).toBe(hostile)

    await expect(store.add(entry({ name: 'a\0b' }), [])).rejects.toThrow(/NUL/)
    await expect(store.add(entry({ fields: { message: 'a\0b' } }), [])).rejects.toThrow(/NUL/)
    await expect(store.addNote(added.id, 'rita', 'a\0b', T0)).rejects.toThrow(/NUL/)
    const { total } = await store.list({ forms: ['application'], folder: 'inbox' })
    expect(total).toBe(1)
  })

  it('lists newest first by form, folder, job, status, time, assignee and words, with the total', async () => {
    const a = await store.add(entry({ name: 'Anna Berg', at: T0 }), [])
    const b = await store.add(
      entry({ name: 'Bob Stone', email: 'bob@example.com', job: 'qa', jobTitle: 'QA Lead', at: T0 + 1000 }),
      [],
    )
    const c = await store.add(
      entry({
        form: 'contact',
        job: undefined,
        jobTitle: undefined,
        name: 'Carla Díaz',
        email: 'carla@example.com',
        fields: { message: 'We need 100% uptime_now' },
        at: T0 + 2000,
      }),
      [],
    )
    const held = await store.add(entry({ name: 'Spam Bot', folder: 'held', heldReason: 'Too fast', at: T0 + 3000 }), [])
    await store.update(b.id, { status: 'contacted', assignee: 'rita' }, T0 + 5000, null)
    const ids = async (filter: Partial<Parameters<InboxStore['list']>[0]>) => {
      const { entries, total } = await store.list({ forms: ['application', 'contact'], folder: 'inbox', ...filter })
      return { ids: entries.map((e) => e.id), total }
    }

    expect(await ids({})).toEqual({ ids: [c.id, b.id, a.id], total: 3 })
    expect(await ids({ forms: ['application'] })).toEqual({ ids: [b.id, a.id], total: 2 })
    expect(await ids({ forms: [] })).toEqual({ ids: [], total: 0 })
    expect(await ids({ folder: 'held' })).toEqual({ ids: [held.id], total: 1 })
    expect(await ids({ job: 'qa' })).toEqual({ ids: [b.id], total: 1 })
    expect(await ids({ status: 'contacted' })).toEqual({ ids: [b.id], total: 1 })
    expect(await ids({ status: 'new' })).toEqual({ ids: [c.id, a.id], total: 2 })
    expect(await ids({ assignee: 'rita' })).toEqual({ ids: [b.id], total: 1 })
    expect(await ids({ from: T0 + 1000 })).toEqual({ ids: [c.id, b.id], total: 2 })
    expect(await ids({ to: T0 + 1000 })).toEqual({ ids: [a.id], total: 1 })
    expect(await ids({ from: T0 + 1000, to: T0 + 2000 })).toEqual({ ids: [b.id], total: 1 })
    expect(await ids({ limit: 1, offset: 1 })).toEqual({ ids: [b.id], total: 3 })
    expect(await ids({ limit: 2, offset: 2 })).toEqual({ ids: [a.id], total: 3 })
    // Words, any capitals, in the name, the e-mail, the job's title and the fields; all of them must be there.
    expect(await ids({ text: 'ANNA' })).toEqual({ ids: [a.id], total: 1 })
    expect(await ids({ text: 'díaz' })).toEqual({ ids: [c.id], total: 1 })
    expect(await ids({ text: 'DÍAZ' })).toEqual({ ids: [c.id], total: 1 })
    expect(await ids({ text: 'BOB@example' })).toEqual({ ids: [b.id], total: 1 })
    expect(await ids({ text: 'qa lead' })).toEqual({ ids: [b.id], total: 1 })
    expect(await ids({ text: 'uptime anna' })).toEqual({ ids: [], total: 0 })
    // % and _ are letters to find, not wildcards.
    expect(await ids({ text: '100%' })).toEqual({ ids: [c.id], total: 1 })
    expect(await ids({ text: '%' })).toEqual({ ids: [c.id], total: 1 })
    expect(await ids({ text: 'b_rg' })).toEqual({ ids: [], total: 0 })
    expect(await ids({ text: 'b%g' })).toEqual({ ids: [], total: 0 })
    expect(await ids({ text: 'uptime_now' })).toEqual({ ids: [c.id], total: 1 })
    expect(await ids({ text: '\\' })).toEqual({ ids: [], total: 0 })
    await expect(store.list({ forms: ['contact'], folder: 'inbox', limit: -1 })).rejects.toThrow(RangeError)
    // After a given one: the next page, which what comes in meanwhile does not shift; ties in time go by id.
    expect(await ids({ before: { createdAt: c.createdAt, id: c.id } })).toEqual({ ids: [b.id, a.id], total: 2 })
    const same = await store.add(entry({ name: 'Same Time', at: T0 + 1000 }), [])
    const [first, second] = [b, same].sort((x, y) => (x.id < y.id ? 1 : -1))
    expect((await ids({ limit: 2 })).ids).toEqual([c.id, first!.id])
    expect(await ids({ before: { createdAt: T0 + 1000, id: first!.id } })).toEqual({
      ids: [second!.id, a.id],
      total: 2,
    })
  })

  it('changes status, assignee and folder, with the new expiry, and queues mails with the change', async () => {
    const added = await store.add(entry({ folder: 'held', heldReason: 'Sent in 1.2 seconds' }), [])
    const changed = await store.update(added.id, { status: 'in-review', assignee: 'rita' }, T0 + DAY, T0 + 181 * DAY)
    expect(changed).toMatchObject({
      status: 'in-review',
      assignee: 'rita',
      updatedAt: T0 + DAY,
      expiresAt: T0 + 181 * DAY,
    })
    expect(changed?.createdAt).toBe(T0)
    const released = await store.update(added.id, { folder: 'inbox', assignee: null }, T0 + 2 * DAY, null, [
      mail('jobs@cedar.test'),
    ])
    expect(released).toMatchObject({ folder: 'inbox', status: 'in-review', expiresAt: null })
    expect(released?.assignee).toBeUndefined()
    expect(await store.get(added.id)).toEqual({ ...released, notes: [] })
    expect((await store.dueMail(T0 + 2 * DAY, 10)).map((m) => m.to)).toEqual(['jobs@cedar.test'])
    expect(await store.update('no-such-id', { status: 'hired' }, T0, null, [mail('x@cedar.test')])).toBeUndefined()
    expect(await store.dueMail(T0 + 3 * DAY + MAIL_CLAIM_MS, 10)).toHaveLength(1)
    await expect(store.update(added.id, { status: 'lost' as never }, T0, null)).rejects.toThrow(RangeError)
  })

  it('lets a held-back submission in once, with its mails, however many ask at the same moment', async () => {
    const held = await store.add(entry({ folder: 'held', heldReason: 'Sent in 1.2 seconds' }), [])
    const asks = await Promise.all(
      Array.from({ length: 5 }, () => store.release(held.id, T0 + DAY, T0 + 181 * DAY, [mail('jobs@cedar.test')])),
    )
    const released = asks.filter((got) => got !== undefined)
    expect(released).toHaveLength(1)
    expect(released[0]).toMatchObject({ id: held.id, folder: 'inbox', updatedAt: T0 + DAY, expiresAt: T0 + 181 * DAY })
    expect(await store.get(held.id)).toEqual({ ...released[0], notes: [] })
    expect((await store.dueMail(T0 + DAY, 10)).map((m) => m.to)).toEqual(['jobs@cedar.test'])
    // In the inbox already, or not there at all: nothing changes, nothing is queued.
    expect(await store.release(held.id, T0 + 2 * DAY, null, [mail('again@cedar.test')])).toBeUndefined()
    expect(await store.release('no-such-id', T0, null, [mail('again@cedar.test')])).toBeUndefined()
    expect(await store.get(held.id)).toMatchObject({ updatedAt: T0 + DAY, expiresAt: T0 + 181 * DAY })
    expect(await store.dueMail(T0 + 3 * DAY + MAIL_CLAIM_MS, 10)).toHaveLength(1)
  })

  it('keeps notes in the order they were written', async () => {
    const added = await store.add(entry(), [])
    const first = await store.addNote(added.id, 'rita', 'Called her.', T0 + 1)
    const second = await store.addNote(added.id, 'sam', 'Interview on Monday.', T0 + 2)
    expect((await store.get(added.id))?.notes).toEqual([first, second])
    expect(first).toMatchObject({ author: 'rita', text: 'Called her.', at: T0 + 1 })
    expect(await store.addNote('no-such-id', 'rita', 'Lost', T0)).toBeUndefined()
  })

  it('deletes one submission with its notes and unsent mails', async () => {
    const added = await store.add(entry(), [mail('jobs@cedar.test')])
    const other = await store.add(entry({ email: 'bob@example.com' }), [mail('bob@example.com')])
    await store.addNote(added.id, 'rita', 'Called her.', T0)
    expect(await store.remove(added.id)).toEqual(added)
    expect(await store.get(added.id)).toBeUndefined()
    expect(await store.remove(added.id)).toBeUndefined()
    expect((await store.dueMail(T0, 10)).map((m) => m.to)).toEqual(['bob@example.com'])
    expect(await store.get(other.id)).toBeDefined()
  })

  it('deletes every submission of one person, whatever the capitals', async () => {
    const a = await store.add(entry({ email: 'Anna@Example.com' }), [])
    const b = await store.add(entry({ form: 'newsletter', email: 'ANNA@example.COM', at: T0 + 1 }), [])
    const other = await store.add(entry({ email: 'anna@example.org' }), [])
    const removed = await store.removeByEmail(' aNNa@EXAMPLE.com ')
    expect(removed.map((e) => e.id)).toEqual([b.id, a.id])
    expect(await store.get(a.id)).toBeUndefined()
    expect(await store.get(other.id)).toBeDefined()
    expect(await store.removeByEmail('anna@example.com')).toEqual([])
  })

  it('deletes what expired at or before now, never what is kept until deleted', async () => {
    const due = await store.add(entry({ expiresAt: T0 + DAY }), [])
    const past = await store.add(entry({ expiresAt: T0 }), [])
    const later = await store.add(entry({ expiresAt: T0 + DAY + 1 }), [])
    const kept = await store.add(entry({ form: 'newsletter', expiresAt: null }), [])
    const removed = await store.removeExpired(T0 + DAY)
    expect(removed.map((e) => e.id).sort()).toEqual([due.id, past.id].sort())
    expect(await store.get(later.id)).toBeDefined()
    expect(await store.get(kept.id)).toBeDefined()
    expect(await store.removeExpired(T0 + 1000 * DAY)).toEqual([later])
  })

  it('names the files its submissions name, as long as they are there', async () => {
    const file = (id: string) => ({ id, name: 'cv.pdf', type: 'application/pdf', size: 10 })
    const a = await store.add(entry({ file: file('a'.repeat(32)) }), [])
    await store.add(entry({ file: file('b'.repeat(32)) }), [])
    await store.add(entry({ form: 'contact' }), [])
    expect((await store.fileIds()).sort()).toEqual(['a'.repeat(32), 'b'.repeat(32)])
    await store.remove(a.id)
    expect(await store.fileIds()).toEqual(['b'.repeat(32)])
  })

  it('names the jobs that have applications', async () => {
    await store.add(entry({ job: 'qa', jobTitle: 'QA Lead' }), [])
    await store.add(entry(), [])
    await store.add(entry(), [])
    await store.add(entry({ form: 'contact', job: undefined, jobTitle: undefined }), [])
    expect(await store.jobs()).toEqual([
      { job: 'devops-engineer', jobTitle: 'DevOps Engineer' },
      { job: 'qa', jobTitle: 'QA Lead' },
    ])
  })

  it('keeps an audit log, newest first, that nobody can change', async () => {
    await store.audit({ at: T0, actor: 'rita', action: 'view', entry: 'e1', detail: 'Opened' })
    await store.audit({ at: T0 + 1, actor: 'server', action: 'expire', detail: '2 expired submissions deleted' })
    await store.audit({ at: T0 + 1, actor: 'sam', action: 'export', detail: 'CSV of 40' })
    expect(await store.auditLog(10, 0)).toEqual([
      { at: T0 + 1, actor: 'sam', action: 'export', detail: 'CSV of 40' },
      { at: T0 + 1, actor: 'server', action: 'expire', detail: '2 expired submissions deleted' },
      { at: T0, actor: 'rita', action: 'view', entry: 'e1', detail: 'Opened' },
    ])
    expect((await store.auditLog(1, 2)).map((a) => a.actor)).toEqual(['rita'])
    const db = await rawDb(url)
    try {
      await expect(db.query("UPDATE audit SET detail = 'nothing'")).rejects.toThrow(/append-only/)
      await expect(db.query('DELETE FROM audit')).rejects.toThrow(/append-only/)
    } finally {
      await db.close()
    }
    expect(await store.auditLog(10, 0)).toHaveLength(3)
  })

  it('hands out due mail oldest first, once, and retries what failed', async () => {
    await store.add(entry(), [mail('one@cedar.test'), mail('two@cedar.test')])
    await store.add(entry({ at: T0 + 10 }), [mail('three@cedar.test')])
    await store.add(entry({ at: T0 + 60_000 }), [mail('later@cedar.test')])
    const due = await store.dueMail(T0 + 10, 10)
    expect(due.map((m) => m.to)).toEqual(['one@cedar.test', 'two@cedar.test', 'three@cedar.test'])
    // Claimed: not handed out again while being sent.
    expect(await store.dueMail(T0 + 20, 10)).toEqual([])
    await store.mailSent(due[0]!.id)
    await store.mailFailed(due[1]!.id, T0 + 1000, 'Connection refused')
    expect((await store.dueMail(T0 + 1000, 1)).map((m) => [m.to, m.attempts, m.lastError])).toEqual([
      ['two@cedar.test', 1, 'Connection refused'],
    ])
    // After the claim runs out (a server that died while sending), the rest come back; the sent one never does.
    const later = await store.dueMail(T0 + 10 + MAIL_CLAIM_MS, 10)
    expect(later.map((m) => m.to)).toEqual(['three@cedar.test', 'later@cedar.test'])
  })

  it('migrates once: a second open changes nothing, nor do two servers opening one PostgreSQL at once', async () => {
    const added = await store.add(entry(), [])
    await store.close()
    store = await openStore(url)
    expect(await store.get(added.id)).toEqual({ ...added, notes: [] })
    const urls = [url]
    if (url.startsWith('postgres:')) {
      // (SQLite is one server's file; two stores on one file in one process would wait on each other's lock.)
      urls.push(await newUrl())
      for (const other of await Promise.all([openStore(urls[1]!), openStore(urls[1]!), openStore(url)])) {
        await other.close()
      }
    }
    for (const u of urls) {
      const db = await rawDb(u)
      try {
        const rows = await db.query('SELECT version FROM inbox_migrations ORDER BY version')
        expect(rows.map((r) => Number(r.version))).toEqual(MIGRATIONS.map((_, i) => i + 1))
      } finally {
        await db.close()
      }
    }
  })

  it('brings a database of the first version to the newest, its submissions kept as they were', async () => {
    const added = await store.add(entry(), [mail('jobs@cedar.test')])
    await store.close()
    // The database as the first version left it: no language column, one migration recorded.
    const db = await rawDb(url)
    try {
      await db.query('ALTER TABLE entries DROP COLUMN lang')
      await db.query('DELETE FROM inbox_migrations WHERE version > 1')
    } finally {
      await db.close()
    }
    store = await openStore(url)
    expect(await store.get(added.id)).toEqual({ ...added, notes: [] })
    expect((await store.add(entry({ email: 'ana@example.mx', lang: 'es', at: T0 + 1000 }), [])).lang).toBe('es')
    expect((await store.list({ forms: ['application'], folder: 'inbox' })).entries.map((e) => e.lang)).toEqual([
      'es',
      undefined,
    ])
  })
})

describe('the inbox store on SQLite', () => {
  it('keeps the file private, in WAL mode, synced at every commit', async () => {
    const path = join(dir, 'private.db')
    // The scheme in capitals is the same URL.
    const store = await openStore(pathToFileURL(path).href.replace(/^file:/, 'FILE:'))
    await store.close()
    expect(statSync(path).mode & 0o777).toBe(0o600)
    const db = await sqliteDb(path)
    try {
      expect(await db.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }])
      expect(await db.query('PRAGMA synchronous')).toEqual([{ synchronous: 2 }])
    } finally {
      await db.close()
    }
  })

  it('refuses a relative path or another kind of URL without showing it', async () => {
    await expect(openStore('file:inbox.db')).rejects.toThrow(/absolute path/)
    await expect(openStore('mysql://user:secret@db/inbox')).rejects.toThrow(/^(?!.*secret).*file:.*postgres:/)
  })
})

describe('the file store', () => {
  const store = new FileStore(join(dir, 'files'))

  it('keeps the bytes under a random name, private, and finds them by that name only', async () => {
    expect(statSync(store.dir).mode & 0o777).toBe(0o700)
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 10])
    const saved = await store.save(bytes, '../../etc/passwd', 'application/pdf')
    expect(saved).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: '../../etc/passwd',
      type: 'application/pdf',
      size: 7,
    })
    const path = store.path(saved.id)!
    expect(path).toBe(join(store.dir, saved.id))
    expect(new Uint8Array(readFileSync(path))).toEqual(bytes)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    const second = await store.save(bytes, 'cv.pdf', 'application/pdf')
    expect(second.id).not.toBe(saved.id)

    for (const id of [
      '../x',
      'a/b',
      saved.id.slice(1),
      `${saved.id}0`,
      saved.id.toUpperCase(),
      `../${saved.id.slice(3)}`,
      '',
    ]) {
      expect(store.path(id)).toBeUndefined()
    }
    // Only its own files are listed, each with when it was written.
    writeFileSync(join(store.dir, 'notes.txt'), 'not a resume')
    const listed = await store.stored()
    expect(listed.map((file) => file.id).sort()).toEqual([saved.id, second.id].sort())
    expect(listed.find((file) => file.id === saved.id)?.modifiedAt).toBe(statSync(path).mtimeMs)
    await store.remove('../x')
    await store.remove(saved.id)
    expect(existsSync(path)).toBe(false)
    await store.remove(saved.id)
  })
})

describe('retention', () => {
  const at = T0 + 10 * DAY
  it('keeps each form its default time after the last change; the newsletter until deleted', () => {
    expect(DEFAULT_RETENTION_DAYS).toEqual({ application: 180, consultation: 365, contact: 365, newsletter: null })
    const inbox = { talentPool: false, folder: 'inbox' as const }
    expect(expiresAt({ ...inbox, form: 'application' }, at, {})).toBe(at + 180 * DAY)
    expect(expiresAt({ ...inbox, form: 'contact' }, at, {})).toBe(at + 365 * DAY)
    expect(expiresAt({ ...inbox, form: 'newsletter' }, at, {})).toBeNull()
    expect(expiresAt({ ...inbox, form: 'application' }, at, { application: 30 })).toBe(at + 30 * DAY)
    expect(expiresAt({ ...inbox, form: 'consultation' }, at, { consultation: null })).toBeNull()
    expect(expiresAt({ ...inbox, form: 'newsletter', folder: 'held' }, at, {})).toBe(at + 30 * DAY)
  })

  it('keeps a talent-pool application two years from when it came in, or longer when changed late', () => {
    const pool = { form: 'application' as const, talentPool: true, folder: 'inbox' as const }
    expect(expiresAt(pool, at, {}, T0)).toBe(T0 + 730 * DAY)
    expect(expiresAt(pool, T0 + 600 * DAY, {}, T0)).toBe(T0 + 780 * DAY)
    expect(expiresAt(pool, at, { application: null }, T0)).toBeNull()
  })
})
