import type { Static } from 'typebox'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { JobEntry } from '../../content/schema/collections.ts'
import { similarJobs, type JobSummary } from '../shared/job-summary.ts'
import type { schema } from './schema.ts'

type JobDetailSection = Static<typeof schema>
export type JobDetailProps = JobDetailSection & { job: JobEntry; similar: JobSummary[] }

/** The route's job, and up to three open jobs like it. */
export function resolveJobDetail(section: JobDetailSection, { entry, content }: ResolveContext): JobDetailProps {
  const job = entry as JobEntry
  return { ...section, job, similar: similarJobs(job, entriesOf<JobEntry>(content, 'jobs')) }
}
