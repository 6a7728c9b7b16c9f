import { useEffect, useMemo, useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import type { RouteIndex } from '../../content/page-keys.ts'
import type { SiteData } from '../../content/site-data.ts'
import { App, pageKeyFor, type Manifest } from '../../app/App.tsx'
import { refreshPages } from '../../app/page-store.ts'
import { PREVIEW_REFRESH, PREVIEW_SELECT, PREVIEW_SHOW, previewSections } from './preview-message.ts'
import { studio } from './studio-client.ts'

// /_studio/preview?route=/&proposal=content/… shows a proposal as it would be published.
const proposal = new URLSearchParams(window.location.search).get('proposal') ?? undefined
const load = (key: string) => studio.previewPage(key, proposal)
const keysOf = (r: RouteIndex) => [...r.paths, ...r.templates.map((t) => `missing:${t}`), '404']

/**
 * The studio's preview frame: the site's own App (same components, same CSS) fed from the studio API's preview data,
 * which holds this session's unsaved files. Its router lives in memory, so the frame's address stays the preview's.
 */
export function Preview({ route }: { route: string }) {
  const [state, setState] = useState<{
    site: SiteData
    sites?: Record<string, SiteData>
    routes: RouteIndex
    json: string
  }>()
  const [problem, setProblem] = useState('')

  useEffect(() => {
    let last = ''
    let asked = 0
    const refresh = async () => {
      // Answers may arrive out of order while the editor types: only the latest request's is shown.
      const mine = ++asked
      try {
        const next = await studio.previewSite(proposal)
        if (mine !== asked) return
        const json = JSON.stringify(next)
        if (json !== last) setState({ ...next, json: (last = json) })
        await refreshPages(keysOf(next.routes), load)
        setProblem('')
      } catch (e) {
        setProblem(`The preview could not be updated: ${(e as Error).message}`)
      }
    }
    void refresh()
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return
      const message = e.data as { type?: string; index?: number }
      if (message?.type === PREVIEW_REFRESH) void refresh()
      if (message?.type === PREVIEW_SHOW && typeof message.index === 'number') {
        const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        previewSections(document)[message.index]?.scrollIntoView({
          block: 'start',
          behavior: still ? 'auto' : 'smooth',
        })
      }
    }
    // Clicking a section opens its form in the studio (links still work as on the site).
    const onClick = (e: MouseEvent) => {
      const index = previewSections(document).findIndex((s) => s.contains(e.target as Node))
      if (index >= 0) window.parent.postMessage({ type: PREVIEW_SELECT, index }, window.location.origin)
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('message', onMessage)
    // A file saved on disk (by the studio or anyone else) reaches the preview too.
    const onSaved = () => void refresh()
    import.meta.hot?.on('site-content:update', onSaved)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('message', onMessage)
      import.meta.hot?.off('site-content:update', onSaved)
    }
  }, [])

  const manifest: Manifest | undefined = useMemo(
    () => state && { keyFor: (path) => pageKeyFor(state.routes, path), load },
    [state],
  )
  return (
    <>
      {problem && <p role="alert">{problem}</p>}
      {state && manifest && (
        <MemoryRouter initialEntries={[route]}>
          <App site={state.site} sites={state.sites} manifest={manifest} />
        </MemoryRouter>
      )}
    </>
  )
}
