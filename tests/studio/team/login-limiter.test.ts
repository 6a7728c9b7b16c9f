import { describe, expect, it } from 'vitest'
import { LoginLimiter } from '../../../src/studio/team/login-limiter.ts'

/** A limiter on a clock the test moves by hand. */
function limiter() {
  let t = 5_000_000
  const limits = new LoginLimiter({ now: () => t })
  return { limits, advance: (ms: number) => (t += ms) }
}

describe('LoginLimiter', () => {
  it('lets five failures for one name through, then says to wait until the oldest leaves 15 minutes', () => {
    const { limits, advance } = limiter()
    for (let i = 0; i < 5; i++) {
      expect(limits.waitFor('erin', `10.0.0.${i}`)).toBe(0)
      limits.failed('erin', `10.0.0.${i}`)
      advance(10_000)
    }
    // The first failure was 50 s ago: it leaves the 15-minute window in 850 s.
    expect(limits.waitFor('ERIN', '10.0.0.9')).toBe(850)
    advance(400_500)
    expect(limits.waitFor('erin', '10.0.0.9')).toBe(450)
    expect(limits.waitFor('pat', '10.0.0.9')).toBe(0)
    advance(449_500)
    expect(limits.waitFor('erin', '10.0.0.9')).toBe(0)
  })

  it('limits one address trying many names, and a success does not clear the address', () => {
    const { limits, advance } = limiter()
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      limits.failed(name, '203.0.113.7')
      advance(1_000)
    }
    // Five failures one second apart, the last a second ago: the first leaves the window in 900 - 5 s.
    expect(limits.waitFor('f', '203.0.113.7')).toBe(895)
    expect(limits.waitFor('f', '203.0.113.8')).toBe(0)
    limits.succeeded('a', '203.0.113.7')
    expect(limits.waitFor('a', '203.0.113.7')).toBe(895)
  })

  it('clears a name’s failures after a right password', () => {
    const { limits } = limiter()
    for (let i = 0; i < 5; i++) limits.failed('erin', `10.0.0.${i}`)
    expect(limits.waitFor('erin', '10.0.1.1')).toBe(900)
    limits.succeeded('Erin', '10.0.1.1')
    expect(limits.waitFor('erin', '10.0.1.1')).toBe(0)
  })

  it('starts afresh once the window has passed', () => {
    const { limits, advance } = limiter()
    for (let i = 0; i < 5; i++) limits.failed('erin', '10.0.0.1')
    advance(15 * 60_000)
    expect(limits.waitFor('erin', '10.0.0.1')).toBe(0)
    limits.failed('erin', '10.0.0.1')
    expect(limits.waitFor('erin', '10.0.0.1')).toBe(0)
  })
})
