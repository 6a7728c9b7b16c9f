import type { Static } from 'typebox'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { JobEntry } from '../../content/schema/collections.ts'
import type { schema } from './schema.ts'

/** What a card needs of a job: lists ship these, not whole job texts. */
export type JobSummary = Pick<
  JobEntry,
  'id' | 'title' | 'location' | 'type' | 'experience' | 'department' | 'summary' | 'path'
>
type JobListSection = Static<typeof schema>
export type JobListProps = JobListSection & { entries: JobSummary[] }

const summary = ({ id, title, location, type, experience, department, summary, path }: JobEntry): JobSummary => ({
  id,
  title,
  location,
  type,
  experience,
  department,
  summary,
  path,
})

/** Every open position (newest first), or the ids given; cards carry summaries, not whole job texts. */
export function resolveJobList(section: JobListSection, { content }: ResolveContext): JobListProps {
  const all = entriesOf<JobEntry>(content, 'jobs')
  const jobs = section.jobs ? section.jobs.map((id) => all.find((j) => j.id === id)!) : all
  return { ...section, entries: jobs.map(summary) }
}
