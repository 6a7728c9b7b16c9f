import { defineSection } from '../define-section.ts'
import { resolveJobList } from './resolve.ts'
import { schema } from './schema.ts'

export type { JobListProps } from './resolve.ts'

export const jobList = defineSection({ schema, resolve: resolveJobList })
