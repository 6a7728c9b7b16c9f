import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import type { PageData, SiteData } from '../content/resolved.ts'
import { RoutePage } from './RoutePage.tsx'
import { Footer } from './shell/Footer.tsx'
import { Header } from './shell/Header.tsx'
import { SkipLink } from './shell/SkipLink.tsx'
import { Splash } from './shell/Splash.tsx'
import { Spinner } from './shell/Spinner.tsx'
import { SiteProvider } from './site-context.tsx'
import { PageTransition, useAnimatedTransitions } from './use-page-transition.ts'

export interface Manifest {
  routes: { path: string; load: () => Promise<PageData> }[]
  templates: { pattern: string; load: () => Promise<PageData> }[]
  notFound: (() => Promise<PageData>) | undefined
}

/** The routes, all derived from pages/: one per page and collection item, one per template, then not-found. */
export function routeObjects({ routes, templates, notFound }: Manifest): RouteObject[] {
  return [
    ...routes.map((r) => ({ path: r.path, element: <RoutePage pageKey={r.path} load={r.load} /> })),
    ...templates.map((t) => ({ path: t.pattern, element: <RoutePage pageKey={`missing:${t.pattern}`} load={t.load} /> })),
    ...(notFound ? [{ path: '*', element: <RoutePage pageKey="404" load={notFound} /> }] : []),
  ]
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
    <main id="main" tabIndex={-1} ref={main}>
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
