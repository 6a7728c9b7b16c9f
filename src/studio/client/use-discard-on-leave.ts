import { useEffect } from 'react'
import { studio } from './studio-client.ts'

/** A tab closed with unsaved changes takes its draft with it: other studio tabs' previews go back to the disk. */
export function useDiscardOnLeave(file: string | undefined, dirty: boolean) {
  useEffect(() => {
    if (!file || !dirty) return
    const onHide = () => void studio.discard(file, true).catch(() => undefined)
    window.addEventListener('pagehide', onHide)
    return () => window.removeEventListener('pagehide', onHide)
  }, [file, dirty])
}
