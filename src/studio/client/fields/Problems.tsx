import { pathText } from '../schema-tools.ts'
import { useStudio } from '../studio-context.ts'
import type { Path } from './field-props.ts'

/** The lint's messages for the value at `path`, under the id its control names in aria-describedby. */
export function Problems({ path, id }: { path: Path; id: string }) {
  const list = useStudio().problems.get(pathText(path)) ?? []
  return (
    <ul id={id} className="problems">
      {list.map((d, i) => (
        <li key={i} className={d.severity}>
          {d.severity === 'error' ? 'Error' : 'Warning'}: {d.message}
          {d.hint ? ` (${d.hint})` : ''}
        </li>
      ))}
    </ul>
  )
}
