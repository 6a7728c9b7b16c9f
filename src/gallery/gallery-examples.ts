import { definitions, type Section, type SectionType } from '../sections/definitions.ts'

export interface GalleryExample {
  type: SectionType
  /** What this example shows, e.g. "schema example" or "variant: home". */
  label: string
  section: Section
}

/** Every section type's schema examples, then its variants (from its folder), in the order of the section registry. */
export function galleryExamples(): GalleryExample[] {
  return (Object.keys(definitions) as SectionType[]).flatMap((type) => {
    const { schema, variants = [] } = definitions[type]
    const examples = ((schema as { examples?: Section[] }).examples ?? []).map((section, i, all) => ({
      type,
      label: all.length > 1 ? `schema example ${i + 1}` : 'schema example',
      section,
    }))
    return [...examples, ...(variants as { label: string; section: Section }[]).map((v) => ({ type, ...v }))]
  })
}
