import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/**
 * A date, picked with the browser's date control and written YYYY-MM-DD whatever the editor's locale shows. The year
 * has four digits at most (`max`): a day typed in another order (31/12/2026) otherwise ran on into a year 22026.
 */
export function DateField({ value, set, control, ...frame }: LeafFieldProps) {
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        type="date"
        min="1900-01-01"
        max="9999-12-31"
        value={String(value ?? '')}
        onChange={(e) => set(e.target.value)}
      />
    </FieldFrame>
  )
}
