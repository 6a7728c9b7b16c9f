import { useCallback, useId } from 'react'
import { NeedsScript, useSendable } from './NeedsScript.tsx'
import type { ContactField } from './contact-rules.ts'
import { ContactFields } from './ContactFields.tsx'
import { DeliveryError } from './DeliveryError.tsx'
import { DeliveryFields } from './DeliveryFields.tsx'
import { formAttributes } from './form-attributes.ts'
import { PrivacyNote } from './PrivacyNote.tsx'
import { RequiredMark, RequiredNote } from './RequiredMark.tsx'
import { useConsultationForm } from './use-consultation-form.ts'
import { FORMS_DELIVER } from './forms-deliver.ts'
import { useWords } from '../ui/words/use-words.ts'
import { useFieldMessages } from './use-field-messages.ts'

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

// Spec §5: phone and company are optional; service (and consent) are marked required in the markup.
const REQUIRED: ContactField[] = ['name', 'email', 'service', 'message']

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
  const fieldMessages = useFieldMessages()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const PanelHeading = headingLevel === 2 ? 'h3' : 'h4'
  const words = useWords()
  const form = useConsultationForm(serviceOptions)
  const { delivery, sending, error, retry } = form.delivery
  const sendable = useSendable(delivery)
  const id = useId()
  const headingId = `${id}-heading`

  // The panel comes in below the button: on a phone it can be under the fold, so it is brought into view.
  // (One function for the form's life: a ref that changed would be called again at every keystroke.)
  const inView = useCallback((panel: HTMLDivElement | null) => {
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
    panel?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' })
  }, [])

  return (
    <form
      ref={fieldMessages}
      data-pagefind-ignore=""
      className="form form--card"
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={formHeading ? headingId : undefined}
      {...formAttributes(delivery, 'consultation')}
    >
      {formHeading && (
        <Heading className="form-heading" id={headingId}>
          {formHeading}
        </Heading>
      )}
      <RequiredNote />
      {FORMS_DELIVER && <DeliveryFields delivery={delivery} form="consultation" />}
      <div className="form-grid">
        <ContactFields
          id={id}
          labels={words.forms.consultation.labels}
          required={REQUIRED}
          messageRows={4}
          emailInputMode="email"
          serviceOptions={serviceOptions}
          bind={form.register}
          errorOf={form.visibleError}
        />
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
            {consentLabel ?? words.forms.consultation.consent}
            <RequiredMark />
          </label>
        </div>
      </div>
      <button type="submit" className="button button--primary form-submit" disabled={sending || !sendable}>
        {sending ? words.forms.sending : submitLabel}
      </button>
      <NeedsScript delivery={delivery} />
      <div role="status" className="form-status">
        {form.submitted && (
          <div className="form-thanks" ref={inView}>
            {thankYouTitle && <PanelHeading className="form-thanks__title">{thankYouTitle}</PanelHeading>}
            {thankYouText && <p>{thankYouText}</p>}
            <p className="form-success">{successMessage}</p>
          </div>
        )}
      </div>
      {FORMS_DELIVER && <DeliveryError message={error} retry={retry} />}
      {FORMS_DELIVER && <PrivacyNote delivery={delivery} form="consultation" />}
    </form>
  )
}
