import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import routeIndex from 'virtual:routes'
import site from 'virtual:site'
import './styles.ts'
import type { PageData } from '../content/resolved.ts'
import { dataUrl } from '../content/page-keys.ts'
import { App, pageKeyFor, type Manifest } from './App.tsx'
import { pagePromise, preloadSections, primePage, refreshPages } from './page-store.ts'

/** Page data on navigation: one JSON file per page, written by the build (served by the dev server too). */
async function load(key: string): Promise<PageData> {
  const response = await fetch(dataUrl(key))
  if (!response.ok) throw new Error(`page data for ${key}: HTTP ${response.status}`)
  return (await response.json()) as PageData
}

const manifest: Manifest = { ...routeIndex, load }

async function start() {
  const container = document.getElementById('root')!
  const key = pageKeyFor(routeIndex, window.location.pathname)
  // The pre-rendered page carries its own data, so hydration needs no request and renders exactly that markup.
  const embedded = document.getElementById('page-data')
  if (key && embedded && container.dataset.page === key) primePage(key, JSON.parse(embedded.textContent!) as PageData)
  if (key) await preloadSections((await pagePromise(key, () => load(key))).sections)
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App site={site} manifest={manifest} />
      </BrowserRouter>
    </StrictMode>
  )
  // 404.html also serves unknown job and article URLs: their content differs, so render instead of hydrating.
  if (key && container.dataset.page === key) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

void start()

// npm run dev: a saved content file updates the open page in place (see contentPlugin).
if (import.meta.hot)
  import.meta.hot.on('site-content:update', ({ keys }: { keys: string[] }) => void refreshPages(keys, load))
