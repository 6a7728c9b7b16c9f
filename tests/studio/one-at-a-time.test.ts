import { describe, expect, it } from 'vitest'
import { oneAtATime } from '../../src/studio/api/one-at-a-time.ts'

describe('oneAtATime', () => {
  it('runs each function after the one before has ended, in order, a failure included', async () => {
    const serial = oneAtATime()
    const log: string[] = []
    const step = (name: string, ms: number, fail = false) =>
      serial(async () => {
        log.push(`${name} starts`)
        await new Promise((r) => setTimeout(r, ms))
        log.push(`${name} ends`)
        if (fail) throw new Error(name)
        return name
      })
    const results = await Promise.allSettled([step('a', 30, true), step('b', 1), step('c', 10)])
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual(['failed', 'b', 'c'])
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends'])
  })
})
