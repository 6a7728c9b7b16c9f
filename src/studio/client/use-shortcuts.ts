import { useEffect } from 'react'

type Actions = { save: () => Promise<void>; undo: () => void; redo: () => void }

/**
 * Ctrl+S (⌘S) saves; Ctrl+Z and Ctrl+Shift+Z undo and redo outside text fields (inside one, the browser's own undo of
 * the typing applies).
 */
export function useShortcuts({ save, undo, redo }: Actions) {
  // Subscribed again at every render, so the keys act on the state on screen.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return
      const inText = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement
      if (e.key === 's') {
        e.preventDefault()
        void save()
      } else if (e.key === 'z' && !inText) {
        e.preventDefault()
        if (e.shiftKey) redo()
        else undo()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })
}
