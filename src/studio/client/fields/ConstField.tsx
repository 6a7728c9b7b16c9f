import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/** A value the schema fixes (a section's type): shown, not edited. */
export function ConstField({ constant, ...frame }: LeafFieldProps & { constant: unknown }) {
  return (
    <FieldFrame {...frame}>
      <output id={frame.id}>{String(constant)}</output>
    </FieldFrame>
  )
}
