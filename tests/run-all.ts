/**
 * npm test: everything a contributor keeps green, as fast as a 2-core machine allows. The quick checks (types, code
 * lint, formatting, content lint) run side by side; then dist/ is built once if the sources changed (the unit and
 * e2e suites and every scratch copy's images reuse it); then the unit suite, then the end-to-end suite, each on both
 * cores. Each line of output is prefixed with its job; a job that fails prints its whole output again at the end.
 * Exit 1 when any job failed.
 *   npm test                 everything
 *   npm run test:unit        the quick inner loop (Vitest in jsdom)
 *   npm run test:e2e         the browser suite alone
 */
import { spawn } from 'node:child_process'
import { ensureFreshBuild } from './helpers/fresh-build.ts'
import { pinTestDate } from './helpers/test-date.ts'

interface Job {
  name: string
  args: string[]
}

const npm = (script: string, ...extra: string[]): Job => ({ name: script, args: ['run', '--silent', script, ...extra] })

/** Runs a job, printing its lines as they come with the job's name; resolves with its exit code and output. */
function run({ name, args }: Job): Promise<{ name: string; code: number; output: string; seconds: number }> {
  const started = performance.now()
  return new Promise((done) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } })
    let output = ''
    let partial = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      const lines = (partial + chunk.toString()).split('\n')
      partial = lines.pop()!
      for (const line of lines) if (line.trim()) console.log(`[${name}] ${line}`)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('close', (code) => {
      if (partial.trim()) console.log(`[${name}] ${partial}`)
      done({ name, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 })
    })
  })
}

async function main(): Promise<number> {
  pinTestDate()
  const started = performance.now()
  const results = [
    ...(await Promise.all([npm('typecheck'), npm('lint'), npm('format:check'), npm('lint:content')].map(run))),
  ]
  if (results.every((r) => r.code === 0)) {
    await ensureFreshBuild(process.cwd(), (line) => console.log(`[build] ${line}`))
    // One after the other: both keep the two cores busy, and side by side they only slow each other down.
    for (const job of [npm('test:unit'), npm('test:e2e')]) results.push(await run(job))
  }
  const failed = results.filter((r) => r.code !== 0)
  for (const r of failed) console.log(`\n===== ${r.name} failed (exit ${r.code}) =====\n${r.output}`)
  console.log(
    `\n${results.map((r) => `${r.name} ${r.code === 0 ? 'ok' : 'FAILED'} in ${r.seconds.toFixed(0)} s`).join(', ')}` +
      `; npm test took ${((performance.now() - started) / 60_000).toFixed(1)} min`,
  )
  return failed.length ? 1 : 0
}

process.exit(await main())
