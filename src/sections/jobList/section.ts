import { defineSection } from '../define-section.ts'
import type { JobSummary } from '../shared/job-summary.ts'
import { jobPages } from './job-pages.ts'
import { allOpenJobs, resolveJobList, type JobListProps } from './resolve.ts'
import { schema } from './schema.ts'
import { wordsFor } from '../../ui/words/words-for.ts'

export type { JobListProps } from './resolve.ts'

export const jobList = defineSection({
  schema,
  resolve: resolveJobList,
  // The open jobs it lists, for job boards, alerts and partners (and the board's filters): /careers/jobs.xml, .json.
  // Its title and the employment types among its categories are in the page's language; `facts` keep the values.
  listFeed: (list, page) => {
    const say = wordsFor(page.content.lang).jobs
    return {
      name: 'jobs',
      title: say.feedTitle,
      items: allOpenJobs(list, page).map((j) => ({
        id: j.id,
        title: j.title,
        path: j.path,
        date: j.datePosted,
        summary: j.summary,
        categories: [j.location, j.department, say.types[j.type] ?? j.type],
        facts: {
          location: j.location,
          department: j.department,
          type: j.type,
          workplace: j.workplace,
          experience: j.experience,
        },
      })),
    }
  },
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
