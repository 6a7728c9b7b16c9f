import type { FormName } from '../content/schema/site.ts'

/** Where a submission is in the firm's handling of it. */
export type Status = 'new' | 'in-review' | 'contacted' | 'rejected' | 'hired'
export const STATUSES: readonly Status[] = ['new', 'in-review', 'contacted', 'rejected', 'hired']

/** The inbox, or "Held back": what the spam checks stopped, kept until a person lets it in or deletes it. */
export type Folder = 'inbox' | 'held'

/** A résumé as stored: under a random name outside any served folder, with the name the visitor gave it. */
export interface StoredFile {
  /** The random name it is stored under (also its id); never the visitor's name. */
  id: string
  /** The file name the visitor's computer gave it, shown and used for the download's name only. */
  name: string
  type: string
  size: number
}

/** One submission of one form, as stored. Text is text: nothing here is ever rendered as HTML. */
export interface Entry {
  /** Random and unguessable (crypto.randomUUID). */
  id: string
  form: FormName
  /** The job's slug, for an application. */
  job?: string
  /** The job's title as the form showed it, for an application. */
  jobTitle?: string
  /** The submitter's e-mail, trimmed and lower-cased (what "delete this person" matches). */
  email: string
  /** The submitter's name as typed ('' for the newsletter). */
  name: string
  /** Every text field as sent, by field name, each cut to its limit. */
  fields: Record<string, string>
  file?: StoredFile
  status: Status
  folder: Folder
  /** Why it was held back, in words ("Sent 1.2 seconds after the form opened"). */
  heldReason?: string
  /** The user name of the person it is assigned to. */
  assignee?: string
  /** The language of the page it was sent from (its code), when not the site's default: the sender's mails and pages. */
  lang?: string
  /** The separate, unticked consent to keep the application for other jobs (a longer retention). */
  talentPool: boolean
  /** Times in ms since 1970. */
  createdAt: number
  updatedAt: number
  /** When the server deletes it by itself; null: kept until someone deletes it (the newsletter). */
  expiresAt: number | null
}

export interface Note {
  id: string
  author: string
  text: string
  at: number
}

/** A mail the server has to send; kept in the database until sent, so a mail server that is down only delays it. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  replyTo?: string
}

export interface QueuedMail extends OutgoingMail {
  id: string
  attempts: number
  nextAt: number
  lastError?: string
}

/** One line of the audit log: who did what to which submission, when. */
export interface AuditEntry {
  at: number
  /** A user name, or "server" (retention), or "applicant" (the withdraw link), or "visitor". */
  actor: string
  action:
    | 'receive'
    | 'view'
    | 'download'
    | 'change'
    | 'note'
    | 'export'
    | 'delete'
    | 'delete-person'
    | 'withdraw'
    | 'expire'
    | 'release'
  /** The submission's id, when it is about one. */
  entry?: string
  /** What happened, in words ("Status: new → contacted", "12 expired submissions deleted", "CSV of 40"). */
  detail: string
}

export interface ListFilter {
  /** The forms the person may see, already narrowed to the ones asked for; empty: nothing. */
  forms: FormName[]
  folder: Folder
  job?: string
  status?: Status
  /** Received at or after / before, ms since 1970. */
  from?: number
  to?: number
  /** Words to find in the name, e-mail and text fields (case-insensitive). */
  text?: string
  assignee?: string
  /** @default 50 */
  limit?: number
  offset?: number
  /**
   * Only the submissions that come after this one in the list's order (newest first): the next page of a long list,
   * which submissions coming in or deleted meanwhile do not shift as they shift an offset.
   */
  before?: { createdAt: number; id: string }
}

/**
 * A submission to store. `id`, when given, is the one it is stored under (the mails queued with it link to it: the
 * withdraw link, the link into the inbox); without it the store makes one.
 */
export type NewEntry = Omit<Entry, 'id' | 'createdAt' | 'updatedAt' | 'status' | 'assignee'> & {
  at: number
  id?: string
}

export interface Change {
  status?: Status
  /** null: unassigned. */
  assignee?: string | null
  folder?: Folder
}

/**
 * The inbox's database, the same behaviour over SQLite (a file in the server's private folder, the default) and
 * PostgreSQL (a connection URL, for a firm with several servers). Every method that changes data has committed it
 * when its promise resolves.
 */
export interface InboxStore {
  /** Stores a submission and the mails it causes in one transaction; resolves once both are durable. */
  add(entry: NewEntry, mails: OutgoingMail[]): Promise<Entry>
  list(filter: ListFilter): Promise<{ entries: Entry[]; total: number }>
  get(id: string): Promise<(Entry & { notes: Note[] }) | undefined>
  /**
   * Changes status, assignee or folder; `expiresAt` is the new expiry (retention counts from the last change).
   * `mails` are queued in the same transaction (a held-back submission's notification, when it is let in).
   */
  update(
    id: string,
    change: Change,
    at: number,
    expiresAt: number | null,
    mails?: OutgoingMail[],
  ): Promise<Entry | undefined>
  /**
   * Lets a held-back submission into the inbox, with `expiresAt` as its new expiry, and queues `mails` in the same
   * transaction, only if it is still held back: of two releases at once, one does it. Resolves with the submission
   * it let in, or undefined when it was not (or no longer) in Held back.
   */
  release(id: string, at: number, expiresAt: number | null, mails: OutgoingMail[]): Promise<Entry | undefined>
  addNote(id: string, author: string, text: string, at: number): Promise<Note | undefined>
  /** Deletes one submission and its notes; resolves with it (its file is the caller's to delete) or undefined. */
  remove(id: string): Promise<Entry | undefined>
  /** Deletes every submission with this e-mail (any capitals); resolves with them. */
  removeByEmail(email: string): Promise<Entry[]>
  /** Deletes every submission whose expiresAt is at or before `now`; resolves with them. */
  removeExpired(now: number): Promise<Entry[]>
  /** The ids of the stored files (résumés) that some submission names. */
  fileIds(): Promise<string[]>
  /** The job slugs that have applications, for the filter. */
  jobs(): Promise<{ job: string; jobTitle: string }[]>
  audit(entry: AuditEntry): Promise<void>
  auditLog(limit: number, offset: number): Promise<AuditEntry[]>
  /**
   * Mails due at `now`, oldest first, claimed for a while (src/inbox/sql-store.ts, MAIL_CLAIM_MS): another server,
   * or a next round, does not get them again before `mailSent`/`mailFailed`, or before the claim runs out.
   */
  dueMail(now: number, limit: number): Promise<QueuedMail[]>
  mailSent(id: string): Promise<void>
  mailFailed(id: string, nextAt: number, error: string): Promise<void>
  close(): Promise<void>
}

/**
 * What the team studio needs of the inbox (src/inbox/inbox.ts makes it; the studio's routes check who may see what
 * and write the audit log).
 */
export interface InboxAccess {
  store: InboxStore
  /** The file on disk of a stored résumé, or undefined when its id is not one the file store made. */
  filePath(file: StoredFile): string | undefined
  /** When a submission changed at `at` expires, by its form's retention (null: kept until deleted). */
  expiresAt(entry: Pick<Entry, 'form' | 'talentPool' | 'folder'>, at: number): number | null
  /** Deletes a submission and its file. */
  remove(id: string): Promise<Entry | undefined>
  /** Deletes every submission with this e-mail, and their files. */
  removeByEmail(email: string): Promise<Entry[]>
  /**
   * Lets a held-back submission into the inbox and queues the notification that was held back with it. Resolves with
   * it when this call let it in; undefined when it is gone or not (any more) in Held back, so that of two releases
   * at once only one queues the mails and is audited.
   */
  release(id: string, at: number): Promise<Entry | undefined>
  /** The site's default language (its code): the language of a submission that has none of its own. */
  defaultLanguage(): string
}
