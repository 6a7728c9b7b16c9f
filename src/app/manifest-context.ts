import { createContext } from 'react'
import type { PageData } from '../sections/page-data.ts'

/**
 * How the app finds a path's page data. `keyFor` names the page data a path shows (see page-keys.ts): at once where
 * every path is known (the pre-renderer, the studio, tests), or by a request in the browser, which does not carry
 * the site's paths (a site of 10,000 articles would ship them all in every page's script). `undefined`: no page.
 */
export interface Manifest {
  keyFor: (path: string) => string | undefined | Promise<string | undefined>
  load: (key: string) => Promise<PageData>
}

/** How the shown page's data is found (the App's manifest), for the shell's parts that read it: the language switch. */
export const ManifestContext = createContext<Manifest | null>(null)
