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
  return (
    <p className="form-note">
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with a star</span> are required.
    </p>
  )
}
