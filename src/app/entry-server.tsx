import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import site, { sites } from 'virtual:site'
import type { PageData } from '../sections/page-data.ts'
// The server renders every language: it holds all their words.
import '../ui/words/words-for.ts'
import { App, type Manifest } from './App.tsx'
import { forgetPages, primePage, preloadSections } from './page-store.ts'

// The pre-renderer hands each page its key and data: the bundle carries neither, so it stays the same size for any
// site (one render shows one path: the key is the one given).
let rendering: string | undefined
const manifest: Manifest = {
  keyFor: () => rendering,
  load: (key) => Promise.reject(new Error(`no page data for ${key}: render() takes it`)),
}

/** Renders one URL to HTML with the data of its page (key), its components loaded first so nothing suspends. */
export async function render(url: string, key: string, page: PageData): Promise<string> {
  primePage(key, page)
  await preloadSections(page.sections)
  rendering = key
  try {
    return renderToString(
      <StrictMode>
        <StaticRouter location={url}>
          <App site={site} sites={sites} manifest={manifest} />
        </StaticRouter>
      </StrictMode>,
    )
  } finally {
    // A pre-renderer renders thousands of pages in one process: hold none of their data after its render.
    forgetPages()
    rendering = undefined
  }
}
