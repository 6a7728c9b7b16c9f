import { spawn } from 'node:child_process'
import type { DeployStatus } from '../studio/api/site-builds.ts'
import { killGroup } from './kill-group.ts'

/** What copies the site to another host after a good build: a command, a build-hook URL, or both (the command first). */
export interface DeployOptions {
  /** The program and its arguments, run without a shell in the site's checkout (`dist/` is the built site). */
  command?: string[]
  /** A URL that is sent a POST (a host's build hook). */
  hook?: string
  /** @default 10 minutes for the command, 30 s for the hook */
  timeoutMs?: number
}

const OUTPUT = 20_000

/**
 * Runs the deploy step of a good build in `dir` (its `dist/` is the site just built), with its output (the command's
 * stdout and stderr, then the hook's answer) passed to `output` as it comes and returned. Never rejects: a command
 * that fails, cannot start or outlives its time limit, or a hook that does not answer 2xx, is a failed deploy.
 */
export async function deploy(
  options: DeployOptions,
  dir: string,
  about: { id: string; commit?: string },
  output: (text: string) => void = () => {},
): Promise<DeployStatus> {
  let text = ''
  const say = (chunk: string) => {
    text = (text + chunk).slice(-OUTPUT)
    output(chunk)
  }
  if (options.command?.length) {
    const ok = await runCommand(options.command, dir, options.timeoutMs ?? 10 * 60_000, say)
    if (!ok) return { state: 'failed', output: text }
  }
  if (options.hook) {
    const ok = await callHook(options.hook, about, options.timeoutMs ?? 30_000, say)
    if (!ok) return { state: 'failed', output: text }
  }
  return { state: 'done', output: text }
}

function runCommand(argv: string[], dir: string, timeoutMs: number, say: (text: string) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const [program, ...args] = argv
    const child = spawn(program!, args, { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(child)
    }, timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => say(chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => say(chunk.toString('utf8')))
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      say(
        error.code === 'ENOENT'
          ? `The deploy command ${program} is not installed on this server.\n`
          : `The deploy command could not start: ${error.message}\n`,
      )
      resolve(false)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (timedOut) say(`\nThe deploy command took longer than ${seconds(timeoutMs)} and was stopped.\n`)
      else if (code !== 0) say(`\nThe deploy command failed (exit code ${code ?? signal}).\n`)
      resolve(code === 0 && !timedOut)
    })
  })
}

async function callHook(
  url: string,
  about: { id: string; commit?: string },
  timeoutMs: number,
  say: (text: string) => void,
): Promise<boolean> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ build: about.id, commit: about.commit }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
    const body = (await answer.text()).slice(0, 2000)
    say(`The build hook answered ${answer.status}${body.trim() ? `: ${body.trim()}` : ''}\n`)
    return answer.ok
  } catch (error) {
    const failure = error as Error & { cause?: Error }
    const why =
      failure.name === 'TimeoutError'
        ? `no answer in ${seconds(timeoutMs)}`
        : (failure.cause?.message ?? failure.message)
    say(`The build hook could not be called (${why}).\n`)
    return false
  }
}

function seconds(ms: number): string {
  return ms >= 60_000 ? `${Math.round(ms / 60_000)} minutes` : `${Math.ceil(ms / 1000)} s`
}
