import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { FormsSettings } from '../../src/content/schema/site.ts'
import { openInbox, type Inbox, type InboxOptions } from '../../src/inbox/inbox.ts'
import type { InboxSettings } from '../../src/inbox/inbox-settings.ts'
import { JANE_DOE } from './applicant.ts'

/** The published site the test inbox reads: every form to the server, résumés up to 1 MB, one job. */
export function testSettings(forms: FormsSettings = {}): InboxSettings {
  return {
    forms: { delivery: 'server', maxResumeMb: 1, ...forms },
    company: { name: 'Cedar Ridge', email: 'hello@cedar.example' },
    jobTitle: (id) => (id === 'devops-engineer' ? 'DevOps Engineer' : undefined),
  }
}

/** An inbox answering on a free port of 127.0.0.1, as the live server routes it (anything else: 404). */
export async function serveInbox(
  options: Partial<InboxOptions> & { dir: string },
): Promise<{ inbox: Inbox; server: Server; origin: string; close(): Promise<void> }> {
  const inbox = await openInbox({
    publicUrl: 'https://www.cedar.example',
    studioUrl: 'https://studio.cedar.example',
    settings: () => testSettings(),
    log: () => {},
    ...options,
  })
  const server = createServer((req, res) => {
    if (!inbox.handle(req, res)) res.writeHead(404).end()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    inbox,
    server,
    origin,
    async close() {
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
      await inbox.close()
    },
  }
}

/** A small PDF (its bytes start with %PDF-), `size` bytes long. */
export function pdfBytes(size = 2048, seed = 0): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  for (let i = 9; i < size; i++) bytes[i] = (i * 31 + seed * 7) % 251
  return bytes
}

/** An application as the form sends it with JavaScript: multipart, the résumé under `resume`. */
export function applicationForm(
  fields: Record<string, string> = {},
  resume = pdfBytes(),
  name = 'resume.pdf',
): FormData {
  const form = new FormData()
  const values = {
    form: 'application',
    job: 'DevOps Engineer',
    jobId: 'devops-engineer',
    ...JANE_DOE,
    talentPool: 'no',
    _elapsed: '45000',
    ...fields,
  }
  for (const [key, value] of Object.entries(values)) form.append(key, value)
  form.append('resume', new Blob([resume], { type: 'application/pdf' }), name)
  return form
}

const CHILD = fileURLToPath(new URL('./inbox-child.ts', import.meta.url))

/**
 * The inbox in a child process of its own (tests/helpers/inbox-child.ts) on a free port, trusting X-Forwarded-For;
 * resolves once it listens. `env` adds INBOX_SMTP_URL and the like.
 */
export async function spawnInbox(
  dir: string,
  env: Record<string, string> = {},
): Promise<{ origin: string; pid: number; output: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, INBOX_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const origin = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the inbox did not listen within 60 s:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk
      const port = /inbox listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        ok(`http://127.0.0.1:${port}`)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      fail(new Error(`the inbox exited (${code}) before it listened:\n${output}`))
    })
  })
  return { origin, pid: child.pid!, output: () => output, exited }
}
