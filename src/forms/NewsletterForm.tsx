import { useId, useState, type FormEvent } from 'react'
import { recordSubmission } from './record-submission.ts'
import { useSessionFlag } from './use-session-flag.ts'

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
 * Newsletter signup: one required e-mail field checked by the browser. A submit is only logged, shows the thank-you
 * and clears the field; later page views in the same session show the thank-you instead of the form.
 */
export function NewsletterForm({ heading, text, buttonLabel, successMessage, idPrefix }: Props) {
  const generated = useId()
  const prefix = idPrefix ?? generated
  const [email, setEmail] = useState('')
  const [subscribed, subscribe] = useSessionFlag(NEWSLETTER_FLAG)
  const [justSubscribed, setJustSubscribed] = useState(false)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    recordSubmission('newsletter', { email: email.trim() })
    setEmail('')
    setJustSubscribed(true)
    subscribe()
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
          className="newsletter__form"
          onSubmit={onSubmit}
          aria-label={heading ? undefined : buttonLabel}
          aria-labelledby={heading ? `${prefix}-heading` : undefined}
        >
          <label htmlFor={`${prefix}-email`} className="newsletter__label">
            Email address
          </label>
          <input
            id={`${prefix}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="Enter your email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="button button--primary">
            {buttonLabel}
          </button>
        </form>
      )}
      <div role="status" className="newsletter__status">
        {subscribed && <p className="form-success">{successMessage}</p>}
      </div>
    </div>
  )
}
