import { useEffect, useState } from 'react'

/** The time now (ms), renewed every minute: words such as "Goes live" turn to "Went live" while the form is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}
