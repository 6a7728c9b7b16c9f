import { randomBytes } from 'node:crypto'
import type { User } from './users.ts'

/** One signed-in browser: `id` is its cookie, `csrf` the token its page sends with every change. */
export interface Session {
  id: string
  user: User
  csrf: string
  created: number
  seen: number
}

/** An editor who leaves the studio open and walks away is signed out after this long without a request. */
export const SESSION_IDLE_MS = 30 * 60 * 1000
/** Sessions one person may have open at once (browsers, computers); a new one past this ends their oldest. */
export const SESSIONS_PER_PERSON = 10

/**
 * The signed-in browsers, in memory: a restart of the studio signs everyone out, which is the safe way round.
 * Sessions idle for longer than `idleMs` are forgotten; a person has at most `perPerson` at once.
 */
export class Sessions {
  private readonly byId = new Map<string, Session>()
  /** Per person (lower-case name): the session handed to requests a sign-on proxy vouched for without a cookie. */
  private readonly vouched = new Map<string, string>()
  private readonly idleMs: number
  private readonly perPerson: number
  private readonly now: () => number

  constructor(opts: { idleMs?: number; perPerson?: number; now?: () => number } = {}) {
    this.idleMs = opts.idleMs ?? SESSION_IDLE_MS
    this.perPerson = opts.perPerson ?? SESSIONS_PER_PERSON
    this.now = opts.now ?? Date.now
  }

  /**
   * A new session with new random values: a login never reuses an id the browser had before (no fixation). Past
   * `perPerson` sessions of this person, their oldest ends.
   */
  create(user: User): Session {
    this.sweep()
    const mine = [...this.byId.values()].filter((s) => sameName(s.user.name, user.name))
    for (const old of mine.slice(0, Math.max(0, mine.length - this.perPerson + 1))) this.end(old.id)
    const at = this.now()
    const session = { id: newSecret(), user: { ...user }, csrf: newSecret(), created: at, seen: at }
    this.byId.set(session.id, session)
    return session
  }

  /**
   * The session for a request a sign-on proxy vouches for and that brought no session cookie: the one given to this
   * person's last such request while it lasts, so a client that keeps no cookie does not open a session per request.
   * `opened`: the session is new.
   */
  forVouched(user: User): { session: Session; opened: boolean } {
    const key = user.name.toLowerCase()
    const known = this.get(this.vouched.get(key))
    if (known && sameName(known.user.name, user.name)) return { session: known, opened: false }
    const session = this.create(user)
    this.vouched.set(key, session.id)
    return { session, opened: true }
  }

  /** The session of this id, its last request now; undefined when unknown or idle too long (then it is forgotten). */
  get(id: string | undefined): Session | undefined {
    if (typeof id !== 'string') return undefined
    const session = this.byId.get(id)
    if (!session) return undefined
    const at = this.now()
    if (at - session.seen > this.idleMs) {
      this.end(id)
      return undefined
    }
    session.seen = at
    return session
  }

  /** Signs a browser out: its id is worth nothing from now on, even if someone copied the cookie. */
  end(id: string): void {
    const session = this.byId.get(id)
    this.byId.delete(id)
    if (session && this.vouched.get(session.user.name.toLowerCase()) === id)
      this.vouched.delete(session.user.name.toLowerCase())
  }

  /** Signs a person out everywhere: after their account is removed or their password changed. */
  endAllFor(name: string): void {
    for (const [id, session] of this.byId) if (sameName(session.user.name, name)) this.end(id)
  }

  /** The sessions still open, oldest first (who is in the studio now). */
  active(): Session[] {
    this.sweep()
    return [...this.byId.values()]
  }

  private sweep(): void {
    const at = this.now()
    for (const [id, session] of this.byId) if (at - session.seen > this.idleMs) this.end(id)
  }
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** 32 random bytes, base64url: too many values to guess, safe in a cookie or a header as written. */
function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

export const SESSION_COOKIE = 'studio_session'

const ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Strict'

/**
 * The Set-Cookie value that signs a browser in: out of reach of the page's scripts (HttpOnly), never sent by another
 * site's page (SameSite=Strict), over https only when `secure`. No Max-Age: it ends when the browser closes.
 */
export function sessionCookie(id: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${id}; ${ATTRIBUTES}${secure ? '; Secure' : ''}`
}

/** The Set-Cookie value that makes the browser forget its session (logout). */
export function clearedCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; ${ATTRIBUTES}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${secure ? '; Secure' : ''}`
}

/** The session id in a Cookie header, or undefined; a value that no session id could be is ignored. */
export function readSessionId(cookieHeader: string | undefined): string | undefined {
  if (typeof cookieHeader !== 'string') return undefined
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1 || pair.slice(0, eq).trim() !== SESSION_COOKIE) continue
    const value = pair.slice(eq + 1).trim()
    if (/^[A-Za-z0-9_-]{1,100}$/.test(value)) return value
  }
  return undefined
}
