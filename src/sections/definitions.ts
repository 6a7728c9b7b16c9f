import type { Static, TSchema } from 'typebox'
import type { SectionDefinition } from './define-section.ts'
import { registry } from './registry.ts'

type Registry = typeof registry
type PropsOf<D> = D extends SectionDefinition<TSchema, infer P> ? P : never

export type SectionType = keyof Registry
/** A section as written in YAML, by type. */
export type SectionOf<K extends SectionType> = Static<Registry[K]['schema']>
/** A section as its component gets it: its YAML plus what its resolver adds. */
export type SectionProps<K extends SectionType> = PropsOf<Registry[K]>
export type Section = { [K in SectionType]: SectionOf<K> }[SectionType]
export type ResolvedSection = { [K in SectionType]: SectionProps<K> }[SectionType]

/** A definition whatever its type, as the engine holds it. */
export type AnySectionDefinition = SectionDefinition<TSchema, any>

/** Every section type's definition, in registry order. Build time only: the browser gets components.ts. */
export const definitions: Record<SectionType, AnySectionDefinition> = registry

/** The JSON Schema of each section type, for the content model. */
export const sectionSchemas = Object.fromEntries(Object.entries(definitions).map(([type, d]) => [type, d.schema])) as {
  [K in SectionType]: Registry[K]['schema']
}

/** A project's own section types (src/site/load-project.ts), beside the engine's. */
const added = new Map<string, AnySectionDefinition>()

/** Makes a project's own section types known to definitionOf; the engine's types keep their definitions. */
export function addSectionTypes(types: Record<string, AnySectionDefinition>): void {
  for (const [type, definition] of Object.entries(types)) if (!(type in definitions)) added.set(type, definition)
}

/** The definition of a section's type (the section was validated, so its type is known). */
export function definitionOf(section: { type: string }): AnySectionDefinition {
  return definitions[section.type as SectionType] ?? added.get(section.type)!
}

/** Every section type, in registry order. */
export const SECTION_TYPES = Object.keys(definitions) as SectionType[]
