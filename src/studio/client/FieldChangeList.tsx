import { useState } from 'react'
import { DiffLines } from './DiffLines.tsx'
import type { FieldChange } from './field-changes.ts'
import { textDiff } from './text-diff.ts'

/**
 * What a version or a proposal changed in one file, field by field in the form's words ("Hero › Heading: A → B"),
 * with its raw lines on demand.
 */
export function FieldChangeList({
  fields,
  label,
  lines,
}: {
  fields: FieldChange[]
  /** The file as the editor names it: "Home". */
  label: string
  /** The file's text before and after, for "Show the lines". */
  lines?: { before: string; after: string } | undefined
}) {
  const [raw, setRaw] = useState(false)
  return (
    <div className="field-changes">
      {fields.length ? (
        <ul aria-label={`Fields changed in ${label}`}>
          {fields.map((c, i) => (
            <li key={i}>
              <span className="field-changes__label">{c.label}</span>:{' '}
              {c.kind === 'changed' ? (
                <>
                  <del>{c.before}</del> → <ins>{c.after}</ins>
                </>
              ) : (
                <>
                  {c.kind}
                  {(c.after ?? c.before) && <> “{c.kind === 'added' ? <ins>{c.after}</ins> : <del>{c.before}</del>}”</>}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>No field changed: only comments or the layout of the file.</p>
      )}
      {lines && (
        <>
          <button type="button" aria-expanded={raw} onClick={() => setRaw(!raw)}>
            {raw ? 'Hide the lines' : 'Show the lines'}
          </button>
          {raw && <DiffLines lines={textDiff(lines.before, lines.after)} label={`Lines changed in ${label}`} />}
        </>
      )}
    </div>
  )
}
