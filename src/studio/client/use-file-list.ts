import { useCallback, useEffect, useState } from 'react'
import { studio, type FileList } from './studio-client.ts'

/** The content files, routes and media the server lists, and `refresh` to ask again (after a new file or an upload). */
export function useFileList(onError: (message: string) => void) {
  const [list, setList] = useState<FileList>({ files: [], routes: [], media: [] })
  const refresh = useCallback(() => studio.files().then(setList, (e: Error) => onError(e.message)), [onError])
  useEffect(() => void refresh(), [refresh])
  return { list, refresh }
}
