// @vitest-environment node
/**
 * kill -9 in the middle of a load: the inbox runs in a child process, receives many applications at once and is
 * killed with SIGKILL once some are answered; every submission it answered "thank you" is in the store after
 * reopening it, with its résumé's bytes.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { FileStore } from '../../src/inbox/file-store.ts'
import { openStore } from '../../src/inbox/open-store.ts'
import { applicationForm, pdfBytes, spawnInbox } from '../helpers/inbox-server.ts'

const dir = mkdtempSync(join(tmpdir(), 'inbox-kill-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const SUBMISSIONS = 80
const KILL_AFTER = 12

describe('kill -9 during a load', { timeout: 90_000 }, () => {
  it('loses nothing that was answered', async () => {
    const child = await spawnInbox(dir)
    let answered = 0
    let killed = false
    const results = await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, i) => {
        const email = `applicant-${i}@example.com`
        try {
          const res = await fetch(`${child.origin}/_forms/application`, {
            method: 'POST',
            headers: { Accept: 'application/json', 'X-Forwarded-For': `198.51.100.${i}` },
            body: applicationForm({ email }, pdfBytes(40_000, i)),
          })
          const ok = res.status === 200 && (await res.text()) === '{"ok":true}'
          if (ok && ++answered === KILL_AFTER && !killed) {
            killed = true
            process.kill(child.pid, 'SIGKILL')
          }
          return { i, email, ok }
        } catch {
          return { i, email, ok: false }
        }
      }),
    )
    await child.exited
    const ok = results.filter((r) => r.ok)
    expect(killed).toBe(true)
    expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER)
    // Killed in the middle: some submissions were never answered.
    expect(ok.length).toBeLessThan(SUBMISSIONS)

    const store = await openStore(pathToFileURL(join(dir, 'inbox.db')).href)
    try {
      const { entries } = await store.list({ forms: ['application'], folder: 'inbox', limit: 1000 })
      const byEmail = new Map(entries.map((entry) => [entry.email, entry]))
      const files = new FileStore(join(dir, 'files'))
      for (const { i, email } of ok) {
        const entry = byEmail.get(email)
        expect(entry, email).toBeDefined()
        const path = files.path(entry!.file!.id)!
        expect(existsSync(path)).toBe(true)
        expect(new Uint8Array(readFileSync(path))).toEqual(pdfBytes(40_000, i))
      }
    } finally {
      await store.close()
    }
  })
})
