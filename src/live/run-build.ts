import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'
import { join } from 'node:path'
import type { BuildProblem, ScheduledChange } from '../studio/api/site-builds.ts'
import { killGroup } from './kill-group.ts'

export interface ChildBuildResult {
  ok: boolean
  problems: BuildProblem[]
  /** A good build's: the changes its schedule makes after the moment it was made as at. */
  scheduled?: ScheduledChange[]
  /** The build's own words, the end of them (for the server's log). */
  output: string
}

export interface ChildBuildOptions {
  /** Told each step's name as it starts. */
  onStep?: (step: string) => void
  /** Told the child's process id once it runs (a restart stops a build the server left behind). */
  onStart?: (pid: number) => void
  /** @default 15 minutes */
  timeoutMs?: number
  env?: NodeJS.ProcessEnv
}

const OUTPUT = 20_000

/**
 * Builds the project at `dir` with its own build (`node scripts/run-bundled.mjs scripts/build.ts --json`) in a process
 * of its own: a crash or a kill of the build can never leave a half-written dist/ (the build swaps its output in with
 * two renames), and the server goes on answering while it runs. The child runs at a lower priority than the server,
 * in a process group of its own, stopped whole at the time limit. Never rejects.
 */
export function runChildBuild(dir: string, options: ChildBuildOptions = {}): Promise<ChildBuildResult> {
  const timeoutMs = options.timeoutMs ?? 15 * 60_000
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join('scripts', 'run-bundled.mjs'), join('scripts', 'build.ts'), '--json'], {
      cwd: dir,
      env: { ...process.env, ...options.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let result: { ok: boolean; problems?: BuildProblem[]; scheduled?: ScheduledChange[] } | undefined
    let pending = ''
    let timedOut = false
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 10)
      } catch {
        // not allowed here: the build runs at the server's priority
      }
      options.onStart?.(child.pid)
    }
    const keep = (text: string) => (output = (output + text).slice(-OUTPUT))
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8')
      const lines = pending.split('\n')
      pending = lines.pop()!
      for (const line of lines) {
        const message = jsonLine(line)
        if (message && typeof message.step === 'string') options.onStep?.(message.step)
        else if (message && typeof message.ok === 'boolean') result = message as typeof result
        else keep(`${line}\n`)
      }
    })
    child.stderr.on('data', (chunk: Buffer) => keep(chunk.toString('utf8')))
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(child)
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ ok: false, problems: [{ message: `The build could not start: ${error.message}.` }], output })
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      if (timedOut)
        return resolve({
          ok: false,
          problems: [
            {
              message: `The build took longer than ${Math.round(timeoutMs / 60_000)} minutes and was stopped; the site served is the last good one. A developer should look at the server's log.`,
            },
          ],
          output,
        })
      if (code === 0)
        return resolve({
          ok: true,
          problems: [],
          ...(Array.isArray(result?.scheduled) ? { scheduled: result.scheduled } : {}),
          output,
        })
      const problems = result?.problems?.length
        ? result.problems
        : [{ message: `The build stopped: ${lastLine(output) || `exit code ${code}`}` }]
      resolve({ ok: false, problems, output })
    })
  })
}

function jsonLine(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{')) return undefined
  try {
    return JSON.parse(line) as Record<string, unknown>
  } catch {
    return undefined
  }
}

function lastLine(text: string): string {
  return (
    text
      .trim()
      .split('\n')
      .at(-1)
      ?.trim()
      .replace(/^Error:\s*/, '') ?? ''
  )
}
