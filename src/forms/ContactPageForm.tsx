import { useEffect, useId, useState, type FormEvent } from 'react'
import { NeedsScript, useSendable } from './NeedsScript.tsx'
import type { ContactField, ContactValues } from './contact-rules.ts'
import { ContactFields } from './ContactFields.tsx'
import { DeliveryError } from './DeliveryError.tsx'
import { DeliveryFields } from './DeliveryFields.tsx'
import { formAttributes } from './form-attributes.ts'
import { PrivacyNote } from './PrivacyNote.tsx'
import { RequiredNote } from './RequiredMark.tsx'
import { useContactValues } from './use-contact-values.ts'
import { useDelivery } from './use-delivery.ts'
import { FORMS_DELIVER } from './forms-deliver.ts'
import { useWords } from '../ui/words/use-words.ts'
import { useFieldMessages } from './use-field-messages.ts'

type Props = {
  serviceOptions: string[]
  servicePlaceholder?: string
  submitLabel: string
  successMessage: string
  formHeading?: string
  /** Level of formHeading: 3 under a section heading, else 2. */
  headingLevel?: 2 | 3
  /** How long the thank-you box stays before the form is cleared (site timing contactResetMs). */
  resetMs: number
}

const REQUIRED: ContactField[] = ['name', 'email', 'message']

/**
 * The contact-page form: browser validation only; once logged or delivered, a thank-you box shows, then the form
 * clears after `resetMs`.
 */
export function ContactPageForm({
  serviceOptions,
  servicePlaceholder,
  submitLabel,
  successMessage,
  formHeading,
  headingLevel = 3,
  resetMs,
}: Props) {
  const fieldMessages = useFieldMessages()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const words = useWords()
  const { labels } = words.forms.contactPage
  const id = useId()
  const { delivery, sending, error, retry, submit } = useDelivery('contact', 'message')
  const sendable = useSendable(delivery)
  // The service list starts on the placeholder.
  const { values, onChange, clear, clearDraft } = useContactValues('contact', serviceOptions, '')
  // Counts the successes: each shows the box for its own `resetMs`.
  const [sent, setSent] = useState(0)
  // What the last success sent: the reset clears those values only, and the same values are not sent twice.
  const [sentValues, setSentValues] = useState<ContactValues>()
  const again = sent > 0 && sentValues !== undefined && sameValues(values, sentValues)

  // Counted from the render that shows the box (a timer started at the answer would count a slow render against the
  // time the visitor has to read it); then the form clears.
  useEffect(() => {
    if (!sent) return
    const timer = setTimeout(() => {
      setSent(0)
      clear(sentValues)
    }, resetMs)
    return () => clearTimeout(timer)
  }, [sent, sentValues, resetMs, clear])

  // The browser only fires submit once its own checks pass (required, type=email).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields = { ...values }
    submit(event.currentTarget, {
      fields,
      onSuccess: () => {
        clearDraft()
        setSentValues(fields)
        setSent((n) => n + 1)
      },
    })
  }

  return (
    <form
      ref={fieldMessages}
      data-pagefind-ignore=""
      className="form form--card"
      onSubmit={onSubmit}
      aria-labelledby={formHeading ? `${id}-heading` : undefined}
      {...formAttributes(delivery, 'contact')}
    >
      {formHeading && (
        <Heading className="form-heading" id={`${id}-heading`}>
          {formHeading}
        </Heading>
      )}
      <RequiredNote />
      {FORMS_DELIVER && <DeliveryFields delivery={delivery} form="contact" />}
      <div className="form-grid">
        <ContactFields
          id={id}
          labels={labels}
          required={REQUIRED}
          messageRows={5}
          serviceOptions={serviceOptions}
          servicePlaceholder={servicePlaceholder ?? words.forms.contactPage.servicePlaceholder}
          bind={(name) => ({ name, value: values[name], onChange })}
        />
      </div>
      <button type="submit" className="button button--primary form-submit" disabled={sending || !sendable || again}>
        {sending ? words.forms.sending : submitLabel}
      </button>
      <NeedsScript delivery={delivery} />
      <div role="status" className="form-status">
        {sent > 0 && <p className="form-success form-success--box">{successMessage}</p>}
      </div>
      {FORMS_DELIVER && <DeliveryError message={error} retry={retry} />}
      {FORMS_DELIVER && <PrivacyNote delivery={delivery} form="contact" />}
    </form>
  )
}

const sameValues = (a: ContactValues, b: ContactValues) =>
  (Object.keys(a) as (keyof ContactValues)[]).every((k) => a[k] === b[k])
