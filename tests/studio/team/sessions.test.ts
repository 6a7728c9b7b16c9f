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
