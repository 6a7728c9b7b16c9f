import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

type Props = {
  to: string
  children: ReactNode
  className?: string
  /** Button look; omit for a plain link. */
  variant?: 'primary' | 'secondary' | 'outline' | 'text'
}

/** A link from content: internal paths use the router, anything else (https:, mailto:, tel:) a plain anchor. */
export function ActionLink({ to, children, className, variant }: Props) {
  const classes = [variant ? `button button--${variant}` : '', className ?? ''].join(' ').trim() || undefined
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={classes}>
        {children}
      </Link>
    )
  }
  const external = to.startsWith('https://')
  return (
    <a href={to} className={classes} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {external && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  )
}
