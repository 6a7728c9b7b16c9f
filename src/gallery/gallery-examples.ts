import type { Section, SectionType } from '../content/schema/page.ts'
import { sectionSchemas } from '../sections/schemas.ts'
import { sectionVariants } from './section-variants.ts'

export interface GalleryExample {
  type: SectionType
  /** What this example shows, e.g. "schema example" or "variant: home". */
  label: string
  section: Section
}

/** Every section type's schema examples, then its variants, in the order of the section registry. */
export function galleryExamples(): GalleryExample[] {
  return (Object.keys(sectionSchemas) as SectionType[]).flatMap((type) => {
    const examples = ((sectionSchemas[type] as { examples?: Section[] }).examples ?? []).map((section, i, all) => ({
      type,
      label: all.length > 1 ? `schema example ${i + 1}` : 'schema example',
      section,
    }))
    const variants = (sectionVariants[type] ?? []) as { label: string; section: Section }[]
    return [...examples, ...variants.map((v) => ({ type, ...v }))]
  })
}
