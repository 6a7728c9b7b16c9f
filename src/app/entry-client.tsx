import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import routeIndex from 'virtual:routes'
import site, { sites } from 'virtual:site'
import './styles.ts'
import { CONTENT_UPDATE_EVENT, dataUrl } from '../content/page-keys.ts'
import type { PageData } from '../sections/page-data.ts'
import { loadWords } from '../ui/words/load-words.ts'
import { App, missingKeyFor, normalPath, siteFor, type Manifest } from './App.tsx'
import { pagePromise, preloadSections, primePage, refreshPages } from './page-store.ts'
import { dropPrerenderedHead } from './prerendered-head.ts'

/** The page data in a pre-rendered page's HTML (the dev server, which pre-renders nothing, serves it as JSON). */
async function readData(response: Response, key: string): Promise<PageData> {
  if (!response.headers.get('Content-Type')?.includes('html')) return (await response.json()) as PageData
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const data = page.getElementById('page-data')?.textContent
  if (!data) throw new Error(`page data for ${key}: its HTML has none`)
  return JSON.parse(data) as PageData
}

/**
 * Page data on navigation. A route's data is written once, into its pre-rendered HTML, so that page is fetched and
 * its data block read. The data of an unknown id or the not-found page is a JSON file (page-keys.ts).
 */
async function load(key: string): Promise<PageData> {
  const fromHtml = key.startsWith('/') && !notFound.has(key) && !import.meta.env.DEV
  const response = await fetch(fromHtml ? key : dataUrl(key))
  if (!response.ok) throw new Error(`page data for ${key}: HTTP ${response.status}`)
  return readData(response, key)
}

// The other languages' not-found pages (/es/404.html): their data is a JSON file, as the default's.
const notFound = new Set(routeIndex.notFound)

// The script carries the templates, not every path: whether a path has a page is found by asking for it.
const keys = new Map<string, string | undefined | Promise<string | undefined>>()

/** The key of the page data a path shows: the path itself when the site has that page (its data kept), else not. */
async function findKey(path: string): Promise<string | undefined> {
  const response = await fetch(import.meta.env.DEV ? dataUrl(path) : path)
  if (response.status === 404) return missingKeyFor(routeIndex, path)
  if (!response.ok) throw new Error(`page data for ${path}: HTTP ${response.status}`)
  primePage(path, await readData(response, path))
  return path
}

function keyFor(path: string): string | undefined | Promise<string | undefined> {
  if (!keys.has(path)) {
    const found = findKey(path)
    keys.set(path, found)
    void found.then((key) => keys.set(path, key)).catch(() => keys.delete(path))
  }
  return keys.get(path)
}

const manifest: Manifest = { keyFor, load }

async function start() {
  const container = document.getElementById('root')!
  const path = normalPath(window.location.pathname)
  // The pre-rendered page carries its own data, so hydration needs no request and renders exactly that markup.
  // 404.html also answers paths that have no page: then its key is "404", and the path may be a template's item.
  const shown = container.dataset.page
  const embedded = document.getElementById('page-data')
  const notFoundShown = shown === '404' || (shown !== undefined && notFound.has(shown))
  if (shown === path || notFoundShown) keys.set(path, shown === path ? path : missingKeyFor(routeIndex, path))
  // The page's words (those useWords asks for) load beside its sections' code, so hydration does not wait on them.
  // Another language's are loaded when a navigation first shows one of its pages (useWords waits for them).
  const words = loadWords(siteFor(site, sites, path).lang ?? 'en')
  const key = await keyFor(path)
  if (key && key === shown && embedded) primePage(key, JSON.parse(embedded.textContent!) as PageData)
  if (key) await preloadSections((await pagePromise(key, () => load(key))).sections)
  await words
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App site={site} sites={sites} manifest={manifest} />
      </BrowserRouter>
    </StrictMode>
  )
  // An unknown job or article URL is answered by 404.html too: its content differs, so render instead of hydrating.
  if (key && key === shown) hydrateRoot(container, app)
  else {
    if (shown !== undefined) dropPrerenderedHead(document.head)
    createRoot(container).render(app)
  }
}

void start()

// npm run dev: a saved content file updates the open page in place (see contentPlugin).
if (import.meta.hot)
  import.meta.hot.on(CONTENT_UPDATE_EVENT, ({ keys }: { keys: string[] }) => void refreshPages(keys, load))
