// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { SITEMAP_LIMIT, sitemapFiles, type SitemapEntry } from '../../src/seo/sitemap.ts'
import { sitemapEntries } from '../../src/site/sitemap-entries.ts'
import { testBuilt } from '../helpers/render.tsx'

const parse = (text: string) => {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  expect(doc.querySelector('parsererror')).toBeNull()
  return doc
}

describe('sitemap', () => {
  it('gives article pages the article date, lists the newest date they show, and other pages no lastmod', () => {
    const built = testBuilt()
    const entries = new Map(sitemapEntries(built).map((e) => [e.loc, e.lastmod]))
    expect(entries.size).toBe(built.pages.size)
    const articles = [...built.pages.values()].flatMap((p) =>
      p.sections.flatMap((s) => (s.type === 'article' ? [s.entry] : [])),
    )
    for (const a of articles) expect(entries.get(built.origin + a.path)).toBe(a.date)
    const newest = articles
      .map((a) => a.date)
      .sort()
      .at(-1)
    expect(entries.get(`${built.origin}/insights`)).toBe(newest)
    expect(entries.get(`${built.origin}/about`)).toBeUndefined()
    const xml = sitemapFiles([...sitemapEntries(built)], built.origin).get('sitemap.xml')!
    const url = [...parse(xml).getElementsByTagName('url')].find((u) => u.textContent!.includes(articles[0]!.path))!
    expect(url.getElementsByTagName('lastmod')[0]!.textContent).toBe(articles[0]!.date)
  })

  it('stays one file up to 50,000 URLs and becomes an index of files of at most 50,000 past that', () => {
    const origin = 'https://example.com'
    const synthetic = (n: number): SitemapEntry[] =>
      Array.from({ length: n }, (_, i) => ({
        loc: `${origin}/p/${i}?a=1&b=2`,
        ...(i % 2 ? { lastmod: `20${String(10 + Math.floor(i / 10_000)).padStart(2, '0')}-01-0${1 + (i % 9)}` } : {}),
      }))
    expect([...sitemapFiles(synthetic(SITEMAP_LIMIT), origin).keys()]).toEqual(['sitemap.xml'])

    const entries = synthetic(120_001)
    const files = sitemapFiles(entries, origin)
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml'])
    const index = parse(files.get('sitemap.xml')!)
    expect(index.documentElement.localName).toBe('sitemapindex')
    const children = [...index.getElementsByTagName('sitemap')].map((s) => ({
      loc: s.getElementsByTagName('loc')[0]!.textContent,
      lastmod: s.getElementsByTagName('lastmod')[0]?.textContent,
    }))
    expect(children.map((c) => c.loc)).toEqual([1, 2, 3].map((n) => `${origin}/sitemap-${n}.xml`))
    // Counted by text: a DOM of 50,000 URLs takes jsdom half a minute. A small child is parsed below.
    const counts = [1, 2, 3].map((n) => files.get(`sitemap-${n}.xml`)!.match(/<url>/g)!.length)
    expect(counts).toEqual([50_000, 50_000, 20_001])
    expect(children.map((c) => c.lastmod)).toEqual(
      [0, 1, 2].map((k) =>
        entries
          .slice(k * 50_000, (k + 1) * 50_000)
          .map((e) => e.lastmod ?? '')
          .sort()
          .at(-1),
      ),
    )
    const small = sitemapFiles(synthetic(25), origin, 10)
    const last = parse(small.get('sitemap-3.xml')!)
    expect([...last.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual(
      [20, 21, 22, 23, 24].map((i) => `${origin}/p/${i}?a=1&b=2`),
    )
  })
})
