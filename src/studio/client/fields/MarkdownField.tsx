import { useRef, useState } from 'react'
import { MarkdownPreview } from '../MarkdownPreview.tsx'
import type { LeafFieldProps } from './field-props.ts'
import { Help } from './Help.tsx'
import { LinkPicker } from './LinkPicker.tsx'
import { continueList, markdownEdit, type MarkdownAction, type MarkdownChange } from './markdown-edit.ts'

const ACTIONS: { action: MarkdownAction; label: string; keys?: string }[] = [
  { action: 'bold', label: 'Bold', keys: 'Control+B' },
  { action: 'italic', label: 'Italic', keys: 'Control+I' },
  { action: 'link', label: 'Link', keys: 'Control+K' },
  { action: 'list', label: 'Bullet list' },
  { action: 'numbered', label: 'Numbered list' },
  { action: 'quote', label: 'Quote' },
  { action: 'heading', label: 'Subheading' },
]

/**
 * Puts `next` in the text area as typing would: only the part that differs is replaced, through the browser's own
 * editing, so the browser's undo (Ctrl+Z in the text) takes the edit back as one step. Where the browser cannot
 * (no `execCommand`, as in jsdom) the value is set instead. Then shows `next`'s selection.
 */
function putText(el: HTMLTextAreaElement, next: MarkdownChange, set: (text: string) => void) {
  const old = el.value
  let head = 0
  while (head < old.length && head < next.text.length && old[head] === next.text[head]) head++
  let tail = 0
  while (
    tail < old.length - head &&
    tail < next.text.length - head &&
    old[old.length - 1 - tail] === next.text[next.text.length - 1 - tail]
  )
    tail++
  const insert = next.text.slice(head, next.text.length - tail)
  el.focus()
  el.setSelectionRange(head, old.length - tail)
  let done: boolean
  try {
    done = document.execCommand(insert ? 'insertText' : 'delete', false, insert) && el.value === next.text
  } catch {
    done = false
  }
  if (done) return el.setSelectionRange(next.start, next.end)
  set(next.text)
  requestAnimationFrame(() => {
    el.focus()
    el.setSelectionRange(next.start, next.end)
  })
}

/**
 * A Markdown text with a small toolbar (bold, italic, link, lists, quote, subheading; Ctrl+B/I/K) beside its
 * rendering. A link asks where it goes with the link fields' route picker; the text keeps its selection meanwhile,
 * and gets the focus back when the picker closes. Enter in a list item or a quote begins the next one, and ends the
 * list on an empty one.
 */
export function MarkdownField({ id, label, help, required, value, set, control, problems }: LeafFieldProps) {
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
    const el = area.current
    if (el) putText(el, markdownEdit(el.value, start, end, action, href), set)
  }
  const apply = (action: MarkdownAction) => {
    const el = area.current
    if (!el) return
    if (action === 'link') setLinking({ start: el.selectionStart, end: el.selectionEnd })
    else edit(action, el.selectionStart, el.selectionEnd)
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
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
            const el = e.currentTarget
            if (e.key === 'Enter' && !(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.nativeEvent.isComposing)) {
              const next = continueList(el.value, el.selectionStart, el.selectionEnd)
              if (!next) return
              e.preventDefault()
              return putText(el, next, set)
            }
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
