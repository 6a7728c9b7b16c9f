import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter, matchPath } from 'react-router-dom'
import * as manifest from 'virtual:routes'
import site from 'virtual:site'
import './styles.ts'
import { App } from './App.tsx'
import { pagePromise, preloadSections } from './page-store.ts'

/** Which page data the current URL shows: a route, an unknown template item, or not-found. */
function currentPage(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const route = manifest.routes.find((r) => r.path === path)
  if (route) return { key: route.path, load: route.load }
  const template = manifest.templates.find((t) => matchPath(t.pattern, path))
  if (template) return { key: `missing:${template.pattern}`, load: template.load }
  return manifest.notFound ? { key: '404', load: manifest.notFound } : undefined
}

async function start() {
  const container = document.getElementById('root')!
  const page = currentPage(window.location.pathname)
  // Load the page's data and section components first, so hydration renders exactly the pre-rendered markup.
  if (page) await preloadSections((await pagePromise(page.key, page.load)).sections)
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App site={site} manifest={manifest} />
      </BrowserRouter>
    </StrictMode>
  )
  // 404.html also serves unknown job and article URLs: their content differs, so render instead of hydrating.
  if (container.dataset.page && container.dataset.page === page?.key) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

void start()
