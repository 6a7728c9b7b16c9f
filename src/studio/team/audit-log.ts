import { appendFileSync, closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { dirname } from 'node:path'
import { privateFolder } from './private-folder.ts'

/** Something a person did in the team studio or with the `users` command, and who did it from where. */
export type AuditEvent = {
  event:
    | 'login'
    | 'login-failed'
    | 'login-limited'
    | 'logout'
    | 'save'
    | 'delete'
    | 'propose'
    | 'publish'
    | 'proposal-published'
    | 'proposal-returned'
    | 'user-added'
    | 'user-removed'
    | 'user-changed'
    | 'password-changed'
  user?: string
  address?: string
  file?: string
  detail?: string
}

/** An event as the log keeps it: with the time it was written (ISO 8601). */
export type AuditEntry = AuditEvent & { time: string }

/** How much of the end of the log recent() reads at a time. */
const CHUNK = 64 * 1024
/** How much of the log a filtered recent() reads at most, looking for events it keeps. */
const SCAN_BYTES = 16 * 1024 * 1024

/** What a line keeps of each field, in characters: a 4,000-character name typed at the sign-in page costs 64. */
const KEPT = { user: 64, address: 64, file: 512, detail: 2000 } as const

/** Control and formatting characters (terminal escapes, bidi overrides, zero-width), \n and \t of a detail aside. */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu
const CONTROL_BUT_LINES = /(?![\n\t])[\p{Cc}\p{Cf}\u2028\u2029]/gu

/** `value` without control characters, cut to `max` characters (an ellipsis says so). */
function clean(value: unknown, max: number, keep = CONTROL): string | undefined {
  if (value === undefined || value === null) return undefined
  const text = String(value)
    .slice(0, max * 2)
    .replace(keep, '')
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/**
 * Who did what and when: one JSON object a line, only ever appended to, in a file readable by this account only.
 * Writing never fails the action it records: the studio keeps working when the disk is full, and says so on the
 * server's console.
 */
export class AuditLog {
  constructor(
    private readonly file: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Appends `{"time": …, ...e}` as one line; a failure goes to console.error, never to the caller. */
  write(e: AuditEvent): void {
    try {
      // Fields named one by one: the line holds what an AuditEvent says, whatever else the caller's object carries;
      // each cleaned and cut, as a name or an address may be anything a stranger typed.
      const entry = {
        time: this.now().toISOString(),
        event: e.event,
        user: clean(e.user, KEPT.user),
        address: clean(e.address, KEPT.address),
        file: clean(e.file, KEPT.file),
        detail: clean(e.detail, KEPT.detail, CONTROL_BUT_LINES),
      }
      privateFolder(dirname(this.file))
      appendFileSync(this.file, JSON.stringify(entry) + '\n', { mode: 0o600 })
    } catch (error) {
      console.error(`The audit log ${this.file} could not be written: ${(error as Error).message}`)
    }
  }

  /**
   * The latest `limit` events, newest first, only those `keep` accepts when given; damaged lines are skipped. Reads
   * only the end of a long log, and at most its last 16 MB when filtering.
   */
  recent(limit = 100, keep?: (e: AuditEntry) => boolean): AuditEntry[] {
    const entries: AuditEntry[] = []
    if (limit <= 0) return entries
    for (const line of this.linesBackwards(keep ? SCAN_BYTES : Infinity)) {
      const entry = parseEntry(line)
      if (entry && (!keep || keep(entry))) entries.push(entry)
      if (entries.length >= limit) break
    }
    return entries
  }

  /** The file's lines, last first, read a chunk at a time from the end (a long log is never read whole). */
  private *linesBackwards(maxBytes: number): Generator<string> {
    let fd: number
    try {
      fd = openSync(this.file, 'r')
    } catch {
      return
    }
    try {
      const size = fstatSync(fd).size
      let end = size
      let tail = Buffer.alloc(0)
      while (end > 0) {
        if (size - end >= maxBytes) return
        const start = Math.max(0, end - CHUNK)
        const chunk = Buffer.alloc(end - start)
        readSync(fd, chunk, 0, chunk.length, start)
        tail = Buffer.concat([chunk, tail])
        end = start
        // Cut at newline bytes before decoding: a character split by the chunk's edge is whole again by then.
        for (let cut = tail.lastIndexOf(0x0a); cut !== -1; cut = tail.lastIndexOf(0x0a)) {
          yield tail.subarray(cut + 1).toString('utf8')
          tail = tail.subarray(0, cut)
        }
      }
      yield tail.toString('utf8')
    } finally {
      closeSync(fd)
    }
  }
}

function parseEntry(line: string): AuditEntry | undefined {
  try {
    const value: unknown = JSON.parse(line)
    const entry = value as Partial<AuditEntry> | null
    if (typeof entry?.time !== 'string' || typeof entry.event !== 'string') return undefined
    return entry as AuditEntry
  } catch {
    return undefined
  }
}
