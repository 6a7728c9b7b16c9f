import { spawn } from 'node:child_process'
import { classifyFailure, failureMessage, type GitFailureKind } from './classify-failure.ts'

export type { GitFailureKind }

/** A git call that failed, classified: `message` is for the editor, `details` is git's own words for a developer. */
export class GitFailure extends Error {
  constructor(
    readonly kind: GitFailureKind,
    message: string,
    readonly details: string,
  ) {
    super(message)
    this.name = 'GitFailure'
  }
}

/** Where and how git runs. */
export interface GitOptions {
  /** The working tree (the site's folder). */
  root: string
  /** Merged over process.env; a key set to undefined is removed. */
  env?: NodeJS.ProcessEnv
  /** Time limit of each git call. @default 30_000 */
  timeoutMs?: number
}

/** What a git call printed and how it ended. */
export interface GitOutput {
  code: number
  stdout: Buffer
  stderr: string
}

const DEFAULT_TIMEOUT_MS = 30_000

/** Variables inherited from a parent git (a hook running the studio) that would point git at another repository. */
const INHERITED_REPOSITORY = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX', 'GIT_COMMON_DIR']

/**
 * Runs git (never through a shell) and answers its stdout; rejects with a classified GitFailure when git fails,
 * cannot start or outlives the time limit.
 */
export async function runGit(opts: GitOptions, args: string[], input?: string): Promise<string> {
  const out = await execGit(opts, args, input)
  if (out.code !== 0) throw failureOf(out.stderr)
  return out.stdout.toString('utf8')
}

/** Like runGit, but answers stdout as bytes (a file's content, which may be an image). */
export async function runGitBytes(opts: GitOptions, args: string[]): Promise<Buffer> {
  const out = await execGit(opts, args)
  if (out.code !== 0) throw failureOf(out.stderr)
  return out.stdout
}

/** The GitFailure that git's stderr describes. */
export function failureOf(stderr: string): GitFailure {
  const kind = classifyFailure(stderr)
  return new GitFailure(kind, failureMessage(kind, DEFAULT_TIMEOUT_MS), stderr.trim())
}

/**
 * Runs git and answers how it ended, whatever its exit code; rejects only when git cannot start or outlives the time
 * limit. Git never waits for a person: no terminal (its own session), no password prompt, no askpass window.
 */
export function execGit(opts: GitOptions, args: string[], input?: string): Promise<GitOutput> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS
  return new Promise((resolvePromise, reject) => {
    // detached: a session of its own, so neither git nor ssh can open the terminal to ask for a password, and the
    // whole group (git-remote-https, ssh) can be stopped at the time limit.
    const child = spawn('git', args, { cwd: opts.root, env: gitEnv(opts.env), detached: true, windowsHide: true })
    const stdout: Buffer[] = []
    const stderr: Buffer[] = []
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      stopGroup(child.pid, () => child.kill('SIGKILL'))
    }, timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk))
    child.stdin.on('error', () => {}) // git may exit before reading its input; its exit code says why
    child.stdin.end(input ?? '')
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      const missing = error.code === 'ENOENT'
      reject(
        new GitFailure(
          'other',
          missing
            ? 'Git is not installed on this computer, so the studio cannot publish or show earlier versions. Ask a developer to install it.'
            : failureMessage('other', timeoutMs),
          error.message,
        ),
      )
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      const err = Buffer.concat(stderr).toString('utf8')
      if (timedOut) reject(new GitFailure('timeout', failureMessage('timeout', timeoutMs), err.trim()))
      else resolvePromise({ code: code ?? 1, stdout: Buffer.concat(stdout), stderr: err })
    })
  })
}

/** The environment of every git call: the caller's, made non-interactive and in English (so messages classify). */
export function gitEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const key of INHERITED_REPOSITORY) delete env[key]
  Object.assign(env, extra, {
    GIT_TERMINAL_PROMPT: '0',
    // Empty, not unset: git then skips core.askPass and SSH_ASKPASS too, and fails at once instead of opening a
    // window nobody in front of the studio expects (see git's prompt.c).
    GIT_ASKPASS: '',
    GCM_INTERACTIVE: 'never',
    GIT_EDITOR: 'true',
    GIT_MERGE_AUTOEDIT: 'no',
    GIT_OPTIONAL_LOCKS: '0',
    LC_ALL: 'C',
    LANGUAGE: 'C',
  })
  delete env.SSH_ASKPASS
  delete env.SSH_ASKPASS_REQUIRE
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key]
  return env
}

function stopGroup(pid: number | undefined, fallback: () => void): void {
  try {
    if (pid === undefined || process.platform === 'win32') fallback()
    else process.kill(-pid, 'SIGKILL')
  } catch {
    fallback()
  }
}

/**
 * Asks git a question it answers with its exit code (does this ref or file exist?): stdout, or undefined when git
 * says no. A failure of another kind (not a repository, the index busy) still rejects.
 */
export async function askGit(opts: GitOptions, args: string[]): Promise<string | undefined> {
  const out = await execGit(opts, args)
  if (out.code === 0) return out.stdout.toString('utf8')
  const failure = failureOf(out.stderr)
  if (failure.kind !== 'other') throw failure
  return undefined
}
