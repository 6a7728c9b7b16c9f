// @vitest-environment node
/**
 * The keeper of an incremental build's pages (src/build/kept-pages.ts), on folders made by hand: a page whose inputs
 * are those of the build before the last stays in the spare tree; one the last build made from the same inputs
 * replaces its spare version with links to the last build's files; a page the last build lost meanwhile (another
 * build swapped its own dist/ in) is named by `settled`, to be rendered, and leaves no file behind.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ImageOrigins } from '../../src/build/headers-file.ts'
import {
  buildId,
  keptFacts,
  keptPageFacts,
  MANIFEST_VERSION,
  PageKeeper,
  type PageManifest,
} from '../../src/build/kept-pages.ts'
import { keepSpare, takeSpare } from '../../src/build/spare-tree.ts'
import { writeTreeId } from '../../src/build/tree-id.ts'
import type { PageJob } from '../../src/build/page-job.ts'

const scratch = mkdtempSync(join(tmpdir(), 'kept-pages-'))
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

describe('PageKeeper', () => {
  it('keeps the spare tree’s page, links the last build’s, and names the one whose files are gone', async () => {
    const dir = mkdtempSync(join(scratch, 'site-'))
    const out = join(dir, 'out')
    const dist = join(dir, 'dist')
    // The spare tree: every page as the build before the last made it, with compressed copies.
    for (const page of ['same', 'linked', 'lost', 'gone', 'changed'])
      for (const suffix of ['', '.br', '.gz']) put(join(out, page, `index.html${suffix}`), `spare ${page}${suffix}`)
    // The last build's dist/: 'lost' is missing (another build swapped its own in).
    for (const page of ['same', 'linked', 'changed'])
      for (const suffix of ['', '.br', '.gz']) put(join(dist, page, `index.html${suffix}`), `last ${page}${suffix}`)
    const spare = manifest({ '/same': 's', '/linked': 'old', '/lost': 'old', '/gone': 'g', '/changed': 'old' })
    const last = manifest({ '/same': 's', '/linked': 'new', '/lost': 'new', '/changed': 'last' })
    const keeper = new PageKeeper(['/same', '/linked', '/lost', '/changed', '/new'], out, {
      previous: { cache: dir, dist, id: 'id', manifest: last, text: JSON.stringify(last) },
      spare,
      trash: join(dir, 'trash'),
    })
    // A page gone since the spare tree was built goes at once, with its folder.
    expect(existsSync(join(out, 'gone'))).toBe(false)

    expect(keeper.keep(job('/same'), 's')).toBe('spare')
    expect(keeper.keep(job('/linked'), 'new')).toBe('dist')
    expect(keeper.keep(job('/lost'), 'new')).toBe('dist')
    expect(keeper.keep(job('/changed', true), 'now')).toBeUndefined()
    expect(keeper.keep(job('/new'), 'now')).toBeUndefined()
    const unlinked = await keeper.settled()

    expect(unlinked.map((j) => j.key)).toEqual(['/lost'])
    expect([...keeper.fromSpare]).toEqual(['/same'])
    expect([...keeper.fromDist]).toEqual(['/linked'])
    expect(readFileSync(join(out, 'same/index.html'), 'utf8')).toBe('spare same')
    // Linked: the very files of the last build.
    for (const suffix of ['', '.br', '.gz']) {
      const file = `linked/index.html${suffix}`
      expect(readFileSync(join(out, file), 'utf8')).toBe(`last linked${suffix}`)
      expect(statSync(join(out, file)).ino).toBe(statSync(join(dist, file)).ino)
    }
    // The lost page leaves nothing for the renderer to find: neither its spare version nor a half-made link.
    for (const suffix of ['', '.br', '.gz']) expect(existsSync(join(out, `lost/index.html${suffix}`))).toBe(false)
    // A plain page to render again loses the compressed copies it will not write; its HTML is replaced in place.
    expect(existsSync(join(out, 'changed/index.html'))).toBe(true)
    expect(existsSync(join(out, 'changed/index.html.br'))).toBe(false)
    expect(existsSync(join(out, 'changed/index.html.gz'))).toBe(false)
    // What went is in the trash, for a remover of its own: the spare versions of the pages gone, linked, lost, and the
    // compressed copies the plain page will not write.
    const trashed = readdirSync(join(dir, 'trash')).map((name) => readFileSync(join(dir, 'trash', name), 'utf8'))
    expect(trashed.sort()).toEqual(
      [
        ...['gone', 'linked', 'lost'].flatMap((page) => ['', '.br', '.gz'].map((suffix) => `spare ${page}${suffix}`)),
        'spare changed.br',
        'spare changed.gz',
      ].sort(),
    )
  })
})

describe('a keeper of many pages', () => {
  it('links each page kept from dist/ and names each it could not, across the batches its filer is sent', async () => {
    const dir = mkdtempSync(join(scratch, 'many-'))
    const out = join(dir, 'out')
    const dist = join(dir, 'dist')
    const keys = Array.from({ length: 450 }, (_, i) => `/page-${i}`)
    // Every page's old version in the spare tree, its new one in dist/, but for one page in each batch of 200.
    const lost = new Set(['/page-7', '/page-250', '/page-449'])
    for (const key of keys) {
      put(join(out, key, 'index.html'), `spare ${key}`)
      if (!lost.has(key)) put(join(dist, key, 'index.html'), `last ${key}`)
    }
    const keeper = new PageKeeper(keys, out, {
      previous: {
        cache: dir,
        dist,
        id: 'id',
        manifest: manifest(Object.fromEntries(keys.map((k) => [k, 'new']))),
        text: '',
      },
      spare: manifest(Object.fromEntries(keys.map((k) => [k, 'old']))),
      trash: join(dir, 'trash'),
    })
    for (const key of keys) expect(keeper.keep(job(key, true), 'new')).toBe('dist')
    expect((await keeper.settled()).map((j) => j.key)).toEqual([...lost])
    expect(keeper.fromDist.size).toBe(keys.length - lost.size)
    for (const key of keys) {
      const file = join(out, key, 'index.html')
      if (lost.has(key)) expect(existsSync(file)).toBe(false)
      else expect(statSync(file).ino).toBe(statSync(join(dist, key, 'index.html')).ino)
    }
  })
})

describe('the spare tree', () => {
  // The last build's dist/, replaced by the next build and moved into its kept folder as the spare.
  // Each tree's build is noted in the project's .cache/ (tree-id.ts), never in the tree a host serves.
  const cache = () => mkdtempSync(join(scratch, 'cache-'))
  const spareOf = (cache: string, id: string) => {
    const next = mkdtempSync(join(scratch, 'next-'))
    put(join(next, 'spare', 'same', 'index.html'), 'last same')
    writeTreeId(cache, join(next, 'spare'), id)
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

  it('is kept with the last build’s manifest as it was read, and taken by the next build when its id is that one', () => {
    const c = cache()
    const previous = previousIn(c)
    const next = spareOf(c, previous.id)
    keepSpare(c, next, previous, current)
    expect(readFileSync(join(next, 'spare-agrees.txt'), 'utf8')).toBe('0.5')
    const site = join(scratch, 'taken')
    expect(takeSpare(c, next, site)).toEqual(last)
    expect(readFileSync(join(site, 'same', 'index.html'), 'utf8')).toBe('last same')
  })

  it('is not kept when it is not the last build’s dist/, nor taken when its id is another', () => {
    const c = cache()
    const previous = previousIn(c)
    const other = spareOf(c, 'another build')
    keepSpare(c, other, previous, current)
    expect(existsSync(join(other, 'spare.json'))).toBe(false)
    const next = spareOf(c, previous.id)
    keepSpare(c, next, previous, current)
    writeTreeId(c, join(next, 'spare'), 'another build')
    const site = join(scratch, 'not-taken')
    expect(takeSpare(c, next, site)).toBeUndefined()
    expect(existsSync(site)).toBe(false)
  })
})

describe('a page’s kept facts', () => {
  it('hold the origins of its images, each once, which give the site the origins its made page gives', () => {
    // As JSON writes them (imagesIn): a page's hero image, two sizes of one portrait, an image of another host.
    const written = [
      'https://images.example.com/hero.jpg',
      'https://portraits.example.com/p.jpg?w=80&q=80',
      'https://portraits.example.com/p.jpg?w=160&q=80',
      'https://cdn.example.org:8443/\\u00e9t\\u00e9.png',
    ]
    const kept = keptFacts(keptPageFacts('/insights/a', { lastmod: '2026-01-02' }), written)
    expect(kept).toEqual({
      lastmod: '2026-01-02',
      origins: ['https://images.example.com', 'https://portraits.example.com', 'https://cdn.example.org:8443'],
    })
    const made = new ImageOrigins()
    made.addWritten(written)
    const fromKept = new ImageOrigins()
    fromKept.addWritten(['https://images.example.com/other.jpg'])
    fromKept.addOrigins(kept.origins!)
    expect(fromKept.origins()).toEqual(made.origins())
    expect(keptFacts(keptPageFacts('/about', {}), [])).toEqual({})
  })
})
