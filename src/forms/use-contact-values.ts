import { useCallback, useState, type ChangeEvent } from 'react'
import type { ContactValues } from './contact-rules.ts'
import { useDraft } from './use-draft.ts'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * The values of a contact form (home or contact page), kept as a draft under `form` for the session. The form
 * starts, and is cleared back to, empty fields with `firstService` chosen; a restored draft keeps its service only
 * when it is still one of `serviceOptions`.
 */
export function useContactValues(form: 'consultation' | 'contact', serviceOptions: string[], firstService: string) {
  const [values, setValues] = useState<ContactValues>(() => emptyValues(firstService))
  const listed = (service: string | undefined): service is string =>
    service !== undefined && serviceOptions.includes(service)
  const clearDraft = useDraft(form, values, (saved) =>
    setValues((v) => ({ ...v, ...saved, service: listed(saved.service) ? saved.service : v.service })),
  )

  function onChange(event: ChangeEvent<Control>) {
    const { name, value } = event.target
    setValues((v) => ({ ...v, [name]: value }))
  }

  // The same function while the first service is: a timer set up with it is not started again at every render.
  // With `sent` (what was sent), a field changed since keeps its new text: the clear never takes what was typed after.
  const clear = useCallback(
    (sent?: ContactValues) =>
      setValues((v) => {
        const empty = emptyValues(firstService)
        if (!sent) return empty
        const keys = Object.keys(empty) as (keyof ContactValues)[]
        return Object.fromEntries(keys.map((k) => [k, v[k] === sent[k] ? empty[k] : v[k]])) as ContactValues
      }),
    [firstService],
  )
  return { values, onChange, clear, clearDraft }
}

const emptyValues = (service: string): ContactValues => ({
  name: '',
  email: '',
  phone: '',
  company: '',
  service,
  message: '',
})
