import { useId, useState } from 'react'
import type { FaqProps } from './section.ts'

/**
 * An accordion of questions. Entries start closed and open independently; closed answers stay in the
 * server HTML (hidden attribute) so crawlers see the same text as the FAQPage structured data.
 */
export function Faq({ id, heading, intro, items }: FaqProps) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set())
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (!next.delete(i)) next.add(i)
      return next
    })
  return (
    <section id={id} className="section section--faq" aria-labelledby={heading ? `${baseId}h` : undefined}>
      <div className="container faq">
        {(heading || intro) && (
          <header className="section__head">
            {heading && <h2 id={`${baseId}h`}>{heading}</h2>}
            {intro && <p className="section__intro">{intro}</p>}
          </header>
        )}
        <div className="faq__list">
          {items.map((item, i) => {
            const expanded = open.has(i)
            return (
              <div key={i} className={`faq__item${expanded ? ' is-open' : ''}`}>
                <h3 className="faq__question">
                  <button
                    type="button"
                    id={`${baseId}q${i}`}
                    className="faq__toggle"
                    aria-expanded={expanded}
                    aria-controls={`${baseId}a${i}`}
                    onClick={() => toggle(i)}
                  >
                    {item.question}
                  </button>
                </h3>
                <div
                  id={`${baseId}a${i}`}
                  className="faq__answer"
                  role="region"
                  aria-labelledby={`${baseId}q${i}`}
                  hidden={!expanded}
                >
                  <p>{item.answer}</p>
                </div>
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
