import type { CSSProperties } from 'react'
import type { ProcessProps } from './section.ts'
import { SectionFrame } from '../shared/SectionFrame.tsx'

/** Numbered steps. The list numbers them for assistive tech; the badges only show the number. */
export function Process({ id, heading, intro, steps }: ProcessProps) {
  // Wide screens: one row for up to five steps, otherwise two balanced rows.
  const columns = steps.length <= 5 ? steps.length : Math.ceil(steps.length / 2)
  return (
    <SectionFrame type="process" id={id} heading={heading} intro={intro}>
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
    </SectionFrame>
  )
}
