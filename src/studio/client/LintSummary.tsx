import type { Diagnostic } from '../../content/diagnostic.ts'
import { counted } from '../../lib/counted.ts'
import type { OtherDiagnostic } from '../lint-scope.ts'
import { goToField } from './go-to-field.ts'
import { lintCounts } from './lint-counts.ts'
import { labelAtPath } from './schema-tools.ts'
import type { JsonSchema } from './studio-client.ts'

/**
 * The lint's summary for the open file: its own problems (each a button to its field), the problems the edit causes
 * in other pages and entries (they stop the save too) and the problems others already had on disk (they do not).
 * Pages and entries are named by their labels; a file's path and line stay in the link's title, for developers.
 */
export function LintSummary({
  own,
  others,
  schema,
  data,
  label,
  labelOf,
  onRemove,
}: {
  own: Diagnostic[]
  others: OtherDiagnostic[]
  schema: JsonSchema
  data: unknown
  /** The open file as the editor knows it ("Home"). */
  label: string
  /** Another file as the editor knows it. */
  labelOf: (file: string) => string
  /** Takes the value at a path out of the data: a field the form has none for (an unknown property). */
  onRemove?: (path: (string | number)[]) => void
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
        {lintCounts({
          label,
          problems: errors,
          warnings: own.length - errors,
          causedProblems: causedErrors,
          causedWarnings: caused.length - causedErrors,
        })}
      </h3>
      {own.length > 0 && (
        <ul>
          {own.map((d, i) => (
            <li key={i} className={d.severity}>
              <button type="button" className="link" onClick={() => goToField(d.path)}>
                {d.path ? labelAtPath(schema, data, d.path) : label}
              </button>
              : {d.message}
              {/* A key the form has no field for cannot be fixed in it: it can be taken out. */}
              {d.code === 'unknown-property' && onRemove && (
                <>
                  {' '}
                  <button type="button" className="link" onClick={() => onRemove(pathSegments(d.path))}>
                    Remove “{pathSegments(d.path).at(-1)}”
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {caused.length > 0 && (
        <>
          <h4>Elsewhere, because of this edit</h4>
          <OtherList list={caused} labelOf={labelOf} />
        </>
      )}
      {existing.length > 0 && (
        <>
          <h4>Already there before this edit (these do not stop this save)</h4>
          <OtherList list={existing} labelOf={labelOf} />
        </>
      )}
    </section>
  )
}

function OtherList({ list, labelOf }: { list: OtherDiagnostic[]; labelOf: (file: string) => string }) {
  return (
    <ul>
      {list.map((d, i) => (
        <li key={i} className={d.severity}>
          <a
            href={`/_studio?file=${encodeURIComponent(d.file)}${d.path ? `&field=${encodeURIComponent(d.path)}` : ''}`}
            title={`${d.file}:${d.line}:${d.col}`}
            target="_blank"
            rel="noopener"
          >
            {labelOf(d.file)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          : {d.severity === 'warning' ? 'warning: ' : ''}
          {d.message}
          {d.more ? ` (and ${counted(d.more, 'more problem')} there)` : ''}
        </li>
      ))}
    </ul>
  )
}

/** `sections[0].subheading` → ['sections', 0, 'subheading']. */
export function pathSegments(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!))
}
