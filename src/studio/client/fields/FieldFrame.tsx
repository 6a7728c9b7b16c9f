import type { ReactNode } from 'react'
import type { LeafFieldProps } from './field-props.ts'
import { Help } from './Help.tsx'

type Props = Pick<LeafFieldProps, 'id' | 'label' | 'help' | 'required' | 'problems'> & { children: ReactNode }

/** A field's label (starred when required), its control, help and problems. */
export function FieldFrame({ id, label, help, required, problems, children }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {help && <Help id={id}>{help}</Help>}
      {problems}
    </div>
  )
}
