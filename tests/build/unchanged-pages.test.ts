// @vitest-environment node
/**
 * The reuse of an incremental build's unchanged pages (src/build/unchanged-pages.ts), on folders written by hand: a
 * page whose inputs are those of the build before the last stays in the reused output folder; one the previous build
 * built from the same inputs replaces its old version with links to the previous build's files; a page the previous
 * build lost meanwhile (another build swapped its own dist/ in) is named by `waitForWrites`, to be rendered, and
 * leaves no file behind.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ImageOrigins } from '../../src/build/headers-file.ts'
import {
  buildId,
  cachedFacts,
  MANIFEST_VERSION,
  pageFactsFromCache,
  type PageManifest,
} from '../../src/build/page-manifest.ts'
import { keepForReuse, takeReusedOutput } from '../../src/build/reused-output.ts'
import { UnchangedPages } from '../../src/build/unchanged-pages.ts'
import { writeTreeId } from '../../src/build/tree-id.ts'
import type { PageJob } from '../../src/build/page-job.ts'

const scratch = mkdtempSync(join(tmpdir(), 'unchanged-pages-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const put = (path: string, text: string) => {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

const manifest = (pages: Record<string, string>): PageManifest => ({
  version: MANIFEST_VERSION,
  pages: Object.fromEntries(Object.entries(pages).map(([key, hash]) => [key, [hash, -1]])),
  facts: {},
  search: { parts: 0, held: {}, recent: {} },
  others: [],
})

const job = (key: string, plain = false): PageJob => ({
  url: key,
  key,
  file: `${key.slice(1)}/index.html`,
  ...(plain ? { plain: true } : {}),
})

describe('UnchangedPages', () => {
  it('reuses the reused output’s page, links the previous build’s, and names the one whose files are gone', async () => {
    const dir = mkdtempSync(join(scratch, 'site-'))
    const out = join(dir, 'out')
    const dist = join(dir, 'dist')
    // The reused output folder: every page as the build before the last built it, with compressed copies.
    for (const page of ['same', 'linked', 'lost', 'gone', 'changed'])
      for (const suffix of ['', '.br', '.gz']) put(join(out, page, `index.html${suffix}`), `old ${page}${suffix}`)
    // The previous build's dist/: 'lost' is missing (another build swapped its own in).
    for (const page of ['same', 'linked', 'changed'])
      for (const suffix of ['', '.br', '.gz']) put(join(dist, page, `index.html${suffix}`), `last ${page}${suffix}`)
    const reusedOutput = manifest({ '/same': 's', '/linked': 'old', '/lost': 'old', '/gone': 'g', '/changed': 'old' })
    const last = manifest({ '/same': 's', '/linked': 'new', '/lost': 'new', '/changed': 'last' })
    const unchanged = new UnchangedPages(['/same', '/linked', '/lost', '/changed', '/new'], out, {
      previous: { cache: dir, dist, id: 'id', manifest: last, text: JSON.stringify(last) },
      reusedOutput,
      trash: join(dir, 'trash'),
    })
    // A page gone since the reused output was built goes at once, with its folder.
    expect(existsSync(join(out, 'gone'))).toBe(false)

    expect(unchanged.reuse(job('/same'), 's')).toBe('output')
    expect(unchanged.reuse(job('/linked'), 'new')).toBe('dist')
    expect(unchanged.reuse(job('/lost'), 'new')).toBe('dist')
    expect(unchanged.reuse(job('/changed', true), 'now')).toBeUndefined()
    expect(unchanged.reuse(job('/new'), 'now')).toBeUndefined()
    const unlinked = await unchanged.waitForWrites()

    expect(unlinked.map((j) => j.key)).toEqual(['/lost'])
    expect([...unchanged.fromReusedOutput]).toEqual(['/same'])
    expect([...unchanged.fromDist]).toEqual(['/linked'])
    expect(readFileSync(join(out, 'same/index.html'), 'utf8')).toBe('old same')
    // Linked: the very files of the previous build.
    for (const suffix of ['', '.br', '.gz']) {
      const file = `linked/index.html${suffix}`
      expect(readFileSync(join(out, file), 'utf8')).toBe(`last linked${suffix}`)
      expect(statSync(join(out, file)).ino).toBe(statSync(join(dist, file)).ino)
    }
    // The lost page leaves nothing for the renderer to find: neither its old version nor a half-written link.
    for (const suffix of ['', '.br', '.gz']) expect(existsSync(join(out, `lost/index.html${suffix}`))).toBe(false)
    // A plain page to render again loses the compressed copies it will not write; its HTML is replaced in place.
    expect(existsSync(join(out, 'changed/index.html'))).toBe(true)
    expect(existsSync(join(out, 'changed/index.html.br'))).toBe(false)
    expect(existsSync(join(out, 'changed/index.html.gz'))).toBe(false)
    // What went is in the trash, for a remover of its own: the old versions of the pages gone, linked, lost, and the
    // compressed copies the plain page will not write.
    const trashed = readdirSync(join(dir, 'trash')).map((name) => readFileSync(join(dir, 'trash', name), 'utf8'))
    expect(trashed.sort()).toEqual(
      [
        ...['gone', 'linked', 'lost'].flatMap((page) => ['', '.br', '.gz'].map((suffix) => `old ${page}${suffix}`)),
        'old changed.br',
        'old changed.gz',
      ].sort(),
    )
  })
})

describe('many unchanged pages', () => {
  it('links each page reused from dist/ and names each it could not, across the batches its filer is sent', async () => {
    const dir = mkdtempSync(join(scratch, 'many-'))
    const out = join(dir, 'out')
    const dist = join(dir, 'dist')
    const keys = Array.from({ length: 450 }, (_, i) => `/page-${i}`)
    // Every page's old version in the reused output, its new one in dist/, but for one page in each batch of 200.
    const lost = new Set(['/page-7', '/page-250', '/page-449'])
    for (const key of keys) {
      put(join(out, key, 'index.html'), `old ${key}`)
      if (!lost.has(key)) put(join(dist, key, 'index.html'), `last ${key}`)
    }
    const unchanged = new UnchangedPages(keys, out, {
      previous: {
        cache: dir,
        dist,
        id: 'id',
        manifest: manifest(Object.fromEntries(keys.map((k) => [k, 'new']))),
        text: '',
      },
      reusedOutput: manifest(Object.fromEntries(keys.map((k) => [k, 'old']))),
      trash: join(dir, 'trash'),
    })
    for (const key of keys) expect(unchanged.reuse(job(key, true), 'new')).toBe('dist')
    expect((await unchanged.waitForWrites()).map((j) => j.key)).toEqual([...lost])
    expect(unchanged.fromDist.size).toBe(keys.length - lost.size)
    for (const key of keys) {
      const file = join(out, key, 'index.html')
      if (lost.has(key)) expect(existsSync(file)).toBe(false)
      else expect(statSync(file).ino).toBe(statSync(join(dist, key, 'index.html')).ino)
    }
  })
})

describe('the reused output folder', () => {
  // The previous build's dist/, replaced by the next build and moved into its pages cache to be reused.
  // Each folder's build is noted in the project's .cache/ (tree-id.ts), never in the folder a host serves.
  const cache = () => mkdtempSync(join(scratch, 'cache-'))
  const replacedOutput = (cache: string, id: string) => {
    const next = mkdtempSync(join(scratch, 'next-'))
    put(join(next, 'reusable-output', 'same', 'index.html'), 'last same')
    writeTreeId(cache, join(next, 'reusable-output'), id)
    return next
  }
  const last = manifest({ '/same': 's', '/changed': 'old' })
  const previousIn = (cache: string) => ({
    cache,
    dist: '/unused',
    id: buildId(last),
    manifest: last,
    text: JSON.stringify(last),
  })
  const current = manifest({ '/same': 's', '/changed': 'new' })

  it('is kept with the previous build’s manifest as it was read, and taken by the next build when its id is that one', () => {
    const c = cache()
    const previous = previousIn(c)
    const next = replacedOutput(c, previous.id)
    keepForReuse(c, next, previous, current)
    expect(readFileSync(join(next, 'reusable-output-match.txt'), 'utf8')).toBe('0.5')
    const site = join(scratch, 'taken')
    expect(takeReusedOutput(c, next, site)).toEqual(last)
    expect(readFileSync(join(site, 'same', 'index.html'), 'utf8')).toBe('last same')
  })

  it('is not kept when it is not the previous build’s dist/, nor taken when its id is another', () => {
    const c = cache()
    const previous = previousIn(c)
    const other = replacedOutput(c, 'another build')
    keepForReuse(c, other, previous, current)
    expect(existsSync(join(other, 'reusable-output.json'))).toBe(false)
    const next = replacedOutput(c, previous.id)
    keepForReuse(c, next, previous, current)
    writeTreeId(c, join(next, 'reusable-output'), 'another build')
    const site = join(scratch, 'not-taken')
    expect(takeReusedOutput(c, next, site)).toBeUndefined()
    expect(existsSync(site)).toBe(false)
  })
})

describe('a page’s cached facts', () => {
  it('hold the origins of its images, each once, which give the site the origins its built page gives', () => {
    // As JSON writes them (imagesIn): a page's hero image, two sizes of one portrait, an image of another host.
    const written = [
      'https://images.example.com/hero.jpg',
      'https://portraits.example.com/p.jpg?w=80&q=80',
      'https://portraits.example.com/p.jpg?w=160&q=80',
      'https://cdn.example.org:8443/\\u00e9t\\u00e9.png',
    ]
    const cached = cachedFacts(pageFactsFromCache('/insights/a', { lastmod: '2026-01-02' }), written)
    expect(cached).toEqual({
      lastmod: '2026-01-02',
      origins: ['https://images.example.com', 'https://portraits.example.com', 'https://cdn.example.org:8443'],
    })
    const built = new ImageOrigins()
    built.addWritten(written)
    const fromCache = new ImageOrigins()
    fromCache.addWritten(['https://images.example.com/other.jpg'])
    fromCache.addOrigins(cached.origins!)
    expect(fromCache.origins()).toEqual(built.origins())
    expect(cachedFacts(pageFactsFromCache('/about', {}), [])).toEqual({})
  })
})
