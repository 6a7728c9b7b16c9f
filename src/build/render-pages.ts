import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { PageData } from '../sections/page-data.ts'
import { folderHash } from './page-manifest.ts'
import type { PageJob } from './page-job.ts'
import { WORKER_LIMITS } from '../lib/worker-limits.ts'

/** One file of the pre-render: the URL rendered, the key of its page data, the HTML file written (from dist/). */
/** What every worker needs besides its pages: see src/build/prerender-worker.ts. */
export interface RenderSetup {
  serverEntry: string
  /** dist/index.html with its stylesheet inlined or linked: `<!--head-->` and the root element are filled per page. */
  templates: { inlined: string; linked: string }
  outDir: string
  /** Where the searched pages' copies for the search index go, each named by its hash: `<copiesDir>/<hash>.html`. */
  copiesDir: string
  /** Where a file replaced goes (see Trash in src/build/swap-dir.ts): a folder on the disk of `outDir`. */
  trash: string
}

export type RenderBatch = (PageJob & { data: PageData })[]

/**
 * The worker's file beside the server bundle's entry: src/build/prerender-worker.ts, built with it
 * (src/build/build-site.ts), so a worker runs plain JavaScript and loads in a tenth of a second, not half.
 */
export const WORKER_FILE = 'prerender-worker.js'

// Pages go out in batches, so a worker that finishes early takes the next one and no worker holds all the data.
const BATCH = 50

/** How many workers a site of `pages` pages may use: one per core, at most one per 100 pages. */
export const workersFor = (pages: number) => Math.max(1, Math.min(availableParallelism(), Math.ceil(pages / 100)))

/**
 * Worker threads that render pages, each writing its pages' HTML, compressed copies and copy for the search index as
 * it goes, so none of them piles up in memory. Started as soon as the build knows how to render (the templates), so
 * they load while it works out which pages to render; pages are given to it one by one as they are found to need
 * rendering (`add`), in batches of 50, each to the first worker free, so rendering goes on while the build is still
 * finding the others (hashing every page's data: a second at 10,000 articles); `done` waits for the last.
 */
export class RenderPool {
  private readonly workers: Worker[]
  /** A hash of the server bundle the workers load (its folder's files), to tell whether they are a build's. */
  readonly serverHash: string
  /** Batches sent to each worker and not yet answered: up to two, so a worker never waits for the next. */
  private readonly sent = new Map<Worker, number>()
  private readonly queue: RenderBatch[] = []
  private batch: RenderBatch = []
  private failure: Error | undefined
  private readonly copies = new Map<string, string>()
  private finished: (() => void) | undefined

  /** `serverHash`: the server bundle's, when the caller has it (else the folder is hashed here). */
  constructor(
    readonly setup: RenderSetup,
    count: number,
    serverHash = folderHash(dirname(setup.serverEntry)),
  ) {
    this.serverHash = serverHash
    const script = join(dirname(setup.serverEntry), WORKER_FILE)
    this.workers = Array.from(
      { length: Math.max(1, count) },
      () => new Worker(script, { workerData: setup, resourceLimits: WORKER_LIMITS }),
    )
    for (const worker of this.workers) {
      // A worker still loading keeps what it is sent until it listens.
      this.sent.set(worker, 0)
      worker.on('message', (reply: { error?: string; copies?: [string, string][] }) => {
        this.sent.set(worker, this.sent.get(worker)! - 1)
        if (reply.error) this.fail(new Error(reply.error))
        for (const [key, hash] of reply.copies ?? []) this.copies.set(key, hash)
        this.next()
      })
      worker.on('error', (error) => this.fail(error))
      worker.on('exit', (code) => this.fail(new Error(`a pre-render worker stopped (exit code ${code})`)))
    }
  }

  /**
   * Whether these workers render as a build whose setup is `setup` and whose server bundle's hash is `serverHash`
   * would (a pool started before the build knew its bundles: see src/build/build-site.ts), and none of them failed.
   */
  serves(setup: RenderSetup, serverHash: string): boolean {
    const { templates, outDir, copiesDir, trash } = this.setup
    return (
      !this.failure &&
      serverHash === this.serverHash &&
      templates.inlined === setup.templates.inlined &&
      templates.linked === setup.templates.linked &&
      outDir === setup.outDir &&
      copiesDir === setup.copiesDir &&
      trash === setup.trash
    )
  }

  /** Tells the workers the site's name (every page's title ends with it), before the first page. */
  name(siteName: string): void {
    for (const worker of this.workers) worker.postMessage({ siteName })
  }

  /** Renders `job` with its data, in a batch with the next pages added. */
  add(job: PageJob, data: PageData | undefined): void {
    if (!data) throw new Error(`no page data for ${job.key}`)
    this.batch.push({ ...job, data })
    if (this.batch.length >= BATCH) this.flush()
  }

  /**
   * Renders the pages still waiting and resolves, once every page added is written, with the hash of each search
   * copy, by page key; rejects with a worker's own message when a page failed. Ends the workers.
   */
  async done(): Promise<Map<string, string>> {
    this.flush()
    try {
      await new Promise<void>((resolve) => {
        this.finished = resolve
        this.next()
      })
      if (this.failure) throw this.failure
    } finally {
      await this.close()
    }
    return this.copies
  }

  /** Ends the workers (also for a build that fails before it renders). */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.removeAllListeners('exit').terminate()))
  }

  private flush(): void {
    if (!this.batch.length) return
    this.queue.push(this.batch)
    this.batch = []
    this.next()
  }

  /**
   * Sends the waiting batches to the workers with the fewest unanswered (at most two each); tells `done` when nothing
   * is left to render (or a page failed).
   */
  private next(): void {
    while (!this.failure && this.queue.length) {
      let worker = this.workers[0]!
      for (const other of this.workers) if (this.sent.get(other)! < this.sent.get(worker)!) worker = other
      if (this.sent.get(worker)! >= 2) break
      this.sent.set(worker, this.sent.get(worker)! + 1)
      worker.postMessage(this.queue.shift())
    }
    const busy = [...this.sent.values()].some((n) => n > 0)
    if (this.finished && (this.failure || (!this.queue.length && !busy))) this.finished()
  }

  private fail(error: Error): void {
    this.failure ??= error
    this.next()
  }
}
