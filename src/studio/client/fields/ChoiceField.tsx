import type { LeafFieldProps } from './field-props.ts'
import { FieldFrame } from './FieldFrame.tsx'

/** One of the values the schema lists, picked from a menu; an optional one may stay at its default. */
export function ChoiceField({ options, value, set, control, ...frame }: LeafFieldProps & { options: unknown[] }) {
  return (
    <FieldFrame {...frame}>
      <select
        {...control}
        value={String(value ?? '')}
        onChange={(e) => set(options.find((o) => String(o) === e.target.value) ?? e.target.value)}
      >
        {!frame.required && <option value="">(default)</option>}
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {String(o)}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
