import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/** A number (or integer) input; emptied, the value is unset. */
export function NumberField({ value, set, control, ...frame }: LeafFieldProps) {
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        type="number"
        value={value === undefined ? '' : String(value)}
        onChange={(e) => set(e.target.value === '' ? '' : Number(e.target.value))}
      />
    </FieldFrame>
  )
}
