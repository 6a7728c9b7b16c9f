/**
 * The applications inbox under load (issue 47): applications with a résumé at a steady rate, each from its own
 * client address (the inbox trusts X-Forwarded-For, as behind a proxy), to the inbox alone in a child process
 * (tests/helpers/inbox-child.ts: SQLite in a temp folder) that mails through a local SMTP receiver started here.
 * Then the store is reopened and every answered submission looked for. Prints the count, the lost (answered but not
 * stored), the errors (no answer, or one other than 200), the held back, the mails received and the latency
 * percentiles, as text and as JSON. Exits 1 on a lost submission or an error. Figures only, no budget.
 *
 *   npx tsx scripts/bench/inbox-load.ts [--per-minute 300] [--seconds 120] [--resume-kb 200] [--json FILE]
 */
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import { openStore } from '../../src/inbox/open-store.ts'
import { applicationForm, pdfBytes, spawnInbox } from '../../tests/helpers/inbox-server.ts'

const { values } = parseArgs({
  options: {
    'per-minute': { type: 'string' },
    seconds: { type: 'string' },
    'resume-kb': { type: 'string' },
    json: { type: 'string' },
  },
})
const perMinute = Number(values['per-minute'] ?? 300)
const seconds = Number(values.seconds ?? 120)
const resumeKb = Number(values['resume-kb'] ?? 200)
const count = Math.round((perMinute * seconds) / 60)

const dir = mkdtempSync(join(tmpdir(), 'inbox-load-'))
let mails = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, done) {
    stream.resume()
    stream.on('end', () => {
      mails++
      done()
    })
  },
})
await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done))
const smtpPort = (smtp.server.address() as AddressInfo).port
const child = await spawnInbox(join(dir, 'inbox'), { INBOX_SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
const cpuOf = (): number => {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100 // utime + stime, in clock ticks of 1/100 s
  } catch {
    return NaN
  }
}

console.log(
  `inbox load: ${count} applications (${perMinute} a minute for ${seconds} s), résumés of ${resumeKb} KB, each from its own address`,
)
const resumes = Array.from({ length: 16 }, (_, i) => pdfBytes(resumeKb * 1024, i))
const latencies: number[] = []
const answered: string[] = []
const errors: string[] = []
const started = performance.now()
const sends: Promise<void>[] = []
for (let i = 0; i < count; i++) {
  const due = started + (i * 60_000) / perMinute
  const wait = due - performance.now()
  if (wait > 0) await new Promise((done) => setTimeout(done, wait))
  const email = `applicant-${i}@example.com`
  const body = applicationForm({ email, firstName: `Applicant ${i}` }, resumes[i % resumes.length]!)
  const sent = performance.now()
  sends.push(
    fetch(`${child.origin}/_forms/application`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      body,
    })
      .then(async (res) => {
        const text = await res.text()
        latencies.push(performance.now() - sent)
        if (res.status === 200 && text === '{"ok":true}') answered.push(email)
        else errors.push(`${res.status} ${text.slice(0, 200)}`)
      })
      .catch((error: Error) => {
        errors.push(error.message)
      }),
  )
}
await Promise.all(sends)
const loadSeconds = (performance.now() - started) / 1000
// The mails go on after the answers: wait for them (a notification and a confirmation each), a minute at most.
for (const until = Date.now() + 60_000; mails < answered.length * 2 && Date.now() < until;)
  await new Promise((done) => setTimeout(done, 100))
const cpuSeconds = cpuOf()
process.kill(child.pid, 'SIGTERM')
await child.exited
await new Promise<void>((done) => smtp.close(() => done()))

const store = await openStore(pathToFileURL(join(dir, 'inbox', 'inbox.db')).href)
const stored = new Set<string>()
const held = (await store.list({ forms: ['application'], folder: 'held', limit: 1_000_000 })).total
for (let offset = 0; ; offset += 1000) {
  const { entries } = await store.list({ forms: ['application'], folder: 'inbox', limit: 1000, offset })
  for (const entry of entries) stored.add(entry.email)
  if (entries.length < 1000) break
}
await store.close()
rmSync(dir, { recursive: true, force: true })

const sorted = [...latencies].sort((a, b) => a - b)
const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
const lost = answered.filter((email) => !stored.has(email)).length
const figures = {
  submissions: count,
  perMinute,
  seconds,
  resumeKb,
  answered: answered.length,
  lost,
  errors: errors.length,
  heldBack: held,
  mailsReceived: mails,
  latencyMs: {
    p50: Math.round(percentile(50)),
    p95: Math.round(percentile(95)),
    p99: Math.round(percentile(99)),
    max: Math.round(sorted.at(-1) ?? NaN),
  },
  loadSeconds: Number(loadSeconds.toFixed(1)),
  serverCpuSeconds: Number(cpuSeconds.toFixed(1)),
}
console.log(
  [
    `submissions ${figures.submissions}, answered ${figures.answered}, lost ${lost}, errors ${figures.errors}, held back ${held}`,
    `mails received ${mails} of ${answered.length * 2}`,
    `latency p50 ${figures.latencyMs.p50} ms, p95 ${figures.latencyMs.p95} ms, p99 ${figures.latencyMs.p99} ms, max ${figures.latencyMs.max} ms`,
    `load ${figures.loadSeconds} s, inbox process CPU ${figures.serverCpuSeconds} s`,
    ...errors.slice(0, 5).map((error) => `error: ${error}`),
  ].join('\n'),
)
console.log(JSON.stringify(figures))
if (values.json) writeFileSync(values.json, `${JSON.stringify(figures, null, 2)}\n`)
if (lost || errors.length) process.exit(1)
