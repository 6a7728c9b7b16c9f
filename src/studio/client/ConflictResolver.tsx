import { useState } from 'react'
import type { FileConflict } from './studio-client.ts'

type Choice = 'theirs' | 'mine' | 'edit'

/** Each file's text with the editor's choice at every conflict: theirs, mine, or the lines they wrote. */
export function resolvedTexts(
  files: FileConflict[],
  choices: Record<string, Choice>,
  edits: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    files.map((f) => {
      const lines = f.segments.flatMap((s, i) => {
        if (s.same) return s.same
        const key = `${f.file}#${i}`
        const choice = choices[key] ?? 'mine'
        if (choice === 'edit') return (edits[key] ?? (s.mine ?? []).join('\n')).split('\n')
        return (choice === 'theirs' ? s.theirs : s.mine) ?? []
      })
      const text = lines.join('\n')
      return [f.file, text === '' ? '' : `${text.replace(/\n+$/, '')}\n`]
    }),
  )
}

/**
 * The same lines changed here and on the shared site: each place side by side (theirs, with who and when; mine),
 * with a choice of theirs, mine or an edited version. Nothing is written until the editor publishes the choices.
 */
export function ConflictResolver({
  files,
  labelOf,
  onPublish,
  onCancel,
}: {
  files: FileConflict[]
  labelOf: (file: string) => string
  onPublish: (resolutions: Record<string, string>) => void
  onCancel: () => void
}) {
  const [choices, setChoices] = useState<Record<string, Choice>>({})
  const [edits, setEdits] = useState<Record<string, string>>({})
  return (
    <section className="resolver" aria-labelledby="resolver-h">
      <h3 id="resolver-h" tabIndex={-1}>
        Someone else changed the same lines. Choose which version to keep.
      </h3>
      {files.map((f) => (
        <div key={f.file} className="resolver__file">
          <h4>{labelOf(f.file)}</h4>
          {f.theirsBy && (
            <p className="help">
              Their change: “{f.theirsBy.message}” by {f.theirsBy.name}, {new Date(f.theirsBy.date).toLocaleString()}
            </p>
          )}
          {f.segments.map((s, i) => {
            if (s.same) return null
            const key = `${f.file}#${i}`
            const choice = choices[key] ?? 'mine'
            const name = `choice-${key}`
            return (
              <fieldset key={key} className="resolver__place">
                <legend>Place {f.segments.slice(0, i + 1).filter((x) => !x.same).length}</legend>
                <div className="resolver__sides">
                  <div>
                    <p>
                      <strong>Theirs</strong>
                      {f.theirsBy ? ` (${f.theirsBy.name})` : ''}
                    </p>
                    <pre>{(s.theirs ?? []).join('\n') || '(no lines)'}</pre>
                  </div>
                  <div>
                    <p>
                      <strong>Mine</strong>
                    </p>
                    <pre>{(s.mine ?? []).join('\n') || '(no lines)'}</pre>
                  </div>
                </div>
                {(['theirs', 'mine', 'edit'] as const).map((c) => (
                  <label key={c} className="resolver__choice">
                    <input
                      type="radio"
                      name={name}
                      checked={choice === c}
                      onChange={() => setChoices((all) => ({ ...all, [key]: c }))}
                    />{' '}
                    {c === 'theirs' ? 'Keep theirs' : c === 'mine' ? 'Keep mine' : 'Write it myself'}
                  </label>
                ))}
                {choice === 'edit' && (
                  <label className="resolver__edit">
                    The lines to keep
                    <textarea
                      rows={Math.max(2, (s.mine ?? []).length + 1)}
                      value={edits[key] ?? (s.mine ?? []).join('\n')}
                      onChange={(e) => setEdits((all) => ({ ...all, [key]: e.target.value }))}
                    />
                  </label>
                )}
              </fieldset>
            )
          })}
        </div>
      ))}
      <div className="publish__buttons">
        <button type="button" className="primary" onClick={() => onPublish(resolvedTexts(files, choices, edits))}>
          Publish with these choices
        </button>
        <button type="button" onClick={onCancel}>
          Not now
        </button>
      </div>
    </section>
  )
}
