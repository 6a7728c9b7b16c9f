import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { recordSubmission } from './record-submission.ts'
import { RequiredMark, RequiredNote } from './RequiredMark.tsx'
import { isPdf, RESUME_ACCEPT, RESUME_NOT_PDF } from './resume-rules.ts'
import { Options } from './Options.tsx'

type Props = {
  jobTitle: string
  formHeading: string
  submitLabel: string
  experienceOptions: string[]
  sourceOptions: string[]
  successAlert: string
  /** Internal path opened after the alert. */
  afterSubmit: string
}

type Values = {
  firstName: string
  lastName: string
  email: string
  phone: string
  linkedin: string
  coverLetter: string
  yearsOfExperience: string
  hearAboutUs: string
}

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  linkedin: '',
  coverLetter: '',
  yearsOfExperience: '',
  hearAboutUs: '',
}

/** The job application: browser validation, a PDF-only resume; a submit is logged, alerted and leaves for `afterSubmit`. */
export function ApplicationForm({
  jobTitle,
  formHeading,
  submitLabel,
  experienceOptions,
  sourceOptions,
  successAlert,
  afterSubmit,
}: Props) {
  const id = useId()
  const navigate = useNavigate()
  const [values, setValues] = useState<Values>(EMPTY)
  const [resumeName, setResumeName] = useState('')
  const [resumeError, setResumeError] = useState('')

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const { name, value } = event.target
    setValues((v) => ({ ...v, [name]: value }))
  }

  // `accept` only filters the file dialog; a file picked via "All files" is refused here, keeping the other values.
  function onResume(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target
    const file = input.files?.[0]
    const message = file && !isPdf(file) ? RESUME_NOT_PDF : ''
    input.setCustomValidity(message)
    setResumeError(message)
    setResumeName(file && !message ? file.name : '')
  }

  // The browser only fires submit once required fields, e-mail, URL and the resume check pass.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    recordSubmission('application', { job: jobTitle, ...values, resume: resumeName })
    window.alert(successAlert)
    navigate(afterSubmit)
  }

  const field = (name: keyof Values) => ({ id: `${id}-${name}`, name, value: values[name], onChange })
  const label = (name: string, text: string, required = false) => (
    <label htmlFor={`${id}-${name}`}>
      {text}
      {required && <RequiredMark />}
    </label>
  )

  return (
    <form className="form form--card application-form" onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h2 className="form-heading" id={`${id}-heading`}>
        {formHeading}
      </h2>
      <RequiredNote />
      <div className="form-grid">
        <div className="form-field">
          {label('firstName', 'First Name', true)}
          <input type="text" autoComplete="given-name" required {...field('firstName')} />
        </div>
        <div className="form-field">
          {label('lastName', 'Last Name', true)}
          <input type="text" autoComplete="family-name" required {...field('lastName')} />
        </div>
        <div className="form-field">
          {label('email', 'Email', true)}
          <input type="email" autoComplete="email" required {...field('email')} />
        </div>
        <div className="form-field">
          {label('phone', 'Phone')}
          <input type="tel" autoComplete="tel" {...field('phone')} />
        </div>
        <div className="form-field form-field--wide">
          {label('linkedin', 'LinkedIn Profile')}
          <input type="url" placeholder="https://www.linkedin.com/in/your-name" {...field('linkedin')} />
        </div>
        <div className="form-field form-field--wide">
          {label('resume', 'Resume (PDF)', true)}
          <input
            id={`${id}-resume`}
            type="file"
            name="resume"
            accept={RESUME_ACCEPT}
            required
            onChange={onResume}
            aria-invalid={resumeError ? true : undefined}
            aria-describedby={resumeError ? `${id}-resume-error` : undefined}
          />
          {resumeError && (
            <p className="form-error" id={`${id}-resume-error`} role="alert">
              {resumeError}
            </p>
          )}
        </div>
        <div className="form-field form-field--wide">
          {label('coverLetter', 'Cover Letter')}
          <textarea rows={4} {...field('coverLetter')} />
        </div>
        <div className="form-field form-field--wide">
          {label('yearsOfExperience', 'Years of Experience')}
          <select {...field('yearsOfExperience')}>
            <option value="">Choose one</option>
            <Options values={experienceOptions} />
          </select>
        </div>
        <div className="form-field form-field--wide">
          {label('hearAboutUs', 'How did you hear about us?')}
          <select {...field('hearAboutUs')}>
            <option value="">Choose one</option>
            <Options values={sourceOptions} />
          </select>
        </div>
      </div>
      <button type="submit" className="button button--primary form-submit form-submit--full">
        {submitLabel}
      </button>
    </form>
  )
}
