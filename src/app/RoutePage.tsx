import { use, useEffect, useState, useSyncExternalStore } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import type { PageData } from '../sections/page-data.ts'
import { Head } from './Head.tsx'
import { ContentProblems } from './ContentProblems.tsx'
import { pagePromise, pagesVersion, preloadSections, subscribePages } from './page-store.ts'
import { SectionList } from './SectionList.tsx'
import { Spinner } from './shell/Spinner.tsx'
import { useSite } from '../ui/site-context.tsx'

type Props = { pageKey: string; load: (key: string) => Promise<PageData> }

/**
 * One route: loads its data (already there on first load), sets the head and renders the sections. Job and
 * article pages show a spinner for the configured delay when reached by client-side navigation; on first load the
 * pre-rendered content is shown at once, so hydration matches and the splash is the only wait.
 */
export function RoutePage({ pageKey, load }: Props) {
  // Only the dev server replaces page data (a saved content file); elsewhere the version stays 0.
  useSyncExternalStore(subscribePages, pagesVersion, () => 0)
  const page = use(pagePromise(pageKey, () => load(pageKey)))
  const site = useSite()
  // The first location of a session has key "default" (server and browser alike); later ones come from navigation.
  const navigated = useLocation().key !== 'default'
  const [loading, setLoading] = useState(() => Boolean(page.simulateLoad) && navigated)

  useEffect(() => {
    if (!loading) return
    let cancelled = false
    const timer = setTimeout(
      () => void preloadSections(page.sections).then(() => !cancelled && setLoading(false)),
      site.timing.loadDelayMs,
    )
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [loading, page.sections, site.timing.loadDelayMs])

  if (page.redirect) return <Navigate to={page.redirect} replace />
  return (
    <>
      <Head head={page.head} siteName={site.company.name} />
      {page.problems && <ContentProblems problems={page.problems} neverBuilt={page.neverBuilt === true} />}
      {loading ? <Spinner /> : <SectionList sections={page.sections} />}
    </>
  )
}
