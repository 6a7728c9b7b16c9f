import { useWords } from '../ui/words/use-words.ts'

/** The visual "required" star after a label; the control itself carries `required` for assistive technology. */
export function RequiredMark() {
  return (
    <span className="form-required" aria-hidden="true">
      {' '}
      *
    </span>
  )
}

/** The legend for the star, shown once above the fields of a form. */
export function RequiredNote() {
  const { before, heard, after } = useWords().forms.requiredNote
  return (
    <p className="form-note">
      {before}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{heard}</span>
      {after}
    </p>
  )
}
