// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import sharp from 'sharp'
import { build, createServer, type InlineConfig, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaJobs } from '../../src/media/media-jobs.ts'
import { mediaPlugin } from '../../src/media/media-plugin.ts'
import { planImage } from '../../src/media/plan-image.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { tempProject } from './temp-project.ts'

const project = tempProject()
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'

beforeAll(async () => {
  project.add(
    'pages/_media/team/office.jpg',
    await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#8fb7e0' } })
      .jpeg()
      .toBuffer(),
  )
  project.add('pages/_media/logo.svg', SVG)
  project.add('pages/_media/evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
  project.add(
    'index.html',
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
  )
  project.add('main.js', 'document.title = "media"\n')
  project.add('server.js', 'export const render = () => "<p>hi</p>"\n')
})
afterAll(() => project.remove())

describe('mediaPlugin in the dev server', () => {
  let vite: ViteDevServer
  let http: Server
  let origin: string

  beforeAll(async () => {
    vite = await createServer({
      root: project.root,
      configFile: false,
      logLevel: 'silent',
      plugins: [mediaPlugin()],
      server: { middlewareMode: true, watch: null },
    })
    http = createHttpServer(vite.middlewares)
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done))
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((done) => http.close(done))
    await vite.close()
  })

  it('serves a planned rendition on request, with its content type', async () => {
    const plan = planImage('/media/team/office.jpg', scanMedia(project.root))!
    const webp = plan.sources[1]!.srcset.split(', ')[0]!.split(' ')[0]!
    const response = await fetch(origin + webp)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 411])

    const avif = await fetch(origin + plan.sources[0]!.srcset.split(', ')[0]!.split(' ')[0]!)
    expect(avif.headers.get('content-type')).toBe('image/avif')
    expect(existsSync(join(project.root, '.cache/media'))).toBe(true)
  })

  it('serves the plain path and safe SVGs, and 404s anything not planned', async () => {
    const plain = await fetch(`${origin}/media/team/office.jpg`)
    expect([plain.status, plain.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
    expect((await sharp(Buffer.from(await plain.arrayBuffer())).metadata()).width).toBe(1280)

    const svg = await fetch(`${origin}/media/logo.svg`)
    expect([svg.status, svg.headers.get('content-type'), await svg.text()]).toEqual([200, 'image/svg+xml', SVG])

    for (const path of [
      '/media/evil.svg',
      '/media/team/office.00000000.640.webp',
      '/media/team/office.jpg.txt',
      '/media/%E0%A4%A',
    ]) {
      const response = await fetch(origin + path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toMatch(
        /^No image at .*: local images live in pages\/_media\/ and are written as \/media\/<path>\.$/,
      )
    }
  })
})

describe('mediaPlugin in vite build', () => {
  it('writes every rendition into the client output folder, and nothing in the server build', async () => {
    const common: InlineConfig = { root: project.root, configFile: false, logLevel: 'silent', plugins: [mediaPlugin()] }
    await build({ ...common, build: { outDir: 'out' } })
    await build({ ...common, build: { ssr: 'server.js', outDir: 'out-ssr' } })
    const written = readdirSync(join(project.root, 'out/media'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => `/${join(e.parentPath, e.name).slice(join(project.root, 'out').length + 1)}`)
      .sort()
    expect(written).toEqual([...mediaJobs(scanMedia(project.root)).keys()].sort())
    expect(existsSync(join(project.root, 'out/index.html'))).toBe(true)
    expect(existsSync(join(project.root, 'out-ssr/media'))).toBe(false)
  })
})
