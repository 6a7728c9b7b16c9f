import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { App, pageKeyFor } from '../../src/app/App.tsx'
import { preloadSections, primePage } from '../../src/app/page-store.ts'
import type { BuiltSite } from '../../src/site/built-site.ts'
import { pagesByKey, routeIndex } from '../../src/site/built-site.ts'
import { manifestOf } from './render.tsx'

/** A route of any built site rendered on the server as the pre-renderer does, parsed into a document. */
export async function renderHtml(built: BuiltSite, path: string): Promise<Document> {
  const manifest = manifestOf(built)
  const key = pageKeyFor(routeIndex(built), path)!
  const page = pagesByKey(built).get(key)!
  primePage(key, page)
  await preloadSections(page.sections)
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App site={built.site} manifest={manifest} />
      </StaticRouter>
    </StrictMode>,
  )
  return new DOMParser().parseFromString(html, 'text/html')
}
