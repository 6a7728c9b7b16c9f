import { useEffect, useRef } from 'react'
import { useWords } from '../ui/words/use-words.ts'

/**
 * Under a form whose submission did not arrive: the message and, when sending the same again can work (`retry`), a
 * Retry button, which submits the form again with what it holds now (the browser's checks included). Focus moves to
 * Retry, or to the message when there is none (it says what to change), since the disabled submit button lost it.
 */
export function DeliveryError({ message, retry }: { message: string; retry: boolean }) {
  const button = useRef<HTMLButtonElement>(null)
  const said = useRef<HTMLParagraphElement>(null)
  const words = useWords()

  useEffect(() => {
    if (message) (button.current ?? said.current)?.focus()
  }, [message, retry])

  if (!message) return null
  return (
    <div className="form-delivery-error">
      <p ref={said} className="form-error" role="alert" tabIndex={-1}>
        {message}
      </p>
      {retry && (
        <button
          ref={button}
          type="button"
          className="button button--outline"
          onClick={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {words.forms.retry}
        </button>
      )}
    </div>
  )
}
