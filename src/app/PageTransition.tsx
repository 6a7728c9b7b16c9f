import { AnimatePresence, domAnimation, LazyMotion, m } from 'framer-motion'
import type { ReactNode } from 'react'

/**
 * Fades the outgoing page out and the incoming one in. Loaded on navigation intent, in its own chunk, so
 * framer-motion never weighs on a page's first load or writes `opacity: 0` into pre-rendered HTML.
 */
export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence mode="wait">
        <m.div
          key={pageKey}
          className="page"
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          exit={{ opacity: 0 }}
          transition={{ duration: 0.2, ease: 'easeOut' }}
        >
          {children}
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  )
}
