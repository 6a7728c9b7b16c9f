import { describe, expect, it } from 'vitest'
import {
  clearedCookie,
  readSessionId,
  sessionCookie,
  Sessions,
  SESSION_COOKIE,
} from '../../../src/studio/team/sessions.ts'

const ERIN = { name: 'erin', email: 'erin@example.com', role: 'editor' } as const
const PAT = { name: 'pat', email: 'pat@example.com', role: 'publisher' } as const

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('Sessions', () => {
  it('gives every login new random ids for the session and its token', () => {
    const sessions = new Sessions()
    const a = sessions.create(ERIN)
    const b = sessions.create(ERIN)
    expect(a.id).not.toBe(b.id)
    expect(a.csrf).not.toBe(b.csrf)
    expect(a.id).not.toBe(a.csrf)
    for (const value of [a.id, a.csrf]) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/) // 32 bytes, base64url
    expect(sessions.get(a.id)?.user).toEqual(ERIN)
    expect(sessions.active()).toHaveLength(2)
  })

  it('forgets a session idle longer than the limit, and a request keeps it alive', () => {
    const time = clock()
    const sessions = new Sessions({ idleMs: 30 * 60_000, now: time.now })
    const s = sessions.create(ERIN)
    time.advance(29 * 60_000)
    expect(sessions.get(s.id)?.seen).toBe(time.now())
    time.advance(30 * 60_000)
    expect(sessions.get(s.id)).toBeDefined()
    time.advance(30 * 60_000 + 1)
    expect(sessions.get(s.id)).toBeUndefined()
    expect(sessions.active()).toEqual([])
  })

  it('idles out after 30 minutes by default', () => {
    const time = clock()
    const sessions = new Sessions({ now: time.now })
    const s = sessions.create(ERIN)
    time.advance(30 * 60_000 + 1)
    expect(sessions.get(s.id)).toBeUndefined()
  })

  it('ends one session at logout, and all of one person’s sessions at once', () => {
    const sessions = new Sessions()
    const a = sessions.create(ERIN)
    const b = sessions.create(ERIN)
    const c = sessions.create(PAT)
    sessions.end(a.id)
    expect(sessions.get(a.id)).toBeUndefined()
    expect(sessions.get(b.id)).toBeDefined()
    sessions.endAllFor('ERIN')
    expect(sessions.active().map((s) => s.id)).toEqual([c.id])
    expect(sessions.get(undefined)).toBeUndefined()
    expect(sessions.get('made-up')).toBeUndefined()
  })
})

describe('Sessions: how many a person has', () => {
  it('ends a person’s oldest session when they open more than ten, and leaves the others’ alone', () => {
    const time = clock()
    const sessions = new Sessions({ now: time.now })
    const pat = sessions.create(PAT)
    const erins = Array.from({ length: 12 }, () => {
      time.advance(1000)
      return sessions.create(ERIN)
    })
    expect(sessions.active().filter((s) => s.user.name === 'erin')).toHaveLength(10)
    expect(erins.map((s) => sessions.get(s.id) !== undefined)).toEqual([false, false, ...Array(10).fill(true)])
    expect(sessions.get(pat.id)).toBeDefined()
    const few = new Sessions({ perPerson: 2 })
    const [a, b, c] = [few.create(ERIN), few.create({ ...ERIN, name: 'ERIN' }), few.create(ERIN)]
    expect([a, b, c].map((s) => few.get(s.id) !== undefined)).toEqual([false, true, true])
  })

  it('gives requests a sign-on proxy vouches for without a cookie one session, not one each', () => {
    const sessions = new Sessions()
    const first = sessions.forVouched(ERIN)
    expect(first.opened).toBe(true)
    for (let i = 0; i < 50; i++) expect(sessions.forVouched(ERIN)).toEqual({ session: first.session, opened: false })
    expect(sessions.active()).toHaveLength(1)
    expect(sessions.forVouched(PAT).session).not.toBe(first.session)
    // Once it ends (sign-out, idle, password changed), the next such request opens a new one.
    sessions.end(first.session.id)
    const next = sessions.forVouched(ERIN)
    expect(next.opened).toBe(true)
    expect(next.session.id).not.toBe(first.session.id)
    expect(sessions.active()).toHaveLength(2)
  })
})

describe('session cookies', () => {
  it('are out of reach of scripts and other sites, Secure only when asked, and end with the browser', () => {
    expect(SESSION_COOKIE).toBe('studio_session')
    expect(sessionCookie('abc_-1', false)).toBe('studio_session=abc_-1; Path=/; HttpOnly; SameSite=Strict')
    expect(sessionCookie('abc_-1', true)).toBe('studio_session=abc_-1; Path=/; HttpOnly; SameSite=Strict; Secure')
  })

  it('are cleared at logout', () => {
    expect(clearedCookie(false)).toBe(
      'studio_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    )
    expect(clearedCookie(true)).toMatch(/; Secure$/)
  })

  it('are read from a header holding several cookies', () => {
    expect(readSessionId('theme=dark; studio_session=AbC-_9; other=1')).toBe('AbC-_9')
    expect(readSessionId('studio_session=first;studio_session_x=no')).toBe('first')
    expect(readSessionId('xstudio_session=no; a=b')).toBeUndefined()
    expect(readSessionId('studio_session=; studio_session=second')).toBe('second')
    expect(readSessionId('studio_session=not valid!')).toBeUndefined()
    expect(readSessionId('')).toBeUndefined()
    expect(readSessionId(undefined)).toBeUndefined()
  })
})
