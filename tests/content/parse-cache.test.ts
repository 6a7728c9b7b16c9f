import { describe, expect, it } from 'vitest'
import { readContentDir, siteFilePaths } from '../../src/content/read-content-dir.ts'
import { ParseCache } from '../../src/content/yaml/parse-cache.ts'
import { loadSite } from '../../src/site/load-site.ts'

const real = readContentDir(process.cwd())
const siteFiles = siteFilePaths(process.cwd())

describe('ParseCache', () => {
  it('gives every load the same diagnostics and content as reading every file again', () => {
    const cache = new ParseCache()
    const about = real.find((f) => f.file === 'pages/about.yaml')!
    const variants = [
      real,
      real,
      // A slip in one file, then the file fixed again: the cache holds both texts.
      real.map((f) => (f === about ? { ...f, text: f.text.replace('title:', 'title') } : f)),
      real.map((f) => (f === about ? { ...f, text: f.text.replace('About Us', 'About “Us”') } : f)),
      real,
    ]
    for (const files of variants) {
      const fresh = loadSite(files, { siteFiles })
      const cached = loadSite(files, { siteFiles, parseCache: cache })
      expect(cached.diagnostics).toEqual(fresh.diagnostics)
      expect(cached.content).toEqual(fresh.content)
    }
  })

  it('hands each load its own data, so one load filling in Markdown never reaches the next', () => {
    const cache = new ParseCache()
    const first = loadSite(real, { siteFiles, parseCache: cache })
    const second = loadSite(real, { siteFiles, parseCache: cache })
    expect(second.content!.collections.articles![0]).not.toBe(first.content!.collections.articles![0])
    expect(typeof (second.content!.collections.articles![0] as unknown as { body: unknown }).body).toBe('object')
  })

  it('keeps at most the number of texts it is given, dropping the least recently read', () => {
    const cache = new ParseCache(2)
    const a = cache.parse('a: 1\n')
    cache.parse('b: 2\n')
    cache.parse('a: 1\n')
    cache.parse('c: 3\n')
    // "b" was dropped, "a" kept: its syntax tree is the one read first.
    expect(cache.parse('a: 1\n').doc).toBe(a.doc)
    expect(cache.parse('a: 1\n').data).not.toBe(a.data)
  })
})
