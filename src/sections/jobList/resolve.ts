import type { Static } from 'typebox'
import type { Pagination } from '../../content/paginate.ts'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { JobEntry } from '../../firm/collections.ts'
import { jobSummary, type JobSummary } from '../shared/job-summary.ts'
import type { schema } from './schema.ts'

export type { JobSummary } from '../shared/job-summary.ts'
type JobListSection = Static<typeof schema>

/** A board of many jobs: the choices of its filters, how many jobs there are, and where all of them are (the feed). */
export interface JobBoard {
  total: number
  departments: string[]
  locations: string[]
  types: string[]
  workplaces: JobSummary['workplace'][]
  /** The JSON feed of every open job, which the filters search once a visitor uses them. */
  feed: string
}

export type JobListProps = JobListSection & {
  entries: JobSummary[]
  /** Only with more open jobs than a page holds. */
  board?: JobBoard
  pagination?: Pagination
}

export const DEFAULT_PAGE_SIZE = 20

const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b))

/**
 * Every open position (newest first), or the ids given; closed jobs never; cards carry summaries, not whole job texts.
 * With more open jobs than a page holds (pageSize, 20), the first page of them, the filters' choices and the way to
 * the next pages (/careers/page/2, …).
 */
export function resolveJobList(section: JobListSection, ctx: ResolveContext): JobListProps {
  const { route } = ctx
  const entries = allOpenJobs(section, ctx)
  const size = section.pageSize ?? DEFAULT_PAGE_SIZE
  if (section.jobs || entries.length <= size) return { ...section, entries }
  const pages = Math.ceil(entries.length / size)
  return {
    ...section,
    entries: entries.slice(0, size),
    pagination: { page: 1, pages, next: `${route === '/' ? '' : route}/page/2` },
    board: {
      total: entries.length,
      departments: sorted(entries.map((j) => j.department)),
      locations: sorted(entries.map((j) => j.location)),
      types: sorted(entries.map((j) => j.type)),
      workplaces: (['onsite', 'hybrid', 'remote'] as const).filter((w) => entries.some((j) => j.workplace === w)),
      feed: `${route === '/' ? '' : route}/jobs.json`,
    },
  }
}

/** Every open job the list shows, unpaged (for its feed and its further pages). */
export function allOpenJobs(section: JobListSection, { content }: Pick<ResolveContext, 'content'>): JobSummary[] {
  const all = entriesOf<JobEntry>(content, 'jobs')
  // A job the public site lacks (a draft, one not yet published) is not listed.
  const jobs = section.jobs ? section.jobs.flatMap((id) => all.find((j) => j.id === id) ?? []) : all
  return jobs.filter((j) => !j.closed).map(jobSummary)
}
