import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import pages from 'virtual:pages'
import routeIndex from 'virtual:routes'
import site from 'virtual:site'
import type { PageData } from '../content/resolved.ts'
import { App, type Manifest } from './App.tsx'
import { primePage, preloadSections } from './page-store.ts'

const manifest: Manifest = { ...routeIndex, load: async (key) => pages.get(key)! }

export { pages, routeIndex, site }

/** Renders one URL to HTML, with its data and components loaded first so nothing suspends. */
export async function render(url: string, key: string): Promise<{ html: string; page: PageData }> {
  const page = pages.get(key)
  if (!page) throw new Error(`no page data for ${key}`)
  primePage(key, page)
  await preloadSections(page.sections)
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App site={site} manifest={manifest} />
      </StaticRouter>
    </StrictMode>,
  )
  return { html, page }
}
