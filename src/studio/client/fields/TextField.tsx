import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/** A line of text, or a box of several lines for a long text. */
export function TextField({ value, set, control, multiline, ...frame }: LeafFieldProps & { multiline: boolean }) {
  return (
    <FieldFrame {...frame}>
      {multiline ? (
        <textarea {...control} rows={3} value={String(value ?? '')} onChange={(e) => set(e.target.value)} />
      ) : (
        <input {...control} type="text" value={String(value ?? '')} onChange={(e) => set(e.target.value)} />
      )}
    </FieldFrame>
  )
}
