import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import routeIndex from 'virtual:routes'
import site from 'virtual:site'
import type { PageData } from '../content/resolved.ts'
import { App, type Manifest } from './App.tsx'
import { forgetPages, primePage, preloadSections } from './page-store.ts'

// The pre-renderer hands each page its data: the bundle carries none, so it stays the same size for any site.
const manifest: Manifest = {
  ...routeIndex,
  load: (key) => Promise.reject(new Error(`no page data for ${key}: render() takes it`)),
}

export { routeIndex, site }

/** Renders one URL to HTML with the data of its page (key), its components loaded first so nothing suspends. */
export async function render(url: string, key: string, page: PageData): Promise<string> {
  primePage(key, page)
  await preloadSections(page.sections)
  try {
    return renderToString(
      <StrictMode>
        <StaticRouter location={url}>
          <App site={site} manifest={manifest} />
        </StaticRouter>
      </StrictMode>,
    )
  } finally {
    // A pre-renderer renders thousands of pages in one process: hold none of their data after its render.
    forgetPages()
  }
}
