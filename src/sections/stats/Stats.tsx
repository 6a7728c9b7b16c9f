import { useId } from 'react'
import type { SectionProps } from '../../content/resolved.ts'

/** A row of headline figures; each label is the term, its figure the description. */
export function Stats({ id, heading, intro, items }: SectionProps<'stats'>) {
  const headingId = useId()
  return (
    <section id={id} className="section section--stats" aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        {(heading || intro) && (
          <header className="section__head">
            {heading && <h2 id={headingId}>{heading}</h2>}
            {intro && <p className="section__intro">{intro}</p>}
          </header>
        )}
        <dl className="stats">
          {items.map((item, i) => (
            <div key={i} className="stat">
              <dt className="stat__label">{item.label}</dt>
              <dd className="stat__value">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
