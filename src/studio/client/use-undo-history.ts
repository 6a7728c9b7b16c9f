import { useCallback, useRef, useState } from 'react'

interface History<T> {
  value: T | undefined
  past: (T | undefined)[]
  future: (T | undefined)[]
}

/**
 * A value with undo and redo. Changes less than a second apart make one step, so typing in a field is undone as a
 * whole and not one key at a time; a change made `alone` is always a step of its own. `update` is stable and works on the latest value, so a form may hand it to
 * fields that do not re-render with every change.
 */
export function useUndoHistory<T>() {
  const [{ value, past, future }, setHistory] = useState<History<T>>({ value: undefined, past: [], future: [] })
  const lastEdit = useRef(0)

  const update = useCallback((next: (current: T | undefined) => T | undefined, { alone = false } = {}) => {
    const now = Date.now()
    const newStep = alone || now - lastEdit.current > 1000
    // A change made alone (a list item removed) is a step of its own: what is typed next starts another.
    lastEdit.current = alone ? 0 : now
    setHistory((h) => {
      const value = next(h.value)
      if (Object.is(value, h.value)) return h
      // The first change after a file is opened is always a step: the value it started from must be undoable to.
      return { value, past: newStep || !h.past.length ? [...h.past, h.value] : h.past, future: [] }
    })
  }, [])
  const undo = () => {
    lastEdit.current = 0
    setHistory((h) =>
      h.past.length ? { value: h.past.at(-1), past: h.past.slice(0, -1), future: [h.value, ...h.future] } : h,
    )
  }
  const redo = () => {
    lastEdit.current = 0
    setHistory((h) =>
      h.future.length ? { value: h.future[0], past: [...h.past, h.value], future: h.future.slice(1) } : h,
    )
  }
  return {
    value,
    update,
    change: (next: T | undefined) => update(() => next),
    undo,
    redo,
    /** A value with no history behind or ahead of it. */
    reset: (next: T | undefined) => {
      lastEdit.current = 0
      setHistory({ value: next, past: [], future: [] })
    },
    /** A value in place of the current one, the history kept. */
    replace: (next: T | undefined) => setHistory((h) => ({ ...h, value: next })),
    /** `replace` with a value made from the latest one. */
    replaceWith: (next: (current: T | undefined) => T | undefined) =>
      setHistory((h) => ({ ...h, value: next(h.value) })),
    canUndo: past.length > 0,
    canRedo: future.length > 0,
  }
}
