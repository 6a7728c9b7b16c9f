import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/** A checkbox; an optional one unticked is removed from the data rather than written as false. */
export function BooleanField({ value, set, control, ...frame }: LeafFieldProps) {
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        type="checkbox"
        checked={value === true}
        onChange={(e) => set(e.target.checked ? true : frame.required ? false : undefined)}
      />
    </FieldFrame>
  )
}
