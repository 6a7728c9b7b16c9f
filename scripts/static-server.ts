import { open, readFile, stat, type FileHandle } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join, posix, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { lookup } from 'mrmime'
import { headerRules } from './header-rules.ts'

/** Dotfiles and dot-folders, the host's own files, and the precompressed siblings: never served as files. */
const HIDDEN = /\/\.|^\/_(?:headers|redirects)$|\.(?:br|gz)$/
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const
const REVALIDATE = 'public, max-age=0, must-revalidate'
/** Files up to this size are read whole before the response starts; larger ones are streamed. */
const BUFFERED = 256 * 1024
/** How long a request waits for dist/ to reappear while a rebuild swaps it (two renames: microseconds). */
const SWAP_WAIT_MS = 2000

interface Found {
  handle: FileHandle
  /** The file's name without its compression suffix: it decides the Content-Type. */
  name: string
  size: number
  mtime: Date
  encoding?: 'br' | 'gzip'
}

/**
 * Serves a built site the way a CDN does: files as they are, /about → about/index.html, 404.html with status 404
 * for anything else, precompressed `.br`/`.gz` siblings chosen by Accept-Encoding, ETag and 304, long immutable
 * caching for hashed assets and revalidation for HTML, and the rules of `_headers` (the Netlify/Cloudflare format).
 * GET and HEAD only. Nothing is indexed ahead: each request opens its file and takes size and dates from the open
 * file, so a file that changes or vanishes, or a rebuild that swaps the whole folder, gives a correct answer for
 * that request and never an unhandled error. `_headers` is read again whenever it changes.
 */
export function createStaticServer(dir: string): Server {
  const root = resolve(dir)
  const rules = currentRules(root)
  return createServer((req, res) => {
    respond(root, rules, req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy(error as Error)
      res.statusCode = 500
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end('The server could not read this file; try again.\n')
    })
  })
}

async function respond(
  root: string,
  rules: () => Promise<(path: string) => [string, string][]>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = requestPath(req.url ?? '/')
  for (const [name, value] of (await rules())(path ?? '/')) res.setHeader(name, value)
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405
    res.setHeader('Allow', 'GET, HEAD')
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.end('This site only answers GET and HEAD requests.\n')
    return
  }
  const encodings = accepted(req.headers['accept-encoding'])
  const file = path === undefined || HIDDEN.test(path) ? undefined : await find(root, path, encodings)
  if (file) return send(req, res, file, 200, path!.startsWith('/assets/'))
  const notFound = await find(root, '/404.html', encodings)
  if (notFound) return send(req, res, notFound, 404, false)
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', REVALIDATE)
  res.end('Not found\n')
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: Found,
  status: number,
  immutable: boolean,
): Promise<void> {
  try {
    const etag = `W/"${file.size}-${file.mtime.getTime()}"`
    // A rule of `_headers` wins (as on Netlify), except that a 404 is never cached for long.
    if (status === 404) res.setHeader('Cache-Control', REVALIDATE)
    else if (!res.hasHeader('Cache-Control'))
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : REVALIDATE)
    res.setHeader('Vary', 'Accept-Encoding')
    if (status === 200) {
      res.setHeader('ETag', etag)
      res.setHeader('Last-Modified', file.mtime.toUTCString())
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304
        res.end()
        return
      }
    }
    res.statusCode = status
    res.setHeader('Content-Type', contentType(file.name))
    if (file.encoding) res.setHeader('Content-Encoding', file.encoding)
    if (req.method === 'HEAD' || file.size > BUFFERED) {
      res.setHeader('Content-Length', file.size)
      if (req.method === 'HEAD') return void res.end()
      await pipeline(file.handle.createReadStream({ start: 0, end: file.size - 1, autoClose: false }), res)
      return
    }
    const body = Buffer.allocUnsafe(file.size)
    const { bytesRead } = await file.handle.read(body, 0, file.size, 0)
    res.setHeader('Content-Length', bytesRead)
    res.end(body.subarray(0, bytesRead))
  } finally {
    await file.handle.close().catch(() => {})
  }
}

/**
 * The file for a URL path, or undefined. A rebuild swaps dist/ with two renames; a request that falls between them
 * finds nothing, so a miss waits for the folder to be back and looks once more.
 */
async function find(root: string, path: string, encodings: Encoding[]): Promise<Found | undefined> {
  const found = await findOnce(root, path, encodings)
  if (found) return found
  const deadline = Date.now() + SWAP_WAIT_MS
  while (!(await exists(root))) {
    if (Date.now() > deadline) return undefined
    await sleep(5)
  }
  return findOnce(root, path, encodings)
}

async function findOnce(root: string, path: string, encodings: Encoding[]): Promise<Found | undefined> {
  const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`]
  for (const name of candidates) {
    const plain = await openFile(join(root, name))
    if (!plain) continue
    for (const [encoding, suffix] of ENCODINGS) {
      if (!encodings.includes(encoding)) continue
      const packed = await openFile(join(root, name + suffix))
      if (packed) {
        await plain.handle.close()
        return { ...packed, name, encoding }
      }
    }
    return { ...plain, name }
  }
  return undefined
}

/** An open regular file with its size and date, or undefined when there is none at `file`. */
async function openFile(file: string): Promise<Omit<Found, 'name'> | undefined> {
  let handle: FileHandle
  try {
    handle = await open(file, 'r')
  } catch (error) {
    if (isMissing(error)) return undefined
    throw error
  }
  try {
    const info = await handle.stat()
    if (info.isFile()) return { handle, size: info.size, mtime: info.mtime }
  } catch (error) {
    await handle.close()
    throw error
  }
  await handle.close()
  return undefined
}

/** The rules of `root/_headers`, read again whenever the file changes (a rebuild's swap gives it a new inode). */
function currentRules(root: string): () => Promise<(path: string) => [string, string][]> {
  const file = join(root, '_headers')
  let key = ''
  let rules = headerRules('')
  return async () => {
    try {
      const info = await stat(file)
      const now = `${info.ino}:${info.mtimeMs}:${info.size}`
      if (now !== key) {
        rules = headerRules(await readFile(file, 'utf8'))
        key = now
      }
    } catch (error) {
      if (!isMissing(error)) throw error
      // Between a swap's two renames the file is briefly absent: keep the rules until dist/ is back without one.
      if (await exists(root)) {
        rules = headerRules('')
        key = ''
      }
    }
    return rules
  }
}

type Encoding = (typeof ENCODINGS)[number][0]

/** The encodings among br and gzip that Accept-Encoding allows (a q of 0 refuses one). */
function accepted(header: string | string[] | undefined): Encoding[] {
  const q = new Map<string, number>()
  for (const part of String(header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';')
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((w) => w !== undefined)
    q.set(token.trim().toLowerCase(), weight === undefined ? 1 : Number(weight))
  }
  return ENCODINGS.map(([encoding]) => encoding).filter((e) => (q.get(e) ?? q.get('*') ?? 0) > 0)
}

/** The decoded, normalised path of a request URL (never above the root), or undefined when it cannot be a file. */
function requestPath(url: string): string | undefined {
  let path: string
  try {
    path = decodeURIComponent(url.replace(/[?#].*$/s, ''))
  } catch {
    return undefined
  }
  if (path.includes('\0')) return undefined
  return posix.normalize(`/${path}`)
}

function contentType(name: string): string {
  const type = lookup(name) ?? 'application/octet-stream'
  return /^text\/|^application\/(?:json|xml)|^image\/svg\+xml/.test(type) ? `${type}; charset=utf-8` : type
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG'
}
