import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { plainEnv } from '../../src/lib/plain-env.ts'

/** What a worker thread sees of its environment after plainEnv (run through tsx, as the content readers may be). */
function inWorker(): Promise<{ plain: boolean; given: unknown; set: unknown; sameAsModule: boolean }> {
  const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(async ({ register }) => {
    register()
    const { plainEnv } = await import(${JSON.stringify(new URL('../../src/lib/plain-env.ts', import.meta.url).href)})
    const { parentPort } = require('node:worker_threads')
    plainEnv()
    process.env.SET_IN_WORKER = 1
    parentPort.postMessage({
      plain: Object.getPrototypeOf(process.env) === Object.prototype,
      given: process.env.GIVEN_TO_WORKER,
      set: process.env.SET_IN_WORKER,
      sameAsModule: require('node:process').env === process.env,
    })
  })`
  const worker = new Worker(code, { eval: true, env: { ...process.env, GIVEN_TO_WORKER: 'yes' } })
  return new Promise((resolve, reject) => {
    worker.once('message', (message) => {
      void worker.terminate()
      resolve(message as Awaited<ReturnType<typeof inWorker>>)
    })
    worker.once('error', reject)
  })
}

describe('plainEnv', () => {
  it("makes a worker's process.env a plain object with the same variables, the one the process module gives", async () => {
    const seen = await inWorker()
    // A value is kept as it is set: Node's own env would have made the number a string.
    expect(seen).toEqual({ plain: true, given: 'yes', set: 1, sameAsModule: true })
  })

  it("leaves the main thread's process.env Node's own", () => {
    const before = process.env
    plainEnv()
    expect(process.env).toBe(before)
    process.env.PLAIN_ENV_TEST = 1 as unknown as string
    try {
      expect(process.env.PLAIN_ENV_TEST).toBe('1')
    } finally {
      delete process.env.PLAIN_ENV_TEST
    }
  })
})
