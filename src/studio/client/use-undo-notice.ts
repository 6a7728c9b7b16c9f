import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/** The data a notice was told before its change came: the first render after it records the data it is about. */
const WAITING = Symbol('waiting')

interface Notice {
  message: string
  /** The data when it was told, and the data the change made (WAITING until that render). */
  before: unknown
  after: unknown
}

/**
 * "Removed …" with Undo: shown after a removal (a list item, a group, the changes discarded) for as long as the data
 * is what the removal made. The next change, an undo or another file hides it, so Undo always takes back exactly
 * that removal and nothing typed after it.
 */
export function useUndoNotice(data: unknown, undo: () => void, say: (status: string) => void) {
  const [notice, setNotice] = useState<Notice>()
  const latest = useRef({ data, say })
  useLayoutEffect(() => {
    latest.current = { data, say }
  })
  if (notice && notice.after === WAITING && data !== notice.before) setNotice({ ...notice, after: data })
  const tell = useCallback((message: string, { quiet = false } = {}) => {
    setNotice({ message, before: latest.current.data, after: WAITING })
    if (!quiet) latest.current.say(message)
  }, [])
  const shown = notice && (notice.after === WAITING || notice.after === data) ? notice.message : undefined
  return {
    /** The notice to show now, if any. */
    message: shown,
    /** Tells of a removal about to change the data (called before the change lands), and says it (stable). */
    tell,
    undo: () => {
      setNotice(undefined)
      undo()
      say(shown ? `Undone: ${shown.replace(/\.$/, '')}` : 'Undone')
    },
    dismiss: () => setNotice(undefined),
  }
}
