import { useId, type CSSProperties } from 'react'
import type { SectionProps } from '../../content/resolved.ts'

/** Numbered steps. The list numbers them for assistive tech; the badges only show the number. */
export function Process({ id, heading, intro, steps }: SectionProps<'process'>) {
  const headingId = useId()
  // Wide screens: one row for up to five steps, otherwise two balanced rows.
  const columns = steps.length <= 5 ? steps.length : Math.ceil(steps.length / 2)
  return (
    <section id={id} className="section section--process" aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        {(heading || intro) && (
          <header className="section__head">
            {heading && <h2 id={headingId}>{heading}</h2>}
            {intro && <p className="section__intro">{intro}</p>}
          </header>
        )}
        <ol className="steps" style={{ '--steps': columns } as CSSProperties}>
          {steps.map((step, i) => (
            <li key={i} className="step">
              <span className="step__number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="step__title">{step.title}</h3>
              <p className="step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
