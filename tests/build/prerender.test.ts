// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { htmlFileFor } from '../../src/build/prerender.ts'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { pagesByKey } from '../../src/site/built-site.ts'
import { plainText } from '../../src/content/markdown/plain-text.ts'
import { dataUrl } from '../../src/content/page-keys.ts'
import { ensureFreshBuild } from '../helpers/fresh-build.ts'
import { testBuilt } from '../helpers/render.tsx'

const dist = join(process.cwd(), 'dist')
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")

// What `npm run build` ships from the sources as they are (built once for every suite that reads dist/).
beforeAll(() => ensureFreshBuild(process.cwd(), () => {}), 300_000)

describe('npm run build', () => {
  const built = testBuilt()

  it.each([...built.pages.keys()])('pre-renders %s with its content and head', (route) => {
    const page = built.pages.get(route)!
    const file = join(dist, htmlFileFor(route))
    expect(existsSync(file), file).toBe(true)
    const html = readFileSync(file, 'utf8')
    const [head, body] = html.split('</head>') as [string, string]
    expect(head).toContain(`<title>${page.head.title.replace(/&/g, '&amp;')}</title>`)
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(head)![1]!)).toBe(page.head.description)
    expect(/<link rel="canonical" href="([^"]*)"/.exec(head)![1]).toBe(page.head.canonical)
    expect(decode(/<meta property="og:title" content="([^"]*)"/.exec(head)![1]!)).toBe(page.head.title)
    // The page's main heading is in the HTML, and no head tag leaked into the body.
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)
    expect(h1, 'h1').toBeTruthy()
    expect(decode(h1![1]!.replace(/<[^>]+>/g, '')).trim().length).toBeGreaterThan(2)
    expect(body).not.toMatch(/<title>|<meta |rel="canonical"/)
    const ld = [...head.matchAll(/<script type="application\/ld\+json" data-jsonld>(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string },
    )
    expect(ld.map((j) => j['@type'])).toEqual(page.head.jsonLd.map((j) => (j as { '@type': string })['@type']))
    expect(body).toContain(`data-page="${route}"`)
    // The page's data is written once, in its HTML: for hydration, and read from the page on client navigation.
    const embedded = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(body)![1]!) as {
      path: string
    }
    expect(embedded).toEqual(JSON.parse(JSON.stringify(page)))
    expect(existsSync(join(dist, dataUrl(route))), dataUrl(route)).toBe(false)
    // A site this small inlines the stylesheet on every page, articles and jobs included: first paint needs the HTML alone.
    expect(head).toContain('<style>')
    expect(head).not.toMatch(/<link rel="stylesheet"/)
    // Pagefind indexes the <main> of every page but the search page (src/build/index-search.ts).
    const main = /<main [^>]*>/.exec(body)![0]
    if (page.unsearched) expect(main).not.toContain('data-pagefind-body')
    else expect(main).toContain('data-pagefind-body=""')
  })

  it('writes a search index of every route but the search page and the archive’s pages', () => {
    const entry = JSON.parse(readFileSync(join(dist, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>
    }
    const left = [...built.pages.values()].filter((p) => p.unsearched).map((p) => p.path)
    expect(left).toEqual(expect.arrayContaining(['/search', '/es/buscar', '/insights/category/technology']))
    expect(left.every((path) => ['/search', '/es/buscar'].includes(path) || path.startsWith('/insights/'))).toBe(true)
    // Each language's pages in an index of their own.
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'es'])
    const indexed = Object.values(entry.languages).reduce((n, l) => n + l.page_count, 0)
    expect(indexed).toBe(built.pages.size - left.length)
  })

  it('indexes an article’s own text, not its share row or the cards of its related articles', () => {
    const folder = join(dist, 'pagefind/fragment')
    const fragments = readdirSync(folder).map(
      (name) =>
        JSON.parse(
          gunzipSync(readFileSync(join(folder, name)))
            .subarray('pagefind_dcd'.length)
            .toString('utf8'),
        ) as {
          url: string
          content: string
        },
    )
    const [route, page] = [...built.pages].find(([, p]) => p.sections.some((s) => s.type === 'article'))!
    const article = page.sections.find((s) => s.type === 'article')!
    if (article.type !== 'article') throw new Error('unreachable')
    const content = fragments.find((f) => f.url === `${route}/`)!.content
    const firstWords = plainText(article.entry.body.blocks).split(/\s+/).slice(0, 5).join(' ')
    expect(content).toContain(firstWords)
    expect(article.relatedEntries.length).toBeGreaterThan(0)
    for (const related of article.relatedEntries) expect(content).not.toContain(related.title)
    expect(content).not.toContain(article.shareHeading)
  })

  it('renders the local images of /about as <picture> with AVIF and WebP at widths up to 1920, sized, and writes them', () => {
    const html = readFileSync(join(dist, htmlFileFor('/about')), 'utf8')
    const pictures = [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((m) => m[1]!)
    expect(pictures.length).toBeGreaterThanOrEqual(2)
    for (const picture of pictures) {
      expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+"/)
      expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+"/)
      expect(picture).toMatch(/<img [^>]*width="\d+" height="\d+"/)
      const widths = [...picture.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]))
      expect(Math.max(...widths)).toBeLessThanOrEqual(1920)
      for (const src of [...picture.matchAll(/(\/media\/[^\s",]+)/g)].map((m) => m[1]!))
        expect(existsSync(join(dist, src)), src).toBe(true)
    }
    // The hero image is the page's priority image; og:image is its 1200×630 cover.
    expect(html).toMatch(/<img [^>]*fetchpriority="high"/i)
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/[^"]+\/media\/about\/office-discussion\.[0-9a-f]+\.cover\.jpg"/,
    )
  })

  it('writes a sitemap listing exactly the routes, robots.txt pointing to it, and 404.html', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
    const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    expect(locs.sort()).toEqual([...built.pages.values()].map((p) => p.head.canonical).sort())
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${built.origin}/sitemap.xml`)
    const notFound = readFileSync(join(dist, '404.html'), 'utf8')
    expect(notFound).toContain('data-page="404"')
    expect(notFound).toContain('<meta name="robots" content="noindex" />')
  })

  it('writes the data of each unknown-id page and of not-found as JSON, and compressed copies of every page', () => {
    const keys = [...built.missing.keys()].map((pattern) => `missing:${pattern}`).concat('404')
    const data = pagesByKey(built)
    for (const key of keys)
      expect(JSON.parse(readFileSync(join(dist, dataUrl(key)), 'utf8')), key).toEqual(
        JSON.parse(JSON.stringify(data.get(key))),
      )
    for (const route of built.pages.keys()) {
      const file = join(dist, htmlFileFor(route))
      const html = readFileSync(file)
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(html), `${route} .br`).toBe(true)
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(html), `${route} .gz`).toBe(true)
    }
  })

  it('ships a _headers file with a CSP that allows no inline scripts', () => {
    const headers = readFileSync(join(dist, '_headers'), 'utf8')
    const csp = /Content-Security-Policy: (.*)/.exec(headers)![1]!
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(headers).toContain('X-Content-Type-Options: nosniff')
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/)
    // Every pre-rendered page runs only external module scripts; the inline blocks are inert JSON data.
    for (const route of built.pages.keys()) {
      const html = readFileSync(join(dist, htmlFileFor(route)), 'utf8')
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>/g)]
      expect(inline, route).toEqual([])
    }
  })
})
