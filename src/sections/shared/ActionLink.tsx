import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Action } from '../../content/schema/common.ts'

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

/** A row of buttons from content; nothing when there are none. */
export function Actions({ actions }: { actions?: Action[] | undefined }) {
  if (!actions?.length) return null
  return (
    <div className="actions">
      {actions.map((a, i) => (
        <ActionLink key={i} to={a.to} variant={a.variant ?? 'primary'}>
          {a.label}
        </ActionLink>
      ))}
    </div>
  )
}
