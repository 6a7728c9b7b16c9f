// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { compressedCopies, precompress } from '../../src/build/precompress.ts'

describe('precompress', () => {
  const root = mkdtempSync(join(tmpdir(), 'precompress-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const site = join(root, 'site')
  const cache = join(root, 'cache')
  const write = (file: string, text: string) => {
    mkdirSync(join(site, file, '..'), { recursive: true })
    writeFileSync(join(site, file), text)
  }
  const decompressed = (file: string) => ({
    br: brotliDecompressSync(readFileSync(join(site, `${file}.br`))).toString(),
    gz: gunzipSync(readFileSync(join(site, `${file}.gz`))).toString(),
  })

  it('writes each text file’s copies, takes those of bytes an earlier build compressed, and keeps only this build’s', async () => {
    const sitemap = '<urlset>' + '<url><loc>https://example.com/a</loc></url>'.repeat(200) + '</urlset>'
    write('sitemap.xml', sitemap)
    write('assets/app.js', 'console.log("app")'.repeat(50))
    write('index.html', '<p>pages are the pre-render’s</p>')
    const first = await precompress(site, ['sitemap.xml', 'assets', 'index.html'], { dir: cache, reuse: true })
    expect(first).toEqual(['assets/app.js.br', 'assets/app.js.gz', 'sitemap.xml.br', 'sitemap.xml.gz'])
    expect(decompressed('sitemap.xml')).toEqual({ br: sitemap, gz: sitemap })
    expect(readdirSync(cache)).toHaveLength(4)

    // The next build: the script is the same, the sitemap changed.
    rmSync(site, { recursive: true })
    const changed = sitemap.replace('/a<', '/b<')
    write('sitemap.xml', changed)
    write('assets/app.js', 'console.log("app")'.repeat(50))
    const second = await precompress(site, ['sitemap.xml', 'assets'], { dir: cache, reuse: true })
    expect(second).toEqual(first)
    expect(decompressed('sitemap.xml')).toEqual({ br: changed, gz: changed })
    expect(decompressed('assets/app.js').br).toBe('console.log("app")'.repeat(50))
    // The script's copies are the cached ones (one file, two names); the old sitemap's are gone from the folder.
    const inodes = new Set(readdirSync(cache).map((name) => statSync(join(cache, name)).ino))
    expect(inodes.has(statSync(join(site, 'assets/app.js.br')).ino)).toBe(true)
    expect(inodes.has(statSync(join(site, 'sitemap.xml.gz')).ino)).toBe(false)
    expect(readdirSync(cache)).toHaveLength(4)
  })

  it('with no cache (reuse: false) compresses every file again, and caches its copies for the next build', async () => {
    const dir = join(root, 'no-cache')
    const copies = join(root, 'no-cache-copies')
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'app.js'), 'console.log("app")'.repeat(50))
    const compress = async (reuse: boolean) => {
      rmSync(join(dir, 'app.js.br'), { force: true })
      rmSync(join(dir, 'app.js.gz'), { force: true })
      await precompress(dir, ['app.js'], { dir: copies, reuse })
    }
    await compress(true)
    await compress(true)
    const cached = new Set(readdirSync(copies).map((name) => statSync(join(copies, name)).ino))
    // Reused: the cache's very file.
    expect(cached.has(statSync(join(dir, 'app.js.br')).ino)).toBe(true)
    await compress(false)
    // Not the cached file, but compressed again; the cache now holds this build's copies.
    expect(cached.has(statSync(join(dir, 'app.js.br')).ino)).toBe(false)
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe('console.log("app")'.repeat(50))
    expect(readdirSync(copies)).toHaveLength(2)
  })

  it('compresses the bundle’s scripts and stylesheets at brotli’s highest quality, smaller than other files’', async () => {
    // 80 kB of library code: what the entry chunk is mostly made of.
    const require = createRequire(import.meta.url)
    const reactDom = join(require.resolve('react-dom/package.json'), '..')
    const script = readFileSync(join(reactDom, 'cjs/react-dom-client.production.js')).subarray(0, 80_000).toString()
    const css = ':root{--a:1px}'.repeat(500)
    write('assets/index-abc.js', script)
    write('assets/style-abc.css', css)
    write('feed.json', script)
    await precompress(site, ['assets/index-abc.js', 'assets/style-abc.css', 'feed.json'], {
      dir: join(root, 'bundle-copies'),
      reuse: true,
    })
    expect(decompressed('assets/index-abc.js')).toEqual({ br: script, gz: script })
    expect(decompressed('assets/style-abc.css')).toEqual({ br: css, gz: css })
    // Other files keep the build's quality 5: the same bytes, compressed smaller in the bundle.
    const [[, buildCopy]] = compressedCopies(script) as [[string, Buffer]]
    expect(readFileSync(join(site, 'feed.json.br'))).toEqual(buildCopy)
    expect(readFileSync(join(site, 'assets/index-abc.js.br')).length).toBeLessThan(buildCopy.length * 0.97)
  })

  it('leaves files that have their copies alone', async () => {
    const dir = join(root, 'done')
    mkdirSync(dir)
    writeFileSync(join(dir, 'a.json'), '{}')
    writeFileSync(join(dir, 'a.json.br'), 'made elsewhere')
    expect(await precompress(dir)).toEqual([])
    expect(readFileSync(join(dir, 'a.json.br'), 'utf8')).toBe('made elsewhere')
  })
})
