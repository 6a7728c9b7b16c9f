import type { JobEntry } from '../../firm/collections.ts'
import { jobWorkplace, type Workplace } from '../../firm/job-place.ts'

/** What a card needs of a job: lists ship these, not whole job texts. */
export type JobSummary = Pick<
  JobEntry,
  'id' | 'title' | 'location' | 'type' | 'experience' | 'department' | 'summary' | 'path' | 'datePosted'
> & { workplace: Workplace }

export const jobSummary = ({
  id,
  title,
  location,
  type,
  experience,
  department,
  summary,
  path,
  datePosted,
  workplace,
}: JobEntry): JobSummary => ({
  id,
  datePosted,
  workplace: jobWorkplace({ workplace, location }),
  title,
  location,
  type,
  experience,
  department,
  summary,
  path,
})

/**
 * Up to `count` open jobs like `job`: the same department first, then the same location, then the newest others.
 */
export function similarJobs(job: JobEntry, all: JobEntry[], count = 3): JobEntry[] {
  const open = all.filter((j) => !j.closed && j.id !== job.id)
  const rank = (j: JobEntry) => (j.department === job.department ? 0 : j.location === job.location ? 1 : 2)
  // A stable sort keeps the collection's order (newest first) within each rank.
  return open
    .map((j, i) => ({ j, i }))
    .sort((a, b) => rank(a.j) - rank(b.j) || a.i - b.i)
    .slice(0, count)
    .map(({ j }) => j)
}
