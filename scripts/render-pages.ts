import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { PageData } from '../src/sections/page-data.ts'

/** One file of the pre-render: the URL rendered, the key of its page data, the HTML file written (from dist/). */
export interface PageJob {
  url: string
  key: string
  file: string
  noindex?: boolean
  /** One of a large site's thousands of entry pages (articles, jobs…): it links the stylesheet instead of inlining it. */
  linked?: boolean
  /**
   * Written without compressed copies, made by the server or CDN when asked for: every page made from collections on
   * a large site (see prerender.ts).
   */
  plain?: boolean
  /** The part of the search index the page goes into (scripts/index-search.ts); none: the page is not searched. */
  searchPart?: number
}

/** What every worker needs besides its pages: see scripts/prerender-worker.ts. */
export interface RenderSetup {
  serverEntry: string
  /** dist/index.html with its stylesheet inlined or linked: `<!--head-->` and the root element are filled per page. */
  templates: { inlined: string; linked: string }
  siteName: string
  outDir: string
  /** Where the searched pages' copies for the search index go, each named by its hash: `<copiesDir>/<hash>.html`. */
  copiesDir: string
}

export type RenderBatch = (PageJob & { data: PageData })[]

/**
 * The worker's file beside the server bundle's entry: scripts/prerender-worker.ts, built with it
 * (scripts/build-site.ts), so a worker runs plain JavaScript and loads in a tenth of a second, not half.
 */
export const WORKER_FILE = 'prerender-worker.js'

// Pages go out in batches, so a worker that finishes early takes the next one and no worker holds all the data.
const BATCH = 50

/** How many workers a site of `pages` pages may use: one per core, at most one per 100 pages. */
export const workersFor = (pages: number) => Math.max(1, Math.min(availableParallelism(), Math.ceil(pages / 100)))

/**
 * Worker threads that render pages, each writing its pages' HTML, compressed copies and copy for the search index as
 * it goes, so none of them piles up in memory. Started as soon as the build knows how to render (the templates), so
 * they load while it works out which pages to render; `render` then uses one per 100 pages, at most `count`.
 */
export class RenderPool {
  private readonly workers: Worker[]

  constructor(setup: RenderSetup, count: number) {
    const script = join(dirname(setup.serverEntry), WORKER_FILE)
    this.workers = Array.from({ length: Math.max(1, count) }, () => new Worker(script, { workerData: setup }))
  }

  /** Renders `jobs` with their data; resolves with the hash of each search copy, by page key. Ends the workers. */
  async render(jobs: PageJob[], data: Map<string, PageData>): Promise<Map<string, string>> {
    const copies = new Map<string, string>()
    const batches: RenderBatch[] = []
    for (let i = 0; i < jobs.length; i += BATCH)
      batches.push(
        jobs.slice(i, i + BATCH).map((job) => {
          const page = data.get(job.key)
          if (!page) throw new Error(`no page data for ${job.key}`)
          return { ...job, data: page }
        }),
      )
    const used = this.workers.slice(0, Math.max(1, Math.ceil(jobs.length / 100)))
    try {
      if (batches.length) await Promise.all(used.map((worker) => drain(worker, batches, copies)))
    } finally {
      await this.close()
    }
    return copies
  }

  /** Ends the workers (also for a build that fails before it renders). */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()))
  }
}

/** Feeds `worker` batches until none is left; rejects with the worker's own message when a page fails. */
function drain(worker: Worker, batches: RenderBatch[], copies: Map<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const next = () => {
      const batch = batches.shift()
      if (batch) worker.postMessage(batch)
      else resolve()
    }
    worker.on('message', (reply: { error?: string; copies?: [string, string][] }) => {
      if (reply.error) return reject(new Error(reply.error))
      for (const [key, hash] of reply.copies ?? []) copies.set(key, hash)
      next()
    })
    worker.on('error', reject)
    worker.on('exit', (code) => reject(new Error(`a pre-render worker stopped (exit code ${code})`)))
    // A worker still loading keeps what it is sent until it listens.
    next()
  })
}
