import { IconPicker } from '../IconPicker.tsx'
import type { LeafFieldProps } from './field-props.ts'
import { Help } from './Help.tsx'

/** An icon picked from the drawn icons (the group's legend is its label). */
export function IconField({
  id,
  label,
  help,
  value,
  set,
  control,
  problems,
  names,
}: LeafFieldProps & { names: string[] }) {
  return (
    <div className="field">
      <IconPicker
        id={id}
        label={label}
        names={names}
        value={String(value ?? '')}
        onChange={set}
        describedBy={control['aria-describedby']}
      />
      {help && <Help id={id}>{help}</Help>}
      {problems}
    </div>
  )
}
