import type { ComponentType } from 'react'
import type { SectionOf, SectionProps, SectionType } from './definitions.ts'

/** How the browser loads a section's component: given the section, since a type may have one per variant. */
export type ComponentLoaders = {
  [K in SectionType]: (section: SectionOf<K>) => Promise<ComponentType<SectionProps<K>>>
}
