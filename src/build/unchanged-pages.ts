/**
 * Reuses the files of the pages whose inputs did not change, instead of rendering them again (src/build/prerender.ts):
 * from the reused output folder, where they are in place, or hard-linked from the previous build's dist/.
 */
import { rmdirSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { dirname, join } from 'node:path'
import { WORKER_LIMITS } from '../lib/worker-limits.ts'
import { pageFile } from './html-file.ts'
import type { PageManifest, PreviousBuild } from './page-manifest.ts'
import type { PageJob } from './page-job.ts'
import { Trash } from './swap-dir.ts'

/** The compressed copies of an HTML file. */
const compressed = (file: string) => [`${file}.br`, `${file}.gz`]

/** Every file a page may have: its HTML and its compressed copies (whether it has them or not). */
const everyFile = (file: string) => [file, ...compressed(file)]

/** A page's own files: its HTML and, but for a plain page, its compressed copies. */
const filesOf = (job: PageJob) => (job.plain ? [job.file] : everyFile(job.file))

/**
 * Reuses the pages built from exactly what a previous build built them from, one page at a time (`reuse`), so the
 * pages to render go to the renderers as they are found:
 * - `reusedOutput`: the output folder is a reused one (src/build/reused-output.ts), whose pages are in place: those
 *   built from the same inputs stay, the others' files go to the trash (and so do the pages gone since, at once);
 * - `previous`: a page the previous build built from the same inputs is a hard link to its file in dist/.
 * Their copies for the search index are reused by their hash.
 *
 * The files are moved to `trash` (see Trash in src/build/swap-dir.ts) and linked by a thread of its own (FILER), sent
 * 200 pages at a time, so the main thread goes on hashing the next pages. `waitForWrites` waits for it and names the
 * pages that could not be linked.
 */
export class UnchangedPages {
  /** The pages reused in place in the reused output folder, by key. */
  readonly fromReusedOutput = new Set<string>()
  /** The pages linked from the previous build's dist/, by key (after `waitForWrites`: those that were). */
  readonly fromDist = new Set<string>()
  /** What the filer is to do next: files to remove, then, for a page linked from dist/, its folder and links. */
  private work: FileWork[] = []
  /** The filer, once started, and what ended it if anything did (told by `waitForWrites`). */
  private filer: { worker: Worker; failed?: unknown } | undefined
  private readonly linked = new Map<string, PageJob>()
  private readonly previous: PreviousBuild | undefined
  private readonly reusedOutput: PageManifest | undefined
  private readonly trash: string

  constructor(
    keys: Iterable<string>,
    private readonly outDir: string,
    {
      previous,
      reusedOutput,
      trash,
    }: { previous?: PreviousBuild | undefined; reusedOutput?: PageManifest | undefined; trash: string },
  ) {
    this.previous = previous
    this.reusedOutput = reusedOutput
    this.trash = trash
    if (!reusedOutput) return
    // The pages gone since the reused output was built: their files, and their folder when it is left empty.
    const now = new Set(keys)
    const gone = new Trash(trash, 'unchanged')
    for (const key of Object.keys(reusedOutput.pages))
      if (!now.has(key)) {
        const file = pageFile(key)
        for (const name of everyFile(file)) gone.put(join(outDir, name))
        try {
          if (dirname(file) !== '.') rmdirSync(join(outDir, dirname(file)))
        } catch {
          // Not empty: it holds another page (a route below this one).
        }
      }
  }

  /**
   * Reuses `job`'s page when a previous build built it from the inputs whose hash is `hash`: 'output' (its files are in
   * place in the reused output folder) or 'dist' (linked from the previous build, unless `waitForWrites` names it);
   * undefined: it is to be rendered.
   */
  reuse(job: PageJob, hash: string): 'output' | 'dist' | undefined {
    const { reusedOutput, previous, outDir } = this
    if (reusedOutput?.pages[job.key]?.[0] === hash) {
      this.fromReusedOutput.add(job.key)
      return 'output'
    }
    const inReused = reusedOutput?.pages[job.key] !== undefined
    if (previous?.manifest.pages[job.key]?.[0] !== hash) {
      // A page rendered again replaces its files in place (the renderer moves what is there to the trash: see
      // src/build/prerender-worker.ts): only the compressed copies a plain page will not write go.
      if (inReused && job.plain) this.file({ remove: compressed(job.file).map((f) => join(outDir, f)) })
      return undefined
    }
    // The same inputs gave the same files: the page and, but for a plain page, its compressed copies, in place of
    // their version in the reused output folder.
    this.fromDist.add(job.key)
    this.linked.set(job.key, job)
    this.file({
      ...(inReused ? { remove: everyFile(job.file).map((f) => join(outDir, f)) } : {}),
      key: job.key,
      dir: dirname(join(outDir, job.file)),
      links: filesOf(job).map((file) => [join(previous.dist, file), join(outDir, file)]),
    })
    return 'dist'
  }

  /** Once every file is removed and linked: the pages reused as 'dist' whose files could not be linked. */
  async waitForWrites(): Promise<PageJob[]> {
    this.flush()
    const filer = this.filer
    if (!filer) return []
    this.filer = undefined
    const { worker } = filer
    try {
      // Asked after every batch sent: it answers once they are all done.
      const lost = await new Promise<string[]>((resolve, reject) => {
        if (filer.failed) return reject(filer.failed)
        worker.once('message', resolve)
        worker.once('error', reject)
        worker.once('exit', (code) => reject(new Error(`the unchanged pages' filer stopped (exit code ${code})`)))
        worker.postMessage('done')
      })
      for (const key of lost) this.fromDist.delete(key)
      return lost.map((key) => this.linked.get(key)!)
    } finally {
      await worker.terminate()
    }
  }

  private file(work: FileWork): void {
    this.work.push(work)
    if (this.work.length >= 200) this.flush()
  }

  /** Sends the filer what is to be done (started with the first of it). */
  private flush(): void {
    if (!this.work.length) return
    if (!this.filer) {
      const filer: { worker: Worker; failed?: unknown } = {
        worker: new Worker(FILER, { eval: true, workerData: this.trash, resourceLimits: WORKER_LIMITS }),
      }
      filer.worker.on('error', (error) => (filer.failed ??= error))
      this.filer = filer
    }
    this.filer.worker.postMessage(this.work)
    this.work = []
  }
}

/** What the filer does for a page: remove files (when there), then make its folder and link its files. */
interface FileWork {
  remove?: string[]
  key?: string
  dir?: string
  links?: [from: string, to: string][]
}

/**
 * The filer's thread: does each batch of FileWork it is sent, in order, and, asked with 'done' once they are all
 * sent, answers with the keys of the pages whose files could not be linked (a file of the previous build gone: another
 * build swapped its own in), whose links it removed. Another error (a file that cannot be removed) ends the thread,
 * and the build.
 */
const FILER = `
const { parentPort, workerData: trash } = require('node:worker_threads')
const { linkSync, mkdirSync, renameSync } = require('node:fs')
const { join } = require('node:path')
// As Trash (src/build/swap-dir.ts) does.
let count = 0
const gone = (path) => {
  if (!count) mkdirSync(trash, { recursive: true })
  try {
    renameSync(path, join(trash, 'filer-' + count++))
  } catch (error) {
    if (error.code !== 'ENOENT') throw error
  }
}
const made = new Set()
const lost = []
parentPort.on('message', (batch) => {
  if (batch === 'done') return parentPort.postMessage(lost)
  for (const { remove, key, dir, links } of batch) {
    if (remove) for (const path of remove) gone(path)
    if (!links) continue
    try {
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true })
        made.add(dir)
      }
      for (const [from, to] of links) linkSync(from, to)
    } catch {
      for (const [, to] of links) gone(to)
      lost.push(key)
    }
  }
})
`
