import { randomUUID } from 'node:crypto'
import type { FormName } from '../content/schema/site.ts'
import type { Db, Query, Row, SqlValue } from './db.ts'
import {
  STATUSES,
  type AuditEntry,
  type Change,
  type Entry,
  type Folder,
  type InboxStore,
  type ListFilter,
  type NewEntry,
  type Note,
  type OutgoingMail,
  type QueuedMail,
} from './types.ts'

/**
 * How long a mail handed out by `dueMail` stays claimed: another server (or another round of this one's mail loop)
 * does not send it meanwhile; a server that died while sending it leaves it to be sent again after this.
 */
export const MAIL_CLAIM_MS = 10 * 60_000

const FOLDERS: readonly Folder[] = ['inbox', 'held']

/**
 * Neither database keeps a NUL character in text (SQLite's driver cuts the text there, PostgreSQL refuses it), so
 * the store refuses it rather than store something other than what was sent; the receiving side strips or refuses
 * control characters first.
 */
function checkText(values: readonly (string | undefined | null)[]): void {
  if (values.some((value) => typeof value === 'string' && value.includes('\0'))) {
    throw new RangeError('Text with a NUL character cannot be stored.')
  }
}

const str = (value: unknown): string => String(value)
const num = (value: unknown): number => Number(value)

function toEntry(row: Row): Entry {
  const entry: Entry = {
    id: str(row.id),
    form: str(row.form) as FormName,
    email: str(row.email),
    name: str(row.name),
    fields: JSON.parse(str(row.fields)) as Record<string, string>,
    status: str(row.status) as Entry['status'],
    folder: str(row.folder) as Folder,
    talentPool: num(row.talent_pool) === 1,
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
    expiresAt: row.expires_at == null ? null : num(row.expires_at),
  }
  if (row.job != null) entry.job = str(row.job)
  if (row.job_title != null) entry.jobTitle = str(row.job_title)
  if (row.file_id != null) {
    entry.file = { id: str(row.file_id), name: str(row.file_name), type: str(row.file_type), size: num(row.file_size) }
  }
  if (row.held_reason != null) entry.heldReason = str(row.held_reason)
  if (row.assignee != null) entry.assignee = str(row.assignee)
  if (row.lang != null) entry.lang = str(row.lang)
  return entry
}

function toMail(row: Row): QueuedMail {
  const mail: QueuedMail = {
    id: str(row.id),
    to: str(row.recipient),
    subject: str(row.subject),
    text: str(row.body),
    attempts: num(row.attempts),
    nextAt: num(row.next_at),
  }
  if (row.reply_to != null) mail.replyTo = str(row.reply_to)
  if (row.last_error != null) mail.lastError = str(row.last_error)
  return mail
}

/** `word` as a LIKE pattern that finds it anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

async function queueMail(query: Query, entry: string, mails: readonly OutgoingMail[], at: number): Promise<void> {
  for (const mail of mails) {
    checkText([mail.to, mail.subject, mail.text, mail.replyTo])
    await query(
      'INSERT INTO outbox (id, entry, recipient, reply_to, subject, body, attempts, next_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)',
      [randomUUID(), entry, mail.to, mail.replyTo ?? null, mail.subject, mail.text, at, at],
    )
  }
}

/** Deletes the submissions `where` selects, with their notes and unsent mails, in one transaction. */
function removeWhere(db: Db, where: string, args: SqlValue[]): Promise<Entry[]> {
  return db.transaction(async (query) => {
    await query(`DELETE FROM notes WHERE entry IN (SELECT id FROM entries WHERE ${where})`, args)
    await query(`DELETE FROM outbox WHERE entry IN (SELECT id FROM entries WHERE ${where})`, args)
    const rows = await query(`DELETE FROM entries WHERE ${where} RETURNING *`, args)
    return rows.map(toEntry).sort((a, b) => b.createdAt - a.createdAt)
  })
}

/** The inbox's store over a SQL database (see src/inbox/migrate.ts for its tables). */
export function sqlStore(db: Db): InboxStore {
  return {
    async add(entry: NewEntry, mails: OutgoingMail[]): Promise<Entry> {
      const stored: Entry = {
        id: entry.id ?? randomUUID(),
        form: entry.form,
        email: entry.email.trim().toLowerCase(),
        name: entry.name,
        fields: { ...entry.fields },
        status: 'new',
        folder: entry.folder,
        talentPool: entry.talentPool,
        createdAt: entry.at,
        updatedAt: entry.at,
        expiresAt: entry.expiresAt,
      }
      if (entry.job !== undefined) stored.job = entry.job
      if (entry.jobTitle !== undefined) stored.jobTitle = entry.jobTitle
      if (entry.file !== undefined) stored.file = { ...entry.file }
      if (entry.heldReason !== undefined) stored.heldReason = entry.heldReason
      if (entry.lang !== undefined) stored.lang = entry.lang
      if (!FOLDERS.includes(stored.folder)) throw new RangeError(`Unknown folder "${stored.folder}".`)
      const values = Object.entries(stored.fields).flat()
      checkText([
        stored.form,
        stored.email,
        stored.name,
        stored.job,
        stored.jobTitle,
        stored.heldReason,
        stored.lang,
        ...values,
      ])
      checkText([stored.file?.id, stored.file?.name, stored.file?.type])
      const search = [stored.name, stored.email, stored.jobTitle ?? '', ...Object.values(stored.fields)]
        .join('\n')
        .toLowerCase()
      await db.transaction(async (query) => {
        await query(
          `INSERT INTO entries (id, form, job, job_title, email, name, fields, search, file_id, file_name, file_type,
            file_size, status, folder, held_reason, assignee, talent_pool, created_at, updated_at, expires_at, lang)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
          [
            stored.id,
            stored.form,
            stored.job ?? null,
            stored.jobTitle ?? null,
            stored.email,
            stored.name,
            JSON.stringify(stored.fields),
            search,
            stored.file?.id ?? null,
            stored.file?.name ?? null,
            stored.file?.type ?? null,
            stored.file?.size ?? null,
            stored.status,
            stored.folder,
            stored.heldReason ?? null,
            stored.talentPool ? 1 : 0,
            stored.createdAt,
            stored.updatedAt,
            stored.expiresAt,
            stored.lang ?? null,
          ],
        )
        await queueMail(query, stored.id, mails, entry.at)
      })
      return stored
    },

    async list(filter: ListFilter) {
      const limit = filter.limit ?? 50
      const offset = filter.offset ?? 0
      if (![limit, offset].every((n) => Number.isSafeInteger(n) && n >= 0)) {
        throw new RangeError('limit and offset are whole numbers, 0 or more.')
      }
      if (filter.forms.length === 0) return { entries: [], total: 0 }
      const where = ['folder = ?', `form IN (${filter.forms.map(() => '?').join(', ')})`]
      const args: SqlValue[] = [filter.folder, ...filter.forms]
      const match = (sql: string, value: SqlValue) => {
        where.push(sql)
        args.push(value)
      }
      if (filter.job !== undefined) match('job = ?', filter.job)
      if (filter.status !== undefined) match('status = ?', filter.status)
      if (filter.from !== undefined) match('created_at >= ?', filter.from)
      if (filter.to !== undefined) match('created_at < ?', filter.to)
      if (filter.assignee !== undefined) match('assignee = ?', filter.assignee)
      if (filter.before !== undefined) {
        const { createdAt, id } = filter.before
        where.push('(created_at < ? OR (created_at = ? AND id < ?))')
        args.push(createdAt, createdAt, id)
      }
      // Every word somewhere (any capitals: `search` is stored lower-cased, so LIKE behaves alike on both databases).
      for (const word of (filter.text ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 20)) {
        match("search LIKE ? ESCAPE '\\'", containing(word))
      }
      const condition = where.join(' AND ')
      const rows = await db.query(
        `SELECT * FROM entries WHERE ${condition} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        [...args, limit, offset],
      )
      const [count] = await db.query(`SELECT COUNT(*) AS total FROM entries WHERE ${condition}`, args)
      return { entries: rows.map(toEntry), total: num(count?.total ?? 0) }
    },

    async get(id: string) {
      const [row] = await db.query('SELECT * FROM entries WHERE id = ?', [id])
      if (!row) return undefined
      const notes = await db.query('SELECT * FROM notes WHERE entry = ? ORDER BY at, id', [id])
      return {
        ...toEntry(row),
        notes: notes.map((note) => ({
          id: str(note.id),
          author: str(note.author),
          text: str(note.text),
          at: num(note.at),
        })),
      }
    },

    async update(id: string, change: Change, at: number, expiresAt: number | null, mails: OutgoingMail[] = []) {
      const sets = ['updated_at = ?', 'expires_at = ?']
      const args: SqlValue[] = [at, expiresAt]
      if (change.status !== undefined) {
        if (!STATUSES.includes(change.status)) throw new RangeError(`Unknown status "${change.status}".`)
        sets.push('status = ?')
        args.push(change.status)
      }
      if (change.assignee !== undefined) {
        checkText([change.assignee])
        sets.push('assignee = ?')
        args.push(change.assignee)
      }
      if (change.folder !== undefined) {
        if (!FOLDERS.includes(change.folder)) throw new RangeError(`Unknown folder "${change.folder}".`)
        sets.push('folder = ?')
        args.push(change.folder)
      }
      return db.transaction(async (query) => {
        const [row] = await query(`UPDATE entries SET ${sets.join(', ')} WHERE id = ? RETURNING *`, [...args, id])
        if (!row) return undefined
        await queueMail(query, id, mails, at)
        return toEntry(row)
      })
    },

    release(id: string, at: number, expiresAt: number | null, mails: OutgoingMail[]) {
      // The condition on the folder is what makes it once: PostgreSQL re-checks it after waiting for the row's lock,
      // SQLite runs one write at a time.
      return db.transaction(async (query) => {
        const [row] = await query(
          "UPDATE entries SET folder = 'inbox', updated_at = ?, expires_at = ? WHERE id = ? AND folder = 'held' RETURNING *",
          [at, expiresAt, id],
        )
        if (!row) return undefined
        await queueMail(query, id, mails, at)
        return toEntry(row)
      })
    },

    async addNote(id: string, author: string, text: string, at: number): Promise<Note | undefined> {
      checkText([author, text])
      const note: Note = { id: randomUUID(), author, text, at }
      const rows = await db.query(
        'INSERT INTO notes (id, entry, author, text, at) SELECT ?, id, ?, ?, ? FROM entries WHERE id = ? RETURNING id',
        [note.id, author, text, at, id],
      )
      return rows.length ? note : undefined
    },

    async remove(id: string) {
      const [entry] = await removeWhere(db, 'id = ?', [id])
      return entry
    },

    removeByEmail: (email: string) => removeWhere(db, 'email = ?', [email.trim().toLowerCase()]),

    removeExpired: (now: number) => removeWhere(db, 'expires_at IS NOT NULL AND expires_at <= ?', [now]),

    async fileIds() {
      const rows = await db.query('SELECT file_id FROM entries WHERE file_id IS NOT NULL')
      return rows.map((row) => str(row.file_id))
    },

    async jobs() {
      const rows = await db.query(
        'SELECT job, MAX(job_title) AS job_title FROM entries WHERE job IS NOT NULL GROUP BY job ORDER BY job',
      )
      return rows.map((row) => ({ job: str(row.job), jobTitle: row.job_title == null ? '' : str(row.job_title) }))
    },

    async audit(entry: AuditEntry) {
      checkText([entry.actor, entry.action, entry.entry, entry.detail])
      await db.query('INSERT INTO audit (at, actor, action, entry, detail) VALUES (?, ?, ?, ?, ?)', [
        entry.at,
        entry.actor,
        entry.action,
        entry.entry ?? null,
        entry.detail,
      ])
    },

    async auditLog(limit: number, offset: number) {
      const rows = await db.query('SELECT * FROM audit ORDER BY at DESC, seq DESC LIMIT ? OFFSET ?', [limit, offset])
      return rows.map((row) => {
        const line: AuditEntry = {
          at: num(row.at),
          actor: str(row.actor),
          action: str(row.action) as AuditEntry['action'],
          detail: str(row.detail),
        }
        if (row.entry != null) line.entry = str(row.entry)
        return line
      })
    },

    async dueMail(now: number, limit: number) {
      // Claimed in the same statement that finds them; PostgreSQL skips rows another server is claiming right now.
      const lock = db.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''
      const rows = await db.transaction((query) =>
        query(
          `UPDATE outbox SET next_at = ? WHERE seq IN
            (SELECT seq FROM outbox WHERE next_at <= ? ORDER BY created_at, seq LIMIT ?${lock}) RETURNING *`,
          [now + MAIL_CLAIM_MS, now, limit],
        ),
      )
      return rows.sort((a, b) => num(a.created_at) - num(b.created_at) || num(a.seq) - num(b.seq)).map(toMail)
    },

    async mailSent(id: string) {
      // Nothing of a sent mail is kept: it is personal data the inbox still holds anyway.
      await db.query('DELETE FROM outbox WHERE id = ?', [id])
    },

    async mailFailed(id: string, nextAt: number, error: string) {
      await db.query('UPDATE outbox SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE id = ?', [
        nextAt,
        error.replaceAll('\0', '').slice(0, 2000),
        id,
      ])
    },

    close: () => db.close(),
  }
}
