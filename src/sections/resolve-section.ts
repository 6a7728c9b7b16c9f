import type { ResolveContext } from '../content/resolve-context.ts'
import type { SectionData } from '../content/schema/page.ts'
import { definitionOf, type ResolvedSection } from './definitions.ts'

/** A section as its component gets it: references replaced by the entries, so a page's data is self-contained. */
export function resolveSection(section: SectionData, ctx: ResolveContext): ResolvedSection {
  const { resolve } = definitionOf(section)
  // The loader validated the section against its type's schema, so it is that type's YAML.
  return (resolve ? resolve(section, ctx) : section) as ResolvedSection
}
