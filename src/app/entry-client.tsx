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

/**
 * Page data on navigation. A route's data is written once, into its pre-rendered HTML, so that page is fetched and
 * its data block read; the dev server, which pre-renders nothing, serves it as JSON. The data of an unknown id or
 * the not-found page is a JSON file (page-keys.ts).
 */
async function load(key: string): Promise<PageData> {
  const fromHtml = key.startsWith('/') && !import.meta.env.DEV
  const response = await fetch(fromHtml ? key : dataUrl(key))
  if (!response.ok) throw new Error(`page data for ${key}: HTTP ${response.status}`)
  if (!fromHtml) return (await response.json()) as PageData
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const data = page.getElementById('page-data')?.textContent
  if (!data) throw new Error(`page data for ${key}: its HTML has none`)
  return JSON.parse(data) as PageData
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
