import { useId } from 'react'
import type { SectionProps } from '../../content/resolved.ts'
import { Actions } from '../shared/ActionLink.tsx'

/** A closing band: heading, one sentence and buttons. */
export function Cta({ id, heading, text, actions, tone = 'brand' }: SectionProps<'cta'>) {
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
