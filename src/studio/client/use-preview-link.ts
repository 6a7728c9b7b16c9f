import { useEffect } from 'react'
import { PREVIEW_SELECT, PREVIEW_SHOW } from './preview-message.ts'

/** The sections list's items in the form: `<li>`s of the list whose problems carry the id f-sections-problems. */
function sectionItems(): HTMLElement[] {
  const list = document.getElementById('f-sections-problems')?.parentElement?.querySelector(':scope > ol')
  return list ? ([...list.children] as HTMLElement[]) : []
}

/**
 * Form and preview follow each other: a click on a section in the preview opens that section's form (unfolded,
 * scrolled to, its header focused), and editing a section's fields scrolls the preview to it.
 */
export function usePreviewLink(onSelect?: () => void) {
  useEffect(() => {
    const frame = () => document.querySelector<HTMLIFrameElement>('.preview iframe')?.contentWindow
    const onMessage = (e: MessageEvent) => {
      const message = e.data as { type?: string; index?: number }
      if (e.origin !== window.location.origin || message?.type !== PREVIEW_SELECT) return
      const item = sectionItems()[message.index ?? -1]
      if (!item) return
      onSelect?.()
      const details = item.querySelector('details')
      if (details) details.open = true
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      item.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' })
      item.querySelector<HTMLElement>('summary, input, textarea, select')?.focus({ preventScroll: true })
    }
    let shown = -1
    const onFocus = (e: FocusEvent) => {
      const index = sectionItems().findIndex((li) => li.contains(e.target as Node))
      if (index < 0 || index === shown) return
      shown = index
      frame()?.postMessage({ type: PREVIEW_SHOW, index }, window.location.origin)
    }
    window.addEventListener('message', onMessage)
    document.addEventListener('focusin', onFocus)
    return () => {
      window.removeEventListener('message', onMessage)
      document.removeEventListener('focusin', onFocus)
    }
  }, [onSelect])
}
