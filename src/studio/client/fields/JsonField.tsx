import { useState } from 'react'
import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/** A value of no known type, edited as JSON. */
export function JsonField({ value, set, control, ...frame }: LeafFieldProps) {
  const [text, setText] = useState(JSON.stringify(value, null, 2))
  return (
    <FieldFrame {...frame}>
      <textarea
        {...control}
        rows={4}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          try {
            set(JSON.parse(e.target.value))
          } catch {
            // Kept as typed until it reads as JSON.
          }
        }}
      />
    </FieldFrame>
  )
}
