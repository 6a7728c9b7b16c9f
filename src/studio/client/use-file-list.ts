import { useCallback, useEffect, useState } from 'react'
import { studio, type FileList } from './studio-client.ts'

/**
 * The content files, routes and media the server lists, `refresh` to ask again (after a new file or an upload), and
 * `listed`: whether the first answer came (a file opened before it would be called "New page").
 */
export function useFileList(onError: (message: string) => void) {
  const [list, setList] = useState<FileList>({ files: [], routes: [], media: [] })
  const [listed, setListed] = useState(false)
  const refresh = useCallback(
    () =>
      studio
        .files()
        .then(setList, (e: Error) => onError(e.message))
        .finally(() => setListed(true)),
    [onError],
  )
  useEffect(() => void refresh(), [refresh])
  return { list, listed, refresh }
}
