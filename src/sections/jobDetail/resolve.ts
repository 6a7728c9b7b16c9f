import type { Static } from 'typebox'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { JobEntry } from '../../firm/collections.ts'
import { jobSummary, similarJobs, type JobSummary } from '../shared/job-summary.ts'
import type { schema } from './schema.ts'

type JobDetailSection = Static<typeof schema>
export type JobDetailProps = JobDetailSection & {
  job: JobEntry
  similar: JobSummary[]
  /** Where a closed job's page sends to every open position: /careers unless the page is in another language. */
  openPositions?: string
}

/**
 * The route's job, and up to three open jobs like it. In a language other than the default, a closed job's link to
 * every open position leads to that language's page listing the jobs (its home if it has none).
 */
export function resolveJobDetail(section: JobDetailSection, ctx: ResolveContext): JobDetailProps {
  const { lang, pages } = ctx.content
  const listing = lang
    ? (pages.find((p) => p.page.sections.some((s) => s.type === 'jobList'))?.route ?? `/${lang}`)
    : undefined
  return {
    ...section,
    job: ctx.entry as JobEntry,
    similar: similarTo(section, ctx).map(jobSummary),
    ...(listing ? { openPositions: listing } : {}),
  }
}

/** The jobs whose cards a job's page shows. */
export function similarTo(
  _section: JobDetailSection,
  { entry, content }: Pick<ResolveContext, 'content' | 'entry'>,
): JobEntry[] {
  return similarJobs(entry as JobEntry, entriesOf<JobEntry>(content, 'jobs'))
}
