import { resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Diagnostic } from '../../content/diagnostic.ts'
import { WORKER_LIMITS } from '../../lib/worker-limits.ts'
import { Refusal } from './refusal.ts'

/** How long the studio lints one draft (the disk's lint, shared by all, not counted) before giving up on it. */
export const DRAFT_BUDGET_MS = 5000
/** A preview is made of texts each linted within a draft's budget: its own, this many times that, is a safety net. */
const PREVIEW_BUDGETS = 10

/** What the worker is asked to do (see studio-worker.ts). */
export type Job =
  /**
   * `data` as the text a save of `file` writes (from `base`, its text on disk), and its lint; `refused`: the digests
   * of texts given up on before, answered `{ refused: true }` without a lint (it would run out again).
   */
  | { kind: 'lint'; file: string; data: unknown; base: string | undefined; refused: string[] }
  /** The file list (listFiles). */
  | { kind: 'files' }
  /** The errors of the site on disk, as the publish's lint finds them. */
  | { kind: 'site-errors' }
  /** What is missing or stale in each language (translationsStatus), on disk. */
  | { kind: 'translations' }
  /** A person's preview: the site, or one page's data. */
  | { kind: 'preview-site'; person: string }
  | { kind: 'preview-page'; person: string; key: string }

/** The messages to the worker: a job, or a change to its copy of a person's drafts. */
export type ToWorker =
  | ({ type: 'job'; id: number } & Job)
  | { type: 'draft'; person: string; file: string; text: string | undefined }
  | { type: 'drop'; person: string }

/**
 * The messages from the worker about job `id`: its budget's clock starts or stops (`budget`), its text is made (a
 * lint's, for the preview at once), its answer, a refusal to answer the request with, or a failure.
 */
export type FromWorker = { id: number } & (
  | { budget: boolean }
  | { text: string }
  | { done: unknown }
  | { refusal: { status: number; message: string; body?: Record<string, unknown> } }
  | { failure: string }
)

/** The answer to a job replaced by a newer one of the same person and slot before it started. */
export const SUPERSEDED = Symbol('superseded')
/** The answer to a job whose budget ran out: the worker was stopped and a new one takes the next job. */
export const OVERRUN = Symbol('overrun')

export interface RunOptions {
  /**
   * Jobs of a person in one slot are coalesced: a new one replaces one still waiting (which answers SUPERSEDED), or,
   * with `share`, takes its answer. Without a slot, every job runs.
   */
  slot?: string
  share?: boolean
  /** The job's own work may take this long (its budget), the time spent on what every job shares not counted. */
  budgetMs?: number
  /** Hears a lint's text as soon as it is made. */
  onText?: (text: string) => void
}

interface Pending {
  id: number
  person: string
  job: Job
  options: RunOptions
  promise: Promise<unknown>
  resolve: (answer: unknown) => void
  reject: (error: unknown) => void
  /** Time spent within the budget so far, and when the current stretch began. */
  used: number
  since?: number
  timer?: ReturnType<typeof setTimeout>
}

/** Each project folder's thread in this process (the last made for it): the publish's lint runs there too. */
const threads = new Map<string, StudioThread>()

/**
 * The code of the studio's worker: a worker does not inherit the parent's TypeScript loader (Node 20), so it
 * registers tsx, then loads studio-worker.ts (as the content readers do: src/content/load/parsed-file-cache.ts).
 */
const workerCode = () => `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(async ({ register }) => {
  register()
  const { serveStudioWork } = await import(${JSON.stringify(new URL('./studio-worker.ts', import.meta.url).href)})
  serveStudioWork()
})`

/**
 * The studio's heavy work, in one worker thread beside the server's own: linting drafts, listing the files, making
 * each person's preview, the publish's lint. The server's thread only hands it jobs, so a large draft or a large
 * file arriving by git never keeps it from answering everyone else.
 *
 * One job at a time, taken in turn from each person who has some waiting, the one served longest ago first (one
 * person's twenty drafts wait behind each other, not in front of a colleague's); a job replaced by a newer one of the
 * same slot before it started never runs. A job's own work has a budget: past it, the worker is stopped (its work
 * cannot be interrupted otherwise) and the job answers OVERRUN; the next job starts a new worker, which is given every
 * draft (`drafts`) again.
 */
export class StudioThread {
  private worker: Worker | undefined
  /** Whether the worker has answered a job: it has loaded its code and read the site. */
  private answered = false
  private current: Pending | undefined
  /** Waiting jobs by person, then by slot, oldest first. */
  private readonly waiting = new Map<string, Map<string, Pending>>()
  /** When each person's last job was started (see `turn`): the one served longest ago goes next. */
  private readonly served = new Map<string, number>()
  private turn = 0
  private nextId = 1
  /** How many jobs of each kind were handed to a worker (a coalesced job never is). */
  readonly started = new Map<Job['kind'], number>()

  constructor(
    private readonly root: string,
    /** Every person's drafts, as [person, file, text]: a new worker is given them all. */
    private readonly drafts: () => Iterable<[string, string, string]> = () => [],
  ) {
    threads.set(resolve(root), this)
  }

  /** The thread made for the project folder `root` in this process, or a new one. */
  static of(root: string): StudioThread {
    return threads.get(resolve(root)) ?? new StudioThread(root)
  }

  /** Runs `job` for `person` (see the class and RunOptions). */
  run(person: string, job: Job, options: RunOptions = {}): Promise<unknown> {
    const id = this.nextId++
    const slot = options.slot ?? `#${id}`
    let jobs = this.waiting.get(person)
    const before = jobs?.get(slot)
    if (before && options.share) return before.promise
    if (before) {
      jobs!.delete(slot)
      before.resolve(SUPERSEDED)
    }
    let resolve!: (answer: unknown) => void
    let reject!: (error: unknown) => void
    const promise = new Promise<unknown>((res, rej) => ((resolve = res), (reject = rej)))
    if (!jobs) this.waiting.set(person, (jobs = new Map()))
    jobs.set(slot, { id, person, job, options, promise, resolve, reject, used: 0 })
    this.pump()
    return promise
  }

  /** Answers SUPERSEDED to `person`'s job waiting in `slot`, if one is (a discard: the draft must not come back). */
  cancel(person: string, slot: string): void {
    const jobs = this.waiting.get(person)
    const job = jobs?.get(slot)
    if (!job) return
    jobs!.delete(slot)
    if (!jobs!.size) this.waiting.delete(person)
    job.resolve(SUPERSEDED)
  }

  /** Whether a worker is up and has read the site (it takes a few seconds to start, and again after an overrun). */
  get warm(): boolean {
    return this.worker !== undefined && this.answered
  }

  /** `person`'s draft of `file` is now `text` (undefined: gone), for the previews the worker makes. */
  draftChanged(person: string, file: string, text: string | undefined): void {
    this.post({ type: 'draft', person, file, text })
  }

  /** `person` has no workspace any more: the worker forgets their drafts and preview. */
  dropped(person: string): void {
    this.served.delete(person)
    this.post({ type: 'drop', person })
  }

  /** The errors of the site on disk, as `npm run lint:content` finds them. */
  async siteErrors(person = ''): Promise<Diagnostic[]> {
    return (await this.run(person, { kind: 'site-errors' })) as Diagnostic[]
  }

  /** Stops the worker; jobs still waiting or running fail. */
  close(): void {
    const worker = this.worker
    this.worker = undefined
    void worker?.terminate()
    const failed = new Error('the studio was stopped')
    const job = this.current
    if (job) this.settle(job, () => job.reject(failed), false)
    for (const jobs of this.waiting.values()) for (const job of jobs.values()) job.reject(failed)
    this.waiting.clear()
    if (threads.get(resolve(this.root)) === this) threads.delete(resolve(this.root))
  }

  private post(message: ToWorker): void {
    // A worker made later is given every draft as it is then.
    this.worker?.postMessage(message)
  }

  private pump(): void {
    if (this.current) return
    // The person served longest ago (or never) goes next: one person's many jobs wait behind everyone else's one.
    let person: string | undefined
    let last = Infinity
    for (const p of this.waiting.keys()) {
      const at = this.served.get(p) ?? -1
      if (at < last) [person, last] = [p, at]
    }
    if (person === undefined) return this.rest()
    const jobs = this.waiting.get(person)!
    const [slot, job] = jobs.entries().next().value!
    jobs.delete(slot)
    if (!jobs.size) this.waiting.delete(person)
    this.served.set(person, ++this.turn)
    this.current = job
    this.started.set(job.job.kind, (this.started.get(job.job.kind) ?? 0) + 1)
    try {
      const worker = this.workerNow()
      worker.ref()
      worker.postMessage({ type: 'job', id: job.id, ...job.job } satisfies ToWorker)
    } catch (e) {
      // Data a thread cannot be given (the server's checks let no such request through).
      this.settle(job, () => job.reject(e))
    }
  }

  private workerNow(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(workerCode(), {
      eval: true,
      workerData: { root: this.root },
      resourceLimits: WORKER_LIMITS,
    })
    let error: unknown
    worker.on('message', (message: FromWorker) => this.heard(worker, message))
    worker.on('error', (e) => (error = e))
    worker.on('exit', (code) => this.exited(worker, code, error))
    this.worker = worker
    this.answered = false
    for (const [person, file, text] of this.drafts()) worker.postMessage({ type: 'draft', person, file, text })
    return worker
  }

  private heard(worker: Worker, message: FromWorker): void {
    const job = this.current
    if (worker !== this.worker || !job || message.id !== job.id) return
    if ('budget' in message) {
      const { budgetMs } = job.options
      if (budgetMs === undefined) return
      clearTimeout(job.timer)
      if (job.since !== undefined) job.used += performance.now() - job.since
      job.since = undefined
      if (!message.budget) return
      job.since = performance.now()
      job.timer = setTimeout(() => this.overrun(job), Math.max(0, budgetMs - job.used))
      return
    }
    if ('text' in message) return void job.options.onText?.(message.text)
    this.answered = true
    this.settle(job, () => {
      if ('done' in message) job.resolve(message.done)
      else if ('refusal' in message)
        job.reject(new Refusal(message.refusal.status, message.refusal.message, message.refusal.body))
      else job.reject(new Error(`the studio's worker failed: ${message.failure}`))
    })
  }

  /** The job's budget ran out: its worker is stopped, and the job answers OVERRUN. */
  private overrun(job: Pending): void {
    if (this.current !== job) return
    const worker = this.worker
    this.worker = undefined
    void worker?.terminate()
    this.settle(job, () => job.resolve(OVERRUN))
  }

  private exited(worker: Worker, code: number, error: unknown): void {
    if (worker !== this.worker) return
    this.worker = undefined
    const job = this.current
    if (!job) return
    // Out of memory within its budget is the job's own doing, as running out of time is.
    if (job.since !== undefined) return this.settle(job, () => job.resolve(OVERRUN))
    const why = error instanceof Error ? error.message : `exit code ${code}`
    this.settle(job, () => job.reject(new Error(`the studio's worker stopped: ${why}`)))
  }

  private settle(job: Pending, answer: () => void, next = true): void {
    clearTimeout(job.timer)
    this.current = undefined
    answer()
    if (next) this.pump()
  }

  /**
   * Nothing to do: the worker no longer keeps the process alive. It stays, with what it has read, for the next job
   * (a worker started anew takes seconds, and its first lint reads the whole site again).
   */
  private rest(): void {
    this.worker?.unref()
  }
}

/** The budget of a preview job, from the draft's. */
export const previewBudget = (draftBudgetMs: number) => draftBudgetMs * PREVIEW_BUDGETS
