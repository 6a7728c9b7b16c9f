import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react'
import { Helmet, HelmetProvider } from 'react-helmet-async'
import { matchPath, useLocation } from 'react-router-dom'
import type { RouteIndex, TemplateIndex } from '../content/page-keys.ts'
import type { SiteData } from '../content/site-data.ts'
import { ManifestContext, type Manifest } from './manifest-context.ts'
import { RoutePage } from './RoutePage.tsx'
import { Footer } from './shell/Footer.tsx'
import { Header } from './shell/Header.tsx'
import { SkipLink } from './shell/SkipLink.tsx'
import { Splash } from './shell/Splash.tsx'
import { Spinner } from './shell/Spinner.tsx'
import { SiteProvider } from '../ui/site-context.tsx'
import { PageTransition, useAnimatedTransitions } from './use-page-transition.ts'

export type { Manifest } from './manifest-context.ts'

/** A path without its trailing slashes, as routes are written. */
export function normalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

const knownPaths = new WeakMap<RouteIndex, Set<string>>()

/** The key of the page data a URL shows, from a full route index: its route, an unknown template item, or not-found. */
export function pageKeyFor(index: RouteIndex, pathname: string): string | undefined {
  const path = normalPath(pathname)
  let paths = knownPaths.get(index)
  if (!paths) knownPaths.set(index, (paths = new Set(index.paths)))
  return paths.has(path) ? path : missingKeyFor(index, path)
}

/**
 * What the browser's script knows of the routes (TemplateIndex) in a site of several languages: the other languages'
 * not-found pages, each known by its file under its language's home (/es/404.html).
 */
export type SiteRoutes = TemplateIndex & { notFound?: string[] }

/**
 * The key of a path that has no page of its own: the "missing" page of the template it matches, or the not-found page
 * of its language (the default's under no other language's home).
 */
export function missingKeyFor({ templates, hasNotFound, notFound }: SiteRoutes, path: string): string | undefined {
  const template = templates.find((pattern) => matchPath(pattern, path))
  if (template) return `missing:${template}`
  const own = notFound?.find((key) => path.startsWith(key.slice(0, -'404.html'.length)))
  if (own) return own
  return hasNotFound ? '404' : undefined
}

/**
 * The site data a path's page is shown with: that of the language whose home the path is under (`sites`, by code),
 * else the default's.
 */
export function siteFor(site: SiteData, sites: Record<string, SiteData> | undefined, path: string): SiteData {
  if (!sites) return site
  for (const { code, home } of site.languages ?? [])
    if (home !== '/' && (path === home || path.startsWith(`${home}/`)) && sites[code]) return sites[code]
  return site
}

/**
 * The page at `path`. A lookup, not a route table: ranking every route on every render would cost the pre-render of a
 * large site more than the pages themselves.
 */
function PathPage({ path, manifest }: { path: string; manifest: Manifest }) {
  const found = manifest.keyFor(path)
  const key = found instanceof Promise ? use(found) : found
  return key === undefined ? null : <RoutePage key={key} pageKey={key} load={manifest.load} />
}

/** Fades a page in (CSS) when it is reached by navigation before the animated transition has loaded. */
function PageFrame({ children }: { children: ReactNode }) {
  const navigated = useLocation().key !== 'default'
  const [animate] = useState(navigated)
  return <div className={animate ? 'page page--enter' : 'page'}>{children}</div>
}

function Pages({ manifest }: { manifest: Manifest }) {
  const location = useLocation()
  const element = <PathPage path={normalPath(location.pathname)} manifest={manifest} />
  const shownPath = useRef(location.pathname)
  const main = useRef<HTMLElement>(null)
  const animated = useAnimatedTransitions(location.pathname)

  // Every route change starts at the top; focus moves to the new content for keyboard and screen-reader users.
  useEffect(() => {
    if (shownPath.current === location.pathname) return
    shownPath.current = location.pathname
    window.scrollTo(0, 0)
    main.current?.focus({ preventScroll: true })
  }, [location.pathname])

  return (
    // Search indexes the page's own content only: header, footer and forms stay out (see src/build/index-search.ts).
    <main id="main" tabIndex={-1} ref={main} data-pagefind-body="">
      {animated ? (
        <PageTransition pageKey={location.pathname}>
          <Suspense fallback={<Spinner />}>{element}</Suspense>
        </PageTransition>
      ) : (
        <PageFrame key={location.pathname}>
          <Suspense fallback={<Spinner />}>{element}</Suspense>
        </PageFrame>
      )}
    </main>
  )
}

/** The shell (header, footer) and page, with the site data of the path's language (see siteFor). */
function Shell({ site, sites, manifest }: AppProps) {
  const shown = siteFor(site, sites, normalPath(useLocation().pathname))
  // `<html lang>` follows the path's language (a site of several), kept by the shell: a page's head comes and goes
  // with its data, and the page being fetched must not leave the document without a language.
  const lang = shown.lang ?? site.languages?.[0]?.code
  return (
    <SiteProvider value={shown}>
      <ManifestContext value={manifest}>
        {lang && !import.meta.env.SSR && <Helmet htmlAttributes={{ lang }} />}
        <SkipLink />
        <Splash />
        <Header />
        <Pages manifest={manifest} />
        <Footer buildYear={shown.buildYear} />
      </ManifestContext>
    </SiteProvider>
  )
}

type AppProps = {
  site: SiteData
  /** The other languages' site data, by code (virtual:site's `sites`), when the site has several. */
  sites?: Record<string, SiteData> | undefined
  manifest: Manifest
}

/** The whole site: shell around the routed page. The router is supplied by the entry (browser, static, memory). */
export function App({ site, sites, manifest }: AppProps) {
  return (
    <HelmetProvider>
      <Shell site={site} sites={sites} manifest={manifest} />
    </HelmetProvider>
  )
}
