// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BuiltSite } from '../../src/site/built-site.ts'
import type { ArticleEntry } from '../../src/firm/collections.ts'
import type { PageData } from '../../src/sections/page-data.ts'
import { feedFiles } from '../../src/seo/feeds.ts'
import { siteFeeds } from '../../src/site/site-feeds.ts'
import { articleProject, buildProject } from '../helpers/article-project.ts'
import { md } from '../helpers/md.ts'
import { testBuilt } from '../helpers/render.tsx'

const xml = (text: string): Document => {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  const error = doc.querySelector('parsererror')
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`)
  return doc
}
/** Text of HTML (a feed's CDATA title or summary) as a reader shows it. */
const htmlText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent
const articlesOf = (built: BuiltSite): ArticleEntry[] =>
  [...built.pages.values()].flatMap((p) => p.sections.flatMap((s) => (s.type === 'article' ? [s.entry] : [])))

describe('feeds of 40 articles (a generated project)', () => {
  let project: ReturnType<typeof articleProject>
  let built: BuiltSite
  let files: Map<string, string>
  let newest: ArticleEntry[]
  beforeAll(() => {
    project = articleProject(40)
    built = buildProject(project.root)
    files = siteFeeds(built)
    newest = articlesOf(built)
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 20)
  })
  afterAll(() => project.remove())

  it('writes the three feeds the pages advertise (and the jobs feeds of /careers and of its Spanish page)', () => {
    expect([...files.keys()].sort()).toEqual([
      'careers/jobs.json',
      'careers/jobs.xml',
      'es/empleos/jobs.json',
      'es/empleos/jobs.xml',
      'insights/atom.xml',
      'insights/feed.json',
      'insights/rss.xml',
    ])
    const advertised = built.pages.get('/insights')!.head.feeds!.map((f) => f.href.slice(1))
    expect(advertised.sort()).toEqual([...files.keys()].filter((f) => f.startsWith('insights/')).sort())
  })

  it('RSS 2.0 holds the 20 newest with absolute links, dates, authors, categories and the full text', () => {
    const doc = xml(files.get('insights/rss.xml')!)
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const items = [...doc.querySelectorAll('channel > item')]
    expect(items.map((i) => i.querySelector('link')!.textContent)).toEqual(newest.map((a) => built.origin + a.path))
    items.forEach((item, k) => {
      const a = newest[k]!
      expect(htmlText(item.querySelector('title')!.textContent!)).toBe(a.title)
      expect(new Date(item.querySelector('pubDate')!.textContent!).toISOString().slice(0, 10)).toBe(a.date)
      expect(item.querySelector('category')!.textContent).toBe(a.category)
      // <author> is an e-mail address in RSS 2.0: a name is dc:creator.
      expect(item.getElementsByTagName('author')).toHaveLength(0)
      expect(item.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]!.textContent).toBe(a.author)
      const content = item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]!
      expect(content.textContent).toMatch(/^<p>Generated article uniqueword\d+ opens here.<\/p>\n<p>/)
    })
    expect(doc.querySelector('channel > link')!.textContent).toBe(`${built.origin}/insights`)
  })

  it('Atom 1.0 holds the same 20 entries, with updated dates and the full text as HTML', () => {
    const doc = xml(files.get('insights/atom.xml')!)
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom')
    const entries = [...doc.getElementsByTagName('entry')]
    expect(entries.map((e) => e.getElementsByTagName('link')[0]!.getAttribute('href'))).toEqual(
      newest.map((a) => built.origin + a.path),
    )
    const first = entries[0]!
    expect(first.getElementsByTagName('updated')[0]!.textContent).toBe(`${newest[0]!.date}T00:00:00.000Z`)
    expect(first.getElementsByTagName('name')[0]!.textContent).toBe(newest[0]!.author)
    expect(first.getElementsByTagName('category')[0]!.getAttribute('label')).toBe(newest[0]!.category)
    expect(first.getElementsByTagName('content')[0]!.getAttribute('type')).toBe('html')
    const self = [...doc.documentElement.children].find(
      (c) => c.localName === 'link' && c.getAttribute('rel') === 'self',
    )
    expect(self!.getAttribute('href')).toBe(`${built.origin}/insights/atom.xml`)
  })

  it('JSON Feed 1.1 holds the same 20 items with authors and tags', () => {
    const feed = JSON.parse(files.get('insights/feed.json')!) as {
      version: string
      feed_url: string
      items: {
        url: string
        title: string
        date_published: string
        authors: { name: string }[]
        tags: string[]
        content_html: string
      }[]
    }
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.feed_url).toBe(`${built.origin}/insights/feed.json`)
    expect(feed.items.map((i) => i.url)).toEqual(newest.map((a) => built.origin + a.path))
    expect(feed.items[0]).toMatchObject({
      title: newest[0]!.title,
      date_published: `${newest[0]!.date}T00:00:00.000Z`,
      authors: [{ name: newest[0]!.author }],
      tags: [newest[0]!.category],
    })
  })
})

describe('feed escaping', () => {
  it('keeps titles, text and links intact whatever characters they hold, with no CDATA broken', () => {
    const real = testBuilt()
    const page = [...real.pages.values()].find((p) => p.sections.some((s) => s.type === 'article'))!
    const title = 'Tips & <div> tricks ]]> and again ]]> "quoted"'
    const tricky: PageData = {
      ...page,
      sections: page.sections.map((s) =>
        s.type === 'article'
          ? {
              ...s,
              entry: {
                ...s.entry,
                title,
                excerpt: 'A <b>bold</b> ]]> claim & more',
                body: md('Text with 1 < 2 & `<script>` > 2, a ]]> and [a link](/contact?a=1&b=2 "T & <t>").'),
              },
            }
          : s,
      ),
    }
    const list = real.pages.get('/insights')!
    const files = feedFiles(list, articlesOf({ ...real, pages: new Map([[tricky.path, tricky]]) }), real.site)
    const rss = xml(files.get('insights/rss.xml')!)
    const item = rss.querySelector('item')!
    expect(htmlText(item.querySelector('title')!.textContent!)).toBe(title)
    expect(htmlText(item.querySelector('description')!.textContent!)).toBe('A <b>bold</b> ]]> claim & more')
    const body = new DOMParser().parseFromString(
      item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]!.textContent!,
      'text/html',
    ).body
    expect(body.querySelector('script')).toBeNull()
    expect(body.textContent).toContain('Text with 1 < 2 & <script> > 2, a ]]> and a link.')
    expect(body.querySelector('a')!.getAttribute('href')).toBe(`${real.origin}/contact?a=1&b=2`)
    expect(body.querySelector('a')!.getAttribute('title')).toBe('T & <t>')

    const atom = xml(files.get('insights/atom.xml')!)
    expect(htmlText(atom.getElementsByTagName('entry')[0]!.getElementsByTagName('title')[0]!.textContent!)).toBe(title)
    expect(JSON.parse(files.get('insights/feed.json')!).items[0].title).toBe(title)
  })
})
