import { useState } from 'react'
import { stringify } from 'yaml'
import { timeOf } from './changed-fields.ts'
import { labelAtPath, pathText } from './schema-tools.ts'
import type { JsonSchema } from './studio-client.ts'
import type { Conflict } from './use-save.ts'

type Props = {
  conflict: Conflict
  schema: JsonSchema
  /** Saves with the value chosen at each place, in the order of `conflict.conflicts`. */
  onSettle: (values: unknown[]) => void
}

type Choice = 'theirs' | 'mine' | 'edit'

/** A value as the person reads it: text as it is, a removed field or item said so, a group of fields as lines. */
const shown = (value: unknown) =>
  value === undefined ? '(removed)' : typeof value === 'string' ? value || '(empty)' : stringify(value).trimEnd()

/** Whether a value can be written in a text box (then "Write it myself" is offered). */
const writable = (value: unknown) => value === undefined || typeof value === 'string' || typeof value === 'number'

/**
 * A save that changed the same field as someone who saved since the file was opened (everything else was merged):
 * at each such field, their value (who, when) and mine, to keep either or write another, then save.
 */
export function ConflictPanel({ conflict, schema, onSettle }: Props) {
  const [choices, setChoices] = useState<Choice[]>(() => conflict.conflicts.map(() => 'mine'))
  const [edits, setEdits] = useState<string[]>(() =>
    conflict.conflicts.map((c) => (typeof c.mine === 'string' || typeof c.mine === 'number' ? String(c.mine) : '')),
  )
  const { by } = conflict
  const theirs = by.name ? `${by.name}’s, saved at ${timeOf(by)}` : `Saved elsewhere at ${timeOf(by)}`
  const value = (k: number) => {
    const c = conflict.conflicts[k]!
    if (choices[k] === 'theirs') return c.theirs
    if (choices[k] === 'mine') return c.mine
    return typeof c.mine === 'number' || typeof c.theirs === 'number' ? Number(edits[k]) : edits[k]
  }
  return (
    <section className="conflict" role="alert" aria-labelledby="conflict-h">
      <h3 id="conflict-h" tabIndex={-1}>
        {conflict.message}
      </h3>
      <p>Everything else you both changed is kept. Nothing is saved until you choose.</p>
      {conflict.conflicts.map((c, k) => {
        const label = labelAtPath(schema, conflict.merged, pathText(c.path))
        const set = (choice: Choice) => setChoices((all) => all.map((x, i) => (i === k ? choice : x)))
        return (
          <fieldset key={pathText(c.path)} className="conflict__place">
            <legend>{label}</legend>
            <div className="conflict__sides">
              <div>
                <p>
                  <strong>{theirs}</strong>
                </p>
                <pre>{shown(c.theirs)}</pre>
              </div>
              <div>
                <p>
                  <strong>Yours</strong>
                </p>
                <pre>{shown(c.mine)}</pre>
              </div>
            </div>
            <label className="conflict__choice">
              <input type="radio" name={`keep-${k}`} checked={choices[k] === 'theirs'} onChange={() => set('theirs')} />{' '}
              {by.name ? `Keep ${by.name}’s` : 'Keep the one saved elsewhere'}
            </label>
            <label className="conflict__choice">
              <input type="radio" name={`keep-${k}`} checked={choices[k] === 'mine'} onChange={() => set('mine')} />{' '}
              Keep mine
            </label>
            {writable(c.theirs) && writable(c.mine) && (
              <label className="conflict__choice">
                <input type="radio" name={`keep-${k}`} checked={choices[k] === 'edit'} onChange={() => set('edit')} />{' '}
                Write it myself
              </label>
            )}
            {choices[k] === 'edit' && (
              <label className="conflict__edit">
                {label}, as I write it
                <textarea
                  rows={3}
                  value={edits[k]}
                  onChange={(e) => setEdits((all) => all.map((x, i) => (i === k ? e.target.value : x)))}
                />
              </label>
            )}
          </fieldset>
        )
      })}
      <button type="button" className="primary" onClick={() => onSettle(conflict.conflicts.map((_, k) => value(k)))}>
        Save with these choices
      </button>
    </section>
  )
}
