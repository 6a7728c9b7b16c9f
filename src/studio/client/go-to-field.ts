/** The form field a diagnostic's data path names (see fields/field-id.ts), opened and focused. */
export function goToField(path: string) {
  const id =
    'f-' +
    path
      .split(/[.[\]]+/)
      .filter(Boolean)
      .join('-')
      .replace(/[^\w-]/g, '_')
  const field = document.getElementById(id)
  if (!field) return
  for (let d = field.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  field.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' })
  field.focus({ preventScroll: true })
}
