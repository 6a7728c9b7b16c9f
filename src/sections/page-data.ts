import type { ContentProblem } from '../content/format-diagnostic.ts'
import type { HeadData } from '../seo/head-data.ts'
import type { ResolvedSection } from './definitions.ts'

/** Everything one route needs on the client: its head and its resolved sections. */
export interface PageData {
  path: string
  head: HeadData
  sections: ResolvedSection[]
  /** Set on a missing collection item whose template says to redirect. */
  redirect?: string
  /** Pages that load like data (job, article): a spinner shows for the configured delay on client navigation. */
  simulateLoad?: boolean
  /** Left out of the site search: the search page, the archive's lists of articles, and a closed entry's page. */
  unsearched?: true
  /** A closed entry's page (a filled or expired job): not in the sitemap; the server answers it with 410 Gone. */
  gone?: true
  /** Dev server only: content errors in the files this route is built from (it shows their last good version). */
  problems?: ContentProblem[]
  /** Dev server only: the route's page file never built, so the not-found page shows in its place. */
  neverBuilt?: true
}
