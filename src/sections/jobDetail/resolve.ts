import type { ResolveContext } from '../../content/resolve-context.ts'
import type { JobEntry, SectionProps } from '../../content/resolved.ts'
import type { SectionOf } from '../../content/schema/page.ts'

/** The route's job. */
export function resolveJobDetail(
  section: SectionOf<'jobDetail'>,
  { entry }: ResolveContext,
): SectionProps<'jobDetail'> {
  return { ...section, job: entry as JobEntry }
}
