import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { JobEntry, JobSummary, SectionProps } from '../../content/resolved.ts'
import type { SectionOf } from '../../content/schema/page.ts'

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
export function resolveJobList(section: SectionOf<'jobList'>, { content }: ResolveContext): SectionProps<'jobList'> {
  const all = entriesOf<JobEntry>(content, 'jobs')
  const jobs = section.jobs ? section.jobs.map((id) => all.find((j) => j.id === id)!) : all
  return { ...section, entries: jobs.map(summary) }
}
