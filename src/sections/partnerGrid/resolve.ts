import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { SectionProps } from '../../content/resolved.ts'
import type { Partner } from '../../content/schema/collections.ts'
import type { SectionOf } from '../../content/schema/page.ts'

/** The partners named, in the order named. */
export function resolvePartnerGrid(
  section: SectionOf<'partnerGrid'>,
  { content }: ResolveContext,
): SectionProps<'partnerGrid'> {
  const all = entriesOf<Partner>(content, 'partners')
  return { ...section, entries: section.partners.map((id) => all.find((p) => p.id === id)!) }
}
