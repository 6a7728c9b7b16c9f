import type { Static } from 'typebox'
import { entriesOf, type ResolveContext } from '../../content/resolve-context.ts'
import type { Partner } from '../../firm/collections.ts'
import type { schema } from './schema.ts'

type PartnerGridSection = Static<typeof schema>
export type PartnerGridProps = PartnerGridSection & { entries: Partner[] }

/** The partners named, in the order named. */
export function resolvePartnerGrid(section: PartnerGridSection, { content }: ResolveContext): PartnerGridProps {
  const all = entriesOf<Partner>(content, 'partners')
  // A partner the public site lacks (a draft, one not yet published) is not shown.
  return { ...section, entries: section.partners.flatMap((id) => all.find((p) => p.id === id) ?? []) }
}
