import { describe, expect, it } from 'vitest'
import { HashQueue } from '../../../src/studio/team/hash-queue.ts'

/** A job that runs until the test lets it end, noting how many run at once. */
function jobs() {
  let running = 0
  let most = 0
  const ends: (() => void)[] = []
  const job = () =>
    new Promise<number>((done) => {
      most = Math.max(most, ++running)
      ends.push(() => {
        running--
        done(most)
      })
    })
  const endOne = async () => {
    await new Promise((r) => setImmediate(r))
    ends.shift()!()
  }
  return { job, endOne, most: () => most, started: () => ends.length }
}

describe('HashQueue', () => {
  it('runs two at a time, the rest in order, and is full past its waiting list', async () => {
    const queue = new HashQueue({ running: 2, waiting: 3 })
    const { job, endOne, most, started } = jobs()
    const order: number[] = []
    const all = Array.from({ length: 5 }, (_, i) => queue.run(job).then(() => order.push(i)))
    expect(queue.refuses()).toBe(true)
    await expect(queue.run(job)).rejects.toThrow('Too many passwords are being checked at once')
    await new Promise((r) => setImmediate(r))
    expect(started()).toBe(2)
    for (let i = 0; i < 5; i++) await endOne()
    await Promise.all(all)
    expect(most()).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4])
    expect(queue.refuses()).toBe(false)
  })

  it('gives a browser known to the name a place at the front, never refused when the queue is full', async () => {
    const queue = new HashQueue({ running: 1, waiting: 2 })
    const { job, endOne } = jobs()
    const order: string[] = []
    const given = (name: string, known = false) => queue.run(job, { known }).then(() => order.push(name))
    const flood = [given('a1'), given('a2'), given('a3')]
    expect(queue.refuses()).toBe(true)
    expect(queue.refuses({ known: true })).toBe(false)
    const known = given('known', true)
    for (let i = 0; i < 4; i++) await endOne()
    await Promise.all([...flood, known])
    expect(order).toEqual(['a1', 'known', 'a2', 'a3'])
  })

  it('frees its place when a job fails', async () => {
    const queue = new HashQueue({ running: 1, waiting: 0 })
    await expect(queue.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed')
    expect(await queue.run(async () => 'next')).toBe('next')
  })

  it('says how long to wait from the jobs given and the time one takes', () => {
    const queue = new HashQueue({ running: 2, waiting: 32 })
    expect(queue.retryAfter()).toBe(1)
    for (let i = 0; i < 20; i++) void queue.run(() => new Promise(() => {}))
    // 20 jobs of 0.4 s, two at a time.
    expect(queue.retryAfter()).toBe(4)
  })
})
