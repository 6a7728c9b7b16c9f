import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { NeedsScript, useSendable } from './NeedsScript.tsx'
import { useNavigate } from 'react-router-dom'
import { DeliveryError } from './DeliveryError.tsx'
import { DeliveryFields } from './DeliveryFields.tsx'
import { formAttributes } from './form-attributes.ts'
import { linkedinProblem } from './linkedin-rule.ts'
import { Options } from './Options.tsx'
import { PrivacyNote } from './PrivacyNote.tsx'
import { TALENT_POOL_DAYS } from './retention-days.ts'
import { RequiredMark, RequiredNote } from './RequiredMark.tsx'
import { checkResume, DEFAULT_MAX_RESUME_MB, RESUME_ACCEPT, resumeProblem } from './resume-rules.ts'
import { useDelivery } from './use-delivery.ts'
import { useDraft } from './use-draft.ts'
import { FORMS_DELIVER } from './forms-deliver.ts'
import { useWords } from '../ui/words/use-words.ts'
import { useFieldMessages } from './use-field-messages.ts'

type Props = {
  jobTitle: string
  /** Keys the draft, so each job keeps its own; defaults to the title. */
  jobId?: string
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

/**
 * The job application: browser validation, an https-only LinkedIn address and a resume that must be a PDF (by its
 * bytes) within the size limit. A submit is logged or delivered, then alerted and leaves for `afterSubmit`.
 */
export function ApplicationForm({
  jobTitle,
  jobId,
  formHeading,
  submitLabel,
  experienceOptions,
  sourceOptions,
  successAlert,
  afterSubmit,
}: Props) {
  const fieldMessages = useFieldMessages()
  const id = useId()
  const navigate = useNavigate()
  const words = useWords()
  const say = words.forms.application
  const { delivery, settings, sending, error, retry, submit } = useDelivery('application', 'application')
  const sendable = useSendable(delivery)
  const maxResumeMb = settings.maxResumeMb ?? DEFAULT_MAX_RESUME_MB
  const [values, setValues] = useState<Values>(EMPTY)
  const [resume, setResume] = useState<File | undefined>(undefined)
  const [resumeError, setResumeError] = useState('')
  const [linkedinChecked, setLinkedinChecked] = useState(false)
  // The talent pool is a consent of its own, asked each time: never ticked for the visitor, never kept in the draft.
  const [talentPool, setTalentPool] = useState(false)
  const linkedinInput = useRef<HTMLInputElement>(null)
  /** The content check of the file picked last; a submit waits for it. */
  const resumeCheck = useRef<Promise<void> | undefined>(undefined)
  const clearDraft = useDraft(`application:${jobId ?? jobTitle}`, values, (saved) => {
    const listed = (value: string | undefined, options: string[]) => value === '' || options.includes(value ?? '')
    setValues((v) => ({
      ...v,
      ...saved,
      yearsOfExperience: listed(saved.yearsOfExperience, experienceOptions)
        ? saved.yearsOfExperience!
        : v.yearsOfExperience,
      hearAboutUs: listed(saved.hearAboutUs, sourceOptions) ? saved.hearAboutUs! : v.hearAboutUs,
    }))
  })

  const linkedinError = linkedinProblem(values.linkedin, words.forms.linkedinHttps)
  // The browser blocks the submit with the same words as the message under the field.
  useEffect(() => linkedinInput.current?.setCustomValidity(linkedinError), [linkedinError])
  const showLinkedinError = linkedinChecked && Boolean(linkedinError)

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const { name, value } = event.target
    setValues((v) => ({ ...v, [name]: value }))
  }

  // `accept` only filters the file dialog: the type, size and content are checked here, keeping the other values.
  function onResume(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target
    const file = input.files?.[0]
    const show = (message: string) => {
      input.setCustomValidity(message)
      setResumeError(message)
      setResume(file && !message ? file : undefined)
    }
    const quick = file ? resumeProblem(file, maxResumeMb, words.forms.resume) : ''
    show(quick)
    if (!file || quick) {
      resumeCheck.current = undefined
      return
    }
    const check = checkResume(file, maxResumeMb, words.forms.resume).then((message) => {
      if (resumeCheck.current !== check) return // another file was picked meanwhile
      resumeCheck.current = undefined
      if (message) show(message)
    })
    resumeCheck.current = check
  }

  // The browser only fires submit once required fields, e-mail, URL and the resume checks pass.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (resumeCheck.current) {
      // The content check of a file just picked is still reading: submit again once it has its answer.
      void resumeCheck.current.then(() => form.requestSubmit())
      return
    }
    const fields = { job: jobTitle, ...values }
    // The site's own server also keeps which job (by its id) and the talent-pool consent.
    const server: Record<string, string> =
      delivery.mode === 'server' ? { jobId: jobId ?? '', talentPool: talentPool ? 'yes' : 'no' } : {}
    submit(form, {
      fields: { ...fields, ...server },
      ...(resume ? { file: { name: 'resume', file: resume } } : {}),
      logged: { ...fields, resume: resume?.name ?? '' },
      onSuccess: () => {
        clearDraft()
        setTalentPool(false)
        window.alert(successAlert)
        navigate(afterSubmit)
      },
    })
  }

  const field = (name: keyof Values) => ({ id: `${id}-${name}`, name, value: values[name], onChange })
  const label = (name: string, text: string, required = false) => (
    <label htmlFor={`${id}-${name}`}>
      {text}
      {required && <RequiredMark />}
    </label>
  )

  return (
    <form
      ref={fieldMessages}
      data-pagefind-ignore=""
      className="form form--card application-form"
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      {...formAttributes(delivery, 'application', true)}
    >
      <h2 className="form-heading" id={`${id}-heading`}>
        {formHeading}
      </h2>
      <RequiredNote />
      {FORMS_DELIVER && <DeliveryFields delivery={delivery} form="application" />}
      {delivery.mode !== 'local' && <input type="hidden" name="job" value={jobTitle} />}
      {delivery.mode === 'server' && jobId && <input type="hidden" name="jobId" value={jobId} />}
      <div className="form-grid">
        <div className="form-field">
          {label('firstName', say.firstName, true)}
          <input type="text" autoComplete="given-name" required {...field('firstName')} />
        </div>
        <div className="form-field">
          {label('lastName', say.lastName, true)}
          <input type="text" autoComplete="family-name" required {...field('lastName')} />
        </div>
        <div className="form-field">
          {label('email', say.email, true)}
          <input type="email" autoComplete="email" required {...field('email')} />
        </div>
        <div className="form-field">
          {label('phone', say.phone)}
          <input type="tel" autoComplete="tel" {...field('phone')} />
        </div>
        <div className="form-field form-field--wide">
          {label('linkedin', say.linkedin)}
          <input
            type="url"
            placeholder={say.linkedinPlaceholder}
            ref={linkedinInput}
            // Shown from the first submit attempt on, not on blur: a message appearing as the field loses focus to
            // the submit button would push the button away between the press and the release of that very click.
            onInvalid={() => setLinkedinChecked(true)}
            aria-invalid={showLinkedinError ? true : undefined}
            aria-describedby={showLinkedinError ? `${id}-linkedin-error` : undefined}
            {...field('linkedin')}
          />
          {showLinkedinError && (
            <p className="form-error" id={`${id}-linkedin-error`}>
              {linkedinError}
            </p>
          )}
        </div>
        <div className="form-field form-field--wide">
          {label('resume', say.resume, true)}
          <input
            id={`${id}-resume`}
            type="file"
            name="resume"
            accept={RESUME_ACCEPT}
            required
            onChange={onResume}
            aria-invalid={resumeError ? true : undefined}
            aria-describedby={resumeError ? `${id}-resume-error` : `${id}-resume-hint`}
          />
          <p className="form-hint" id={`${id}-resume-hint`}>
            {say.resumeHint(maxResumeMb)}
          </p>
          {resumeError && (
            <p className="form-error" id={`${id}-resume-error`} role="alert">
              {resumeError}
            </p>
          )}
        </div>
        <div className="form-field form-field--wide">
          {label('coverLetter', say.coverLetter)}
          <textarea rows={4} {...field('coverLetter')} />
        </div>
        <div className="form-field form-field--wide">
          {label('yearsOfExperience', say.experience)}
          <select {...field('yearsOfExperience')}>
            <option value="">{words.forms.chooseOne}</option>
            <Options values={experienceOptions} />
          </select>
        </div>
        <div className="form-field form-field--wide">
          {label('hearAboutUs', say.hearAboutUs)}
          <select {...field('hearAboutUs')}>
            <option value="">{words.forms.chooseOne}</option>
            <Options values={sourceOptions} />
          </select>
        </div>
        {delivery.mode === 'server' && (
          <div className="form-check form-field--wide">
            <input
              id={`${id}-talentPool`}
              type="checkbox"
              name="talentPool"
              value="yes"
              checked={talentPool}
              onChange={(event) => setTalentPool(event.target.checked)}
            />
            <label htmlFor={`${id}-talentPool`}>{say.talentPool(TALENT_POOL_DAYS / 365)}</label>
          </div>
        )}
      </div>
      <button
        type="submit"
        className="button button--primary form-submit form-submit--full"
        disabled={sending || !sendable}
      >
        {sending ? words.forms.sending : submitLabel}
      </button>
      <NeedsScript delivery={delivery} />
      {FORMS_DELIVER && <DeliveryError message={error} retry={retry} />}
      {FORMS_DELIVER && <PrivacyNote delivery={delivery} form="application" />}
    </form>
  )
}
