// @vitest-environment node
/**
 * The pre-render's pool of workers (src/build/render-pages.ts), with stand-in workers: pages given one by one go out
 * in batches of 50, each worker is told the site's name first, every page is answered, a worker's failure fails the
 * render, and a pool with a failed worker serves no build (src/build/build-site.ts starts one before it knows its
 * bundles).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { RenderPool, WORKER_FILE, type RenderSetup } from '../../src/build/render-pages.ts'
import type { PageData } from '../../src/sections/page-data.ts'

const scratch = mkdtempSync(join(tmpdir(), 'render-pool-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A folder with a stand-in worker (its text: `worker`) beside an entry, and the pool's setup for it. */
function setupWith(name: string, worker: string): RenderSetup {
  const dir = mkdtempSync(join(scratch, `${name}-`))
  writeFileSync(join(dir, 'entry-server.js'), 'export {}\n')
  writeFileSync(join(dir, WORKER_FILE), worker)
  return {
    serverEntry: join(dir, 'entry-server.js'),
    templates: { inlined: '<style></style>', linked: '<link>' },
    outDir: join(dir, 'out'),
    copiesDir: join(dir, 'copies'),
    trash: join(dir, 'trash'),
  }
}

// Writes down what it is told, in order, and answers each batch with a copy's hash per page.
const RECORDER = `import { appendFileSync } from 'node:fs'
import { parentPort, threadId, workerData } from 'node:worker_threads'
const log = workerData.outDir + '.log'
parentPort.on('message', (message) => {
  if (!Array.isArray(message)) return appendFileSync(log, threadId + ' name ' + message.siteName + '\\n')
  appendFileSync(log, threadId + ' batch ' + message.map((page) => page.key).join(',') + '\\n')
  parentPort.postMessage({ copies: message.map((page) => [page.key, 'copy-of-' + page.key]) })
})
`

const page = (key: string) => ({ url: key, key, file: `${key}/index.html` })
const data = { path: '/', head: { title: 'A page' }, sections: [] } as unknown as PageData

describe('the render pool', () => {
  it('sends pages in batches as they come, the site’s name first, and hears every one', async () => {
    const setup = setupWith('recorder', RECORDER)
    const pool = new RenderPool(setup, 2)
    pool.name('Cedar Ridge')
    for (let i = 0; i < 120; i++) pool.add(page(`/p${i}`), data)
    const copies = await pool.done()
    expect(copies.size).toBe(120)
    expect(copies.get('/p7')).toBe('copy-of-/p7')
    const lines = readFileSync(`${setup.outDir}.log`, 'utf8').trim().split('\n')
    const batches = lines.filter((line) => line.includes(' batch '))
    // 120 pages: two batches of 50 and the last 20, sent when the render is asked to finish.
    expect(batches.map((line) => line.split(' ')[2]!.split(',').length).sort()).toEqual([20, 50, 50])
    // Each worker that rendered was told the name before its first batch.
    for (const thread of new Set(batches.map((line) => line.split(' ')[0])))
      expect(lines.findIndex((line) => line === `${thread} name Cedar Ridge`)).toBeLessThan(
        lines.findIndex((line) => line.startsWith(`${thread} batch`)),
      )
  })

  it('fails the render with the worker’s own message, and a pool with a failed worker serves no build', async () => {
    const setup = setupWith('broken', "throw new Error('the server bundle is broken')\n")
    const pool = new RenderPool(setup, 1)
    pool.add(page('/'), data)
    await expect(pool.done()).rejects.toThrow('the server bundle is broken')
    expect(pool.serves(setup, pool.serverHash)).toBe(false)
  })

  it('serves a build only with the same server bundle and templates', async () => {
    const setup = setupWith('same', RECORDER)
    const pool = new RenderPool(setup, 1)
    expect(pool.serves({ ...setup }, pool.serverHash)).toBe(true)
    expect(pool.serves(setup, 'another bundle')).toBe(false)
    expect(
      pool.serves({ ...setup, templates: { ...setup.templates, inlined: '<style>x</style>' } }, pool.serverHash),
    ).toBe(false)
    await pool.close()
  })
})
