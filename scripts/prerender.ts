/** Renders every route of the built site to static HTML with its own head, plus 404.html, sitemap and robots. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { dataUrl, type RouteIndex } from '../src/content/page-keys.ts'
import type { PageData, SiteData } from '../src/content/resolved.ts'
import { formOrigins } from '../src/forms/form-origins.ts'
import { headHtml, jsonForScript } from '../src/seo/head-html.ts'
import { feedFiles } from '../src/seo/feeds.ts'
import { robotsTxt, sitemapEntries, sitemapFiles } from '../src/seo/sitemap.ts'
import { headersFile, imageOrigins } from './headers-file.ts'

interface ServerEntry {
  render(url: string, key: string): Promise<{ html: string; page: PageData }>
  pages: Map<string, PageData>
  routeIndex: RouteIndex
  site: SiteData
}

// React 19 hoists <title>, <meta> and <link> to the start of a partial render; they belong in <head>.
const HOISTED = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/

/** File for a route: / → index.html, /about → about/index.html. */
export function htmlFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
}

export async function prerender({
  outDir,
  serverEntry,
}: {
  root: string
  outDir: string
  serverEntry: string
}): Promise<{ pages: number }> {
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  // The stylesheet is inlined: first paint then waits for the HTML alone (the CSP allows inline styles, not scripts).
  const template = readFileSync(join(outDir, 'index.html'), 'utf8').replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (_, href: string) =>
      `<style>${readFileSync(join(outDir, href), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`,
  )
  const { site, routeIndex, pages } = entry
  const put = (file: string, text: string) => {
    const target = join(outDir, file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
  }

  // Each page's data as JSON, fetched on client-side navigation.
  for (const [key, data] of pages) put(dataUrl(key).slice(1), JSON.stringify(data))

  const write = async (url: string, key: string, file: string, noindex = false) => {
    const { html, page } = await entry.render(url, key)
    const body = html.replace(HOISTED, '')
    // The page's own data travels in the HTML as an inert JSON block, so hydration needs no further request.
    const data = `<script type="application/json" id="page-data">${jsonForScript(page)}</script>`
    put(
      file,
      template
        .replace('<!--head-->', headHtml(page.head, site.company.name, { noindex }))
        .replace('<div id="root"><!--app--></div>', `<div id="root" data-page="${key}">${body}</div>\n    ${data}`),
    )
  }

  for (const path of routeIndex.paths) await write(path, path, htmlFileFor(path))
  if (routeIndex.hasNotFound) await write('/404', '404', '404.html', true)

  const routes = routeIndex.paths.map((path) => pages.get(path)!)
  for (const [file, text] of sitemapFiles(sitemapEntries(routes, site.origin), site.origin)) put(file, text)
  for (const [file, text] of feedFiles(routes, site)) put(file, text)
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(site.origin))
  writeFileSync(
    join(outDir, '_headers'),
    headersFile({
      imageHosts: imageOrigins([...pages.values()]),
      frameHosts: [new URL(site.company.mapEmbedUrl).origin],
      formHosts: formOrigins(site.forms),
    }),
  )
  return { pages: routeIndex.paths.length }
}
