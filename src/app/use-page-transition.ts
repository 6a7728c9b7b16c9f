import { lazy, useEffect, useState } from 'react'

const load = () => import('./PageTransition.tsx')

/** The animated page transition (framer-motion), in its own chunk: never part of a page's first load. */
export const PageTransition = lazy(() => load().then((m) => ({ default: m.PageTransition })))

/**
 * Whether pages change with the animated transition. Its chunk is fetched on the first sign of navigation intent
 * (pointer over, focus on or touch of an internal link), unless the visitor prefers reduced motion, and it is
 * adopted at the next route change: switching remounts the page, which is harmless only when the page changes.
 * Until then (and for the first navigation if the chunk was not ready) pages fade in with CSS.
 */
export function useAnimatedTransitions(pathname: string): boolean {
  const [loaded, setLoaded] = useState(false)
  const [adopted, setAdopted] = useState(false)

  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let cancelled = false
    const intent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return
      stop()
      void load().then(() => !cancelled && setLoaded(true))
    }
    const events = ['pointerover', 'focusin', 'touchstart'] as const
    const stop = () => events.forEach((e) => document.removeEventListener(e, intent, true))
    events.forEach((e) => document.addEventListener(e, intent, { capture: true, passive: true }))
    return () => {
      cancelled = true
      stop()
    }
  }, [])

  const [seenPath, setSeenPath] = useState(pathname)
  if (pathname !== seenPath) {
    setSeenPath(pathname)
    if (loaded && !adopted) setAdopted(true)
  }
  return adopted
}
