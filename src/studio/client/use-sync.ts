import { useEffect, useEffectEvent } from 'react'
import { studio } from './studio-client.ts'

/** How often the studio looks for what others published. */
const EVERY_MS = 3 * 60_000

/**
 * Keeps this copy current: on start and every few minutes the studio fetches what others published and, when
 * nothing here is unpublished, takes it; `onArrived` gets the files that arrived. A copy that is not kept in git,
 * or a fetch that fails, changes nothing (the Changes panel says why when it is opened).
 */
export function useSync(onArrived: (files: string[]) => void) {
  const arrived = useEffectEvent(onArrived)
  useEffect(() => {
    let stopped = false
    const run = () =>
      studio.sync().then(
        (r) => {
          if (!stopped && r.arrived.length) arrived(r.arrived)
        },
        () => undefined,
      )
    void run()
    const id = window.setInterval(() => void run(), EVERY_MS)
    return () => {
      stopped = true
      window.clearInterval(id)
    }
  }, [])
}
