import { useEffect, useRef, useState } from 'react'
import { useStudio } from '../studio-context.ts'
import { RouteInput } from './RouteInput.tsx'

type Props = {
  /** Prefix of the ids inside. */
  id: string
  /** The address chosen: a page of the site or an https:// address. */
  onInsert: (href: string) => void
  /** Closed without a link (Cancel or Escape). */
  onCancel: () => void
}

/**
 * Where a Markdown link goes: the route picker of the link fields (the site's pages, or any https:// address), with
 * Add link and Cancel. It takes the focus when it opens; Enter adds the link, Escape closes it.
 */
export function LinkPicker({ id, onInsert, onCancel }: Props) {
  const { routes } = useStudio()
  const [href, setHref] = useState('')
  const [problem, setProblem] = useState('')
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const insert = () => {
    const to = href.trim()
    if (!to) return setProblem('Choose a page from the list or write an address first.')
    onInsert(to)
  }
  return (
    <div
      className="link-picker"
      role="group"
      aria-labelledby={`${id}-title`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.preventDefault()
        e.stopPropagation()
        onCancel()
      }}
    >
      <p id={`${id}-title`} className="link-picker__title">
        Add a link
      </p>
      <label htmlFor={`${id}-to`}>Link to</label>
      <RouteInput
        ref={input}
        id={`${id}-to`}
        value={href}
        options={routes}
        onValue={(v) => (setHref(v), setProblem(''))}
        placeholder="/contact"
        aria-describedby={`${id}-to-help${problem ? ` ${id}-to-problem` : ''}`}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return
          e.preventDefault()
          insert()
        }}
      />
      <p id={`${id}-to-help`} className="help">
        Pick a page from the list or write an https:// address. Escape closes this without a link.
      </p>
      {problem && (
        <p id={`${id}-to-problem`} className="link-picker__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="link-picker__buttons">
        <button type="button" className="primary" onClick={insert}>
          Add link
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}
