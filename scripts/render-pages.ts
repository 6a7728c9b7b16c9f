import { availableParallelism } from 'node:os'
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

// A worker does not inherit the parent's TypeScript loader (Node 20): it registers tsx, then loads the worker module.
const BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
  register()
  return import(${JSON.stringify(new URL('./prerender-worker.ts', import.meta.url).href)})
})`

// Pages go out in batches, so a worker that finishes early takes the next one and no worker holds all the data.
const BATCH = 50

/**
 * Renders `jobs` in worker threads, one per core (at most one per 100 pages): each writes its pages' HTML, data
 * file, compressed copies and copy for the search index as it goes, so none of them piles up in memory. Returns the
 * hash of each search copy, by page key.
 */
export async function renderPages(
  jobs: PageJob[],
  data: Map<string, PageData>,
  setup: RenderSetup,
): Promise<Map<string, string>> {
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
  const count = Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs.length / 100)))
  const workers = Array.from({ length: count }, () => new Worker(BOOT, { eval: true, workerData: setup }))
  try {
    await Promise.all(workers.map((worker) => drain(worker, batches, copies)))
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
  return copies
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
    worker.once('online', next)
  })
}
