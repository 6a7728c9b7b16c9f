import type { Static } from 'typebox'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { JobEntry } from '../../content/schema/collections.ts'
import { jobSummary, type JobSummary } from '../shared/job-summary.ts'
import type { schema } from './schema.ts'

export type { JobSummary } from '../shared/job-summary.ts'
type JobListSection = Static<typeof schema>
export type JobListProps = JobListSection & { entries: JobSummary[] }

/** Every open position (newest first), or the ids given; closed jobs never; cards carry summaries, not whole job texts. */
export function resolveJobList(section: JobListSection, { content }: ResolveContext): JobListProps {
  const all = entriesOf<JobEntry>(content, 'jobs')
  const jobs = section.jobs ? section.jobs.map((id) => all.find((j) => j.id === id)!) : all
  return { ...section, entries: jobs.filter((j) => !j.closed).map(jobSummary) }
}
