import { useRef, useState } from 'react'

/**
 * A value with undo and redo. Changes less than a second apart make one step, so typing in a field is undone as a
 * whole and not one key at a time.
 */
export function useUndoHistory<T>() {
  const [value, setValue] = useState<T>()
  const [past, setPast] = useState<(T | undefined)[]>([])
  const [future, setFuture] = useState<(T | undefined)[]>([])
  const lastEdit = useRef({ at: 0 })

  const change = (next: T | undefined) => {
    const now = Date.now()
    if (now - lastEdit.current.at > 1000) setPast((p) => [...p, value])
    lastEdit.current.at = now
    setFuture([])
    setValue(next)
  }
  const undo = () => {
    if (!past.length) return
    setFuture((f) => [value, ...f])
    setValue(past[past.length - 1])
    setPast((p) => p.slice(0, -1))
    lastEdit.current.at = 0
  }
  const redo = () => {
    if (!future.length) return
    setPast((p) => [...p, value])
    setValue(future[0])
    setFuture((f) => f.slice(1))
    lastEdit.current.at = 0
  }
  /** A value with no history behind or ahead of it. */
  const reset = (next: T | undefined) => {
    setValue(next)
    setPast([])
    setFuture([])
  }
  /** A value in place of the current one, the history kept. */
  const replace = (next: T | undefined) => setValue(next)
  return { value, change, undo, redo, reset, replace, canUndo: past.length > 0, canRedo: future.length > 0 }
}
