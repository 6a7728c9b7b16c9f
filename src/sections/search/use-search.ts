import { useEffect, useState } from 'react'
import { loadPagefind, type PagefindHit, type PagefindResult } from './load-pagefind.ts'

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'failed' }
  | { status: 'done'; total: number; results: PagefindResult[] }

type Found = { query: string; hits: PagefindHit[] } | { query: string; failed: true }

/**
 * Runs `query` through Pagefind and loads the data of its first `limit` matches. State is kept per query, so a
 * new query shows "searching" at once and an answer that arrives late for an old query is dropped.
 */
export function useSearch(query: string, limit: number): SearchState {
  const [found, setFound] = useState<Found>()
  const [loaded, setLoaded] = useState<{ query: string; results: PagefindResult[] }>()

  useEffect(() => {
    if (!query) return
    let cancelled = false
    loadPagefind()
      .then((pagefind) => pagefind.search(query))
      .then(
        (search) => !cancelled && setFound({ query, hits: search?.results ?? [] }),
        () => !cancelled && setFound({ query, failed: true }),
      )
    return () => {
      cancelled = true
    }
  }, [query])

  useEffect(() => {
    if (!found || found.query !== query || 'failed' in found) return
    let cancelled = false
    Promise.all(found.hits.slice(0, limit).map((hit) => hit.data())).then(
      (results) => !cancelled && setLoaded({ query, results }),
      () => !cancelled && setFound({ query, failed: true }),
    )
    return () => {
      cancelled = true
    }
  }, [found, query, limit])

  if (!query) return { status: 'idle' }
  if (found?.query !== query) return { status: 'searching' }
  if ('failed' in found) return { status: 'failed' }
  if (loaded?.query !== query) return { status: 'searching' }
  return { status: 'done', total: found.hits.length, results: loaded.results }
}
