// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { request, type OutgoingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createStaticServer } from '../../src/server/static-server.ts'
import { swapDir } from '../../src/build/swap-dir.ts'

const NOT_FOUND = '<!doctype html><title>Not found</title><h1>Page not found</h1>'
const HEADERS = `/*
  X-Frame-Options: DENY
  X-Rule: every page
/search
  X-Rule: search
/search/*
  X-Search-Child: yes
/insights/:slug
  X-Article: yes
/assets/*
  Cache-Control: public, max-age=31536000, immutable
  Link: </assets/a.css>; rel=preload; as=style
  Link: </assets/b.js>; rel=modulepreload
`

/** A small built site: pages, an asset, robots.txt with its compressed siblings, 404.html and `_headers`. */
function siteFiles(version = 'one'): Record<string, string | Buffer> {
  const robots = `User-agent: *\nAllow: /\n# ${version}\n`
  return {
    'index.html': `<!doctype html><h1>Home ${version}</h1>`,
    'about/index.html': `<!doctype html><h1>About ${version}</h1>`,
    'search/index.html': '<!doctype html><h1>Search</h1>',
    'insights/first/index.html': '<!doctype html><h1>First article</h1>',
    'assets/app-1a2b3c.js': 'console.log("app")\n',
    'robots.txt': robots,
    'robots.txt.br': brotliCompressSync(robots),
    'robots.txt.gz': gzipSync(robots),
    '404.html': NOT_FOUND,
    '.vite/manifest.json': '{}',
    '.env': 'SECRET=1',
    _headers: HEADERS.replace('every page', `every page ${version}`),
  }
}

const dirs: string[] = []
const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function write(dir: string, files: Record<string, string | Buffer>): string {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), content)
  }
  return dir
}

function site(files = siteFiles()): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-server-'))
  dirs.push(dir)
  return write(join(dir, 'dist'), files)
}

async function serve(dir: string): Promise<string> {
  const server = createStaticServer(dir)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  text: string
}

/** One request with node:http: raw bytes, no decompression, any method. */
function get(url: string, headers: OutgoingHttpHeaders = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({ status: res.statusCode!, headers: res.headers, body, text: body.toString() })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('a file that changes or vanishes while the server runs', () => {
  it('compresses the plain file itself when its .br sibling vanished, and keeps running', async () => {
    const dir = site()
    const origin = await serve(dir)
    unlinkSync(join(dir, 'robots.txt.br'))
    const robots = await get(`${origin}/robots.txt`, { 'accept-encoding': 'br' })
    expect(robots.status).toBe(200)
    expect(robots.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(robots.body).toString()).toBe(siteFiles()['robots.txt'])
    expect((await get(`${origin}/`)).status).toBe(200)
  })

  it('gives 404 for a page that vanished, and keeps running', async () => {
    const dir = site()
    const origin = await serve(dir)
    unlinkSync(join(dir, 'about/index.html'))
    const about = await get(`${origin}/about`)
    expect(about.status).toBe(404)
    expect(about.text).toBe(NOT_FOUND)
    expect((await get(`${origin}/`)).text).toBe(siteFiles()['index.html'])
  })

  it('serves a changed file as it is now, with its new length', async () => {
    const dir = site()
    const origin = await serve(dir)
    const longer = '<!doctype html><h1>Home, rewritten after the server started</h1>'
    writeFileSync(join(dir, 'index.html'), longer)
    const home = await get(`${origin}/`)
    expect(home.text).toBe(longer)
    expect(home.headers['content-length']).toBe(String(Buffer.byteLength(longer)))
  })

  it('serves the new files and the new _headers after a rebuild swapped the folder, without restart', async () => {
    const dir = site()
    const origin = await serve(dir)
    expect((await get(`${origin}/`)).headers['x-rule']).toBe('every page one')
    const next = write(join(dirname(dir), 'next'), { ...siteFiles('two'), 'careers/index.html': '<h1>Careers</h1>' })
    swapDir(next, dir, dirname(dir))
    const home = await get(`${origin}/`)
    expect(home.text).toBe(siteFiles('two')['index.html'])
    expect(home.headers['x-rule']).toBe('every page two')
    expect((await get(`${origin}/careers`)).text).toBe('<h1>Careers</h1>')
    const robots = await get(`${origin}/robots.txt`, { 'accept-encoding': 'gzip' })
    expect(robots.headers['content-encoding']).toBe('gzip')
    expect(robots.body).toEqual(siteFiles('two')['robots.txt.gz'])
  })

  it('applies the _headers rules to every answer while another process swaps the folder in every 2 ms', async () => {
    // A swap between two renames leaves a moment with no folder, then a moment with the new folder: an answer that
    // looked for _headers in the first moment and checked the folder in the second went out with no rules at all.
    const dir = site()
    const spare = write(join(dirname(dir), 'spare'), siteFiles('two'))
    const origin = await serve(dir)
    const swapper = spawn(
      process.execPath,
      [
        '-e',
        `const { renameSync } = require('node:fs')
         const [dir, spare, aside] = process.argv.slice(1)
         const pause = new Int32Array(new SharedArrayBuffer(4))
         for (const end = Date.now() + 1500; Date.now() < end; Atomics.wait(pause, 0, 0, 2)) {
           renameSync(dir, aside)
           renameSync(spare, dir)
           renameSync(aside, spare)
         }`,
        dir,
        spare,
        join(dirname(dir), 'aside'),
      ],
      { stdio: 'inherit' },
    )
    const exited = new Promise<number | null>((resolve) => swapper.on('exit', resolve))
    let running = true
    void exited.then(() => (running = false))
    const without: string[] = []
    let answers = 0
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (running) {
          const answer = await get(`${origin}/about`)
          answers++
          if (answer.status !== 500 && answer.headers['x-rule'] === undefined) without.push(answer.text)
        }
      }),
    )
    expect(await exited).toBe(0)
    expect(answers).toBeGreaterThan(200)
    expect(without).toEqual([])
  })

  it('streams a large file whole', async () => {
    const big = Buffer.alloc(600_000, 'abcdefghij')
    const origin = await serve(site({ ...siteFiles(), 'assets/big-0f0f0f.js': big }))
    const answer = await get(`${origin}/assets/big-0f0f0f.js`)
    expect(answer.headers['content-length']).toBe(String(big.length))
    expect(answer.body.equals(big)).toBe(true)
  })
})

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])(
    '%s gets 405 with Allow: GET, HEAD',
    async (method) => {
      const origin = await serve(site())
      const answer = await get(`${origin}/about`, {}, method)
      expect(answer.status).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD')
      expect(answer.text).not.toContain('About')
    },
  )

  it('HEAD gets the headers of GET and no body', async () => {
    const origin = await serve(site())
    const head = await get(`${origin}/about`, {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(siteFiles()['about/index.html']!)))
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(head.body.length).toBe(0)
  })
})

describe('files that are never served', () => {
  it.each([
    '/_headers',
    '/robots.txt.br',
    '/robots.txt.gz',
    '/.vite/manifest.json',
    '/.env',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/%E0%A4%A',
  ])('%s gives the 404 page', async (path) => {
    const origin = await serve(site())
    const answer = await get(`${origin}${path}`)
    expect(answer.status).toBe(404)
    expect(answer.text).toBe(NOT_FOUND)
  })
})

describe('what a CDN does', () => {
  it('maps /about and /about/ to about/index.html, and unknown paths to 404.html with status 404', async () => {
    const origin = await serve(site())
    for (const path of ['/about', '/about/', '/about?from=nav'])
      expect((await get(`${origin}${path}`)).text, path).toBe(siteFiles()['about/index.html'])
    const missing = await get(`${origin}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(missing.text).toBe(NOT_FOUND)
    expect(missing.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  it("answers an unknown path under a language's folder with that language's 404 page, status 404", async () => {
    const spanish = '<!doctype html><html lang="es"><h1>No encontramos esa página</h1>'
    const origin = await serve(site({ ...siteFiles(), 'es/index.html': '<h1>Inicio</h1>', 'es/404.html': spanish }))
    for (const path of ['/es/no-existe', '/es/empleos/no-existe/']) {
      const missing = await get(`${origin}${path}`)
      expect([missing.status, missing.text], path).toEqual([404, spanish])
    }
    expect((await get(`${origin}/es`)).text).toBe('<h1>Inicio</h1>')
    // Elsewhere, and under a folder without one, the site's own.
    for (const path of ['/no-such-page', '/about/nothing', '/.env/404.html/x'])
      expect((await get(`${origin}${path}`)).text, path).toBe(NOT_FOUND)
  })

  it('chooses the precompressed sibling by Accept-Encoding, with Vary', async () => {
    const origin = await serve(site())
    const files = siteFiles()
    const cases: [string, string | undefined, string | Buffer][] = [
      ['br', 'br', files['robots.txt.br']!],
      ['gzip, deflate, br', 'br', files['robots.txt.br']!],
      ['gzip', 'gzip', files['robots.txt.gz']!],
      ['br;q=0, gzip', 'gzip', files['robots.txt.gz']!],
      ['identity', undefined, files['robots.txt']!],
      ['', undefined, files['robots.txt']!],
    ]
    for (const [accept, encoding, body] of cases) {
      const answer = await get(`${origin}/robots.txt`, { 'accept-encoding': accept })
      expect(answer.headers['content-encoding'], accept).toBe(encoding)
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(answer.body.equals(Buffer.from(body)), accept).toBe(true)
    }
  })

  it('compresses text that has no compressed copy (a large site’s article pages) as asked, once per version', async () => {
    const dir = site()
    const origin = await serve(dir)
    const page = siteFiles()['insights/first/index.html'] as string
    const br = await get(`${origin}/insights/first`, { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['content-length']).toBe(String(br.body.length))
    expect(brotliDecompressSync(br.body).toString()).toBe(page)
    const gz = await get(`${origin}/insights/first`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(page)
    const plain = await get(`${origin}/insights/first`, { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(page)
    const head = await get(`${origin}/insights/first`, { 'accept-encoding': 'br' }, 'HEAD')
    expect([head.headers['content-encoding'], head.headers['content-length'], head.body.length]).toEqual([
      'br',
      String(br.body.length),
      0,
    ])
    // The 404 page too; and a page rewritten since is compressed again, never served from the old copy.
    const missing = await get(`${origin}/no-such-page`, { 'accept-encoding': 'br' })
    expect([missing.status, brotliDecompressSync(missing.body).toString()]).toEqual([404, NOT_FOUND])
    const rewritten = '<!doctype html><h1>First article, corrected</h1>'
    writeFileSync(join(dir, 'insights/first/index.html'), rewritten)
    const again = await get(`${origin}/insights/first`, { 'accept-encoding': 'br' })
    expect(brotliDecompressSync(again.body).toString()).toBe(rewritten)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const origin = await serve(site())
    const first = await get(`${origin}/about`)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"\d+-\d+"$/)
    const again = await get(`${origin}/about`, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('caches hashed assets for a year and makes HTML revalidate', async () => {
    const origin = await serve(site())
    const asset = await get(`${origin}/assets/app-1a2b3c.js`)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect((await get(`${origin}/`)).headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    // A missing asset is a 404 that no cache may keep.
    const missing = await get(`${origin}/assets/gone-000000.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })
})

describe('_headers rules', () => {
  it('applies every matching rule in order, a later one replacing a header an earlier one set', async () => {
    const origin = await serve(site())
    const headersOf = async (path: string) => (await get(`${origin}${path}`)).headers
    expect(await headersOf('/')).toMatchObject({ 'x-frame-options': 'DENY', 'x-rule': 'every page one' })
    for (const path of ['/search', '/search/', '/search?q=sap'])
      expect(await headersOf(path), path).toMatchObject({ 'x-frame-options': 'DENY', 'x-rule': 'search' })
    const child = await headersOf('/search/results')
    expect(child).toMatchObject({ 'x-rule': 'every page one', 'x-search-child': 'yes' })
    expect((await headersOf('/insights/first'))['x-article']).toBe('yes')
    expect((await headersOf('/insights/first/comments'))['x-article']).toBeUndefined()
    expect((await headersOf('/about'))['x-search-child']).toBeUndefined()
  })

  it('joins a header named twice in one rule, and applies rules to 404s and 405s too', async () => {
    const origin = await serve(site())
    expect((await get(`${origin}/assets/app-1a2b3c.js`)).headers.link).toBe(
      '</assets/a.css>; rel=preload; as=style, </assets/b.js>; rel=modulepreload',
    )
    expect((await get(`${origin}/nothing-here`)).headers['x-frame-options']).toBe('DENY')
    expect((await get(`${origin}/`, {}, 'POST')).headers['x-frame-options']).toBe('DENY')
  })
})
