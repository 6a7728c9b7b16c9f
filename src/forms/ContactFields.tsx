import type { ChangeEvent, FocusEvent } from 'react'
import { CHECKED_FIELDS, type CheckedField, type ContactField } from './contact-rules.ts'
import { Options } from './Options.tsx'
import { RequiredMark } from './RequiredMark.tsx'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What a form hands the control of one field: its name, value and handlers. */
export type ContactBinding = {
  name: ContactField
  value: string
  onChange: (event: ChangeEvent<Control>) => void
  onBlur?: (event: FocusEvent<Control>) => void
  ref?: (element: Control | null) => void
}

type Props = {
  /** Prefix of the controls' ids: `${id}-name`, `${id}-email`… */
  id: string
  labels: Record<ContactField, string>
  /** Fields the visitor must fill: their label gets the star, their control `required`. */
  required: readonly ContactField[]
  messageRows: number
  emailInputMode?: 'email'
  serviceOptions: string[]
  /** A first, disabled option with an empty value, chosen while no service is. */
  servicePlaceholder?: string
  bind: (field: ContactField) => ContactBinding
  /**
   * Custom validation: the message a visitor may see under a checked field (none until it is touched). Without it
   * the browser's own checks are the only ones.
   */
  errorOf?: (field: CheckedField) => string | undefined
}

const isChecked = (field: ContactField): field is CheckedField => CHECKED_FIELDS.some((checked) => checked === field)

/** The six fields of a contact request (spec §3), shared by the home and the contact-page forms. */
export function ContactFields(props: Props) {
  const { id, labels, required, messageRows, emailInputMode, serviceOptions, servicePlaceholder, bind, errorOf } = props
  const idOf = (field: ContactField) => `${id}-${field}`
  const error = (field: ContactField) => (errorOf && isChecked(field) ? errorOf(field) : undefined)

  // Key order is attribute order in the pre-rendered HTML. Each branch keeps the order its form had before the two
  // shared this component, so no page changed: browser checks; a checked field; the custom form's other fields.
  function control<T extends object>(field: ContactField, own: T) {
    const must = required.includes(field) || undefined
    if (!errorOf) return { ...own, required: must, id: idOf(field), ...bind(field) }
    if (!isChecked(field)) return { id: idOf(field), ...own, ...bind(field), required: must }
    const shown = error(field)
    return {
      ...own,
      ...bind(field),
      id: idOf(field),
      required: must,
      'aria-invalid': shown ? true : undefined,
      'aria-describedby': shown ? `${idOf(field)}-error` : undefined,
    }
  }

  const label = (field: ContactField) => (
    <label htmlFor={idOf(field)}>
      {labels[field]}
      {required.includes(field) && <RequiredMark />}
    </label>
  )

  const errorLine = (field: ContactField) => {
    const shown = error(field)
    return shown ? (
      <p className="form-error" id={`${idOf(field)}-error`}>
        {shown}
      </p>
    ) : null
  }

  return (
    <>
      <div className="form-field">
        {label('name')}
        <input {...control('name', { type: 'text', autoComplete: 'name' })} />
        {errorLine('name')}
      </div>
      <div className="form-field">
        {label('email')}
        <input {...control('email', { type: 'email', autoComplete: 'email', inputMode: emailInputMode })} />
        {errorLine('email')}
      </div>
      <div className="form-field">
        {label('phone')}
        <input {...control('phone', { type: 'tel', autoComplete: 'tel' })} />
      </div>
      <div className="form-field">
        {label('company')}
        <input {...control('company', { type: 'text', autoComplete: 'organization' })} />
      </div>
      <div className="form-field form-field--wide">
        {label('service')}
        <select {...control('service', {})}>
          {servicePlaceholder !== undefined && (
            <option value="" disabled>
              {servicePlaceholder}
            </option>
          )}
          <Options values={serviceOptions} />
        </select>
      </div>
      <div className="form-field form-field--wide">
        {label('message')}
        <textarea {...control('message', { rows: messageRows })} />
        {errorLine('message')}
      </div>
    </>
  )
}
