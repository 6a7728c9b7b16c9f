import { useCallback, useEffect, useRef } from 'react'
import type { Words } from '../ui/words/words.ts'
import { useWords } from '../ui/words/use-words.ts'

type Say = Words['forms']['validity']
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The page's words for what the browser would say of `field` (empty: nothing of ours to say). */
function messageFor(field: Field, say: Say): string {
  const { validity } = field
  if (validity.valueMissing)
    return field.type === 'checkbox'
      ? say.checkbox
      : field.type === 'file'
        ? say.file
        : field instanceof HTMLSelectElement
          ? say.select
          : say.required
  if (validity.typeMismatch) return field.type === 'email' ? say.email : field.type === 'url' ? say.url : ''
  return ''
}

/**
 * A ref for a `<form>` whose fields the browser checks (required, type="email"): the browser's own message is in the
 * browser's language, so a Spanish page showed "Please fill out this field." to a visitor with an English browser.
 * When the browser refuses a field, the message is the page's words instead; a message the form's own check set (a
 * résumé, a LinkedIn address) is left as it is. The check itself stays the browser's.
 */
export function useFieldMessages(): (form: HTMLFormElement | null) => (() => void) | undefined {
  const say = useWords().forms.validity
  const latest = useRef(say)
  useEffect(() => {
    latest.current = say
  })
  return useCallback((form: HTMLFormElement | null) => {
    if (!form) return undefined
    const ours = new WeakSet<EventTarget>()
    const onInvalid = (event: Event) => {
      const field = event.target as Field
      if (!('setCustomValidity' in field)) return
      if (field.validity.customError && !ours.has(field)) return
      field.setCustomValidity('')
      ours.delete(field)
      const message = messageFor(field, latest.current)
      if (!message) return
      field.setCustomValidity(message)
      ours.add(field)
    }
    // Changed, the field is the browser's to check again (a message of ours would keep it refused).
    const onChange = (event: Event) => {
      if (!ours.has(event.target!)) return
      ;(event.target as Field).setCustomValidity('')
      ours.delete(event.target!)
    }
    form.addEventListener('invalid', onInvalid, true)
    form.addEventListener('input', onChange)
    form.addEventListener('change', onChange)
    return () => {
      form.removeEventListener('invalid', onInvalid, true)
      form.removeEventListener('input', onChange)
      form.removeEventListener('change', onChange)
    }
  }, [])
}
