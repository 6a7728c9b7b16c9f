import { useId } from 'react'
import type { NewsletterProps } from './section.ts'
import { NewsletterForm } from '../../forms/NewsletterForm.tsx'

/** Newsletter signup block (insights page). */
export function Newsletter({ id, heading, text, buttonLabel, successMessage }: NewsletterProps) {
  const prefix = useId()
  return (
    <section id={id} className="section section--newsletter" aria-labelledby={`${prefix}-heading`}>
      <div className="container">
        <NewsletterForm
          heading={heading}
          text={text}
          buttonLabel={buttonLabel}
          successMessage={successMessage}
          idPrefix={prefix}
        />
      </div>
    </section>
  )
}
