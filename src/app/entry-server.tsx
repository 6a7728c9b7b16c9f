import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import * as manifest from 'virtual:routes'
import site from 'virtual:site'
import type { PageData } from '../content/resolved.ts'
import { App } from './App.tsx'
import { primePage, preloadSections } from './page-store.ts'

export { manifest, site }

/** Renders one URL to HTML, with its data loaded first so nothing suspends. */
export async function render(url: string, key: string, load: () => Promise<PageData>): Promise<{ html: string; page: PageData }> {
  const page = await load()
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
