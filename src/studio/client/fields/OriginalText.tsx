import type { Path } from './field-props.ts'
import { getAt } from './get-at.ts'
import type { TranslationView } from '../translation-view.ts'

/**
 * Beside a field of a translation: the original's text there, read-only ("English: …"), whether the field says the
 * same (not translated yet: the original shows), and whether the original changed since it was translated.
 */
export function OriginalText({
  id,
  path,
  value,
  view,
}: {
  id: string
  path: Path
  value: unknown
  view: TranslationView
}) {
  const original = getAt(view.original, path)
  if (original === undefined || original === null || original === '') return null
  const text = Array.isArray(original) ? original.join(', ') : String(original)
  const place = path.join('.')
  const same = value === undefined || value === '' || JSON.stringify(value) === JSON.stringify(original)
  return (
    <div className="original-text" id={id}>
      <p>
        <span className="original-text__lang">{view.from}:</span> {text}
      </p>
      {view.checked.has(place) && view.stale.has(place) ? (
        <p className="original-text__note">Checked: still right for the new {view.from}, recorded when you save.</p>
      ) : view.stale.has(place) ? (
        <div className="original-text__note stale">
          The {view.from} changed since this was translated: change the translation, or, if it still says the same,{' '}
          <button type="button" className="link" onClick={() => view.check(place)}>
            mark it as still right
          </button>
          .
        </div>
      ) : same ? (
        <p className="original-text__note">Not translated yet: the page shows the {view.from}.</p>
      ) : null}
    </div>
  )
}
