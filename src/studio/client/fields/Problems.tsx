import { pathText } from '../schema-tools.ts'
import { useStudio } from '../studio-context.ts'
import type { Path } from './field-props.ts'

/**
 * The lint's messages for the value at `path`, under the id its control names in aria-describedby, each named by
 * the field's label ("Heading: must not be empty"); the severity shows as a mark and is read after the message.
 */
export function Problems({ path, id, label }: { path: Path; id: string; label?: string | undefined }) {
  const list = useStudio().problems.get(pathText(path)) ?? []
  return (
    <ul id={id} className="problems">
      {list.map((d, i) => (
        <li key={i} className={d.severity}>
          {label ? `${label}: ` : ''}
          {d.message}
          {d.hint ? ` (${d.hint})` : ''}
          <span className="sr-only">{d.severity === 'error' ? ', an error' : ', a warning'}</span>
        </li>
      ))}
    </ul>
  )
}
