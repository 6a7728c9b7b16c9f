import type { Static } from 'typebox'
import type { ResolveContext } from '../../content/resolve-context.ts'
import type { JobEntry } from '../../content/schema/collections.ts'
import type { schema } from './schema.ts'

type JobDetailSection = Static<typeof schema>
export type JobDetailProps = JobDetailSection & { job: JobEntry }

/** The route's job. */
export function resolveJobDetail(section: JobDetailSection, { entry }: ResolveContext): JobDetailProps {
  return { ...section, job: entry as JobEntry }
}
