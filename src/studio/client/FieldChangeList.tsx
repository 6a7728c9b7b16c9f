import { useState } from 'react'
import { DiffLines } from './DiffLines.tsx'
import type { FieldChange } from './field-changes.ts'
import { textDiff, type DiffLine } from './text-diff.ts'

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
  /** The file's text before and after, fetched for "Show the lines" (a failure is the caller's to say). */
  lines?: (() => Promise<{ before: string; after: string }>) | undefined
}) {
  const [raw, setRaw] = useState<DiffLine[]>()
  const toggle = async () => {
    if (raw) return setRaw(undefined)
    const texts = await lines?.().catch(() => undefined)
    if (texts) setRaw(textDiff(texts.before, texts.after))
  }
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
          <button type="button" aria-expanded={!!raw} onClick={() => void toggle()}>
            {raw ? 'Hide the lines' : 'Show the lines'}
          </button>
          {raw && <DiffLines lines={raw} label={`Lines changed in ${label}`} />}
        </>
      )}
    </div>
  )
}
