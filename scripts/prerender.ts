/** Renders every route of the built site to static HTML with its own head, plus 404.html, sitemap and robots. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageData, SiteData } from '../src/content/resolved.ts'
import type { Manifest } from '../src/app/App.tsx'
import { headHtml } from '../src/seo/head-html.ts'
import { robotsTxt, sitemapXml } from '../src/seo/sitemap.ts'
import { headersFile, imageOrigins } from './headers-file.ts'

interface ServerEntry {
  render(url: string, key: string, load: () => Promise<PageData>): Promise<{ html: string; page: PageData }>
  manifest: Manifest
  site: SiteData
}

// React 19 hoists <title>, <meta> and <link> to the start of a partial render; they belong in <head>.
const HOISTED = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/

/** File for a route: / → index.html, /about → about/index.html. */
export function htmlFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
}

export async function prerender({ outDir, serverEntry }: { root: string; outDir: string; serverEntry: string }): Promise<{ pages: number }> {
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  const { site, manifest } = entry

  const rendered: PageData[] = []
  const write = async (url: string, key: string, load: () => Promise<PageData>, file: string, noindex = false) => {
    const { html, page } = await entry.render(url, key, load)
    rendered.push(page)
    const body = html.replace(HOISTED, '')
    const out = template
      .replace('<!--head-->', headHtml(page.head, site.company.name, { noindex }))
      .replace('<div id="root"><!--app--></div>', `<div id="root" data-page="${key}">${body}</div>`)
    const target = join(outDir, file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, out)
  }

  for (const route of manifest.routes) await write(route.path, route.path, route.load, htmlFileFor(route.path))
  if (manifest.notFound) await write('/404', '404', manifest.notFound, '404.html', true)

  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(manifest.routes.map((r) => `${site.origin}${r.path === '/' ? '/' : r.path}`)))
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(site.origin))
  for (const t of manifest.templates) rendered.push(await t.load())
  writeFileSync(join(outDir, '_headers'), headersFile({ imageHosts: imageOrigins(rendered), frameHosts: [new URL(site.company.mapEmbedUrl).origin] }))
  return { pages: manifest.routes.length }
}
