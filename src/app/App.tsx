import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { matchPath, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import type { RouteIndex } from '../content/page-keys.ts'
import type { PageData, SiteData } from '../content/resolved.ts'
import { RoutePage } from './RoutePage.tsx'
import { Footer } from './shell/Footer.tsx'
import { Header } from './shell/Header.tsx'
import { SkipLink } from './shell/SkipLink.tsx'
import { Splash } from './shell/Splash.tsx'
import { Spinner } from './shell/Spinner.tsx'
import { SiteProvider } from './site-context.tsx'
import { PageTransition, useAnimatedTransitions } from './use-page-transition.ts'

/** The route index (from pages/) and how to get a page's data by its key. */
export interface Manifest extends RouteIndex {
  load: (key: string) => Promise<PageData>
}

/** The routes, all derived from pages/: one per page, one per template (its entries and unknown ids), then not-found. */
export function routeObjects(manifest: Manifest): RouteObject[] {
  let routes = routeCache.get(manifest)
  if (routes) return routes
  const { paths, templates, hasNotFound, load } = manifest
  const known = new Set(paths)
  // A template's entries share its route: a route per entry would make every render rank thousands of routes.
  const own = paths.filter((path) => !templates.some((pattern) => matchPath(pattern, path)))
  routes = [
    ...own.map((path) => ({ path, element: <RoutePage pageKey={path} load={load} /> })),
    ...templates.map((pattern) => ({
      path: pattern,
      element: <TemplatePage pattern={pattern} known={known} load={load} />,
    })),
    ...(hasNotFound ? [{ path: '*', element: <RoutePage pageKey="404" load={load} /> }] : []),
  ]
  routeCache.set(manifest, routes)
  return routes
}

const routeCache = new WeakMap<Manifest, RouteObject[]>()

/** An entry of a template (its own page data) or an unknown id (the template's "missing" data). */
function TemplatePage({ pattern, known, load }: { pattern: string; known: Set<string>; load: Manifest['load'] }) {
  const { pathname } = useLocation()
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const key = known.has(path) ? path : `missing:${pattern}`
  return <RoutePage key={key} pageKey={key} load={load} />
}

/** The key of the page data a URL shows: its route, an unknown template item, or not-found. */
export function pageKeyFor({ paths, templates, hasNotFound }: RouteIndex, pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (paths.includes(path)) return path
  const template = templates.find((pattern) => matchPath(pattern, path))
  if (template) return `missing:${template}`
  return hasNotFound ? '404' : undefined
}

/** Fades a page in (CSS) when it is reached by navigation before the animated transition has loaded. */
function PageFrame({ children }: { children: ReactNode }) {
  const navigated = useLocation().key !== 'default'
  const [animate] = useState(navigated)
  return <div className={animate ? 'page page--enter' : 'page'}>{children}</div>
}

function Pages({ manifest }: { manifest: Manifest }) {
  const location = useLocation()
  const element = useRoutes(routeObjects(manifest), location)
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
    // Search indexes the page's own content only: header, footer and forms stay out (see scripts/index-search.ts).
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

/** The whole site: shell around the routed page. The router is supplied by the entry (browser, static, memory). */
export function App({ site, manifest }: { site: SiteData; manifest: Manifest }) {
  return (
    <HelmetProvider>
      <SiteProvider value={site}>
        <SkipLink />
        <Splash />
        <Header />
        <Pages manifest={manifest} />
        <Footer buildYear={site.buildYear} />
      </SiteProvider>
    </HelmetProvider>
  )
}
