import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { matchPath, useLocation } from 'react-router-dom'
import type { RouteIndex, TemplateIndex } from '../content/page-keys.ts'
import type { SiteData } from '../content/site-data.ts'
import type { PageData } from '../sections/page-data.ts'
import { RoutePage } from './RoutePage.tsx'
import { Footer } from './shell/Footer.tsx'
import { Header } from './shell/Header.tsx'
import { SkipLink } from './shell/SkipLink.tsx'
import { Splash } from './shell/Splash.tsx'
import { Spinner } from './shell/Spinner.tsx'
import { SiteProvider } from '../ui/site-context.tsx'
import { PageTransition, useAnimatedTransitions } from './use-page-transition.ts'

/**
 * How the app finds a path's page data. `keyFor` names the page data a path shows (see page-keys.ts): at once where
 * every path is known (the pre-renderer, the studio, tests), or by a request in the browser, which does not carry
 * the site's paths (a site of 10,000 articles would ship them all in every page's script). `undefined`: no page.
 */
export interface Manifest {
  keyFor: (path: string) => string | undefined | Promise<string | undefined>
  load: (key: string) => Promise<PageData>
}

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

/** The key of a path that has no page of its own: the "missing" page of the template it matches, or not-found. */
export function missingKeyFor({ templates, hasNotFound }: TemplateIndex, path: string): string | undefined {
  const template = templates.find((pattern) => matchPath(pattern, path))
  if (template) return `missing:${template}`
  return hasNotFound ? '404' : undefined
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
