import { defineSection } from '../define-section.ts'
import { resolveJobList } from './resolve.ts'
import { schema } from './schema.ts'

export type { JobListProps } from './resolve.ts'

export const jobList = defineSection({
  schema,
  resolve: resolveJobList,
  // The open jobs it lists, for job boards, alerts and partners: /careers/jobs.xml and /careers/jobs.json.
  listFeed: ({ entries }) => ({
    name: 'jobs',
    title: 'Open positions',
    items: entries.map((j) => ({
      id: j.id,
      title: j.title,
      path: j.path,
      date: j.datePosted,
      summary: j.summary,
      facts: { location: j.location, department: j.department, type: j.type },
    })),
  }),
})
