import type { Static } from 'typebox'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { JobEntry } from '../../firm/collections.ts'
import { jobSummary, similarJobs, type JobSummary } from '../shared/job-summary.ts'
import type { schema } from './schema.ts'

type JobDetailSection = Static<typeof schema>
export type JobDetailProps = JobDetailSection & { job: JobEntry; similar: JobSummary[] }

/** The route's job, and up to three open jobs like it. */
export function resolveJobDetail(section: JobDetailSection, ctx: ResolveContext): JobDetailProps {
  return { ...section, job: ctx.entry as JobEntry, similar: similarTo(section, ctx).map(jobSummary) }
}

/** The jobs whose cards a job's page shows. */
export function similarTo(
  _section: JobDetailSection,
  { entry, content }: Pick<ResolveContext, 'content' | 'entry'>,
): JobEntry[] {
  return similarJobs(entry as JobEntry, entriesOf<JobEntry>(content, 'jobs'))
}
