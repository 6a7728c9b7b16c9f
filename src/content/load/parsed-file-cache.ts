import { createHash, hash as digestOf } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { FileDigests, hashTree } from '../../lib/hash-tree.ts'
import { httpsSources } from '../../lib/https-sources.ts'
import { keyValue } from '../../lib/value-keys.ts'
import type { MediaIndex } from '../../media/media-index.ts'
import type { ContentModel } from '../content-model.ts'
import type { Diagnostic } from '../diagnostic.ts'
import type { KnownFile } from '../read-content-dir.ts'
import type { LinkKind } from '../schema/common.ts'
import type { SourceFile } from '../source-file.ts'
import { definitionsOutside } from '../project-file.ts'
import { valueAt, type Position, type Segment } from '../locate.ts'
import type { MarkdownTree } from '../markdown/markdown-tree.ts'
import { noteWords, treeWords } from '../markdown/plain-text.ts'
import type { ParsedFile } from './parsed-file.ts'
import { readFile, type ParseResult } from './read-file.ts'
import { readYaml } from '../yaml/read-yaml.ts'
import { WORKER_LIMITS } from '../../lib/worker-limits.ts'

/** A parsed file as cached on disk: everything later phases use but the syntax tree, parsed again when asked for. */
export interface CachedParse {
  parsed?: Pick<ParsedFile, 'role' | 'kind' | 'data' | 'valid' | 'marks' | 'headings'> & {
    markdownLinks: Omit<ParsedFile['markdownLinks'][number], 'pos'>[]
    /** Each Markdown tree of the data: its place, its words (treeWords), the https addresses of its images. */
    trees: CachedTree[]
  }
  diagnostics: Diagnostic[]
}

/** What is cached of a Markdown tree of a parsed file besides the tree. */
export interface CachedTree {
  at: Segment[]
  words: number
  sources: string[]
}

/** Where a content model comes from, for a worker to import it: a module's URL and the name it exports it by. */
export interface ModelModule {
  url: string
  name: string
}

/**
 * What the workers of `prepare` read with: the file of a bundled worker that serves parsed files with its model built
 * in (`serveParsing` in read-worker.ts: the build's is src/site/site-read-worker.ts, bundled), or the module a worker
 * takes the content model from, loaded through tsx with read-worker.ts (much slower to start).
 */
export type ContentReader = { worker: string } | ModelModule

/**
 * A worker's code that reads with a model through tsx: a worker does not inherit the parent's TypeScript loader (Node
 * 20), so it registers tsx, then loads the reader and the model. Made when used: the bundled reader holds this module
 * too, and finds no tsx beside it.
 */
const readWorker = () => `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(async ({ register }) => {
  register()
  const { model } = require('node:worker_threads').workerData
  const [{ serveParsing }, models] = await Promise.all([
    import(${JSON.stringify(new URL('./read-worker.ts', import.meta.url).href)}),
    import(model.url),
  ])
  serveParsing(models[model.name])
})`

/** What parses the content: the engine's code (not the build's scripts, which only write what it read), its packages. */
const READER = ['src', 'package.json', 'package-lock.json']

/** Bumped when what a cached parsed file holds changes: parsed files cached by another version are not used. */
const STORE_VERSION = 2

/** The file of the content files' stamps and digests (see knownFiles). */
const FILES = 'files.txt'

/** Parsed files are cached in this many files, by the first hex digit of their name: an edit rewrites one of them. */
const SHARDS = 16

/**
 * A parsed file this process parsed, for `flush` to write: turned into its cache line at once, or only then (`later`),
 * or its line written by the content reader that read it (`prepare`).
 */
type ToWrite = { text: string; cached: CachedParse } | { text: string; fresh: ParseResult } | { line: Buffer }

/**
 * Parsed content files cached on disk between processes (the build's `.cache/content/`), each named by a hash of
 * everything it depends on: the file's name and text, the images, and `code` (a hash of the code that reads it). A
 * build after an edit reads the one file that changed and takes the others' parsed files from here. A cached parsed
 * file has no syntax tree: the file is read again, in full, only when a later phase needs a place in it (a problem to
 * report). A parsed file that is not plain JSON (`.inf` in a file) is not cached.
 *
 * The parsed files live in 16 files of one line each (`name<TAB>json`, then each Markdown tree's JSON after a tab),
 * each line parsed only when its parsed file is asked for, and each tree only when its blocks are; `flush` writes
 * again, a little at a time while the process goes on, each file whose lines changed: with the parsed files this
 * process read, and no other (a file changed or deleted since drops out).
 *
 * A build also notes each content file's stat and the digest of its text (`files.txt`: see knownFiles), so the next
 * build names the parsed files of the files whose stat is the same without reading them (readKnownContentDir).
 */
export class ParsedFileCache {
  /**
   * By shard, each cached parsed file's line by name (its bytes after the name and tab, in the file's buffer: decoded
   * when used, and its trees only when asked for), read when first needed.
   */
  private readonly cached = new Map<number, Map<string, Buffer>>()
  /** By shard, the parsed files this process used: their cached line, or what is still to be written. */
  private readonly used = new Map<number, Map<string, Buffer | ToWrite>>()
  private readonly mediaKeys = new WeakMap<MediaIndex, string>()
  /**
   * Parsed files built by `prepare`, by name, until `read` takes them: each as its line (see cacheLine), or, for a
   * parsed file JSON cannot hold, as it is.
   */
  private readonly prepared = new Map<string, Buffer | CachedParse>()
  /** The digests of the texts of files read (SourceFile.digest when it is not known). */
  private readonly digests = new WeakMap<SourceFile, string>()
  /** The files listed with a stamp (SourceFile.stamp), by name: noted by `flush` for the next build. */
  private readonly noted = new Map<string, KnownFile>()
  /** The cached parsed files' files being read (`preload`). */
  private loading: Promise<void> | undefined

  /**
   * @param dir the folder of the cached parsed files
   * @param code a hash of the code that reads files: parsed files built by other code are never used
   * @param reuse whether cached parsed files are used (false: they are only written, for the next process)
   * @param later whether a parsed file parsed here is turned into what is written only by `flush` (the dev server: its
   *   loads hold their parsed files anyway, and its first page does not wait for 10,000 of them to be turned into cache
   *   lines); else at once, so that its syntax tree dies young (a build)
   */
  constructor(
    private readonly dir: string,
    private readonly code: string,
    private readonly reuse = true,
    private readonly later = false,
  ) {
    mkdirSync(dir, { recursive: true })
  }

  /**
   * The parsed files of a project folder, shared by its builds and its dev server: `.cache/content/`, keyed by the code
   * that reads the content as it is in `root` (src/ and the packages), and Node's version.
   */
  static of(root: string, { reuse = true, later = false } = {}): ParsedFileCache {
    const h = createHash('sha256').update(`${STORE_VERSION}\0${process.version}\0`)
    const digests = FileDigests.of(root)
    for (const entry of [...READER, ...definitionsOutside(root, READER)]) hashTree(h, root, entry, digests)
    digests.save()
    return new ParsedFileCache(join(root, '.cache', 'content'), h.digest('hex'), reuse, later)
  }

  /**
   * Starts reading the files of cached parsed files in the background, for `prepare` to take: a build reads the
   * content files meanwhile. A thread of its own reads them and finds their lines (LINES), so the main thread neither
   * touches their memory first nor looks through it. A file it could not read is read when first asked for.
   */
  preload(): void {
    if (!this.reuse || this.loading) return
    this.loading = new Promise<void>((resolve) => {
      const worker = new Worker(LINES, {
        eval: true,
        workerData: { dir: this.dir, shards: SHARDS },
        resourceLimits: WORKER_LIMITS,
      })
      worker.unref()
      let left = SHARDS
      worker.on('message', ({ shard, bytes, bounds }: { shard: number; bytes?: ArrayBuffer; bounds?: Int32Array }) => {
        if (bytes && bounds && !this.cached.has(shard)) this.cached.set(shard, linesOf(Buffer.from(bytes), bounds))
        if (--left === 0) resolve()
      })
      worker.on('error', () => resolve())
      worker.on('exit', () => resolve())
    })
  }

  /**
   * Reads the files of `sources` that no cached parsed file answers for in worker threads, side by side (`reader`: what
   * they read with, asked for only when they are started), for `read` to take: a build parsing 10,000 articles does
   * it on every core, and the syntax trees never reach its own memory. Fewer than 200 files are left to `read`.
   */
  async prepare(
    sources: SourceFile[],
    reader: () => Promise<ContentReader>,
    media: MediaIndex | undefined,
  ): Promise<void> {
    await this.loading
    const todo = sources.filter((source) => {
      if (source.problem) return false
      const name = this.nameOf(source, media)
      return !(this.reuse && this.shard(parseInt(name[0]!, 16)).has(name))
    })
    if (todo.length < 200) return
    // The longest files first, the shortest last: a hand-written page takes ten times an article's time to read, and
    // the real site's pages, listed after thousands of articles, would keep one reader at work after the other ran out.
    todo.sort((a, b) => b.text.length - a.text.length)
    const batches: SourceFile[][] = []
    for (let i = 0; i < todo.length; i += 100) batches.push(todo.slice(i, i + 100))
    const count = Math.min(availableParallelism(), batches.length)
    const with_ = await reader()
    const workers = Array.from({ length: count }, () =>
      'worker' in with_
        ? new Worker(with_.worker, { workerData: { media }, resourceLimits: WORKER_LIMITS })
        : new Worker(readWorker(), { eval: true, workerData: { model: with_, media }, resourceLimits: WORKER_LIMITS }),
    )
    try {
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              let sent: SourceFile[] = []
              const next = () => {
                const batch = batches.shift()
                sent = batch ?? []
                if (batch) worker.postMessage(batch)
                else resolve()
              }
              worker.on('message', (results: (Uint8Array | CachedParse)[]) => {
                results.forEach((result, i) =>
                  this.prepared.set(
                    this.nameOf(sent[i]!, media),
                    result instanceof Uint8Array
                      ? Buffer.from(result.buffer, result.byteOffset, result.byteLength)
                      : result,
                  ),
                )
                next()
              })
              worker.on('error', reject)
              worker.on('exit', (code) => reject(new Error(`a content reader stopped (exit code ${code})`)))
              next()
            }),
        ),
      )
    } finally {
      await Promise.all(workers.map((w) => w.terminate()))
    }
  }

  /** `source`'s parsed file: a prepared or cached one when there is one, else parsed now (and cached by `flush`). */
  read(source: SourceFile, model: ContentModel, media: MediaIndex | undefined): ParseResult {
    // A file that cannot be decoded is reported as such, cheaply: not cached.
    if (source.problem) return readFile(source, model, media)
    const name = this.nameOf(source, media)
    const shard = parseInt(name[0]!, 16)
    let used = this.used.get(shard)
    if (!used) this.used.set(shard, (used = new Map()))
    const prepared = this.prepared.get(name)
    if (prepared) {
      this.prepared.delete(name)
      if (!Buffer.isBuffer(prepared)) {
        used.set(name, { text: source.text, cached: prepared })
        return revive(prepared, name, source, model, media)
      }
      // As a cached parsed file is: its trees are read from their JSON when their blocks are first asked for.
      used.set(name, { line: prepared })
      return revive(unline(prepared), name, source, model, media)
    }
    const line = this.reuse ? this.shard(shard).get(name) : undefined
    if (line !== undefined) {
      used.set(name, line)
      return revive(unline(line), name, source, model, media)
    }
    const result = readFile(source, model, media)
    const { parsed } = result
    if (parsed)
      for (const [at, tree] of markdownTrees(parsed.data, parsed.marks.markdown))
        keyTree(tree, name, { at, sources: httpsSources(tree) })
    // What is written, not the parsed file: its syntax tree would stay in memory until then (and cost the build's
    // garbage collector). Unless the parsed file stays in memory anyway (`later`).
    used.set(name, this.later ? { text: source.text, fresh: result } : { text: source.text, cached: toCached(result) })
    return result
  }

  /**
   * Writes the files of cached parsed files whose lines changed (a hundred new parsed files at a time, so a build's
   * pre-render goes on meanwhile), each with the parsed files this process used and no other, and removes the files no
   * parsed file is cached in any more.
   */
  async flush(): Promise<void> {
    for (let shard = 0; shard < SHARDS; shard++) {
      const path = join(this.dir, `${shard.toString(16)}.txt`)
      const used = this.used.get(shard)
      if (!used?.size) {
        rmSync(path, { force: true })
        continue
      }
      const cached = this.reuse ? this.shard(shard) : new Map<string, Buffer>()
      const lines: Buffer[] = []
      let changed = used.size !== cached.size
      let converted = 0
      for (const [name, entry] of used) {
        if (Buffer.isBuffer(entry)) {
          lines.push(Buffer.from(`${name}\t`, 'latin1'), entry, NEWLINE)
          continue
        }
        changed = true
        if ('line' in entry) {
          lines.push(Buffer.from(`${name}\t`, 'latin1'), entry.line, NEWLINE)
          continue
        }
        const line = cacheLine(entry.text, 'fresh' in entry ? toCached(entry.fresh) : entry.cached)
        if (line !== undefined) lines.push(Buffer.from(`${name}\t${line}\n`))
        if (++converted % 100 === 0) await new Promise(setImmediate)
      }
      if (!changed) continue
      const temporary = `${path}.${process.pid}`
      try {
        await writeFile(temporary, Buffer.concat(lines))
        await rename(temporary, path)
      } catch {
        // Not cached: its files are parsed again next time.
        rmSync(temporary, { force: true })
      }
    }
    // The files this process listed with a stamp (a build), for the next build to know them unchanged without reading
    // them: only when it noted some (the dev server lists none, and leaves the build's as they are).
    if (this.noted.size) {
      let text = `version ${STORE_VERSION}\n`
      // A name with a tab or a line break in it is not noted: such a file is read every time.
      for (const [file, { stamp, digest }] of this.noted)
        if (!/[\t\n\r]/.test(file)) text += `${file}\t${stamp}\t${digest}\n`
      const path = join(this.dir, FILES)
      const temporary = `${path}.${process.pid}`
      try {
        await writeFile(temporary, text)
        await rename(temporary, path)
      } catch {
        rmSync(temporary, { force: true })
      }
    }
    // The store is done: what it held is the content's to keep or let go.
    this.used.clear()
    this.cached.clear()
    this.noted.clear()
    // Anything else (what a killed process left half-written, an older kind of store) goes.
    for (const name of readdirSync(this.dir))
      if (!/^[0-9a-f]\.txt$/.test(name) && name !== FILES) rmSync(join(this.dir, name), { force: true })
  }

  /** The cached parsed files of a shard: its lines by name (none when the file is not there or cannot be read). */
  private shard(shard: number): Map<string, Buffer> {
    let lines = this.cached.get(shard)
    if (lines) return lines
    this.cached.set(shard, (lines = new Map()))
    let bytes: Buffer
    try {
      bytes = readFileSync(join(this.dir, `${shard.toString(16)}.txt`))
    } catch {
      return lines
    }
    this.cached.set(shard, (lines = linesOf(bytes)))
    return lines
  }

  /**
   * A parsed file's name: a hash of what it depends on (the file's text by its digest). A file listed with a stamp is
   * noted with its digest, for the next build (see knownFiles).
   */
  private nameOf(source: SourceFile, media: MediaIndex | undefined): string {
    let digest = source.digest ?? this.digests.get(source)
    if (digest === undefined)
      this.digests.set(source, (digest = createHash('sha256').update(source.text).digest('hex')))
    if (source.stamp !== undefined) this.noted.set(source.file, { stamp: source.stamp, digest })
    return digestOf('sha256', `${this.code}\0${this.mediaKey(media)}\0${source.file}\0${digest}`, 'hex')
  }

  /**
   * The stamps and digests of the content files the last build noted (`files.txt`: a line of each file's name, stamp
   * and digest, after a line of the store's version), for readKnownContentDir: none when cached parsed files are not
   * used.
   */
  knownFiles(): Map<string, KnownFile> {
    const known = new Map<string, KnownFile>()
    if (!this.reuse) return known
    let lines: string[]
    try {
      lines = readFileSync(join(this.dir, FILES), 'utf8').split('\n')
    } catch {
      return known
    }
    if (lines[0] !== `version ${STORE_VERSION}`) return known
    for (let i = 1; i < lines.length; i++) {
      const [file, stamp, digest] = lines[i]!.split('\t')
      if (digest?.length === 64) known.set(file!, { stamp: stamp!, digest })
    }
    return known
  }

  /** What the parsed files depend on in the images (each one's path and bytes), as a hash. */
  private mediaKey(media: MediaIndex | undefined): string {
    if (!media) return ''
    let key = this.mediaKeys.get(media)
    if (key === undefined) {
      const h = createHash('sha256')
      for (const f of media.values()) h.update(`${f.path}\0${f.hash}\n`)
      this.mediaKeys.set(media, (key = h.digest('hex')))
    }
    return key
  }
}

/** The lines of a file of cached parsed files, by name (`bounds`: see lineBounds). */
function linesOf(bytes: Buffer, bounds: ArrayLike<number> = lineBounds(bytes)): Map<string, Buffer> {
  const lines = new Map<string, Buffer>()
  for (let i = 0; i < bounds.length; i += 2) {
    const start = bounds[i]!
    lines.set(bytes.toString('latin1', start, start + 64), bytes.subarray(start + 65, bounds[i + 1]))
  }
  return lines
}

/**
 * Where each line of a file of cached parsed files starts and ends (`name<TAB>json…`, ending in `}`), two numbers a
 * line. A line cut short (a process killed while writing cannot leave one: files are renamed into place) is left out.
 * On its own (LINES runs it in a thread of its own, as written), so it spells its bytes: 0x0a a line break, 0x09 TAB,
 * 0x7d the closing brace.
 */
function lineBounds(bytes: Buffer): number[] {
  const bounds: number[] = []
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(0x0a, start)
    if (end < 0) end = bytes.length
    if (end - start > 65 && bytes[start + 64] === 0x09 && bytes[end - 1] === 0x7d) bounds.push(start, end)
    start = end + 1
  }
  return bounds
}

/** The thread of `preload`: reads each file of cached parsed files and sends its bytes with its lines' bounds. */
const LINES = `
const { parentPort, workerData: { dir, shards } } = require('node:worker_threads')
const { readFileSync } = require('node:fs')
const { join } = require('node:path')
const lineBounds = ${lineBounds.toString()}
for (let shard = 0; shard < shards; shard++) {
  let read
  try {
    read = readFileSync(join(dir, shard.toString(16) + '.txt'))
  } catch {
    parentPort.postMessage({ shard })
    continue
  }
  const bounds = Int32Array.from(lineBounds(read))
  const own = read.byteOffset === 0 && read.byteLength === read.buffer.byteLength
  const bytes = own ? read.buffer : read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength)
  parentPort.postMessage({ shard, bytes, bounds }, [bytes, bounds.buffer])
}
`

const TAB = 0x09
const NEWLINE = Buffer.from('\n')

/**
 * What is cached of a parsed file, with the words and image addresses of its Markdown trees, so a process that takes
 * the parsed file from the store does not look through them again.
 */
export function toCached({ parsed, diagnostics }: ParseResult): CachedParse {
  if (!parsed) return { diagnostics }
  const { role, kind, data, valid, marks, headings } = parsed
  const trees = markdownTrees(parsed.data, marks.markdown).map(([at, tree]) => ({
    at,
    words: treeWords(tree),
    sources: httpsSources(tree),
  }))
  const markdownLinks = parsed.markdownLinks.map(({ kind, value, at }) => ({ kind, value, at }))
  return { diagnostics, parsed: { role, kind, data, valid, marks, headings, markdownLinks, trees } }
}

/**
 * Marks a Markdown tree of the parsed file named `name` with that name and the tree's place in it
 * (src/lib/value-keys.ts): the name is a hash of all the tree is made from, so the build hashes a page that shows it by
 * the name.
 */
function keyTree(tree: MarkdownTree, name: string, { at, sources }: Omit<CachedTree, 'words'>): void {
  keyValue(tree, { key: `${name}${JSON.stringify(at)}`, sources })
}

/**
 * A cached parsed file's line (see cacheLine): its JSON, then each of its Markdown trees' JSON, each after a tab. The
 * trees are decoded and read when first asked for: a build that reuses a page does not need its article's tree (see
 * lazyTree).
 */
function unline(line: Buffer): CachedParse {
  let end = line.indexOf(TAB)
  if (end < 0) end = line.length
  const result = JSON.parse(line.toString('utf8', 0, end)) as CachedParse
  const { parsed } = result
  if (parsed)
    for (const { at } of parsed.trees) {
      const start = end + 1
      end = line.indexOf(TAB, start)
      if (end < 0) end = line.length
      set(parsed.data, at, lazyTree(line.subarray(start, end)))
    }
  return result
}

/**
 * A Markdown tree read from its JSON when its blocks are first asked for. Its JSON, the structured clone that sends
 * it to a renderer, and a frozen copy (LoadCache) are the tree's.
 */
function lazyTree(json: Buffer): MarkdownTree {
  let blocks: MarkdownTree['blocks'] | undefined
  return {
    get blocks() {
      return (blocks ??= (JSON.parse(json.toString()) as MarkdownTree).blocks)
    },
  }
}

/** Sets the value at `at` in data read from JSON (its own: nothing else holds it). */
function set(data: unknown, at: Segment[], value: unknown): void {
  const parent = valueAt(data, at.slice(0, -1)) as Record<string | number, unknown>
  parent[at[at.length - 1]!] = value
}

/** `data` with the value at each place in `places` as null, copied along the way (the rest is shared). */
function without(data: unknown, places: Segment[][]): unknown {
  type Node = Record<string | number, unknown>
  const copies = new Map<unknown, Node>()
  const copy = (value: unknown): Node => {
    let made = copies.get(value)
    if (!made) copies.set(value, (made = (Array.isArray(value) ? [...value] : { ...(value as Node) }) as Node))
    return made
  }
  const root = copy(data)
  for (const at of places) {
    let from = data as Node
    let to = root
    for (const segment of at.slice(0, -1)) {
      from = from[segment] as Node
      to = to[segment] = copy(from)
    }
    to[at[at.length - 1]!] = null
  }
  return root
}

/** The Markdown trees of a parsed file's data, each with its place (a field the file got wrong holds no tree). */
function markdownTrees(data: unknown, places: Segment[][]): [Segment[], MarkdownTree][] {
  return places.flatMap((at) => {
    const tree = valueAt(data, at) as MarkdownTree | undefined
    return tree && typeof tree === 'object' && Array.isArray(tree.blocks) ? [[at, tree]] : []
  })
}

/**
 * The parsed file as a line (see unline): its JSON with its Markdown trees left out, then each tree's JSON after a tab
 * (JSON has no tab but in a string, as `\t`). Undefined when JSON would not give the parsed file back as it is: YAML's
 * infinities and not-a-number (`.inf`, `.nan`) would come back as null. Nothing else in a parsed file is beyond JSON:
 * YAML's other values are JSON's, and no phase puts `undefined` in a list.
 */
export function cacheLine(text: string, cached: CachedParse): string | undefined {
  if (/[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN)\b/.test(text)) return undefined
  const { parsed } = cached
  if (!parsed?.trees.length) return JSON.stringify(cached)
  const places = parsed.trees.map((tree) => tree.at)
  const trees = places.map((at) => JSON.stringify(valueAt(parsed.data, at)))
  return [JSON.stringify({ ...cached, parsed: { ...parsed, data: without(parsed.data, places) } }), ...trees].join('\t')
}

/**
 * A cached parsed file made whole: its syntax tree and the places of its Markdown links come from parsing it again. Its
 * Markdown trees are marked with their words and their key (`name`: see keyTree).
 */
function revive(
  { parsed, diagnostics }: CachedParse,
  name: string,
  source: SourceFile,
  model: ContentModel,
  media: MediaIndex | undefined,
): ParseResult {
  if (!parsed) return { diagnostics }
  const { data, trees } = parsed
  for (const stored of trees) {
    const tree = valueAt(data, stored.at) as MarkdownTree
    noteWords(tree, stored.words)
    keyTree(tree, name, stored)
  }
  return { parsed: new CachedFile(source, model, media, parsed), diagnostics }
}

/**
 * A cached parsed file as the content reads it. A class, so that the 10,000 of a large site share one shape: an object
 * literal with getters of its own gives each file a shape of its own, and every read of `p.data` or `p.role` becomes a
 * lookup by name. Measured: the dev server's content update for a save at +10,000 articles, 447 → 324 ms of CPU (−28%).
 */
class CachedFile implements ParsedFile {
  readonly role: ParsedFile['role']
  readonly kind: ParsedFile['kind']
  readonly data: ParsedFile['data']
  readonly valid: boolean
  readonly marks: ParsedFile['marks']
  readonly headings: ParsedFile['headings']
  readonly markdownLinks: ParsedFile['markdownLinks']
  readonly file: string
  readonly #source: SourceFile
  readonly #model: ContentModel
  readonly #media: MediaIndex | undefined
  /** The file read again whole, for the exact places of its Markdown links. */
  #again: ParsedFile | undefined
  /**
   * Its syntax tree alone, for positions and for its data as written (a translation's original,
   * src/content/translate/): a file cached with data was read without a YAML error, so its tree is the one its reading
   * made, and reading it again whole (validation, Markdown) is left to the places of its Markdown links. Measured
   * (+10,000 articles, 100 in Spanish; median of 3): the incremental build 3.42 s → 3.00 s (12%).
   */
  #syntax: Pick<ParsedFile, 'doc' | 'lineCounter'> | undefined

  constructor(
    source: SourceFile,
    model: ContentModel,
    media: MediaIndex | undefined,
    { role, kind, data, valid, marks, headings, markdownLinks }: NonNullable<CachedParse['parsed']>,
  ) {
    this.role = role
    this.kind = kind
    this.data = data
    this.valid = valid
    this.marks = marks
    this.headings = headings
    this.markdownLinks = markdownLinks.map(({ kind, value, at }, i) => new CachedLink(kind, value, at, this, i))
    this.file = source.file
    this.#source = source
    this.#model = model
    this.#media = media
  }

  /** Read when asked for: a build knows most files unchanged without reading them (readKnownContentDir). */
  get text(): string {
    return this.#source.text
  }

  get doc(): ParsedFile['doc'] {
    return this.#tree().doc
  }

  get lineCounter(): ParsedFile['lineCounter'] {
    return this.#tree().lineCounter
  }

  exact(): ParsedFile {
    return (this.#again ??= readFile(this.#source, this.#model, this.#media).parsed!)
  }

  #tree(): Pick<ParsedFile, 'doc' | 'lineCounter'> {
    return this.#again ?? (this.#syntax ??= readYaml(this.#source.text))
  }
}

/** A Markdown link of a cached parsed file: its place is found by reading the file again, when first asked for. */
class CachedLink {
  readonly #file: CachedFile
  readonly #index: number

  constructor(
    readonly kind: LinkKind,
    readonly value: string,
    readonly at: Segment[],
    file: CachedFile,
    index: number,
  ) {
    this.#file = file
    this.#index = index
  }

  get pos(): Position {
    return this.#file.exact().markdownLinks[this.#index]!.pos
  }
}
