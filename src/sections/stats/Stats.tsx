import type { StatsProps } from './section.ts'
import { SectionFrame } from '../shared/SectionFrame.tsx'

/** A row of headline figures; each label is the term, its figure the description. */
export function Stats({ id, heading, intro, items }: StatsProps) {
  return (
    <SectionFrame type="stats" id={id} heading={heading} intro={intro}>
      <dl className="stats">
        {items.map((item, i) => (
          <div key={i} className="stat">
            <dt className="stat__label">{item.label}</dt>
            <dd className="stat__value">{item.value}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  )
}
