/** What the page reads of one Pagefind result (`await result.data()`). */
export interface PagefindResult {
  url: string
  /** Words around the best match, HTML-escaped, each matched word in `<mark>`. */
  excerpt: string
  meta: { title?: string }
}

/** The part of Pagefind's browser API (pagefind.js, written by the build into /pagefind/) this page uses. */
export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>
  search(query: string): Promise<{ results: PagefindHit[] } | null>
}

/** One match, its data fetched on demand (a fragment file per page). */
export interface PagefindHit {
  id: string
  data(): Promise<PagefindResult>
}

/** Where the build writes Pagefind's script and index; only the search page ever asks for them. */
export const PAGEFIND_URL = '/pagefind/pagefind.js'

let loading: Promise<Pagefind> | undefined

/**
 * Loads Pagefind once, in the browser only. The address is a runtime value, so Vite neither bundles nor
 * preloads it: no other route downloads a byte of the search. A failed load is forgotten, so a retry can work.
 */
export function loadPagefind(url = PAGEFIND_URL): Promise<Pagefind> {
  if (!loading) {
    loading = import(/* @vite-ignore */ url).then(async (module: Pagefind) => {
      await module.options({ excerptLength: 24 })
      return module
    })
    loading.catch(() => (loading = undefined))
  }
  return loading
}
