import { useCallback, useEffect, useState } from 'react'
import { studio, type LibraryImage } from './studio-client.ts'

/** The media library's images as the server lists them, and `reload` to ask again (after an upload or a change). */
export function useMediaLibrary(say: (message: string) => void) {
  const [images, setImages] = useState<LibraryImage[]>()
  const reload = useCallback(
    () =>
      studio.media().then(
        (r) => setImages(r.images),
        (e: Error) => say(e.message),
      ),
    [say],
  )
  useEffect(() => void reload(), [reload])
  return { images, reload }
}
