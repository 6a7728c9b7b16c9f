import { useEffect, useState, type CSSProperties } from 'react'
import { useSite } from '../../ui/site-context.tsx'

const DOTS = [0, 1, 2, 3]

/**
 * Branded overlay on first load. It is in the server HTML above an already painted page and a CSS animation
 * hides it after `--splash-ms` (so it also goes away without JavaScript); after hydration it leaves the DOM once
 * that time has passed since page start. Mounted once by the shell, so client navigation never shows it again.
 */
export function Splash() {
  const { company, timing } = useSite()
  const [shown, setShown] = useState(true)

  useEffect(() => {
    // Measured from navigation start, so a slow hydration does not lengthen the splash.
    const id = window.setTimeout(() => setShown(false), Math.max(0, timing.splashMs - performance.now()))
    return () => window.clearTimeout(id)
  }, [timing.splashMs])

  if (!shown) return null
  const style: CSSProperties & { '--splash-ms': string } = { '--splash-ms': `${timing.splashMs}ms` }
  return (
    <div className="splash" aria-hidden="true" style={style}>
      <p className="splash__name">{company.name}</p>
      <div className="splash__dots">
        {DOTS.map((i) => (
          <span key={i} className="splash__dot" />
        ))}
      </div>
    </div>
  )
}
