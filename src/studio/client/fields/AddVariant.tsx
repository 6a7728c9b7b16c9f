import { useId, useState } from 'react'
import type { variants } from '../schema-tools.ts'

type Props = {
  /** The list's label ("Sections"): the menu is "New section type". */
  label: string
  kinds: ReturnType<typeof variants>
  onAdd: (example: unknown) => void
}

/** The row that adds an item of a discriminated list (a section): its type from a menu, started from its example. */
export function AddVariant({ label, kinds, onAdd }: Props) {
  const [kind, setKind] = useState(kinds[0]?.tag ?? '')
  const selectId = useId()
  return (
    <div className="add-row">
      <label htmlFor={selectId}>New {label.toLowerCase().replace(/s$/, '')} type</label>
      <select id={selectId} value={kind} onChange={(e) => setKind(e.target.value)}>
        {kinds.map((k) => (
          <option key={k.tag} value={k.tag}>
            {k.title}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onAdd(kinds.find((k) => k.tag === kind)?.example)}>
        Add {(kinds.find((k) => k.tag === kind)?.title ?? kind).toLowerCase()}
      </button>
    </div>
  )
}
