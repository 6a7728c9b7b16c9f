import { useId, type ReactNode } from 'react'

type Props = {
  /** The section type, for the `section--<type>` class. */
  type: string
  id?: string | undefined
  eyebrow?: string | undefined
  heading?: string | undefined
  intro?: string | undefined
  tone?: string | undefined
  /** Extra class on the inner container. */
  containerClass?: string
  children: ReactNode
}

/** The frame most sections share: a landmark named by its h2, a container, and the eyebrow/heading/intro head. */
export function SectionFrame({ type, id, eyebrow, heading, intro, tone, containerClass, children }: Props) {
  const headingId = useId()
  return (
    <section
      id={id}
      className={`section section--${type}${tone ? ` section--${tone}` : ''}`}
      aria-labelledby={heading ? headingId : undefined}
    >
      <div className={containerClass ? `container ${containerClass}` : 'container'}>
        {(eyebrow || heading || intro) && (
          <header className="section__head">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {heading && <h2 id={headingId}>{heading}</h2>}
            {intro && <p className="section__intro">{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  )
}
