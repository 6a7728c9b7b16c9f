import { useEffect, useRef } from 'react'
import { useWords } from '../ui/words/use-words.ts'

/**
 * Under a form whose submission did not arrive: the message and a Retry button, which submits the form again with
 * what it holds now (the browser's checks included). Focus moves to Retry, since the disabled submit button lost it.
 */
export function DeliveryError({ message }: { message: string }) {
  const retry = useRef<HTMLButtonElement>(null)
  const words = useWords()

  useEffect(() => {
    if (message) retry.current?.focus()
  }, [message])

  if (!message) return null
  return (
    <div className="form-delivery-error">
      <p className="form-error" role="alert">
        {message}
      </p>
      <button
        ref={retry}
        type="button"
        className="button button--outline"
        onClick={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {words.forms.retry}
      </button>
    </div>
  )
}
