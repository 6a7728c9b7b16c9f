/** The built site as the benchmark sees it: build when stale, a private snapshot, the script-free floor, serving. */
import type { ResolvedSection } from '../../src/sections/definitions.ts'
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants as zlib, createGzip, gzipSync } from 'node:zlib'
import { loadAndBuildDir } from '../../src/site/load-site.ts'
import { htmlFileFor } from '../../src/build/prerender.ts'
import { createStaticServer } from '../../src/server/static-server.ts'

/**
 * Every route of the site with the section types it shows, from the content exactly as the build derives them
 * (tests/helpers/render.tsx does the same).
 */
export function contentRoutes(root: string): Map<string, ResolvedSection[]> {
  const { result, built } = loadAndBuildDir(root)
  if (!built || result.diagnostics.length) {
    throw new Error(`pages/ has ${result.diagnostics.length} content problem(s); run npm run lint:content`)
  }
  return new Map([...built.pages].map(([route, page]) => [route, page.sections]))
}

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Builds dist/ with `npm run build`'s script when it is missing, incomplete or older than its sources. */
export function ensureBuilt(root: string, routes: string[], force: boolean): 'built' | 'fresh' {
  const dist = join(root, 'dist')
  const sources = Math.max(
    ...['src', 'pages', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
      newest(join(root, p)),
    ),
  )
  const index = join(dist, 'index.html')
  const stale =
    force || !existsSync(index) || statSync(index).mtimeMs < sources || missingFiles(dist, routes).length > 0
  if (!stale) return 'fresh'
  // The build's own output goes to stderr with the progress lines; stdout carries only the report.
  execFileSync(process.execPath, [join(root, 'scripts/run-bundled.mjs'), join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  })
  return 'built'
}

/** Route pages, robots.txt (written last by the pre-renderer) and every asset the HTML references. */
function missingFiles(dir: string, routes: string[]): string[] {
  const missing: string[] = []
  for (const f of ['robots.txt', 'sitemap.xml', ...routes.map(htmlFileFor)])
    if (!existsSync(join(dir, f))) missing.push(f)
  for (const route of routes) {
    const file = join(dir, htmlFileFor(route))
    if (!existsSync(file)) continue
    for (const [, asset] of readFileSync(file, 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g))
      if (!existsSync(join(dir, asset!))) missing.push(asset!)
  }
  return missing
}

/**
 * Copies dist/ to `target` so that a rebuild running meanwhile (another terminal, the e2e suite) cannot change
 * the files under measurement. Retries while the copy is incomplete.
 */
export async function snapshot(dist: string, target: string, routes: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    cpSync(dist, target, { recursive: true, force: true })
    const missing = missingFiles(target, routes)
    if (!missing.length) return
    if (attempt === 5)
      throw new Error(`dist/ is incomplete (a build running elsewhere?): missing ${missing.slice(0, 5).join(', ')}`)
    await new Promise((r) => setTimeout(r, 3000))
  }
}

/** The no-script floor of a page: its HTML without any script except JSON-LD, and without modulepreload links. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>\s*/gi, (tag, attrs: string) =>
      /type\s*=\s*["']?application\/ld\+json/i.test(attrs) ? tag : '',
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>\s*/gi, '')
}

/**
 * Rewrites every HTML file under `dir` to its no-script floor. Pre-compressed siblings (.gz, .br, which the static
 * server prefers) are written again from the new HTML, so the floor is served exactly as the real page is.
 */
export function makeFloor(dir: string): number {
  let files = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = join(entry.parentPath, entry.name)
    const out = stripScripts(readFileSync(file, 'utf8'))
    if (/<script\b(?![^>]*application\/ld\+json)/i.test(out)) throw new Error(`floor: a script survived in ${file}`)
    writeFileSync(file, out)
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(out, { level: 9 }))
    if (existsSync(`${file}.br`))
      writeFileSync(`${file}.br`, brotliCompressSync(out, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
    files++
  }
  return files
}

/** Fetches a page of the served floor (decompressed) and fails if it still carries a script. */
export async function checkFloor(origin: string, route: string): Promise<void> {
  const html = await (await fetch(origin + route, { headers: { 'accept-encoding': 'br, gzip' } })).text()
  if (/<script\b(?![^>]*application\/ld\+json)/i.test(html) || /rel="?modulepreload/i.test(html))
    throw new Error(`the floor of ${route} is served with scripts`)
}

/** Hosts other than localhost that the built files mention (HTML, JS, CSS): all of them are blocked. */
export function externalHosts(dir: string): string[] {
  const hosts = new Set<string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !['.html', '.js', '.css', '.xml', '.txt'].includes(extname(entry.name))) continue
    for (const [, host] of readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(
      /\b(?:https?:)?\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?(?=[/"'`?#\s)]|$)/gi,
    )) {
      const h = host!.toLowerCase()
      if (h !== 'localhost' && !/^127\./.test(h) && /[a-z]/.test(h.split('.').at(-1)!)) hosts.add(h)
    }
  }
  return [...hosts].sort()
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/

export interface Served {
  origin: string
  dir: string
  close(): Promise<void>
}

/**
 * Serves `dir` with src/server/static-server.ts behind a gzip layer, as a CDN would deliver it: responses the static
 * server sends uncompressed are gzipped (level 9), pre-compressed ones pass as they are. Listens on a free port of
 * 127.0.0.1; the origin uses "localhost".
 */
export async function serve(dir: string): Promise<Served> {
  const inner = createStaticServer(dir)
  const innerPort = await listen(inner)
  const outer = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: innerPort, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        const headers = { ...up.headers }
        const status = up.statusCode ?? 500
        const gzip =
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
          !headers['content-encoding'] &&
          req.method !== 'HEAD' &&
          status !== 204 &&
          status !== 304
        if (!gzip) {
          res.writeHead(status, headers)
          up.pipe(res)
          return
        }
        delete headers['content-length']
        if (typeof headers.etag === 'string' && !headers.etag.startsWith('W/')) headers.etag = `W/${headers.etag}`
        res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' })
        up.pipe(createGzip({ level: 9 })).pipe(res)
      },
    )
    upstream.on('error', (e) => {
      res.statusCode = 502
      res.end(String(e))
    })
    req.pipe(upstream)
  })
  const port = await listen(outer)
  return {
    origin: `http://localhost:${port}`,
    dir,
    close: async () => {
      outer.closeAllConnections()
      inner.closeAllConnections()
      await Promise.all([outer, inner].map((s) => new Promise((r) => s.close(r))))
    },
  }
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })
}

const gzipCache = new Map<string, number>()
/** Gzip size (level 9) of a served file: the budgets count gzip bytes whatever encoding the browser got. */
export function gzipSize(file: string): number {
  let size = gzipCache.get(file)
  if (size === undefined) gzipCache.set(file, (size = gzipSync(readFileSync(file), { level: 9 }).length))
  return size
}
