import { defineSection } from '../define-section.ts'
import { resolveJobDetail, similarTo } from './resolve.ts'
import { schema } from './schema.ts'

export type { JobDetailProps } from './resolve.ts'

export const jobDetail = defineSection({
  schema,
  resolve: resolveJobDetail,
  reads: similarTo,
  shareImage: ({ job }) => job.image,
  dates: ({ job }) => [job.datePosted],
})
