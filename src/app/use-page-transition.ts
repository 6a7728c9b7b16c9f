import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

type Transition = ComponentType<{ pageKey: string; children: ReactNode }>

/**
 * The animated page transition, once loaded. It loads after hydration, unless the visitor prefers reduced motion.
 * Switching to it remounts the page, so it is adopted only while the splash still covers the page (nothing typed
 * can be lost) or at the next navigation, when the page is replaced anyway.
 */
export function usePageTransition(pathname: string, splashMs: number): Transition | null {
  const [loaded, setLoaded] = useState<Transition | null>(null)
  const [adopted, setAdopted] = useState<Transition | null>(null)

  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let cancelled = false
    void import('./PageTransition.tsx').then(({ PageTransition }) => {
      if (cancelled) return
      setLoaded(() => PageTransition)
      if (performance.now() < splashMs - 100) setAdopted(() => PageTransition)
    })
    return () => {
      cancelled = true
    }
  }, [splashMs])

  const [seenPath, setSeenPath] = useState(pathname)
  if (pathname !== seenPath) {
    setSeenPath(pathname)
    if (loaded && !adopted) setAdopted(() => loaded)
  }
  return adopted
}
