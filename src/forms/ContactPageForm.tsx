import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { ContactValues } from './contact-rules.ts'
import { DeliveryError } from './DeliveryError.tsx'
import { DeliveryFields } from './DeliveryFields.tsx'
import { formAttributes } from './form-attributes.ts'
import { Options } from './Options.tsx'
import { RequiredMark, RequiredNote } from './RequiredMark.tsx'
import { SENDING_LABEL } from './sending-label.ts'
import { useDelivery } from './use-delivery.ts'
import { useDraft } from './use-draft.ts'
import { FORMS_DELIVER } from './forms-deliver.ts'

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

const EMPTY: ContactValues = { name: '', email: '', phone: '', company: '', service: '', message: '' }

/**
 * The contact-page form: browser validation only; once logged or delivered, a thank-you box shows, then the form
 * clears after `resetMs`.
 */
export function ContactPageForm({
  serviceOptions,
  servicePlaceholder = 'Select a service',
  submitLabel,
  successMessage,
  formHeading,
  headingLevel = 3,
  resetMs,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const id = useId()
  const { delivery, sending, error, submit } = useDelivery('contact', 'message')
  const [values, setValues] = useState<ContactValues>(EMPTY)
  const [sent, setSent] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const clearDraft = useDraft('contact', values, (saved) =>
    setValues((v) => ({ ...v, ...saved, service: serviceOptions.includes(saved.service ?? '') ? saved.service! : '' })),
  )

  useEffect(() => () => clearTimeout(timer.current), [])

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const { name, value } = event.target
    setValues((v) => ({ ...v, [name]: value }))
  }

  // The browser only fires submit once its own checks pass (required, type=email).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit(event.currentTarget, {
      fields: { ...values },
      onSuccess: () => {
        clearDraft()
        setSent(true)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => {
          setSent(false)
          setValues(EMPTY)
        }, resetMs)
      },
    })
  }

  const field = (name: keyof ContactValues) => ({ id: `${id}-${name}`, name, value: values[name], onChange })

  return (
    <form
      data-pagefind-ignore=""
      className="form form--card"
      onSubmit={onSubmit}
      aria-labelledby={formHeading ? `${id}-heading` : undefined}
      {...(FORMS_DELIVER ? formAttributes(delivery, 'contact') : {})}
    >
      {formHeading && (
        <Heading className="form-heading" id={`${id}-heading`}>
          {formHeading}
        </Heading>
      )}
      <RequiredNote />
      {FORMS_DELIVER && <DeliveryFields delivery={delivery} form="contact" />}
      <div className="form-grid">
        <div className="form-field">
          <label htmlFor={`${id}-name`}>
            Full Name
            <RequiredMark />
          </label>
          <input type="text" autoComplete="name" required {...field('name')} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-email`}>
            Email Address
            <RequiredMark />
          </label>
          <input type="email" autoComplete="email" required {...field('email')} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-phone`}>Phone Number</label>
          <input type="tel" autoComplete="tel" {...field('phone')} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-company`}>Company</label>
          <input type="text" autoComplete="organization" {...field('company')} />
        </div>
        <div className="form-field form-field--wide">
          <label htmlFor={`${id}-service`}>Service of Interest</label>
          <select {...field('service')}>
            <option value="" disabled>
              {servicePlaceholder}
            </option>
            <Options values={serviceOptions} />
          </select>
        </div>
        <div className="form-field form-field--wide">
          <label htmlFor={`${id}-message`}>
            Message
            <RequiredMark />
          </label>
          <textarea rows={5} required {...field('message')} />
        </div>
      </div>
      <button type="submit" className="button button--primary form-submit" disabled={sending}>
        {sending ? SENDING_LABEL : submitLabel}
      </button>
      <div role="status" className="form-status">
        {sent && <p className="form-success form-success--box">{successMessage}</p>}
      </div>
      {FORMS_DELIVER && <DeliveryError message={error} />}
    </form>
  )
}
