import { resolvers } from '../sections/resolvers.ts'
import type { ResolveContext } from '../content/resolve-context.ts'
import type { ResolvedSection } from '../content/resolved.ts'
import type { Section } from '../content/schema/page.ts'

/** A section as its component gets it: references replaced by the entries, so a page's data is self-contained. */
export function resolveSection(section: Section, ctx: ResolveContext): ResolvedSection {
  const resolve = resolvers[section.type] as ((s: Section, c: ResolveContext) => ResolvedSection) | undefined
  return resolve ? resolve(section, ctx) : (section as ResolvedSection)
}
