import { useRef } from 'react'
import { MarkdownPreview } from '../MarkdownPreview.tsx'
import type { LeafFieldProps } from './field-props.ts'
import { Help } from './Help.tsx'
import { markdownEdit, type MarkdownAction } from './markdown-edit.ts'

const ACTIONS: { action: MarkdownAction; label: string; keys?: string }[] = [
  { action: 'bold', label: 'Bold', keys: 'Control+B' },
  { action: 'italic', label: 'Italic', keys: 'Control+I' },
  { action: 'link', label: 'Link', keys: 'Control+K' },
  { action: 'list', label: 'Bullet list' },
  { action: 'heading', label: 'Subheading' },
]

/** A Markdown text with a small toolbar (bold, italic, link, list, subheading; Ctrl+B/I/K) beside its rendering. */
export function MarkdownField({ id, label, help, value, set, control, problems }: LeafFieldProps) {
  const text = String(value ?? '')
  const area = useRef<HTMLTextAreaElement>(null)
  const apply = (action: MarkdownAction) => {
    const el = area.current
    if (!el) return
    let href: string | undefined
    if (action === 'link') {
      href = window.prompt('Link to (a page of the site such as /contact, or an https:// address):', '/') ?? undefined
      if (!href) return
    }
    const next = markdownEdit(text, el.selectionStart, el.selectionEnd, action, href)
    set(next.text)
    requestAnimationFrame(() => {
      el.focus()
      el.setSelectionRange(next.start, next.end)
    })
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="md-toolbar" role="toolbar" aria-label={`${label}: formatting`} aria-controls={id}>
        {ACTIONS.map((a) => (
          <button key={a.action} type="button" onClick={() => apply(a.action)} aria-keyshortcuts={a.keys}>
            {a.label}
          </button>
        ))}
      </div>
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
