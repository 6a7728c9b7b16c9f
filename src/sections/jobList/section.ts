import { defineSection } from '../define-section.ts'
import type { JobSummary } from '../shared/job-summary.ts'
import { jobPages } from './job-pages.ts'
import { allOpenJobs, resolveJobList, type JobListProps } from './resolve.ts'
import { schema } from './schema.ts'

export type { JobListProps } from './resolve.ts'

export const jobList = defineSection({
  schema,
  resolve: resolveJobList,
  // The open jobs it lists, for job boards, alerts and partners (and the board's filters): /careers/jobs.xml, .json.
  listFeed: (list, page) => ({
    name: 'jobs',
    title: 'Open positions',
    items: allOpenJobs(list, page).map((j) => ({
      id: j.id,
      title: j.title,
      path: j.path,
      date: j.datePosted,
      summary: j.summary,
      categories: [j.location, j.department, j.type],
      facts: {
        location: j.location,
        department: j.department,
        type: j.type,
        workplace: j.workplace,
        experience: j.experience,
      },
    })),
  }),
  derivedPages: jobPages,
  // On a further page of the list, that page's jobs and the way between pages (no filters: they live on page 1).
  onDerivedPage: (list, derived): JobListProps => ({
    type: 'jobList',
    heading: derived.listHeading,
    applyLabel: list.applyLabel,
    entries: derived.items as JobSummary[],
    pagination: derived.pagination,
  }),
})
