import type { ReactNode } from 'react'
import { SiteLink as Link } from './SiteLink.tsx'
import type { Action } from '../content/schema/common.ts'
import { useWords } from './words/use-words.ts'

type Props = {
  to: string
  children: ReactNode
  className?: string
  /** Button look; omit for a plain link. */
  variant?: 'primary' | 'secondary' | 'outline' | 'text'
  /** Words read after the label by screen readers and crawlers only, so "Learn More" says what about. */
  context?: string | undefined
}

/** A link from content: internal paths use the router, anything else (https:, mailto:, tel:) a plain anchor. */
export function ActionLink({ to, children, className, variant, context }: Props) {
  const words = useWords()
  const classes = [variant ? `button button--${variant}` : '', className ?? ''].join(' ').trim() || undefined
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={classes}>
        {children}
        {context && <span className="visually-hidden">: {context}</span>}
      </Link>
    )
  }
  const external = to.startsWith('https://')
  return (
    <a href={to} className={classes} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {context && <span className="visually-hidden">: {context}</span>}
      {external && <span className="visually-hidden">{words.opensInNewTab}</span>}
    </a>
  )
}

/** A row of buttons from content; nothing when there are none. */
export function Actions({ actions }: { actions?: Action[] | undefined }) {
  if (!actions?.length) return null
  return (
    <div className="actions">
      {actions.map((a, i) => (
        <ActionLink key={i} to={a.to} variant={a.variant ?? 'primary'} context={a.context}>
          {a.label}
        </ActionLink>
      ))}
    </div>
  )
}
