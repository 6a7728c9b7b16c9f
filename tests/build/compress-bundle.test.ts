// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { compressedCopies } from '../../src/build/precompress.ts'
import { compressBundle } from '../../src/site/compress-bundle.ts'

describe('compressBundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compress-bundle-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes each script and stylesheet with .br and .gz copies, brotli smaller than the build’s own', async () => {
    // 80 kB of library code: what the entry chunk is mostly made of.
    const require = createRequire(import.meta.url)
    const reactDom = join(require.resolve('react-dom/package.json'), '..')
    const script = readFileSync(join(reactDom, 'cjs/react-dom-client.production.js')).subarray(0, 80_000)
    const css = ':root{--a:1px}'.repeat(500)
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets/index-abc.js'), script)
    writeFileSync(join(dir, 'assets/style-abc.css'), css)
    writeFileSync(join(dir, 'index.html'), '<p>a template</p>')
    const plugin = compressBundle()
    const bundle = { 'assets/index-abc.js': {}, 'assets/style-abc.css': {}, 'index.html': {} }
    await (plugin.writeBundle as (o: { dir: string }, b: object) => Promise<void>).call({}, { dir }, bundle)

    const file = (name: string) => readFileSync(join(dir, name))
    expect(brotliDecompressSync(file('assets/index-abc.js.br'))).toEqual(script)
    expect(gunzipSync(file('assets/index-abc.js.gz'))).toEqual(script)
    expect(brotliDecompressSync(file('assets/style-abc.css.br')).toString()).toBe(css)
    expect(gunzipSync(file('assets/style-abc.css.gz')).toString()).toBe(css)
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false)
    // The build compresses what has no copies yet (brotli quality 5): these are smaller.
    const [[, buildCopy]] = compressedCopies(script) as [[string, Buffer]]
    expect(file('assets/index-abc.js.br').length).toBeLessThan(buildCopy.length * 0.97)
  })

  it('runs for the browser bundle only, at build time', () => {
    const plugin = compressBundle()
    expect(plugin.apply).toBe('build')
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean
    expect(applies({ name: 'client' })).toBe(true)
    expect(applies({ name: 'ssr' })).toBe(false)
  })
})
