import { createReadStream, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { FORM_NAMES, type FormName } from '../../content/schema/site.ts'
import {
  STATUSES,
  type Change,
  type Entry,
  type Folder,
  type InboxAccess,
  type InboxStore,
  type ListFilter,
  type Status,
} from '../../inbox/types.ts'
import { counted } from '../../lib/counted.ts'
import { FORM_WORDS, STATUS_WORDS } from '../inbox-words.ts'
import { inboxFormsOf } from '../team/inbox-forms-of.ts'
import type { User } from '../team/users.ts'
import { downloadName } from './download-name.ts'
import { inboxCsv } from './inbox-csv.ts'
import { readBody } from './read-body.ts'
import { Refusal } from './refusal.ts'

/** Where the inbox's requests are: `${INBOX_API}entries` and so on. */
export const INBOX_API = '/_studio/api/inbox/'

export interface InboxRoutesOptions {
  inbox: InboxAccess
  /** Everyone who signs in to the studio, as they are now: whom a submission can be assigned to. */
  people: () => User[]
  /** The clock, in ms since 1970 (a test's). @default Date.now */
  now?: () => number
}

/** The inbox's request for one signed-in person (the team server has checked the session, and a write's CSRF). */
export type InboxHandler = (req: IncomingMessage, res: ServerResponse, user: User) => Promise<void>

/** A submission as the list shows it: no field, note or file beyond what the columns need. */
export type InboxSummary = Pick<
  Entry,
  'id' | 'form' | 'name' | 'email' | 'job' | 'jobTitle' | 'status' | 'folder' | 'heldReason' | 'assignee' | 'createdAt'
> & { file: boolean }

const MAX_BODY = 64 * 1024
const MAX_NOTE = 5000
const MAX_TEXT = 200
const PAGE = 50
const MAX_PAGE = 200
const AUDIT_PAGE = 100
/** The submissions an export reads at a time. */
const EXPORT_PAGE = 500
const ALREADY_IN = 'This submission is already in the inbox.'
/** The ids the store makes (crypto.randomUUID), with room to spare; anything else is no submission. */
const ID = /^[A-Za-z0-9-]{1,64}$/
const EMAIL = /^[^\s@<>]{1,200}@[^\s@<>]{1,200}$/

/**
 * The studio's inbox under /_studio/api/inbox/, for the team server given one (`npm run live`). Each person sees
 * the forms inboxFormsOf gives them and no other: a list or export of another form is refused, and so is a
 * submission of another form asked for by its id. Such an id gets the same 403 as an id that is not in the inbox
 * at all, so nobody learns that a submission they may not see exists; only someone who sees every form (an admin)
 * gets 404 for a submission that is gone. Every view, download, change, note, export, deletion and release is in the
 * inbox's audit log before it is answered; the audit log and "delete this person" are an admin's.
 *
 * GET entries?form&job&status&folder&from&to&text&assignee&offset&limit, GET setup, GET entry?id, GET file?id,
 * GET export?(the list's filters), GET audit?offset; POST change {id, status?, assignee?, was?}, note {id, text},
 * delete {id}, release {id}, delete-person {email}.
 */
export function inboxRoutes(options: InboxRoutesOptions): InboxHandler {
  const { inbox, people } = options
  const { store } = inbox
  const now = options.now ?? Date.now
  const audit = (user: User, action: Parameters<typeof store.audit>[0]['action'], detail: string, entry?: string) =>
    store.audit({ at: now(), actor: user.name, action, detail, ...(entry ? { entry } : {}) })

  /** The person's forms; a 403 in words for someone who sees none. */
  const formsOf = (user: User) => {
    const forms = inboxFormsOf(user)
    if (!forms.length)
      throw new Refusal(
        403,
        user.role === 'publisher'
          ? 'You are given no form of the inbox: ask an admin to give you some (users set NAME --inbox FORMS).'
          : 'Your role has no inbox: recruiters see applications, sales the requests and sign-ups, admins all.',
      )
    return forms
  }
  const adminOnly = (user: User, what: string) => {
    if (user.role !== 'admin') throw new Refusal(403, `Only an admin ${what}.`)
  }

  /** The submission with this id when the person may see its form; else the one refusal described above. */
  const entryFor = async (user: User, id: unknown) => {
    const forms = formsOf(user)
    const entry = typeof id === 'string' && ID.test(id) ? await store.get(id) : undefined
    if (entry && forms.includes(entry.form)) return entry
    if (!entry && forms.length === FORM_NAMES.length)
      throw new Refusal(404, 'This submission is not in the inbox any more: it was deleted, withdrawn or it expired.')
    throw new Refusal(
      403,
      `This submission is not in your inbox: it came through a form you do not see (you see ${formList(forms)}), or it was deleted. An admin can tell which.`,
    )
  }

  /** The list's filter from the query, narrowed to the person's forms; a 400 or 403 in words for one it cannot be. */
  const filterOf = (user: User, q: URLSearchParams): ListFilter => {
    const mine = formsOf(user)
    const form = q.get('form') || undefined
    if (form !== undefined && !FORM_NAMES.includes(form as FormName))
      throw new Refusal(400, `There is no form called “${form.slice(0, 40)}”.`)
    if (form !== undefined && !mine.includes(form as FormName))
      throw new Refusal(
        403,
        `You do not see the ${FORM_WORDS[form as FormName].toLowerCase()}s: you see ${formList(mine)}.`,
      )
    const folder = q.get('folder') || 'inbox'
    if (folder !== 'inbox' && folder !== 'held') throw new Refusal(400, 'Choose the folder inbox or held.')
    const status = q.get('status') || undefined
    if (status !== undefined && !STATUSES.includes(status as Status))
      throw new Refusal(400, `Choose a status: ${STATUSES.join(', ')}.`)
    const filter: ListFilter = { forms: form ? [form as FormName] : mine, folder: folder as Folder }
    if (status) filter.status = status as Status
    const job = oneLine(q.get('job'), MAX_TEXT)
    if (job) filter.job = job
    const text = oneLine(q.get('text'), MAX_TEXT)
    if (text) filter.text = text
    const assignee = oneLine(q.get('assignee'), 64)
    if (assignee) filter.assignee = assignee
    const from = whole(q.get('from'), 'from', 0, 8.64e15)
    if (from !== undefined) filter.from = from
    const to = whole(q.get('to'), 'to', 0, 8.64e15)
    if (to !== undefined) filter.to = to
    filter.limit = whole(q.get('limit'), 'limit', 1, MAX_PAGE) ?? PAGE
    filter.offset = whole(q.get('offset'), 'offset', 0, 1e9) ?? 0
    return filter
  }

  /** Whom a submission of this form can be assigned to: everyone who sees that form. */
  const assignable = (form: FormName) =>
    people()
      .filter((p) => inboxFormsOf(p).includes(form))
      .map((p) => p.name)

  const get: Record<string, (user: User, q: URLSearchParams, res: ServerResponse) => Promise<object | void>> = {
    setup: async (user) => {
      const forms = formsOf(user)
      const jobs = forms.includes('application') ? await store.jobs() : []
      // Whom the list can be narrowed to: everyone who sees one of these forms.
      const colleagues = people()
        .filter((p) => inboxFormsOf(p).some((f) => forms.includes(f)))
        .map((p) => p.name)
      return { forms, jobs, people: colleagues, admin: user.role === 'admin' }
    },
    entries: async (user, q) => {
      const { entries, total } = await store.list(filterOf(user, q))
      return { entries: entries.map(summary), total }
    },
    entry: async (user, q) => {
      const entry = await entryFor(user, q.get('id'))
      await audit(user, 'view', `Opened the ${FORM_WORDS[entry.form].toLowerCase()}`, entry.id)
      return { entry: shown(entry), people: assignable(entry.form) }
    },
    file: async (user, q, res) => {
      const entry = await entryFor(user, q.get('id'))
      const path = entry.file && inbox.filePath(entry.file)
      const size = path ? sizeOf(path) : undefined
      if (!entry.file || !path || size === undefined)
        throw new Refusal(404, 'This submission has no résumé file on the server.')
      await audit(user, 'download', 'Downloaded the résumé', entry.id)
      const { name, ascii } = downloadName(entry.file.name, '.pdf', 'resume')
      res.writeHead(200, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(size),
        'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
      // pipeline, not pipe: a download cancelled half-way closes the file (pipe left it open, and this waiting).
      await pipeline(createReadStream(path), res).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error
      })
    },
    export: async (user, q, res) => {
      // The whole filtered list, whatever the page asked for, streamed a page at a time: memory stays one page.
      const { limit: _limit, offset: _offset, ...filter } = filterOf(user, q)
      // First the columns (the fields the submissions have) and the count, for the header and the audit log...
      const fields = new Set<string>()
      let languages = false
      let count = 0
      let newest: Entry | undefined
      for await (const entry of everyEntry(store, filter)) {
        newest ??= entry
        count++
        for (const name of Object.keys(entry.fields)) fields.add(name)
        if (entry.lang) languages = true
      }
      await audit(user, 'export', `CSV of ${counted(count, 'submission')} (${filterWords(filter)})`)
      const day = new Date(now()).toISOString().slice(0, 10)
      res.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filter.folder === 'held' ? 'held-back' : 'inbox'}-${day}.csv"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      })
      const csv = inboxCsv(fields, languages ? inbox.defaultLanguage() : undefined)
      res.write(csv.head)
      // ...then the rows, of the same submissions: none that came in since (those deleted since are left out).
      if (newest) {
        const to = Math.min(newest.createdAt + 1, filter.to ?? Infinity)
        for await (const entry of everyEntry(store, { ...filter, to })) {
          if (res.destroyed || (!res.write(csv.row(entry)) && !(await drained(res)))) return
        }
      }
      res.end()
    },
    audit: async (user, q) => {
      adminOnly(user, 'reads the inbox’s audit log')
      const offset = whole(q.get('offset'), 'offset', 0, 1e9) ?? 0
      return { entries: await store.auditLog(AUDIT_PAGE, offset), page: AUDIT_PAGE }
    },
  }

  const post: Record<string, (user: User, body: Record<string, unknown>) => Promise<object>> = {
    change: async (user, body) => {
      const entry = await entryFor(user, body.id)
      // What the person's page showed (`was`): changed by someone else since, their choice would silently undo it.
      const was = (body.was ?? {}) as { status?: unknown; assignee?: unknown }
      const stale =
        (was.status !== undefined && was.status !== entry.status) ||
        (was.assignee !== undefined && (was.assignee || null) !== (entry.assignee ?? null))
      if (stale)
        throw new Refusal(
          409,
          `Someone changed this ${FORM_WORDS[entry.form].toLowerCase()} since you opened it (status ${STATUS_WORDS[entry.status]}, assigned to ${entry.assignee ?? 'nobody'}): it shows as it is now; choose again if yours still stands.`,
        )
      const change: Change = {}
      const said: string[] = []
      if (body.status !== undefined && body.status !== entry.status) {
        if (!STATUSES.includes(body.status as Status))
          throw new Refusal(400, `Choose a status: ${STATUSES.map((s) => STATUS_WORDS[s]).join(', ')}.`)
        change.status = body.status as Status
        said.push(`Status: ${STATUS_WORDS[entry.status]} → ${STATUS_WORDS[change.status]}`)
      }
      if (body.assignee !== undefined && (body.assignee || null) !== (entry.assignee ?? null)) {
        if (body.assignee !== null && body.assignee !== '' && typeof body.assignee !== 'string')
          throw new Refusal(400, 'Say whom to assign it to by their name.')
        const to = body.assignee ? assignable(entry.form).find((name) => name === body.assignee) : null
        if (to === undefined)
          throw new Refusal(
            400,
            `${String(body.assignee).slice(0, 64)} does not see ${FORM_WORDS[entry.form].toLowerCase()}s: assign it to someone who does.`,
          )
        change.assignee = to
        said.push(`Assigned: ${entry.assignee ?? 'nobody'} → ${to ?? 'nobody'}`)
      }
      if (!said.length) return { entry: shown(withoutNotes(entry)), changed: false }
      const at = now()
      const updated = await store.update(entry.id, change, at, inbox.expiresAt(entry, at))
      if (!updated) throw gone()
      await audit(user, 'change', said.join('; '), entry.id)
      return { entry: shown(updated), changed: true }
    },
    note: async (user, body) => {
      const entry = await entryFor(user, body.id)
      // Lines and tabs kept; other control characters (a NUL no database keeps, terminal escapes) dropped.
      const text = typeof body.text === 'string' ? body.text.replace(/(?![\n\t])\p{Cc}/gu, '').trim() : ''
      if (!text) throw new Refusal(400, 'Write the note first: it is empty.')
      if (text.length > MAX_NOTE)
        throw new Refusal(400, `The note is ${text.length} characters long: shorten it to ${MAX_NOTE}.`)
      const note = await store.addNote(entry.id, user.name, text, now())
      if (!note) throw gone()
      await audit(user, 'note', `Added a note of ${counted(text.length, 'character')}`, entry.id)
      return { note }
    },
    delete: async (user, body) => {
      const entry = await entryFor(user, body.id)
      const removed = await inbox.remove(entry.id)
      if (!removed) throw gone()
      await audit(user, 'delete', `Deleted the ${FORM_WORDS[entry.form].toLowerCase()}`, entry.id)
      return { deleted: entry.id }
    },
    release: async (user, body) => {
      const entry = await entryFor(user, body.id)
      if (entry.folder !== 'held') throw new Refusal(409, ALREADY_IN)
      const released = await inbox.release(entry.id, now())
      // Not let in by this request: someone else's, at the same moment, was (or it was deleted meanwhile).
      if (!released) throw (await store.get(entry.id)) ? new Refusal(409, ALREADY_IN) : gone()
      await audit(user, 'release', 'Not spam: moved from Held back to the inbox', entry.id)
      return { entry: shown(released) }
    },
    'delete-person': async (user, body) => {
      adminOnly(user, 'deletes everything from one person')
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
      if (!EMAIL.test(email)) throw new Refusal(400, 'Give the person’s e-mail address, such as name@example.com.')
      const removed = await inbox.removeByEmail(email)
      const forms = FORM_NAMES.map((f) => [f, removed.filter((e) => e.form === f).length] as const).filter(([, n]) => n)
      const which = forms.map(([f, n]) => counted(n, FORM_WORDS[f].toLowerCase())).join(', ')
      // The address is not kept: the log would keep what the person asked to have deleted.
      await audit(
        user,
        'delete-person',
        `Deleted everything from one person: ${counted(removed.length, 'submission')}${which ? ` (${which})` : ''}`,
      )
      return { deleted: removed.length }
    },
  }

  return async (req, res, user) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const name = url.pathname.slice(INBOX_API.length)
    // The downloads are opened as links: their refusals are a page in words, not JSON.
    const plain = req.method === 'GET' && (name === 'file' || name === 'export')
    const fail = (status: number, message: string) => {
      if (res.headersSent) return void res.destroy()
      res.writeHead(status, {
        'Content-Type': plain ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      res.end(plain ? `${message}\n` : JSON.stringify({ message }))
    }
    try {
      let answer: object | void
      if (req.method === 'GET' && Object.hasOwn(get, name)) answer = await get[name]!(user, url.searchParams, res)
      else if (req.method === 'POST' && Object.hasOwn(post, name)) {
        let body: unknown
        try {
          body = JSON.parse(await readBody(req, MAX_BODY))
        } catch (e) {
          if (e instanceof Refusal) throw e
          throw new Refusal(400, 'The request was not JSON.')
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          throw new Refusal(400, 'The request was not a JSON object.')
        answer = await post[name]!(user, body as Record<string, unknown>)
      } else return fail(404, `No studio request ${req.method} inbox/${name.slice(0, 40)}.`)
      if (answer === undefined) return
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(JSON.stringify(answer))
    } catch (e) {
      if (e instanceof Refusal) return fail(e.status, e.message)
      console.error(`studio: inbox/${name}:`, e)
      fail(
        500,
        'The inbox could not do that: nothing was changed that the studio did not say. The server log says why.',
      )
    }
  }
}

/** Every submission the filter selects, newest first, read a page at a time. */
async function* everyEntry(store: InboxStore, filter: ListFilter): AsyncGenerator<Entry> {
  let before: ListFilter['before']
  for (;;) {
    const { entries } = await store.list({ ...filter, limit: EXPORT_PAGE, offset: 0, ...(before ? { before } : {}) })
    yield* entries
    const last = entries.at(-1)
    if (!last || entries.length < EXPORT_PAGE) return
    before = { createdAt: last.createdAt, id: last.id }
  }
}

/** Resolves true once `res` takes more, false when the client went away. */
function drained(res: ServerResponse): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false)
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve(!res.destroyed && res.writable)
    }
    res.on('drain', done)
    res.on('close', done)
  })
}

function summary(e: Entry): InboxSummary {
  const { id, form, name, email, job, jobTitle, status, folder, heldReason, assignee, createdAt } = e
  return {
    id,
    form,
    name,
    email,
    status,
    folder,
    createdAt,
    file: e.file !== undefined,
    ...(job !== undefined ? { job } : {}),
    ...(jobTitle !== undefined ? { jobTitle } : {}),
    ...(heldReason !== undefined ? { heldReason } : {}),
    ...(assignee !== undefined ? { assignee } : {}),
  }
}

/** The submission as the detail shows it: its file by name and size, not by the name it is stored under. */
function shown<T extends Entry>(entry: T): Omit<T, 'file'> & { file?: { name: string; size: number } } {
  const { file, ...rest } = entry
  return { ...rest, ...(file ? { file: { name: file.name, size: file.size } } : {}) }
}

function withoutNotes(entry: Entry & { notes?: unknown }): Entry {
  const { notes: _notes, ...rest } = entry
  return rest
}

function gone(): Refusal {
  return new Refusal(404, 'This submission was deleted meanwhile, by someone else or by its retention.')
}

/** "applications and contact requests". */
function formList(forms: readonly FormName[]): string {
  const words = forms.map((f) => `${FORM_WORDS[f].toLowerCase()}s`)
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? 'no form')
}

/** The export's filter in words, for its audit line (no text searched for: it may be a name). */
function filterWords(filter: ListFilter): string {
  return [
    formList(filter.forms),
    filter.folder === 'held' ? 'held back' : 'inbox',
    ...(filter.status ? [`status ${STATUS_WORDS[filter.status]}`] : []),
    ...(filter.job ? [`job ${filter.job}`] : []),
    ...(filter.assignee ? [`assigned to ${filter.assignee}`] : []),
    ...(filter.from !== undefined || filter.to !== undefined ? ['dates chosen'] : []),
    ...(filter.text ? ['words searched'] : []),
  ].join(', ')
}

/** A query's text without control characters, trimmed and cut to `max`; undefined when nothing is left. */
function oneLine(value: string | null, max: number): string | undefined {
  return (
    value
      ?.replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, max) || undefined
  )
}

/** A whole number of the query in [min, max], undefined when not given; a 400 in words for anything else. */
function whole(value: string | null, name: string, min: number, max: number): number | undefined {
  if (value === null || value === '') return undefined
  const n = Number(value)
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new Refusal(400, `The list’s ${name} is not a whole number from ${min} to ${max}.`)
  return n
}

function sizeOf(path: string): number | undefined {
  try {
    const s = statSync(path)
    return s.isFile() ? s.size : undefined
  } catch {
    return undefined
  }
}
