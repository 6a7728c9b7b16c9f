import { describe, expect, it } from 'vitest'
import {
  ADDRESS_TRIES,
  FORGET_MS,
  LoginLimiter,
  NAME_TRIES,
  type LoginAttempt,
  type LoginRefusal,
  type LoginTry,
} from '../../../src/studio/team/login-limiter.ts'

/** A limiter on a clock the test moves by hand. */
function limiter() {
  let t = 5_000_000
  const limits = new LoginLimiter({ now: () => t })
  return { limits, advance: (ms: number) => (t += ms) }
}

const refused = (r: LoginTry | LoginRefusal): r is LoginRefusal => 'wait' in r
/** A try that is let through and turns out wrong; fails the test when it is refused. */
function wrong(limits: LoginLimiter, attempt: LoginAttempt): void {
  const r = limits.reserve(attempt)
  if (refused(r)) throw new Error(`refused: ${JSON.stringify(attempt)}`)
  r.failed()
}
const waitOf = (limits: LoginLimiter, attempt: LoginAttempt) => {
  const r = limits.reserve(attempt)
  if (refused(r)) return r.wait
  r.cancel()
  return 0
}

describe('LoginLimiter', () => {
  it('counts a try before its password is checked: of 100 at once for one name and address, 5 go through', () => {
    const { limits } = limiter()
    const tries = Array.from({ length: 100 }, () => limits.reserve({ name: 'erin', address: '10.0.0.1' }))
    expect(tries.filter((t) => !refused(t))).toHaveLength(5)
    expect(tries.slice(5).every((t) => refused(t) && t.wait === 60)).toBe(true)
  })

  it('counts every spelling of a name as one: case, white space, no-break spaces, composed accents', () => {
    const { limits } = limiter()
    for (const name of ['PAT', ' Pat ', 'pat\u00a0', '\tpat', 'Pat\u2007']) wrong(limits, { name, address: '10.0.0.1' })
    expect(waitOf(limits, { name: 'pat', address: '10.0.0.1' })).toBe(60)
    const { limits: other } = limiter()
    for (let i = 0; i < 5; i++) wrong(other, { name: 'Zoe\u0301 Smith', address: '10.0.0.1' })
    expect(waitOf(other, { name: 'zo\u00e9  smith', address: '10.0.0.1' })).toBe(60)
  })

  it('waits longer after each further wrong password, doubling from a minute to at most 15', () => {
    const { limits, advance } = limiter()
    const erin = { name: 'erin', address: '10.0.0.1' }
    for (let i = 0; i < 5; i++) wrong(limits, erin)
    const waits: number[] = []
    for (let i = 0; i < 7; i++) {
      const wait = waitOf(limits, erin)
      waits.push(wait)
      advance(wait * 1000)
      wrong(limits, erin)
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900, 900])
  })

  it('once a name has had NAME_TRIES wrong passwords, holds back every address for it, but never a known browser', () => {
    const { limits, advance } = limiter()
    // Guesses spread over many addresses (a botnet, an IPv6 network's addresses counted one by one elsewhere).
    for (let a = 0; a < NAME_TRIES; a++) wrong(limits, { name: 'dana', address: `198.51.100.${a}` })
    const fresh = limits.reserve({ name: 'dana', address: '203.0.113.99' })
    expect(refused(fresh) && [fresh.wait, fresh.by]).toEqual([60, 'name'])
    // Each further guess that gets through doubles the wait: one guess per wait, from wherever it comes.
    advance(60_000)
    wrong(limits, { name: 'dana', address: '203.0.113.100' })
    expect(waitOf(limits, { name: 'dana', address: '203.0.113.101' })).toBe(120)
    // Another name is not held back at those addresses…
    expect(waitOf(limits, { name: 'pat', address: '198.51.100.3' })).toBe(0)
    // …and dana's own browser (it signed in as dana before) is not held back at all.
    const own = limits.reserve({ name: 'Dana', address: '192.0.2.10', device: 'dana-laptop' })
    expect(refused(own)).toBe(false)
    ;(own as LoginTry).succeeded()
    expect(NAME_TRIES).toBeLessThan(45)
  })

  it('says the address is held back when it is, with the name not yet past its count', () => {
    const { limits } = limiter()
    for (let i = 0; i < 5; i++) wrong(limits, { name: 'dana', address: '203.0.113.7' })
    const r = limits.reserve({ name: 'dana', address: '203.0.113.7' })
    expect(refused(r) && r.by).toBe('address')
  })

  it('slows one address trying many names, and a right password there does not clear the address', () => {
    const { limits } = limiter()
    for (let i = 0; i < ADDRESS_TRIES; i++) wrong(limits, { name: `name${i}`, address: '203.0.113.7' })
    expect(waitOf(limits, { name: 'someone', address: '203.0.113.7' })).toBe(60)
    expect(waitOf(limits, { name: 'someone', address: '203.0.113.8' })).toBe(0)
  })

  it('lets 20 people sign in from one address at once, their tries given back when right', () => {
    const { limits } = limiter()
    const tries = Array.from({ length: 20 }, (_, i) => limits.reserve({ name: `editor${i}`, address: '127.0.0.1' }))
    expect(tries.some(refused)).toBe(false)
    for (const t of tries) (t as LoginTry).succeeded()
    for (let i = 0; i < 20; i++) expect(waitOf(limits, { name: `other${i}`, address: '127.0.0.1' })).toBe(0)
  })

  it('counts a browser that signed in as the name before by itself: an address under attack does not hold it back', () => {
    const { limits } = limiter()
    const shared = '10.0.0.1' // everyone behind a proxy without TRUST_PROXY
    for (let i = 0; i < ADDRESS_TRIES + 10; i++) {
      const r = limits.reserve({ name: i % 2 ? 'dana' : `name${i}`, address: shared })
      if (!refused(r)) r.failed()
    }
    expect(waitOf(limits, { name: 'dana', address: shared })).toBeGreaterThan(0)
    expect(waitOf(limits, { name: 'dana', address: shared, device: 'dana-laptop' })).toBe(0)
    // The browser has its own count: five wrong passwords from it, and it waits too.
    for (let i = 0; i < 5; i++) wrong(limits, { name: 'dana', address: shared, device: 'stolen-cookie' })
    expect(waitOf(limits, { name: 'dana', address: shared, device: 'stolen-cookie' })).toBe(60)
  })

  it('clears the name and address after a right password, and forgets after an hour without a wrong one', () => {
    const { limits, advance } = limiter()
    const erin = { name: 'erin', address: '10.0.0.1' }
    for (let i = 0; i < 4; i++) wrong(limits, erin)
    ;(limits.reserve(erin) as LoginTry).succeeded()
    for (let i = 0; i < 5; i++) wrong(limits, erin)
    expect(waitOf(limits, erin)).toBe(60)
    advance(FORGET_MS)
    expect(waitOf(limits, erin)).toBe(0)
  })

  it('gives a try back that was never checked, and says to note only the first refusal in 15 minutes', () => {
    const { limits, advance } = limiter()
    const erin = { name: 'erin', address: '10.0.0.1' }
    for (let i = 0; i < 10; i++) (limits.reserve(erin) as LoginTry).cancel()
    for (let i = 0; i < 5; i++) wrong(limits, erin)
    const notes = () => {
      const r = limits.reserve(erin) as LoginRefusal
      return r.note
    }
    expect([notes(), notes(), notes()]).toEqual([true, false, false])
    advance(15 * 60_000)
    wrong(limits, erin)
    expect(notes()).toBe(true)
  })
})
