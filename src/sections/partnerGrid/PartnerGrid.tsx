import { useId } from 'react'
import type { SectionProps } from '../../content/resolved.ts'
import { ResponsiveImage } from '../shared/ResponsiveImage.tsx'

/** Partner logos with their names as text, so the grid still reads when a logo fails to load. */
export function PartnerGrid({ id, heading, intro, entries }: SectionProps<'partnerGrid'>) {
  const headingId = useId()
  return (
    <section id={id} className="section section--partnerGrid" aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        {(heading || intro) && (
          <header className="section__head">
            {heading && <h2 id={headingId}>{heading}</h2>}
            {intro && <p className="section__intro">{intro}</p>}
          </header>
        )}
        <ul className="partners">
          {entries.map((partner) => (
            <li key={partner.id} className="partner">
              <span className="partner__logo">
                <ResponsiveImage image={partner.logo} width={160} height={64} sizes="160px" />
              </span>
              <span className="partner__name">{partner.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
