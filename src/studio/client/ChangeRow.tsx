import { useState } from 'react'
import { namesInWords } from '../api/names-in-words.ts'
import { translationLanguage } from '../api/translation-language.ts'
import { studio, type ChangeSummary } from './studio-client.ts'
import { DiffLines } from './DiffLines.tsx'
import { textDiff, type DiffLine } from './text-diff.ts'

/** One changed file in the Changes list: its name in editor words, what changed, its lines on demand, Discard. */
export function ChangeRow({
  change,
  onDiscarded,
  say,
}: {
  change: ChangeSummary
  /** The files put back: its own and its translations'. */
  onDiscarded: (files: string[]) => void
  say: (message: string) => void
}) {
  const [lines, setLines] = useState<DiffLine[]>()
  const toggle = async () => {
    if (lines) return setLines(undefined)
    try {
      const { before, after } = await studio.change(change.file)
      setLines(textDiff(before, after))
    } catch (e) {
      say((e as Error).message)
    }
  }
  // Its translations whose changes go with it, by language: " and its Spanish translation".
  const translations = change.translations ?? []
  const languages = namesInWords(translations.map(translationLanguage))
  const what = translations.length
    ? `${change.label} and its ${languages} translation${translations.length === 1 ? '' : 's'}`
    : change.label
  const discard = async () => {
    if (!window.confirm(`Discard every change to ${what} since the last publish? This cannot be undone.`)) return
    try {
      await studio.discardChange(change.file)
      say(`Changes to ${what} discarded`)
      onDiscarded([change.file, ...translations])
    } catch (e) {
      say((e as Error).message)
    }
  }
  return (
    <li className="change">
      <p>
        <strong>{change.label}</strong>
        {change.route && <span className="change__route"> {change.route}</span>}
        <span className="change__what">: {change.what}</span>
        {change.by && <span className="change__by"> (saved by {change.by}, theirs to publish)</span>}
        {change.also && (
          <span className="change__by">
            {' '}
            (also saved by {change.also.join(', ')}: publishing sends their changes too)
          </span>
        )}
      </p>
      <div className="change__tools">
        {change.text && change.status === 'modified' && (
          <button type="button" aria-expanded={lines !== undefined} onClick={() => void toggle()}>
            {lines ? 'Hide the lines' : 'Show the lines'}
          </button>
        )}
        {!change.by && (
          <button type="button" onClick={() => void discard()}>
            Discard…
          </button>
        )}
      </div>
      {lines && <DiffLines lines={lines} label={`Lines changed in ${change.label}`} />}
    </li>
  )
}
