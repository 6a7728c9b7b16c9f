import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/**
 * A checkbox; an optional one unticked is removed from the data rather than written as false. A required one the
 * data does not hold yet shows as neither ticked nor unticked (mixed), since unticked would say false.
 */
export function BooleanField({ value, set, control, ...frame }: LeafFieldProps) {
  const unset = frame.required && typeof value !== 'boolean'
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        type="checkbox"
        checked={value === true}
        ref={(el) => {
          if (el) el.indeterminate = unset
        }}
        onChange={(e) => set(e.target.checked ? true : frame.required ? false : undefined)}
      />
    </FieldFrame>
  )
}
