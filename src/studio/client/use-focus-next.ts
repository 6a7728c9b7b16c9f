import { useCallback, useEffect, useRef } from 'react'

/**
 * Where keyboard focus goes once the next render is on screen: the file's heading when a file opens, the conflict
 * panel when it appears, the summary when a save is refused. Returns the function that names the element's id.
 */
export function useFocusNext(): (id: string) => void {
  const next = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!next.current) return
    document.getElementById(next.current)?.focus()
    next.current = undefined
  })
  return useCallback((id: string) => {
    next.current = id
  }, [])
}
