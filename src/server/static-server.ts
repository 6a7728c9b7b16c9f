import { MEDIA_HEADERS } from '../media/media-headers.ts'
import { closeSync, createReadStream, fstatSync, openSync, read, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join, posix, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { lookup } from 'mrmime'
import { compressedCopy, type Encoding } from './compressed-copy.ts'
import { headerRules } from './header-rules.ts'

/** Dotfiles and dot-folders, the host's own files, and the precompressed siblings: never served as files. */
const HIDDEN = /\/\.|^\/_(?:headers|redirects)$|\.(?:br|gz)$/
const ENCODINGS: [Encoding, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
]
const REVALIDATE = 'public, max-age=0, must-revalidate'
/** Files up to this size are read whole before the answer starts; larger ones are streamed. */
const BUFFERED = 256 * 1024
/** Text a build left without compressed copies (a large site's entry pages: src/build/prerender.ts) is compressed here. */
const COMPRESSIBLE = /\.(?:html|js|css|svg|xml|txt|json)$/
/** How long a request waits for the folder to reappear while a rebuild swaps it (two renames: microseconds). */
const SWAP_WAIT_MS = 2000

interface Found {
  fd: number
  /** The file's name without its compression suffix: it decides the Content-Type. */
  name: string
  size: number
  mtime: Date
  encoding?: Encoding
}

/**
 * Serves a built site the way a CDN does: files as they are, /about → about/index.html, 404.html with status 404
 * for anything else (the first folder's own, as /es/404.html for /es/…, when there is one), precompressed `.br`/`.gz` siblings chosen by Accept-Encoding, ETag and 304, long immutable
 * caching for hashed assets and revalidation for HTML, and the rules of `_headers` (the Netlify/Cloudflare format),
 * read again whenever that file changes. GET and HEAD only.
 *
 * Nothing is indexed ahead: each request opens its file and takes size and dates from the open descriptor, so a
 * file that changes or vanishes, or a rebuild that swaps the whole folder, gives a correct answer for that request
 * and never an unhandled error. Opening and fstat are synchronous (on cached files the promise API costs twice the
 * CPU); the bytes are read off the main thread, so reads overlap (measured with `npm run loadtest`).
 */
export function createStaticServer(dir: string): Server {
  return createServer(staticHandler(dir))
}

/** The request handler of createStaticServer, for a server that also answers elsewhere (the live server's webhook). */
export function staticHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const root = resolve(dir)
  const rules = currentRules(root)
  const gone = currentGone(root)
  return (req, res) => {
    respond(root, rules, gone, req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy(error as Error)
      res.statusCode = 500
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end('The server could not read this file; try again.\n')
    })
  }
}

/**
 * The headers the rules of `dir`/_headers give a path, read again whenever that file changes: for pages a server
 * answers itself beside the site (the live server's forms), so they carry the site's security headers too.
 */
export function siteHeaders(dir: string): (path: string) => [string, string][] {
  const rules = currentRules(resolve(dir))
  return (path) => rules()(path)
}

async function respond(
  root: string,
  rules: () => (path: string) => [string, string][],
  gone: () => Set<string>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = requestPath(req.url ?? '/')
  for (const [name, value] of rules()(path ?? '/')) res.setHeader(name, value)
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405
    res.setHeader('Allow', 'GET, HEAD')
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.end('This site only answers GET and HEAD requests.\n')
    return
  }
  const encodings = accepted(req.headers['accept-encoding'])
  const file = path === undefined || HIDDEN.test(path) ? undefined : await find(root, path, encodings)
  // A closed job's page: its page as built, with 410 Gone (as the deploy file tells hosts that read it).
  if (file && gone().has(path!.replace(/(.)\/+$/, '$1'))) return send(req, res, file, 410, false, encodings[0])
  if (file) return send(req, res, file, 200, path!.startsWith('/assets/'), encodings[0])
  // The not-found page of the path's first folder when it has one (a language's: /es/404.html), else the site's.
  const folder = /^\/[^/]+(?=\/.)/.exec(path ?? '')?.[0]
  const notFound =
    (folder !== undefined && !HIDDEN.test(folder) ? await find(root, `${folder}/404.html`, encodings) : undefined) ??
    (await find(root, '/404.html', encodings))
  if (notFound) return send(req, res, notFound, 404, false, encodings[0])
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
  /** The encoding the client prefers, for text that has no compressed copy. */
  preferred: Encoding | undefined,
): Promise<void> {
  let fd = file.fd
  try {
    // A rule of `_headers` wins (as on Netlify), except that a 404 is never cached for long.
    if (status === 404 || status === 410) res.setHeader('Cache-Control', REVALIDATE)
    else if (!res.hasHeader('Cache-Control'))
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : REVALIDATE)
    res.setHeader('Vary', 'Accept-Encoding')
    if (status === 200) {
      const etag = `W/"${file.size}-${file.mtime.getTime()}"`
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
    // An SVG runs nothing when opened directly, whatever `_headers` says (or when it is missing a rule).
    if (file.name.toLowerCase().endsWith('.svg')) for (const [name, value] of MEDIA_HEADERS) res.setHeader(name, value)
    if (file.encoding) res.setHeader('Content-Encoding', file.encoding)
    if (!file.encoding && preferred && file.size <= BUFFERED && COMPRESSIBLE.test(file.name)) {
      // As a CDN does with what it is given uncompressed: compressed once per version of the file, then cached.
      const body = compressedCopy(`${file.name}\0${file.size}\0${file.mtime.getTime()}`, preferred, () =>
        readWhole(fd, file.size),
      )
      res.setHeader('Content-Encoding', preferred)
      res.setHeader('Content-Length', (await body).length)
      res.end(req.method === 'HEAD' ? undefined : await body)
    } else if (req.method === 'HEAD') {
      res.setHeader('Content-Length', file.size)
      res.end()
    } else if (file.size > BUFFERED) {
      res.setHeader('Content-Length', file.size)
      const stream = createReadStream('', { fd, start: 0, end: file.size - 1 })
      fd = -1 // the stream closes it
      await pipeline(stream, res)
    } else {
      const body = await readWhole(fd, file.size)
      res.setHeader('Content-Length', body.length)
      res.end(body)
    }
  } finally {
    if (fd >= 0) closeSync(fd)
  }
}

/** The first `size` bytes of an open file, read off the main thread. */
async function readWhole(fd: number, size: number): Promise<Buffer> {
  const body = Buffer.allocUnsafe(size)
  const bytes = await new Promise<number>((ok, fail) =>
    read(fd, body, 0, size, 0, (error, n) => (error ? fail(error) : ok(n))),
  )
  return body.subarray(0, bytes)
}

/**
 * The file for a URL path, or undefined. A rebuild swaps the folder with two renames; a request that falls between
 * them finds nothing, and one that straddles them could take the plain file from the old folder and a compressed
 * one from the new. So the folder's identity is read before and after: if it changed, or was absent, the files are
 * put back and looked up again once the folder is there.
 */
async function find(root: string, path: string, encodings: Encoding[]): Promise<Found | undefined> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = folderId(root)
    const found = before === undefined ? undefined : findNow(root, path, encodings)
    if (before !== undefined && folderId(root) === before) return found
    if (found) closeSync(found.fd)
    const deadline = Date.now() + SWAP_WAIT_MS
    while (folderId(root) === undefined) {
      if (Date.now() > deadline) return undefined
      await sleep(5)
    }
  }
  return findNow(root, path, encodings)
}

/** The folder's inode (a swap puts another folder at the same path), or undefined while it is absent. */
function folderId(root: string): number | undefined {
  try {
    return statSync(root).ino
  } catch {
    return undefined
  }
}

function findNow(root: string, path: string, encodings: Encoding[]): Found | undefined {
  const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`]
  for (const name of candidates) {
    const plain = openFile(join(root, name))
    if (!plain) continue
    for (const [encoding, suffix] of ENCODINGS) {
      if (!encodings.includes(encoding)) continue
      const packed = openFile(join(root, name + suffix))
      if (packed) {
        closeSync(plain.fd)
        return { ...packed, name, encoding }
      }
    }
    return { ...plain, name }
  }
  return undefined
}

/** An open regular file with its size and date, or undefined when there is none at `file`. */
function openFile(file: string): Omit<Found, 'name'> | undefined {
  let fd: number
  try {
    fd = openSync(file, 'r')
  } catch (error) {
    if (isMissing(error)) return undefined
    throw error
  }
  try {
    const info = fstatSync(fd)
    if (info.isFile()) return { fd, size: info.size, mtime: info.mtime }
  } catch (error) {
    closeSync(fd)
    throw error
  }
  closeSync(fd)
  return undefined
}

/** The rules of `root/_headers` (see currentFile). */
function currentRules(root: string): () => (path: string) => [string, string][] {
  return currentFile(root, '_headers', headerRules)
}

/**
 * The paths `root/_redirects` answers with 410 Gone (Netlify's format: `/from /to 410!`; the build writes one line for
 * each closed job's page), by path without a trailing slash.
 */
function currentGone(root: string): () => Set<string> {
  return currentFile(root, '_redirects', goneRules)
}

/** The paths of a `_redirects` file's 410 rules. */
export function goneRules(text: string): Set<string> {
  const gone = new Set<string>()
  for (const line of text.split('\n')) {
    const [from, , status] = line.trim().split(/\s+/)
    if (from?.startsWith('/') && /^410!?$/.test(status ?? '')) gone.add(from.replace(/(.)\/+$/, '$1'))
  }
  return gone
}

/**
 * A file of `root` parsed, read again whenever it changes (a rebuild's swap gives it a new inode). While a swap has
 * the folder away the last version stays; it is dropped only when the same folder is there, before and after looking
 * twice, without the file (a check of the folder alone could see the new folder arrive just after the file was
 * missed, and serve one page with no rules).
 */
function currentFile<T>(root: string, name: string, parse: (text: string) => T): () => T {
  const file = join(root, name)
  let key = ''
  let rules = parse('')
  return () => {
    let missingIn: number | undefined
    for (let attempt = 0; attempt < 5; attempt++) {
      const folder = folderId(root)
      try {
        const info = statSync(file)
        const now = `${info.ino}:${info.mtimeMs}:${info.size}`
        if (now !== key) {
          rules = parse(readFileSync(file, 'utf8'))
          key = now
        }
        return rules
      } catch (error) {
        if (!isMissing(error)) throw error
        const after = folderId(root)
        if (folder === undefined || after === undefined) return rules
        if (after === folder) {
          // Missed twice in one folder that stayed put: that folder has no _headers.
          if (missingIn === folder) {
            rules = parse('')
            key = ''
            return rules
          }
          missingIn = folder
        }
      }
    }
    return rules
  }
}

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

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG'
}
