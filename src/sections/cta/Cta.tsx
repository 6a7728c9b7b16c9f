import { useId } from 'react'
import type { CtaProps } from './section.ts'
import { Actions } from '../../ui/ActionLink.tsx'

/** A closing band: heading, one sentence and buttons. */
export function Cta({ id, heading, text, actions, tone = 'brand' }: CtaProps) {
  const headingId = useId()
  return (
    <section id={id} className={`section section--cta section--${tone}`} aria-labelledby={headingId}>
      <div className="container cta">
        <h2 id={headingId}>{heading}</h2>
        {text && <p className="cta__text">{text}</p>}
        <Actions actions={actions} />
      </div>
    </section>
  )
}
