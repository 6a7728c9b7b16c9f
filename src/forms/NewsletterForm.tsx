import { useId, useState, type FormEvent } from 'react'
import { NeedsScript, useSendable } from './NeedsScript.tsx'
import { DeliveryError } from './DeliveryError.tsx'
import { DeliveryFields } from './DeliveryFields.tsx'
import { formAttributes } from './form-attributes.ts'
import { PrivacyNote } from './PrivacyNote.tsx'
import { useDelivery } from './use-delivery.ts'
import { useDraft } from './use-draft.ts'
import { useSessionFlag } from './use-session-flag.ts'
import { FORMS_DELIVER } from './forms-deliver.ts'
import { useWords } from '../ui/words/use-words.ts'
import { useFieldMessages } from './use-field-messages.ts'

/** Session key shared by every newsletter form: subscribing once counts everywhere for the session. */
export const NEWSLETTER_FLAG = 'newsletter-subscribed'

type Props = {
  heading?: string
  text?: string
  buttonLabel: string
  successMessage: string
  /** Prefix of the element ids; the heading gets `${idPrefix}-heading`. */
  idPrefix?: string
}

/**
 * Newsletter signup: one required e-mail field checked by the browser. A submit is logged or delivered, shows the
 * thank-you and clears the field; later page views in the same session show the thank-you instead of the form.
 */
export function NewsletterForm({ heading, text, buttonLabel, successMessage, idPrefix }: Props) {
  const fieldMessages = useFieldMessages()
  const generated = useId()
  const words = useWords()
  const prefix = idPrefix ?? generated
  const [values, setValues] = useState({ email: '' })
  const [subscribed, subscribe] = useSessionFlag(NEWSLETTER_FLAG)
  const [justSubscribed, setJustSubscribed] = useState(false)
  const { delivery, sending, error, retry, submit } = useDelivery('newsletter', 'sign-up')
  const sendable = useSendable(delivery)
  const clearDraft = useDraft('newsletter', values, (saved) => setValues((v) => ({ ...v, ...saved })))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit(event.currentTarget, {
      fields: { email: values.email.trim() },
      onSuccess: () => {
        clearDraft()
        setValues({ email: '' })
        setJustSubscribed(true)
        subscribe()
      },
    })
  }

  const showForm = !subscribed || justSubscribed
  return (
    <div className="newsletter">
      {heading && (
        <h2 className="newsletter__heading" id={`${prefix}-heading`}>
          {heading}
        </h2>
      )}
      {text && <p className="newsletter__text">{text}</p>}
      {showForm && (
        <form
          ref={fieldMessages}
          data-pagefind-ignore=""
          className="newsletter__form"
          onSubmit={onSubmit}
          aria-label={heading ? undefined : buttonLabel}
          aria-labelledby={heading ? `${prefix}-heading` : undefined}
          {...formAttributes(delivery, 'newsletter')}
        >
          {FORMS_DELIVER && <DeliveryFields delivery={delivery} form="newsletter" />}
          <label htmlFor={`${prefix}-email`} className="newsletter__label">
            {words.forms.newsletter.emailLabel}
          </label>
          <input
            id={`${prefix}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={words.forms.newsletter.emailPlaceholder}
            value={values.email}
            onChange={(e) => setValues({ email: e.target.value })}
          />
          <button type="submit" className="button button--primary" disabled={sending || !sendable}>
            {sending ? words.forms.sending : buttonLabel}
          </button>
          <NeedsScript delivery={delivery} />
          {FORMS_DELIVER && <DeliveryError message={error} retry={retry} />}
          {FORMS_DELIVER && <PrivacyNote delivery={delivery} form="newsletter" />}
        </form>
      )}
      <div role="status" className="newsletter__status">
        {subscribed && <p className="form-success">{successMessage}</p>}
      </div>
    </div>
  )
}
