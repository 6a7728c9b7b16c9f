import { describe, expect, it } from 'vitest'
import { LoadCache } from '../../src/content/load/load-cache.ts'
import { readContentDir, siteFilePaths } from '../../src/content/read-content-dir.ts'
import { scanMedia } from '../../src/media/scan-media.ts'
import { loadAndBuild, loadSite } from '../../src/site/load-site.ts'
import { siteModel } from '../../src/site/site-model.ts'

const real = readContentDir(process.cwd())
const siteFiles = siteFilePaths(process.cwd())
const media = scanMedia(process.cwd())
/** The real files with `from` replaced by `to` in `file`. */
const edit = (file: string, from: string, to: string) => {
  expect(real.find((f) => f.file === file)!.text).toContain(from)
  return real.map((f) => (f.file === file ? { ...f, text: f.text.replace(from, to) } : f))
}

describe('LoadCache', () => {
  it('gives every load the same diagnostics and content as reading every file again', () => {
    const cache = new LoadCache(siteModel)
    const about = real.find((f) => f.file === 'pages/about.yaml')!
    const article = real.find((f) => f.file.startsWith('pages/_collections/articles/'))!
    const variants = [
      real,
      real,
      // A slip in one file, then the file fixed again: the cache holds both texts.
      real.map((f) => (f === about ? { ...f, text: f.text.replace('title:', 'title') } : f)),
      real.map((f) => (f === about ? { ...f, text: f.text.replace('About Us', 'About “Us”') } : f)),
      // An article renamed (its id follows its file name), then deleted.
      real.map((f) => (f === article ? { ...f, file: article.file.replace(/[^/]+\.yaml$/, 'renamed.yaml') } : f)),
      real.filter((f) => f !== article),
      real,
      // The articles' template moved (every article's route with it), then back.
      real.map((f) => (f.file === 'pages/insights/[slug].yaml' ? { ...f, file: 'pages/blog/[slug].yaml' } : f)),
      real,
      // A translation's text changed; a slip in it; its original changed (a field of it stale); its slug changed
      // (every link to it in the other translations pointed anew); the main language renamed; then back.
      edit('pages/about.es.yaml', 'title: Acerca de nosotros', 'title: Quiénes somos'),
      edit('pages/about.es.yaml', 'title: Acerca de nosotros', 'title Acerca de nosotros'),
      edit('pages/about.yaml', 'heading: Who We Are', 'heading: Who We Are Today'),
      edit('pages/about.es.yaml', 'slug: nosotros', 'slug: quienes-somos'),
      edit('pages/_site.yaml', 'name: English }', 'name: Inglés }'),
      real,
    ]
    for (const files of variants) {
      const fresh = loadSite(files, { siteFiles, media })
      const cached = loadSite(files, { siteFiles, media, cache })
      expect(cached.diagnostics).toEqual(fresh.diagnostics)
      expect(cached.content).toEqual(fresh.content)
    }
  })

  it('shares a file read once between loads, frozen, so no later phase can change what another load sees', () => {
    const cache = new LoadCache(siteModel)
    const first = loadAndBuild(real, { siteFiles, media, cache })
    const second = loadAndBuild(real, { siteFiles, media, cache })
    const [a, b] = [first.result.content!.pages[0]!.page, second.result.content!.pages[0]!.page]
    expect(b).toBe(a)
    expect(Object.isFrozen(a.sections[0])).toBe(true)
    // A folder entry's copy with its id and route settled is shared too (each load writes into it only what they
    // all write alike); an entry of a list file is each load's own. Both built the same pages.
    const [one, two] = [first.result.content!, second.result.content!]
    expect(two.collections.articles![0]).toBe(one.collections.articles![0])
    expect(two.collections.partners![0]).not.toBe(one.collections.partners![0])
    expect(second.built!.pages).toEqual(first.built!.pages)
    // A translation laid over its original once is shared too, and frozen.
    const spanish = (r: typeof first) =>
      r.result.content!.translations!.es!.pages.find((p) => p.route === '/es/nosotros')!
    expect(spanish(second).page).toBe(spanish(first).page)
    expect(Object.isFrozen(spanish(first).page.sections[0])).toBe(true)
  })

  it("leaves what an earlier load made as it was when an entry's route changes", () => {
    const cache = new LoadCache(siteModel)
    const first = loadSite(real, { siteFiles, media, cache }).content!
    const path = first.collections.articles![0]!.path
    const moved = real.map((f) =>
      f.file === 'pages/insights/[slug].yaml' ? { ...f, file: 'pages/blog/[slug].yaml' } : f,
    )
    const second = loadSite(moved, { siteFiles, media, cache }).content!
    expect(path).toMatch(/^\/insights\//)
    expect(second.collections.articles![0]!.path).toBe(path!.replace('/insights/', '/blog/'))
    expect(first.collections.articles![0]!.path).toBe(path)
    // Back where it was: the route of the first load again, from the copy the second load made.
    expect(loadSite(real, { siteFiles, media, cache }).content!.collections.articles![0]!.path).toBe(path)
  })

  it('reads every file again when the images change, and forgets files that are gone', () => {
    const cache = new LoadCache(siteModel)
    const first = loadSite(real, { siteFiles, media, cache })
    const noImages = loadSite(real, { siteFiles, media: new Map(), cache })
    expect(noImages.content!.pages[0]!.page).not.toBe(first.content!.pages[0]!.page)
    expect(noImages.diagnostics).toEqual(loadSite(real, { siteFiles, media: new Map() }).diagnostics)
    cache.keepOnly(['pages/_site.yaml'])
    expect(loadSite(real, { siteFiles, media: new Map(), cache }).content!.pages[0]!.page).not.toBe(
      noImages.content!.pages[0]!.page,
    )
  })

  it('serves the one model it was made for', () => {
    const other = { ...siteModel }
    expect(() => loadSite(real, { cache: new LoadCache(other) })).toThrow(/one model/)
  })
})
