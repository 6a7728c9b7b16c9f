import { useId } from 'react'
import type { CheckedField } from './contact-rules.ts'
import { DeliveryError } from './DeliveryError.tsx'
import { DeliveryFields } from './DeliveryFields.tsx'
import { formAttributes } from './form-attributes.ts'
import { Options } from './Options.tsx'
import { RequiredMark, RequiredNote } from './RequiredMark.tsx'
import { SENDING_LABEL } from './sending-label.ts'
import { useConsultationForm } from './use-consultation-form.ts'
import { FORMS_DELIVER } from './forms-deliver.ts'

type Props = {
  serviceOptions: string[]
  consentLabel?: string
  submitLabel: string
  successMessage: string
  thankYouTitle?: string
  thankYouText?: string
  formHeading?: string
  /** Level of formHeading: 3 under a section heading, else 2. */
  headingLevel?: 2 | 3
}

const DEFAULT_CONSENT = 'I agree to be contacted about my request.'

/** The home-page consultation form: inline messages once a field is touched; values logged or delivered. */
export function ConsultationForm({
  serviceOptions,
  consentLabel,
  submitLabel,
  successMessage,
  thankYouTitle,
  thankYouText,
  formHeading,
  headingLevel = 3,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const PanelHeading = headingLevel === 2 ? 'h3' : 'h4'
  const form = useConsultationForm(serviceOptions)
  const { delivery, sending, error } = form.delivery
  const id = useId()
  const headingId = `${id}-heading`

  /** aria wiring of a checked field: invalid state and its message, only once touched. */
  const described = (field: CheckedField) => {
    const error = form.visibleError(field)
    return {
      id: `${id}-${field}`,
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
    }
  }
  const errorText = (field: CheckedField) => {
    const error = form.visibleError(field)
    return error ? (
      <p className="form-error" id={`${id}-${field}-error`}>
        {error}
      </p>
    ) : null
  }

  return (
    <form
      data-pagefind-ignore=""
      className="form form--card"
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={formHeading ? headingId : undefined}
      {...(FORMS_DELIVER ? formAttributes(delivery, 'consultation') : {})}
    >
      {formHeading && (
        <Heading className="form-heading" id={headingId}>
          {formHeading}
        </Heading>
      )}
      <RequiredNote />
      {FORMS_DELIVER && <DeliveryFields delivery={delivery} form="consultation" />}
      <div className="form-grid">
        <div className="form-field">
          <label htmlFor={`${id}-name`}>
            Name
            <RequiredMark />
          </label>
          <input type="text" autoComplete="name" {...form.register('name')} {...described('name')} />
          {errorText('name')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-email`}>
            Email
            <RequiredMark />
          </label>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.register('email')}
            {...described('email')}
          />
          {errorText('email')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-phone`}>Phone</label>
          <input
            id={`${id}-phone`}
            type="tel"
            name="phone"
            autoComplete="tel"
            value={form.values.phone}
            onChange={form.onChange}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-company`}>Company</label>
          <input
            id={`${id}-company`}
            type="text"
            name="company"
            autoComplete="organization"
            value={form.values.company}
            onChange={form.onChange}
          />
        </div>
        <div className="form-field form-field--wide">
          <label htmlFor={`${id}-service`}>
            Service
            <RequiredMark />
          </label>
          <select id={`${id}-service`} name="service" required value={form.values.service} onChange={form.onChange}>
            <Options values={serviceOptions} />
          </select>
        </div>
        <div className="form-field form-field--wide">
          <label htmlFor={`${id}-message`}>
            Message
            <RequiredMark />
          </label>
          <textarea rows={4} {...form.register('message')} {...described('message')} />
          {errorText('message')}
        </div>
        <div className="form-check form-field--wide">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            required
            checked={form.consent}
            onChange={(e) => form.setConsent(e.target.checked)}
          />
          <label htmlFor={`${id}-consent`}>
            {consentLabel ?? DEFAULT_CONSENT}
            <RequiredMark />
          </label>
        </div>
      </div>
      <button type="submit" className="button button--primary form-submit" disabled={sending}>
        {sending ? SENDING_LABEL : submitLabel}
      </button>
      <div role="status" className="form-status">
        {form.submitted && (
          <div className="form-thanks">
            {thankYouTitle && <PanelHeading className="form-thanks__title">{thankYouTitle}</PanelHeading>}
            {thankYouText && <p>{thankYouText}</p>}
            <p className="form-success">{successMessage}</p>
          </div>
        )}
      </div>
      {FORMS_DELIVER && <DeliveryError message={error} />}
    </form>
  )
}
