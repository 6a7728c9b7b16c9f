import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/** A date, picked with the browser's date control and written YYYY-MM-DD whatever the editor's locale shows. */
export function DateField({ value, set, control, ...frame }: LeafFieldProps) {
  return (
    <FieldFrame {...frame}>
      <input {...control} type="date" value={String(value ?? '')} onChange={(e) => set(e.target.value)} />
    </FieldFrame>
  )
}
