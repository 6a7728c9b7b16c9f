import { createContext, useContext } from 'react'
import type { Diagnostic } from '../../content/diagnostic.ts'

export interface StudioContextValue {
  routes: string[]
  media: string[]
  /** Diagnostics of the open file by their data path. */
  problems: Map<string, Diagnostic[]>
  upload: (file: File) => Promise<string>
  /** The open file's data at `path` as it is now (an image chosen in the library reads the description beside it). */
  valueAt?: (path: (string | number)[]) => unknown
  /** The site's time zone (pages/_site.yaml), which times to publish are written in. */
  timeZone?: string | undefined
}

export const StudioContext = createContext<StudioContextValue>({
  routes: [],
  media: [],
  problems: new Map(),
  upload: () => Promise.reject(new Error('no upload')),
})

export const useStudio = () => useContext(StudioContext)
