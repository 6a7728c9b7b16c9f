import { useRef, useState } from 'react'
import { MarkdownPreview } from '../MarkdownPreview.tsx'
import type { LeafFieldProps } from './field-props.ts'
import { Help } from './Help.tsx'
import { LinkPicker } from './LinkPicker.tsx'
import { markdownEdit, type MarkdownAction } from './markdown-edit.ts'

const ACTIONS: { action: MarkdownAction; label: string; keys?: string }[] = [
  { action: 'bold', label: 'Bold', keys: 'Control+B' },
  { action: 'italic', label: 'Italic', keys: 'Control+I' },
  { action: 'link', label: 'Link', keys: 'Control+K' },
  { action: 'list', label: 'Bullet list' },
  { action: 'heading', label: 'Subheading' },
]

/**
 * A Markdown text with a small toolbar (bold, italic, link, list, subheading; Ctrl+B/I/K) beside its rendering. A
 * link asks where it goes with the link fields' route picker; the text keeps its selection meanwhile, and gets the
 * focus back when the picker closes.
 */
export function MarkdownField({ id, label, help, value, set, control, problems }: LeafFieldProps) {
  const text = String(value ?? '')
  const area = useRef<HTMLTextAreaElement>(null)
  // The selection a link is being made of, while the picker asks where it goes.
  const [linking, setLinking] = useState<{ start: number; end: number }>()
  const select = (start: number, end: number) =>
    requestAnimationFrame(() => {
      area.current?.focus()
      area.current?.setSelectionRange(start, end)
    })
  const edit = (action: MarkdownAction, start: number, end: number, href?: string) => {
    const next = markdownEdit(text, start, end, action, href)
    set(next.text)
    select(next.start, next.end)
  }
  const apply = (action: MarkdownAction) => {
    const el = area.current
    if (!el) return
    if (action === 'link') setLinking({ start: el.selectionStart, end: el.selectionEnd })
    else edit(action, el.selectionStart, el.selectionEnd)
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="md-toolbar" role="toolbar" aria-label={`${label}: formatting`} aria-controls={id}>
        {ACTIONS.map((a) => (
          <button
            key={a.action}
            type="button"
            onClick={() => apply(a.action)}
            aria-keyshortcuts={a.keys}
            aria-expanded={a.action === 'link' ? linking !== undefined : undefined}
          >
            {a.label}
          </button>
        ))}
      </div>
      {linking && (
        <LinkPicker
          id={`${id}-link`}
          onInsert={(href) => {
            setLinking(undefined)
            edit('link', linking.start, linking.end, href)
          }}
          onCancel={() => {
            setLinking(undefined)
            select(linking.start, linking.end)
          }}
        />
      )}
      <div className="markdown-field">
        <textarea
          {...control}
          ref={area}
          rows={10}
          value={text}
          onChange={(e) => set(e.target.value)}
          onKeyDown={(e) => {
            if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return
            const action = ({ b: 'bold', i: 'italic', k: 'link' } as const)[e.key.toLowerCase() as 'b' | 'i' | 'k']
            if (!action) return
            e.preventDefault()
            apply(action)
          }}
        />
        <MarkdownPreview source={text} label={`${label}, as shown`} />
      </div>
      {help && <Help id={id}>{help}</Help>}
      {problems}
    </div>
  )
}
