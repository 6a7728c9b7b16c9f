import { ICON_PATHS } from '../../ui/icon-paths.ts'

const paths: Record<string, string> = ICON_PATHS

type Props = {
  id: string
  label: string
  names: string[]
  value: string
  onChange: (v: string) => void
  describedBy?: string
}

/** A radio group of the line icons, each drawn as the site draws it. */
export function IconPicker({ id, label, names, value, onChange, describedBy }: Props) {
  return (
    <fieldset className="icon-picker" aria-describedby={describedBy}>
      <legend>{label}</legend>
      {names.map((name) => (
        <label key={name} className="icon-choice" title={name}>
          <input type="radio" name={id} value={name} checked={value === name} onChange={() => onChange(name)} />
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d={paths[name] ?? ''}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{name}</span>
        </label>
      ))}
    </fieldset>
  )
}
