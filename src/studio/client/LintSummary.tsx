import type { Diagnostic } from '../../content/diagnostic.ts'
import type { OtherDiagnostic } from '../lint-scope.ts'
import { goToField } from './go-to-field.ts'
import { labelAtPath } from './schema-tools.ts'
import type { JsonSchema } from './studio-client.ts'

const where = (d: Diagnostic) => `${d.file}:${d.line}:${d.col}`

/**
 * The lint's summary for the open file: its own problems (each a button to its field), the problems the edit causes
 * in other files (they stop the save too) and the errors other files already had on disk (they do not).
 */
export function LintSummary({
  own,
  others,
  schema,
  data,
}: {
  own: Diagnostic[]
  others: OtherDiagnostic[]
  schema: JsonSchema
  data: unknown
}) {
  const errors = own.filter((d) => d.severity === 'error').length
  const caused = others.filter((d) => d.introduced)
  const causedErrors = caused.filter((d) => d.severity === 'error').length
  const existing = others.filter((d) => !d.introduced)
  if (!own.length && !others.length) return null
  const blocking = errors + causedErrors
  return (
    <section className={blocking ? 'summary' : 'summary summary--ok'} aria-labelledby="summary-h">
      <h3 id="summary-h" tabIndex={-1}>
        {errors} error(s), {own.length - errors} warning(s) in this file
        {caused.length
          ? `; ${causedErrors} error(s), ${caused.length - causedErrors} warning(s) it causes elsewhere`
          : ''}
        {blocking ? ': fix the errors to save' : ''}
      </h3>
      {own.length > 0 && (
        <ul>
          {own.map((d, i) => (
            <li key={i} className={d.severity}>
              <button type="button" className="link" onClick={() => goToField(d.path)}>
                {labelAtPath(schema, data, d.path)}
              </button>
              : {d.message}
            </li>
          ))}
        </ul>
      )}
      {caused.length > 0 && (
        <>
          <h4>In other files, because of this edit</h4>
          <OtherList list={caused} />
        </>
      )}
      {existing.length > 0 && (
        <>
          <h4>Already on disk before this edit (these do not stop this save)</h4>
          <OtherList list={existing} />
        </>
      )}
    </section>
  )
}

function OtherList({ list }: { list: OtherDiagnostic[] }) {
  return (
    <ul>
      {list.map((d, i) => (
        <li key={i} className={d.severity}>
          <a href={`/_studio?file=${encodeURIComponent(d.file)}`} target="_blank" rel="noopener">
            {where(d)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          : {d.severity === 'warning' ? 'warning: ' : ''}
          {d.message}
          {d.more ? ` (and ${d.more.toLocaleString('en-US')} more in ${d.file})` : ''}
        </li>
      ))}
    </ul>
  )
}
