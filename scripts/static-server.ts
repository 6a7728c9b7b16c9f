import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'

/**
 * Serves a built site the way a CDN does: files as they are, /about → about/index.html, 404.html with status 404
 * for anything else, long immutable caching for hashed assets and revalidation for HTML. Headers from `_headers`
 * (the Netlify/Cloudflare format) are applied as well.
 */
export function createStaticServer(dir: string): Server {
  const headers = parseHeaders(join(dir, '_headers'))
  const notFound = existsSync(join(dir, '404.html')) ? readFileSync(join(dir, '404.html')) : Buffer.from('Not found')
  const serve = sirv(dir, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      )
    },
  })
  return createServer((req, res) => {
    for (const [pattern, values] of headers) {
      if (matches(pattern, req.url ?? '/')) for (const [k, v] of values) res.setHeader(k, v)
    }
    serve(req, res, () => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
      res.end(notFound)
    })
  })
}

function matches(pattern: string, url: string): boolean {
  const path = url.split('?')[0]!
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1))
  return path === pattern
}

/** `_headers`: a path line, then indented "Name: value" lines. */
function parseHeaders(file: string): [string, [string, string][]][] {
  if (!existsSync(file)) return []
  const rules: [string, [string, string][]][] = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push([line.trim(), []])
    else {
      const i = line.indexOf(':')
      rules.at(-1)?.[1].push([line.slice(0, i).trim(), line.slice(i + 1).trim()])
    }
  }
  return rules
}
