import type { PartnerGridProps } from './section.ts'
import { SectionFrame } from '../shared/SectionFrame.tsx'
import { SHOWN_WIDTH } from '../../media/image-widths.ts'
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx'

/** Partner logos with their names as text, so the grid still reads when a logo fails to load. */
export function PartnerGrid({ id, heading, intro, entries }: PartnerGridProps) {
  return (
    <SectionFrame type="partnerGrid" id={id} heading={heading} intro={intro}>
      <ul className="partners">
        {entries.map((partner) => (
          <li key={partner.id} className="partner">
            <span className="partner__logo">
              <ResponsiveImage image={partner.logo} width={SHOWN_WIDTH.logo} height={64} sizes="160px" />
            </span>
            <span className="partner__name">{partner.name}</span>
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
