import { useEffect, useState } from 'react'
import { PRESENCE_EVERY_MS } from '../api/presence.ts'
import { signedIn } from './signed-in.ts'
import { studio } from './studio-client.ts'

/**
 * The team studio's "Dana is editing this page": while `file` is open, says so to the server every 15 s and learns
 * who else has it open; closing it (another file, the tab) says so too. Nothing in the local studio.
 */
export function usePresence(file: string | undefined): string[] {
  const [editing, setEditing] = useState<{ file: string; names: string[] }>()
  useEffect(() => {
    if (!file || !signedIn()) return
    let stopped = false
    const beat = () =>
      studio.presence(file).then(
        (r) => !stopped && setEditing({ file, names: r.editing }),
        () => undefined,
      )
    void beat()
    const id = window.setInterval(() => void beat(), PRESENCE_EVERY_MS)
    const close = () => void studio.presence(file, true).catch(() => undefined)
    window.addEventListener('pagehide', close)
    return () => {
      stopped = true
      window.clearInterval(id)
      window.removeEventListener('pagehide', close)
      close()
    }
  }, [file])
  return editing && editing.file === file ? editing.names : []
}
