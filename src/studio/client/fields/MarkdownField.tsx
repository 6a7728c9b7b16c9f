import { MarkdownPreview } from '../MarkdownPreview.tsx'
import type { LeafFieldProps } from './field-props.ts'
import { Help } from './Help.tsx'

/** A Markdown text beside its rendering as the site shows it. */
export function MarkdownField({ id, label, help, value, set, control, problems }: LeafFieldProps) {
  const text = String(value ?? '')
  return (
    <div className="field">
      <label htmlFor={id}>{label} (Markdown)</label>
      <div className="markdown-field">
        <textarea {...control} rows={10} value={text} onChange={(e) => set(e.target.value)} />
        <MarkdownPreview source={text} label={`${label}, as shown`} />
      </div>
      {help && <Help id={id}>{help}</Help>}
      {problems}
    </div>
  )
}
