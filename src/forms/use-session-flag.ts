import { useCallback, useSyncExternalStore } from 'react'

/** Flags raised in this page view: the fallback when storage is blocked (privacy mode). */
const raised = new Set<string>()
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function readFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1'
  } catch {
    return raised.has(key)
  }
}

/**
 * A true/false flag that lasts for the browser session (sessionStorage). The server render and hydration use
 * `false` (useSyncExternalStore's server snapshot), so the pre-rendered HTML and the first client render agree;
 * storage is read only on the client, after which the stored value shows. `raise` sets it for the session.
 */
export function useSessionFlag(key: string): [boolean, () => void] {
  const on = useSyncExternalStore(
    subscribe,
    () => readFlag(key),
    () => false,
  )
  const raise = useCallback(() => {
    try {
      window.sessionStorage.setItem(key, '1')
    } catch {
      raised.add(key) // storage blocked: the flag lasts for this page view only
    }
    listeners.forEach((listener) => listener())
  }, [key])
  return [on, raise]
}
