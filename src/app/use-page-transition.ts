import { lazy, startTransition, useEffect, useState } from 'react'

/** The animated page transition (framer-motion), in its own chunk: it never weighs on the first load. */
export const PageTransition = lazy(() => import('./PageTransition.tsx').then((m) => ({ default: m.PageTransition })))

/**
 * Whether pages change with the animated transition. Its chunk loads after hydration, unless the visitor prefers
 * reduced motion. Switching to it remounts the page, so it is adopted only while the splash still covers the page
 * (nothing typed can be lost) or at the next navigation, when the page is replaced anyway.
 */
export function useAnimatedTransitions(pathname: string, splashMs: number): boolean {
  const [loaded, setLoaded] = useState(false)
  const [adopted, setAdopted] = useState(false)

  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let cancelled = false
    void import('./PageTransition.tsx').then(() => {
      if (cancelled) return
      setLoaded(true)
      // A transition keeps the painted page on screen while the lazy component resolves.
      if (performance.now() < splashMs - 100) startTransition(() => setAdopted(true))
    })
    return () => {
      cancelled = true
    }
  }, [splashMs])

  const [seenPath, setSeenPath] = useState(pathname)
  if (pathname !== seenPath) {
    setSeenPath(pathname)
    if (loaded && !adopted) setAdopted(true)
  }
  return adopted
}
