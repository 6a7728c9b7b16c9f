/**
 * Issue 19 in the real browser and over HTTP: an SVG with a script, opened directly from the dev server (the studio
 * runs on it) and from `npm start`'s server, runs nothing; an unsafe SVG and a decompression bomb in pages/_media/
 * are not served; the studio page is not readable from another origin; the project's files outside what the
 * browser needs are not served; no answer holds the project's absolute path or a stack trace.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { headersFile } from '../../src/build/headers-file.ts'
import { createStaticServer } from '../../src/server/static-server.ts'
import { studioPlugin } from '../../src/studio/studio-plugin.ts'
import { bombPng } from '../media/sample-images.ts'
import { depsCacheOf, scratchDevServer, type ScratchDevServer } from './dev-server.ts'
import { isLocal, launchBrowser } from './helpers.ts'

/** Would announce itself three ways if it ran. */
const EVIL = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="console.log('svg-onload-ran')">
  <script>console.log('svg-script-ran'); document.title = 'ran'; fetch('/ran')</script>
  <rect width="10" height="10" fill="#123"/>
</svg>`

let browser: Browser
let dev: ScratchDevServer
let staticDir: string
let staticServer: Server
let staticOrigin: string

beforeAll(async () => {
  dev = await scratchDevServer('hardening', {
    plugins: [studioPlugin()],
    prepare(copy) {
      // public/ is a link to the real one in a scratch copy: this copy gets a folder of its own.
      rmSync(join(copy, 'public'))
      cpSync('public', join(copy, 'public'), { recursive: true })
      writeFileSync(join(copy, 'public/drawing.svg'), EVIL)
      writeFileSync(join(copy, 'pages/_media/evil.svg'), EVIL)
      writeFileSync(join(copy, 'pages/_media/bomb.png'), bombPng(60_000, 60_000))
    },
  })
  // npm start's server on a dist/ where an SVG with a script slipped into media/ (and one sits at the root).
  staticDir = mkdtempSync(join(tmpdir(), 'hardening-dist-'))
  mkdirSync(join(staticDir, 'media'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Home</title>')
  writeFileSync(join(staticDir, 'media/evil.svg'), EVIL)
  writeFileSync(join(staticDir, 'drawing.svg'), EVIL)
  writeFileSync(join(staticDir, '_headers'), headersFile({ imageHosts: [], frameHosts: [] }))
  staticServer = createStaticServer(staticDir)
  await new Promise<void>((r) => staticServer.listen(0, '127.0.0.1', r))
  staticOrigin = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.close()
  await new Promise((r) => staticServer?.close(r))
  if (staticDir) rmSync(staticDir, { recursive: true, force: true })
})

/** Opens `url` directly in Chromium and reports whether anything of the SVG's code ran. */
async function opened(
  url: string,
): Promise<{ status: number; ran: string[]; csp: string | undefined; sniff: string | undefined }> {
  const context = await browser.newContext()
  const ran: string[] = []
  await context.route(
    (u) => !isLocal(u) || u.pathname === '/ran',
    (route) => (ran.push(`request ${route.request().url()}`), route.abort('blockedbyclient')),
  )
  const page = await context.newPage()
  page.on('console', (m) => {
    if (m.text().includes('-ran')) ran.push(m.text())
  })
  page.on('dialog', (d) => (ran.push(`dialog ${d.message()}`), void d.dismiss()))
  const response = await page.goto(url)
  await page.waitForTimeout(300)
  if ((await page.title()) === 'ran') ran.push('title changed')
  const csp = await response!.headerValue('content-security-policy')
  const sniff = await response!.headerValue('x-content-type-options')
  await context.close()
  return { status: response!.status(), ran, csp: csp ?? undefined, sniff: sniff ?? undefined }
}

describe('an SVG with a script, opened directly, runs nothing', () => {
  test('from the dev server and the studio on it: served with a sandbox, or not at all from pages/_media', async () => {
    const drawing = await opened(`${dev.origin}/drawing.svg`)
    expect(drawing.status).toBe(200)
    expect(drawing.csp).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    expect(drawing.sniff).toBe('nosniff')
    expect(drawing.ran).toEqual([])
    for (const path of ['/media/evil.svg', '/pages/_media/evil.svg', `/@fs${dev.project}/pages/_media/evil.svg`]) {
      const direct = await opened(dev.origin + path)
      expect(direct.status, path).toBe(404)
      expect(direct.ran, path).toEqual([])
    }
  })

  test("from npm start's server, in media/ and at the root", async () => {
    for (const path of ['/media/evil.svg', '/drawing.svg']) {
      const direct = await opened(staticOrigin + path)
      expect(direct.status, path).toBe(200)
      expect(direct.csp, path).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
      expect(direct.sniff, path).toBe('nosniff')
      expect(direct.ran, path).toEqual([])
    }
  })
})

describe('the dev server and the studio, asked by other sites and for the project', () => {
  test('the studio page is not given to another origin, and no answer allows one', async () => {
    const foreign = await fetch(`${dev.origin}/_studio`, { headers: { Origin: 'http://localhost:3000' } })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const crossSite = await fetch(`${dev.origin}/_studio`, {
      headers: { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'cors' },
    })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.text()).not.toMatch(/studio-token/)
    for (const path of ['/', '/about', '/src/app/client.tsx'])
      expect(
        (await fetch(dev.origin + path, { headers: { Origin: 'http://localhost:3000' } })).headers.get(
          'access-control-allow-origin',
        ),
      ).toBeNull()
    // The editor's own visit still opens it.
    expect((await fetch(`${dev.origin}/_studio`)).status).toBe(200)
  })

  test('the project files the browser never needs answer 404', async () => {
    writeFileSync(join(dev.project, '../site-copy.txt'), 'not for the browser\n')
    for (const path of [
      '/package.json',
      '/pages/about.yaml',
      '/pages/_site.yaml',
      '/scripts/studio.ts',
      '/src/../package.json',
      '/%2e%2e/package.json',
      `/@fs${dev.project}/pages/_site.yaml`,
      `/@fs${dev.project}/package.json`,
      '/.cache/media',
      '/vite.config.ts',
      // This copy keeps its bundled dependencies outside its folder: they are served, what is beside them is not.
      `/@fs${join(dev.project, '../site-copy.txt')}`,
    ])
      expect((await fetch(dev.origin + path)).status, path).toBe(404)
    const deps = join(depsCacheOf(dev.project), 'deps')
    await expect.poll(() => existsSync(join(deps, '_metadata.json')), { timeout: 30_000 }).toBe(true)
    const react = JSON.parse(readFileSync(join(deps, '_metadata.json'), 'utf8')).optimized.react.file
    expect((await fetch(`${dev.origin}/@fs${deps}/${react}`)).status).toBe(200)
  })

  test('no answer holds the absolute path of the project or a stack trace', async () => {
    const studioPage = await (await fetch(`${dev.origin}/_studio`)).text()
    const token = /name="studio-token" content="([^"]+)"/.exec(studioPage)![1]!
    const api = (name: string, body: object) =>
      fetch(`${dev.origin}/_studio/api/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-studio-token': token },
        body: JSON.stringify(body),
      })
    const answers = await Promise.all([
      fetch(`${dev.origin}/media/bomb.png`),
      fetch(`${dev.origin}/media/evil.svg`),
      fetch(`${dev.origin}/media/%E0%A4%A`),
      fetch(`${dev.origin}/@fs/etc/passwd`),
      api('upload', { name: `uploads/${'a'.repeat(300)}.png`, base64: 'AAAA' }),
      api('save', { file: `pages/${'b'.repeat(250)}.yaml`, data: { title: 'x' }, create: true }),
      api('upload', { name: 'uploads/bomb.png', base64: bombPng(60_000, 60_000).toString('base64') }),
      fetch(`${dev.origin}/_studio/api/file?path=${encodeURIComponent('pages/_media')}`, {
        headers: { 'x-studio-token': token },
      }),
    ])
    const bomb = answers[0]!
    expect(bomb.status).toBe(404)
    expect(await bomb.clone().text()).toMatch(/^\/media\/bomb\.png is not served: it is 60,000 × 60,000 px/)
    for (const answer of answers) {
      const text = await answer.text()
      expect(answer.status, `${answer.url}: ${text}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, answer.url).toBeLessThan(500)
      expect(text, answer.url).not.toContain(dev.project)
      expect(text, answer.url).not.toMatch(/\n\s+at /)
    }
    // A module's error keeps Vite's page (its overlay), without the folder or the stack.
    const moduleError = await fetch(`${dev.origin}/src/app/App.tsx?html-proxy&index=9.js`)
    expect(moduleError.status).toBe(500)
    const text = await moduleError.text()
    expect(text).toContain('No matching HTML proxy module found from /src/app/App.tsx')
    expect(text).not.toContain(dev.project)
    expect(text).not.toMatch(/\bat .*node_modules/)
  })
})
