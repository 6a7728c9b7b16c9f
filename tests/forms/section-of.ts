import type { ResolvedSection, SectionProps } from '../../src/sections/definitions.ts'
import type { SectionType } from '../../src/sections/definitions.ts'
import { sectionsOf } from '../helpers/render.tsx'

/** The first section of `type` on the real page at `path` (from pages/*.yaml). */
export function sectionOf<K extends SectionType>(path: string, type: K): SectionProps<K> & ResolvedSection {
  const section = sectionsOf(path).find((s): s is SectionProps<K> & ResolvedSection => s.type === type)
  if (!section) throw new Error(`no ${type} section on ${path}`)
  return section
}
