import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/** A number (or integer) input; emptied, the value is unset, and the schema's default (shown as such) applies. */
export function NumberField({ value, set, control, fallback, ...frame }: LeafFieldProps & { fallback?: unknown }) {
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        type="number"
        value={value === undefined ? '' : String(value)}
        {...(typeof fallback === 'number' ? { placeholder: `${fallback} (default)` } : {})}
        onChange={(e) => set(e.target.value === '' ? '' : Number(e.target.value))}
      />
    </FieldFrame>
  )
}
