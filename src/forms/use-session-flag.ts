import { useCallback, useEffect, useState } from 'react'

function readFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1'
  } catch {
    return false // storage blocked (privacy mode): the flag lasts only for this page view
  }
}

/**
 * A true/false flag that lasts for the browser session. It reads storage in an effect, so the server render and
 * the first client render agree (false); `raise` sets it for the rest of the session.
 */
export function useSessionFlag(key: string): [boolean, () => void] {
  const [on, setOn] = useState(false)
  useEffect(() => {
    if (readFlag(key)) setOn(true)
  }, [key])
  const raise = useCallback(() => {
    try {
      window.sessionStorage.setItem(key, '1')
    } catch {
      // storage blocked: keep the in-memory flag only
    }
    setOn(true)
  }, [key])
  return [on, raise]
}
