import type { LeafFieldProps } from './field-props.ts'

/** What a value that is not text reads as in a translation's form. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(none)'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.map(shown).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * A field of a translation that is not text (an image's file, a date, a number, a link, a choice, a yes/no): the
 * original's value, as text, not editable: every language shows the original's.
 */
export function InheritedField({
  id,
  label,
  value,
  from,
}: Pick<LeafFieldProps, 'id' | 'label' | 'value'> & { from: string }) {
  return (
    <div className="field inherited" id={id} tabIndex={-1}>
      <span className="inherited__label">{label}</span>
      <span className="inherited__value">{shown(value)}</span>
      <span className="inherited__note">Written once, in the {from} page</span>
    </div>
  )
}
